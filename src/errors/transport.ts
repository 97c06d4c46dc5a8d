/**
 * Errors that are not known errors: the request never got a usable answer, or the
 * answer was not one the protocol allows. These are thrown, never returned in a Result.
 */
const BRAND = Symbol.for("gatehouse.TransportError");

export abstract class TransportError extends Error {
  readonly [BRAND] = true as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
  static isInstance<T extends abstract new (...args: any) => TransportError>(this: T, error: unknown): error is InstanceType<T> {
    if (typeof error !== "object" || error === null || (error as any)[BRAND] !== true) return false;
    return (this as unknown as Function) === TransportError || (error as Error).name === (this as unknown as Function).name;
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

/** The service did not answer within the request timeout. */
export class TimeoutError extends TransportError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number, method: string, path: string) {
    super(`The authentication service did not answer ${method} ${path} within ${timeoutMs} ms. Try again later.`);
    this.timeoutMs = timeoutMs;
  }
}

/** A non-2xx answer that is not a known error (e.g. a plain-text 403), with its status and body. */
export class HttpStatusError extends TransportError {
  readonly status: number;
  readonly body: string;
  readonly method: string;
  readonly path: string;
  constructor(status: number, body: string, method: string, path: string) {
    super(`${method} ${path} failed with status ${status}: ${body}`);
    this.status = status;
    this.body = body;
    this.method = method;
    this.path = path;
  }
}

/** The answer breaks the protocol (e.g. the known-error header differs from the body's code). */
export class InvalidResponseError extends TransportError {
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
