/**
 * The one request path of every tier: headers, timeout, retries, status override,
 * known errors (protocol/README.md §4–§6).
 */
import { HttpStatusError, InvalidResponseError, NetworkError, Result, TimeoutError, hasErrorCode, isExpectedError } from "../errors";
import type { ExpectedError, ExpectedErrors, KnownError } from "../errors";
import { buildRequestHeaders } from "./headers";
import type { AccessType, InterfaceOptions, RequestInit_ } from "./options";
import { parseResponse } from "./parse-response";
import type { ParsedResponse, RawResponse } from "./parse-response";
import { MAX_NETWORK_ATTEMPTS, MAX_STATUS_RETRIES, backoffMs, isIdempotent, rateLimitDelayMs, sleep } from "./retry";
import type { RequestSession, TokenPair } from "./session";
import { buildApiUrl, resolveBaseUrl } from "./url";

/** Default per-attempt timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** One API call. `path` is relative to `<base>/api/v1`, already URL-encoded (see `apiPath`). */
export type WireRequest = RequestInit_ & {
  path: string;
  /** The access type this call is made with. */
  tier: AccessType;
  /** The signed-in user whose tokens go with the call, if any. */
  session?: RequestSession | null;
  /** How to read a success body. Default `"json"`. */
  responseType?: "json" | "text";
};

/** The error type of an expected-errors list (`expectErrors` of src/errors). */
export type ErrorOf<X extends ExpectedErrors<any>> = ExpectedError<X>;

/** INVALID_ACCESS_TOKEN group (errors.md §1): the access token was rejected, a fresh one may work. */
function isRejectedAccessToken(error: KnownError): boolean {
  return hasErrorCode(error, "INVALID_ACCESS_TOKEN");
}

/** In project-owner mode these mean "refresh the owner's admin token" (README §6). */
function isRejectedOwnerToken(error: KnownError): boolean {
  return hasErrorCode(error, "INVALID_ADMIN_ACCESS_TOKEN") || hasErrorCode(error, "API_KEY_NOT_FOUND");
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && (navigator as { onLine?: boolean }).onLine === false;
}

/**
 * One fetch with the per-attempt timeout, body read in full; a timeout rejects with
 * TimeoutError, a failed fetch with whatever fetch threw.
 */
export async function fetchOnce(options: InterfaceOptions, url: string, init: RequestInit, method: string, path: string): Promise<RawResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // Called unbound on purpose: a browser's fetch throws "Illegal invocation" with `this` = options.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    // Read the body inside the timeout too: a stalled body is as bad as a stalled answer.
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs, method, path);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a request and classifies the answer, retrying what the protocol says to retry.
 * Returns the final answer: ok, a known error (not yet thrown), or a plain status error.
 */
async function sendWithRetries(options: InterfaceOptions, request: WireRequest): Promise<ParsedResponse> {
  const method = request.method ?? "GET";
  const url = buildApiUrl(resolveBaseUrl(options.baseUrl), request.path, request.query);
  const hasBody = request.body !== undefined;
  const body = hasBody ? JSON.stringify(request.body) : undefined;
  const session = request.session ?? null;
  const owner = options.projectOwnerSession ?? null;

  let networkFailures = 0;
  let statusRetries = 0;
  let refreshedUserToken = false;
  let refreshedOwnerToken = false;

  for (;;) {
    // Tokens are read before every attempt: a retry after a rejected token needs the refreshed one.
    const userTokens: TokenPair | null = session ? await session.getTokens() : null;
    const adminAccessToken = owner ? (await owner.getTokens()).accessToken : null;
    const headers = {
      ...buildRequestHeaders({ options, tier: request.tier, userTokens, adminAccessToken, hasBody }),
      ...request.headers,
    };
    const init: RequestInit = { method, headers, credentials: "omit", cache: "no-store" };
    if (body !== undefined) init.body = body;

    let response: RawResponse;
    try {
      response = await fetchOnce(options, url, init, method, request.path);
    } catch (error) {
      // fetch rejects with TypeError on network failure; a timed-out idempotent call is retried the same way.
      const retriable = error instanceof TypeError || TimeoutError.isInstance(error);
      if (retriable && isIdempotent(method) && ++networkFailures < MAX_NETWORK_ATTEMPTS) {
        await sleep(backoffMs(networkFailures));
        continue;
      }
      if (TimeoutError.isInstance(error)) throw error;
      throw new NetworkError({ offline: isOffline(), cause: error, url });
    }

    const parsed = await parseResponse(response, request.responseType ?? "json");

    if (parsed.kind === "status-error" && parsed.status === 429 && statusRetries < MAX_STATUS_RETRIES) {
      // Rate limited: wait and try again. Never a sign of a dead session.
      statusRetries++;
      await sleep(rateLimitDelayMs(response.headers.get("retry-after"), statusRetries));
      continue;
    }
    if (parsed.kind === "status-error" && parsed.status === 508 && parsed.text.includes("INFINITE_LOOP_DETECTED") && statusRetries < MAX_STATUS_RETRIES) {
      statusRetries++;
      continue;
    }
    if (parsed.kind === "known-error") {
      const sentToken = userTokens?.accessToken ?? null;
      if (session && sentToken !== null && !refreshedUserToken && isRejectedAccessToken(parsed.error)) {
        refreshedUserToken = true;
        session.markAccessTokenExpired(sentToken);
        continue;
      }
      if (owner && adminAccessToken !== null && !refreshedOwnerToken && isRejectedOwnerToken(parsed.error)) {
        refreshedOwnerToken = true;
        owner.markAccessTokenExpired(adminAccessToken);
        continue;
      }
    }
    return parsed;
  }
}

