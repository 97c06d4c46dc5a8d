/**
 * The OAuth token endpoint and the authorize URL (protocol/tokens-and-sessions.md §3.1,
 * §5.2, §5.4). The seed SDK reaches the token endpoint with a generic OAuth client:
 * form-encoded, `client_secret_post`, and none of the `x-stack-*` headers, so the
 * status override is not in effect and the real status comes back.
 */
import { HttpStatusError, NetworkError, Result, TimeoutError, isExpectedError } from "../errors";
import type { ExpectedErrors } from "../errors";
import type { InterfaceOptions } from "./options";
import { parseResponse } from "./parse-response";
import type { ParsedResponse, RawResponse } from "./parse-response";
import { fetchOnce } from "./request";
import type { ErrorOf } from "./request";
import { MAX_STATUS_RETRIES, rateLimitDelayMs, sleep } from "./retry";
import { buildApiUrl, resolveBaseUrl } from "./url";
import type { OAuthAuthorizeQueryJson } from "./wire/auth";

const TOKEN_PATH = "/auth/oauth/token";

/**
 * POSTs a form to the token endpoint. Not retried on network failure (POST); a 429
 * waits and retries like every other call.
 */
async function postTokenForm(options: InterfaceOptions, form: Record<string, string>): Promise<ParsedResponse> {
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
  for (let retries = 0; ; retries++) {
    let response: RawResponse;
    try {
      response = await fetchOnce(options, url, init, "POST", TOKEN_PATH);
    } catch (error) {
      if (TimeoutError.isInstance(error)) throw error;
      throw new NetworkError({
        offline: typeof navigator !== "undefined" && (navigator as { onLine?: boolean }).onLine === false,
        cause: error,
        url,
      });
    }
    const parsed = await parseResponse(response, "json");
    if (parsed.kind === "status-error" && parsed.status === 429 && retries < MAX_STATUS_RETRIES) {
      await sleep(rateLimitDelayMs(response.headers.get("retry-after"), retries + 1));
      continue;
    }
    return parsed;
  }
}

/** Known errors in `expected` become Result errors; other known errors and OAuth JSON errors are thrown. */
async function tokenRequest<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  form: Record<string, string>,
  expected: X,
): Promise<Result<T, ErrorOf<X>>> {
  const parsed = await postTokenForm(options, form);
  if (parsed.kind === "ok") return Result.ok(parsed.body as T);
  if (parsed.kind === "known-error") {
    const error = parsed.error;
    if (isExpectedError(error, expected)) {
      return Result.error(error as ErrorOf<X>);
    }
    throw error;
  }
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
): Promise<Result<T, ErrorOf<X>>> {
  return tokenRequest<T, X>(options, refreshTokenForm(options, refreshToken), expected);
}

export type CodeExchangeParams = { code: string; redirectUri: string; codeVerifier: string };

export async function postCodeExchange<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  params: CodeExchangeParams,
  expected: X,
): Promise<Result<T, ErrorOf<X>>> {
  const form = {
    grant_type: "authorization_code",
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
    ...clientCredentials(options),
  };
  return tokenRequest<T, X>(options, form, expected);
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
 * (tokens doc §5.2); the seed server rejects any parameter not listed there.
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
