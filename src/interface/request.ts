/**
 * The one request path of every tier: headers, one deadline, retries by what each failure
 * means, status override, known errors, the shape of success bodies (docs/protocol.md §4–§6).
 */
import { portableInit } from "./portable-init";
import { HttpStatusError, InvalidResponseError, NetworkError, Result, hasErrorCode, isExpectedError } from "../errors";
import type { ExpectedError, ExpectedErrors, KnownError } from "../errors";
import { startDeadline } from "./deadline";
import type { Deadline } from "./deadline";
import { buildRequestHeaders } from "./headers";
import type { AccessType, InterfaceOptions, RequestInit_ } from "./options";
import { parseResponse } from "./parse-response";
import type { ParsedResponse, RawResponse } from "./parse-response";
import { MAX_NETWORK_ATTEMPTS, MAX_STATUS_RETRIES, backoffMs, isGatewayError, isIdempotent, retryDelayMs } from "./retry";
import type { RequestSession, TokenPair } from "./session";
import { list, obj } from "./shape";
import type { Check } from "./shape";
import { buildApiUrl, resolveBaseUrl } from "./url";

/** Default deadline of a call (all its attempts and waits). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** One API call. `path` is relative to `<base>/api/v1`, already URL-encoded (see `apiPath`). */
export type WireRequest = RequestInit_ & {
  path: string;
  /** The access type this call is made with. */
  tier: AccessType;
  /** The signed-in user whose tokens go with the call, if any. */
  session?: RequestSession | null | undefined;
  /** How to read a success body. Default `"json"`. */
  responseType?: "json" | "text" | undefined;
  /** The shape of a success body (`./shapes`); a body that does not fit is an InvalidResponseError. */
  shape: Check;
};

/** The error type of an expected-errors list (`expectErrors` of src/errors). */
export type ErrorOf<X extends ExpectedErrors<any>> = ExpectedError<X>;

/** INVALID_ACCESS_TOKEN group (docs/protocol.md §4.5): the access token was rejected, a fresh one may work. */
function isRejectedAccessToken(error: KnownError): boolean {
  return hasErrorCode(error, "INVALID_ACCESS_TOKEN");
}

/** In project-owner mode these mean "refresh the owner's admin token" (docs/protocol.md §6). */
function isRejectedOwnerToken(error: KnownError): boolean {
  return hasErrorCode(error, "INVALID_ADMIN_ACCESS_TOKEN") || hasErrorCode(error, "API_KEY_NOT_FOUND");
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && (navigator as { onLine?: boolean }).onLine === false;
}

/**
 * One fetch and its body, both raced against the call's deadline: a failed fetch (or body)
 * comes back as a NetworkError, to be retried or thrown; an aborted call throws its reason.
 */
export async function fetchOnce(options: InterfaceOptions, url: string, init: RequestInit, deadline: Deadline): Promise<RawResponse | NetworkError> {
  if (deadline.signal.aborted) throw deadline.signal.reason;
  deadline.attempts++;
  try {
    // Called unbound on purpose: a browser's fetch throws "Illegal invocation" with `this` = options.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const response = await deadline.race(fetchImpl(url, { ...init, signal: deadline.signal }));
    // The body too: a stalled body is as bad as a stalled answer.
    return { status: response.status, headers: response.headers, text: await deadline.race(response.text()) };
  } catch (cause) {
    if (deadline.signal.aborted) throw deadline.signal.reason;
    return new NetworkError({ offline: isOffline(), cause, url });
  }
}

/** What one attempt came to: an answer, a failed fetch, or `null` to try again at once (a refreshed token). */
export type Attempt = ParsedResponse | NetworkError | null;

/** Which answers a call may try again; see {@link withRetries}. */
export type RetryPolicy = {
  method: string;
  path: string;
  signal?: AbortSignal | null | undefined;
  /** Statuses tried again besides 429 (and 508 loops); null: not idempotent, so no network retry either. */
  retryStatus: ((status: number) => boolean) | null;
};

/**
 * Runs attempts within one deadline (`timeoutMs`, default 30 s, for the whole call) until
 * one gives a final answer. A failed fetch (a TypeError, as fetch rejects on network
 * failure) is tried again when the policy allows (idempotent requests, the token refresh),
 * up to 5 attempts with jittered backoff; a 429
 * is always tried again (the request was refused, not processed), as are the policy's
 * statuses (502–504 for idempotent requests), honouring `Retry-After`. A wait that would
 * pass the deadline is not started: the last answer or NetworkError is reported at once.
 * The deadline passing (TimeoutError) or the caller's signal aborting (its reason) ends
 * the call wherever it is waiting.
 */