function unwrap<T>(parsed: ParsedResponse, request: WireRequest): T {
  if (parsed.kind === "ok") return parsed.body as T;
  if (parsed.kind === "known-error") throw parsed.error;
  throw new HttpStatusError(parsed.status, parsed.text, request.method ?? "GET", request.path);
}

/**
 * Sends an API request and returns the body. Every known error is thrown, as are
 * transport errors (NetworkError, TimeoutError, HttpStatusError, InvalidResponseError).
 */
export async function sendRequest<T>(options: InterfaceOptions, request: WireRequest): Promise<T> {
  return unwrap<T>(await sendWithRetries(options, request), request);
}

/**
 * Sends an API request; the `expected` known errors (and members of expected groups)
 * come back as `Result` errors, everything else is thrown.
 */
export async function sendRequestResult<T, X extends ExpectedErrors<any>>(
  options: InterfaceOptions,
  request: WireRequest,
  expected: X,
): Promise<Result<T, ErrorOf<X>>> {
  const parsed = await sendWithRetries(options, request);
  if (parsed.kind === "known-error" && isExpectedError(parsed.error, expected)) {
    return Result.error(parsed.error as ErrorOf<X>);
  }
  return Result.ok(unwrap<T>(parsed, request));
}

/** `GET <base>/health` (outside `/api/v1`): used by network diagnostics. No project headers. */
export async function sendHealthCheck(options: InterfaceOptions): Promise<unknown> {
  const url = `${resolveBaseUrl(options.baseUrl)}/health`;
  let response: RawResponse;
  try {
    response = await fetchOnce(options, url, { method: "GET", credentials: "omit", cache: "no-store" }, "GET", "/health");
  } catch (error) {
    if (TimeoutError.isInstance(error)) throw error;
    throw new NetworkError({ offline: isOffline(), cause: error, url });
  }
  return unwrap(await parseResponse(response, "json"), { path: "/health", tier: "client" });
}

/** Who calls: the options of the Interface and the access type of this call. */
export type CallContext = { readonly options: InterfaceOptions; readonly tier: AccessType };

/** `sendRequest` with the tier of a context. */
export function call<T>(context: CallContext, request: Omit<WireRequest, "tier">): Promise<T> {
  return sendRequest<T>(context.options, { ...request, tier: context.tier });
}

/** `sendRequestResult` with the tier of a context. */
export function callResult<T, X extends ExpectedErrors<any>>(
  context: CallContext,
  request: Omit<WireRequest, "tier">,
  expected: X,
): Promise<Result<T, ErrorOf<X>>> {
  return sendRequestResult<T, X>(context.options, { ...request, tier: context.tier }, expected);
}

/** The items of a list answer. */
export async function callList<T>(context: CallContext, request: Omit<WireRequest, "tier">): Promise<T[]> {
  const list = await call<{ items?: unknown }>(context, request);
  if (!Array.isArray(list?.items)) throw new InvalidResponseError(`${request.path} did not answer a list envelope`);
  return list.items as T[];
}
