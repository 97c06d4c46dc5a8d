/**
 * Errors that are not known errors: the request never got a usable answer, or the
 * answer was not one the protocol allows. These are thrown, never returned in a Result.
 */
const BRAND = Symbol.for("gatehouse.TransportError");

export abstract class TransportError extends Error {
  /**
   * The `name` of this class's errors, spelled out: a constructor's own name is whatever a
   * minifier makes of it in an app's bundle. `isInstance` compares it across copies.
   */
  static readonly errorName: string = "TransportError";
  readonly [BRAND] = true as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = (new.target as unknown as typeof TransportError).errorName;
  }
  static isInstance<T extends abstract new (...args: any) => TransportError>(this: T, error: unknown): error is InstanceType<T> {
    if (typeof error !== "object" || error === null || (error as any)[BRAND] !== true) return false;
    const self = this as unknown as typeof TransportError;
    return self === TransportError || (error as Error).name === self.errorName;
  }
}

export const NETWORK_ERROR_MESSAGE =
  "The authentication service could not be reached. Check your internet connection and try again; if the problem persists, contact support.";
export const OFFLINE_ERROR_MESSAGE =
  "The authentication service could not be reached because this device seems to be offline. Reconnect to the internet and try again.";

/** The message of a {@link NetworkError}: the constants above, naming the URL when known. */
function networkErrorMessage(offline: boolean, url: string | null): string {
  if (url === null) return offline ? OFFLINE_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE;
  return offline
    ? `The authentication service at ${url} could not be reached because this device seems to be offline. Reconnect to the internet and try again.`
    : `The authentication service could not be reached at ${url}. Check your internet connection and the app's baseUrl, and try again; if the problem persists, contact support.`;
}

/** fetch itself failed (DNS, refused connection, CORS, offline) after any retries. */
export class NetworkError extends TransportError {
  static override readonly errorName: string = "NetworkError";
  readonly offline: boolean;
  /** The URL that was tried, without its query (null when not known). */
  readonly url: string | null;
  constructor(options: { offline?: boolean; cause?: unknown; url?: string } = {}) {
    const url = options.url === undefined ? null : options.url.split(/[?#]/)[0]!;
    super(networkErrorMessage(options.offline ?? false, url), { cause: options.cause });
    this.offline = options.offline ?? false;
    this.url = url;
  }
}

/**
 * The call's deadline (`timeoutMs`) passed before a usable answer came: it covers the whole
 * call, every attempt and every wait between them (a token refresh, backoff, `Retry-After`).
 * The message names the service's base URL it waited on (`baseUrl`), like `NetworkError.url`.
 */
export class TimeoutError extends TransportError {
  static override readonly errorName: string = "TimeoutError";
  readonly timeoutMs: number;
  /** Requests sent before the deadline (retries included). */
  readonly attempts: number;
  /** The base URL of the service the call waited on (null when not known). */
  readonly baseUrl: string | null;
  constructor(timeoutMs: number, method: string, path: string, attempts = 1, baseUrl: string | null = null) {
    super(`The authentication service${baseUrl ? ` at ${baseUrl}` : ""} did not answer ${method} ${path} within ${timeoutMs} ms (${attempts} attempt(s), retries and waits included). Try again later.`);
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
    this.baseUrl = baseUrl;
  }
}

/**
 * A non-2xx answer that is not a known error (e.g. a plain-text 403). The message holds the
 * status and a short excerpt of the body (none for an HTML page, such as a proxy's); the
 * whole body is on `body`.
 */
export class HttpStatusError extends TransportError {
  static override readonly errorName: string = "HttpStatusError";
  readonly status: number;
  readonly body: string;
  readonly method: string;
  readonly path: string;
  constructor(status: number, body: string, method: string, path: string, message = `${method} ${path} failed with status ${status}`) {
    const text = body.replace(/\s+/g, " ").trim();
    super(text && !/^<|<(html|body|head)\b/i.test(text) ? `${message}: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}` : message);
    this.status = status;
    this.body = body;
    this.method = method;
    this.path = path;
  }
}

/**
 * The token endpoint refused the refresh token with a plain 400 or 401 (no error code:
 * an `invalid_grant` from a proxy or gateway in front of the service). The session cannot
 * be refreshed, so every call that needs a fresh access token fails with this error until
 * the user signs out or signs in again; the session is not ended on the user's behalf,
 * since the service itself never said the token was revoked. Its own class (not matched by
 * `HttpStatusError.isInstance`), with the same fields.
 */
export class SessionRefreshError extends HttpStatusError {
  static override readonly errorName: string = "SessionRefreshError";
  constructor(status: number, body: string) {
    super(status, body, "POST", "/auth/oauth/token", `The session cannot be refreshed (sign out and sign in again): the token endpoint refused it with status ${status}`);
  }
}

/** The answer breaks the protocol (e.g. the known-error header differs from the body's code). */
export class InvalidResponseError extends TransportError {
  static override readonly errorName: string = "InvalidResponseError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(`The authentication service sent an invalid response: ${message}`, options);
  }
}

/** Something that cannot happen did. Please report it. */
export class GatehouseAssertionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`${message}\n\nThis is a bug in gatehouse; please report it.`, options);
    this.name = "GatehouseAssertionError";
  }
}