export async function withRetries(options: InterfaceOptions, policy: RetryPolicy, attempt: (deadline: Deadline) => Promise<Attempt>): Promise<ParsedResponse> {
  const deadline = startDeadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, policy.method, policy.path, policy.signal, resolveBaseUrl(options.baseUrl));
  let networkFailures = 0;
  let statusRetries = 0;
  try {
    for (;;) {
      const outcome = await attempt(deadline);
      let wait: number;
      if (outcome === null) continue;
      if (outcome instanceof NetworkError) {
        // fetch rejects with a TypeError when the network fails; anything else a custom fetch throws is not retried.
        const retriable = policy.retryStatus && outcome.cause instanceof TypeError;
        if (!retriable || ++networkFailures >= MAX_NETWORK_ATTEMPTS || (wait = backoffMs(networkFailures)) >= deadline.left()) throw outcome;
      } else if (outcome.kind === "status-error" && statusRetries < MAX_STATUS_RETRIES) {
        const { status } = outcome;
        if (status === 508 && outcome.text.includes("INFINITE_LOOP_DETECTED")) wait = 0;
        else if (status === 429 || policy.retryStatus?.(status)) wait = retryDelayMs(outcome.retryAfter, statusRetries + 1);
        else return outcome;
        if (wait >= deadline.left()) return outcome;
        statusRetries++;
      } else {
        return outcome;
      }
      await deadline.sleep(wait);
    }
  } finally {
    deadline.end();
  }
}

/**
 * Sends a request and classifies the answer, retrying what the protocol says to retry.
 * Returns the final answer: ok, a known error (not yet thrown), or a plain status error.
 */
function sendWithRetries(options: InterfaceOptions, request: WireRequest): Promise<ParsedResponse> {
  const method = request.method ?? "GET";
  const url = buildApiUrl(resolveBaseUrl(options.baseUrl), request.path, request.query);
  const hasBody = request.body !== undefined;
  const body = hasBody ? JSON.stringify(request.body) : undefined;
  const session = request.session ?? null;
  const owner = options.projectOwnerSession ?? null;
  let refreshedUserToken = false;
  let refreshedOwnerToken = false;
  const policy = { method, path: request.path, signal: request.signal, retryStatus: isIdempotent(method) ? isGatewayError : null };

  return withRetries(options, policy, async (deadline) => {
    // Tokens are read before every attempt: a retry after a rejected token needs the refreshed
    // one. A refresh is shared with other calls, so only this call's wait is cut short.
    const userTokens: TokenPair | null = session ? await deadline.race(session.getTokens()) : null;
    const adminAccessToken = owner ? (await deadline.race(owner.getTokens())).accessToken : null;
    const headers = {
      ...buildRequestHeaders({ options, tier: request.tier, userTokens, adminAccessToken, hasBody }),
      ...request.headers,
    };
    const init: RequestInit = { method, headers, ...portableInit() };
    if (body !== undefined) init.body = body;

    const response = await fetchOnce(options, url, init, deadline);
    if (response instanceof NetworkError) return response;
    const parsed = await parseResponse(response, request.responseType ?? "json", options);
    if (parsed.kind === "known-error") {
      const sentToken = userTokens?.accessToken ?? null;
      if (session && sentToken !== null && !refreshedUserToken && isRejectedAccessToken(parsed.error)) {
        refreshedUserToken = true;
        session.markAccessTokenExpired(sentToken);
        return null;
      }
      if (owner && adminAccessToken !== null && !refreshedOwnerToken && isRejectedOwnerToken(parsed.error)) {
        refreshedOwnerToken = true;
        owner.markAccessTokenExpired(adminAccessToken);
        return null;
      }
    }
    return parsed;
  });
}

/** `body` if it fits `shape`; else an InvalidResponseError naming where (never the values: they may hold tokens). */
export function checkShape<T>(body: unknown, shape: Check, method: string, path: string): T {
  const at = shape(body);
  if (at !== undefined) throw new InvalidResponseError(`${method} ${path} answered a body whose ${at ? `field body${at}` : "top level"} is missing or of the wrong type`);
  return body as T;
}

export function unwrap<T>(parsed: ParsedResponse, request: Pick<WireRequest, "method" | "path" | "shape">): T {
  const method = request.method ?? "GET";
  if (parsed.kind === "ok") return checkShape<T>(parsed.body, request.shape, method, request.path);
  if (parsed.kind === "known-error") throw parsed.error;
  throw new HttpStatusError(parsed.status, parsed.text, method, request.path);
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

/**
 * Who calls: the options of the Interface, the access type of this call, and the caller's
 * signal (an Interface's `withSignal` view sets it for every call it makes).
 */
export type CallContext = { readonly options: InterfaceOptions; readonly tier: AccessType; readonly signal?: AbortSignal | null };

type ContextRequest = Omit<WireRequest, "tier">;

/** `sendRequest` with the tier and signal of a context. */
export function call<T>(context: CallContext, request: ContextRequest): Promise<T> {
  return sendRequest<T>(context.options, { signal: context.signal, ...request, tier: context.tier });
}

/** `sendRequestResult` with the tier and signal of a context. */
export function callResult<T, X extends ExpectedErrors<any>>(context: CallContext, request: ContextRequest, expected: X): Promise<Result<T, ErrorOf<X>>> {
  return sendRequestResult<T, X>(context.options, { signal: context.signal, ...request, tier: context.tier }, expected);
}

/** The items of a list answer; `shape` is the shape of one item. */
export async function callList<T>(context: CallContext, request: ContextRequest): Promise<T[]> {
  const { items } = await call<{ items: T[] }>(context, { ...request, shape: obj("", { items: list(request.shape) }) });
  return items;
}
