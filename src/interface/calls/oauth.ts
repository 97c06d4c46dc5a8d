/**
 * The OAuth code exchange at the token endpoint and the authorize URL
 * (docs/protocol.md §8.2, §8.4). The refresh grant, which every page may
 * need, is in `../token-endpoint`.
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import type { CallContext } from "../request";
import { CODE_EXCHANGE } from "../area-shapes";
import { clientCredentials, tokenRequest } from "../token-endpoint";
import { buildApiUrl, resolveBaseUrl } from "../url";
import type { OAuthAuthorizeQueryJson, OAuthTokenResponseJson } from "../wire/auth";

const CODE_EXCHANGE_ERRORS = expectErrors<[typeof KnownErrors.InvalidAuthorizationCode, typeof KnownErrors.RedirectUrlNotWhitelisted, typeof KnownErrors.MultiFactorAuthenticationRequired]>("INVALID_AUTHORIZATION_CODE", "REDIRECT_URL_NOT_WHITELISTED", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");

export type CodeExchangeParams = { code: string; redirectUri: string; codeVerifier: string };

/** Exchanges an authorization code (PKCE). Never retried on a network failure: a code is single-use. */
export async function exchangeOAuthCode(c: CallContext, params: CodeExchangeParams) {
  const form = {
    grant_type: "authorization_code",
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
    ...clientCredentials(c.options),
  };
  return tokenRequest<OAuthTokenResponseJson, typeof CODE_EXCHANGE_ERRORS>(c.options, form, CODE_EXCHANGE_ERRORS, CODE_EXCHANGE, false, c.signal);
}

/** What the authorize URL needs besides the project's own credentials. */
export type OAuthAuthorizeParams = {
  /** Lower-case provider id (`google`, `github`, ...). */
  provider: string;
  /** Callback URL without `code`/`state`. */
  redirectUri: string;
  state: string;
  /** base64url(SHA-256(code_verifier)). */
  codeChallenge: string;
  type?: "authenticate" | "link" | undefined;
  errorRedirectUrl?: string | undefined;
  afterCallbackRedirectUrl?: string | undefined;
  /** The current user's access token, for `type: "link"`. */
  token?: string | undefined;
  /** Extra provider scopes, space-separated; sent with `type: "link"` only (as the seed SDK does). */
  providerScope?: string | undefined;
};

/**
 * The URL to navigate the browser to. Parameters go in the seed SDK's order
 * (docs/protocol.md §8.2); the seed server rejects any parameter not listed there.
 */
export function buildOAuthAuthorizeUrl(c: CallContext, params: OAuthAuthorizeParams): string {
  const options = c.options;
  const query: OAuthAuthorizeQueryJson = {
    ...clientCredentials(options),
    redirect_uri: params.redirectUri,
    scope: "legacy",
    state: params.state,
    grant_type: "authorization_code",
    code_challenge: params.codeChallenge,
    code_challenge_method: "S256",
    response_type: "code",
  };
  if (params.type !== undefined) query.type = params.type;
  if (params.errorRedirectUrl !== undefined) query.error_redirect_url = params.errorRedirectUrl;
  if (params.afterCallbackRedirectUrl !== undefined) query.after_callback_redirect_url = params.afterCallbackRedirectUrl;
  // As the seed SDK: the token and extra provider scopes go only with a link flow (a
  // sign-in with provider scopes on shared keys would otherwise be refused).
  if (params.type === "link") {
    query.token = params.token ?? "";
    if (params.providerScope !== undefined) query.provider_scope = params.providerScope;
  }
  const base = resolveBaseUrl(options.baseUrl);
  return buildApiUrl(base, `/auth/oauth/authorize/${encodeURIComponent(params.provider.toLowerCase())}`, query);
}
