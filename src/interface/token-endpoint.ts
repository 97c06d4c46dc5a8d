/**
 * The OAuth token endpoint (docs/protocol.md §7.4, §8.4): the refresh grant,
 * which every page may need; the code exchange and the authorize URL are in `./calls/oauth`. The seed SDK reaches the token endpoint with a generic OAuth client:
 * form-encoded, `client_secret_post`, and none of the `x-stack-*` headers, so the
 * status override is not in effect and the real status comes back.
 */
import { portableInit } from "./portable-init";
import { HttpStatusError, NetworkError, Result, SessionRefreshError, isExpectedError } from "../errors";
import type { ExpectedErrors } from "../errors";
import type { InterfaceOptions } from "./options";
import { parseResponse } from "./parse-response";
import { checkShape, fetchOnce, withRetries } from "./request";
import type { ErrorOf } from "./request";
import type { Check } from "./shape";
import { REFRESH } from "./shapes";
import { buildApiUrl, resolveBaseUrl } from "./url";

const TOKEN_PATH = "/auth/oauth/token";
const anyServerError = (status: number) => status >= 500;

/**
 * POSTs a form to the token endpoint and reads the answer (the code exchange is in
 * `./calls/oauth`, loaded with the OAuth area). Known errors in `expected`
 * become Result errors; other known errors and OAuth JSON errors are thrown.
 *
 * A refresh (`retry`) is tried again on a network failure or a 5xx, within the call's
 * deadline: refresh tokens do not rotate in this protocol, so sending one twice changes
 * nothing. A code exchange is not (a code is single-use); a 429 is, like every call. A
 * refresh refused with a plain 400/401 (no known error) throws SessionRefreshError.
 */
export async function tokenRequest<T, X extends ExpectedErrors<any>>(
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
    ...portableInit(),
  };
  const parsed = await withRetries(options, { method: "POST", path: TOKEN_PATH, signal, retryStatus: retry ? anyServerError : null }, async (deadline) => {
    const response = await fetchOnce(options, url, init, deadline);
    return response instanceof NetworkError ? response : parseResponse(response, "json", options);
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
export function clientCredentials(options: InterfaceOptions): { client_id: string; client_secret: string } {
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
