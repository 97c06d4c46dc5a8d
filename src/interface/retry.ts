/**
 * When to try a request again, and after how long. Every wait is also bounded by the
 * call's deadline (`./deadline`): a wait that would pass it is not started.
 */

/** Attempts in total for a network failure (idempotent requests and the token refresh). */
export const MAX_NETWORK_ATTEMPTS = 5;
/** Times a 429, 502–504 (or 5xx for the refresh) or 508 answer is retried before it is reported. */
export const MAX_STATUS_RETRIES = 5;
/** Base of the exponential backoff: up to 1000, 2000, 4000, 8000 ms. */
export const BACKOFF_BASE_MS = 1000;

/** Methods that may be sent twice without changing the outcome. POST and PATCH are not. */
export function isIdempotent(method: string): boolean {
  return ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"].includes(method.toUpperCase());
}

/** 502, 503, 504: a gateway could not reach a healthy service; the request was not processed. */
export const isGatewayError = (status: number): boolean => status > 501 && status < 505;

/**
 * Delay after the `failedAttempts`-th failed attempt (1-based): 1000 · 2^(n-1) less up to
 * half of it at random, so clients that failed together do not retry in step.
 */
export function backoffMs(failedAttempts: number, random = Math.random()): number {
  return BACKOFF_BASE_MS * 2 ** (failedAttempts - 1) * (1 - random / 2);
}

/** `Retry-After` in ms (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(retryAfter: string | null, now = Date.now()): number | null {
  if (!retryAfter?.trim()) return null;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Delay before retrying a 429 or 5xx: `Retry-After` plus up to a tenth of it at random
 * (clients limited together spread out), else the backoff.
 */
export function retryDelayMs(retryAfter: string | null, failedAttempts: number, random = Math.random()): number {
  const after = retryAfterMs(retryAfter);
  return after === null ? backoffMs(failedAttempts, random) : after * (1 + random / 10);
}
