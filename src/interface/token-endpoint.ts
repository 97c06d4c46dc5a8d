/**
 * The OAuth token endpoint and the authorize URL (docs/protocol.md §7.4,
 * §8.2, §8.4). The seed SDK reaches the token endpoint with a generic OAuth client:
 * form-encoded, `client_secret_post`, and none of the `x-stack-*` headers, so the
 * status override is not in effect and the real status comes back.
 */
import { HttpStatusError, NetworkError, Result, SessionRefreshError, isExpectedError } from "../errors";
import type { ExpectedErrors } from "../errors";
import type { InterfaceOptions } from "./options";
import { parseResponse } from "./parse-response";
import { checkShape, fetchOnce, withRetries } from "./request";
import type { ErrorOf } from "./request";
import type { Check } from "./shape";
import { CODE_EXCHANGE, REFRESH } from "./shapes";
import { buildApiUrl, resolveBaseUrl } from "./url";
import type { OAuthAuthorizeQueryJson } from "./wire/auth";

const TOKEN_PATH = "/auth/oauth/token";
const anyServerError = (status: number) => status >= 500;

/**
 * POSTs a form to the token endpoint and reads the answer. Known errors in `expected`
 * become Result errors; other known errors and OAuth JSON errors are thrown.
 *
 * A refresh (`retry`) is tried again on a network failure or a 5xx, within the call's
 * deadline: refresh tokens do not rotate in this protocol, so sending one twice changes
 * nothing. A code exchange is not (a code is single-use); a 429 is, like every call. A
 * refresh refused with a plain 400/401 (no known error) throws SessionRefreshError.
 */
async function tokenRequest<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  form: Record<string, string>,
  expected: X,
  shape: Check,
  retry: boolean,
  signal?: AbortSignal | null,
): Promise<Result<T, ErrorOf<X>>> {
  const url = buildApiUrl(resolveBaseUrl(options.baseUrl), TOKEN_PATH);
  const init: RequestInit = {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      Accept: "application/json",
    },
    body: new URLSearchParams(form).toString(),
    credentials: "omit",
    cache: "no-store",
  };
  const parsed = await withRetries(options, { method: "POST", path: TOKEN_PATH, signal, retryStatus: retry ? anyServerError : null }, async (deadline) => {
    const response = await fetchOnce(options, url, init, deadline);
    return response instanceof NetworkError ? response : parseResponse(response, "json");
  });
  if (parsed.kind === "ok") return Result.ok(checkShape<T>(parsed.body, shape, "POST", TOKEN_PATH));
  if (parsed.kind === "known-error") {
    if (isExpectedError(parsed.error, expected)) return Result.error(parsed.error as ErrorOf<X>);
    throw parsed.error;
  }
  if (retry && (parsed.status === 400 || parsed.status === 401)) throw new SessionRefreshError(parsed.status, parsed.text);
  // `{"error": "invalid_request", ...}` from the OAuth library: a client bug, not a session state.
  throw new HttpStatusError(parsed.status, parsed.text, "POST", TOKEN_PATH);
}

/** The OAuth client credentials: project id and publishable key (`client_secret_post`). */
function clientCredentials(options: InterfaceOptions): { client_id: string; client_secret: string } {
  return { client_id: options.projectId, client_secret: options.publishableClientKey ?? "" };
}

export type RefreshTokenForm = { grant_type: "refresh_token"; refresh_token: string; client_id: string; client_secret: string };

/** Form body of a refresh, in the order the seed SDK sends it. */
export function refreshTokenForm(options: InterfaceOptions, refreshToken: string): RefreshTokenForm {
  return { grant_type: "refresh_token", refresh_token: refreshToken, ...clientCredentials(options) };
}

export async function postRefreshToken<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  refreshToken: string,
  expected: X,
  signal?: AbortSignal | null,
): Promise<Result<T, ErrorOf<X>>> {
  return tokenRequest<T, X>(options, refreshTokenForm(options, refreshToken), expected, REFRESH, true, signal);
}

export type CodeExchangeParams = { code: string; redirectUri: string; codeVerifier: string };

export async function postCodeExchange<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  params: CodeExchangeParams,
  expected: X,
  signal?: AbortSignal | null,
): Promise<Result<T, ErrorOf<X>>> {
  const form = {
    grant_type: "authorization_code",
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
    ...clientCredentials(options),
  };
  return tokenRequest<T, X>(options, form, expected, CODE_EXCHANGE, false, signal);
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
  type?: "authenticate" | "link";
  errorRedirectUrl?: string;
  afterCallbackRedirectUrl?: string;
  /** The current user's access token, for `type: "link"`. */
  token?: string;
  /** Extra provider scopes, space-separated; sent with `type: "link"` only (as the seed SDK does). */
  providerScope?: string;
};

/**
 * The URL to navigate the browser to. Parameters go in the seed SDK's order
 * (docs/protocol.md §8.2); the seed server rejects any parameter not listed there.
 */
export function buildOAuthAuthorizeUrl(options: InterfaceOptions, params: OAuthAuthorizeParams): string {
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
