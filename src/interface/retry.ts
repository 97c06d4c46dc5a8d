/**
 * When to try a request again (protocol/README.md §6).
 */

/** Attempts in total for a network failure of an idempotent method. */
export const MAX_NETWORK_ATTEMPTS = 5;
/** Times a 429 or 508 answer is retried before it is reported. */
export const MAX_STATUS_RETRIES = 5;
/** Base of the exponential backoff: 1000, 2000, 4000, 8000 ms. */
export const BACKOFF_BASE_MS = 1000;
/** A Retry-After beyond this is capped, so a misbehaving server cannot park a call for hours. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Methods that may be sent twice without changing the outcome. POST and PATCH are not. */
export function isIdempotent(method: string): boolean {
  return ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"].includes(method.toUpperCase());
}

/** Delay after the `failedAttempts`-th failed attempt (1-based): 1000 · 2^(n-1). */
export function backoffMs(failedAttempts: number): number {
  return BACKOFF_BASE_MS * 2 ** (failedAttempts - 1);
}

/**
 * Delay before retrying a 429: `Retry-After` in seconds (or an HTTP date), else the
 * exponential backoff.
 */
export function rateLimitDelayMs(retryAfter: string | null, failedAttempts: number, now = Date.now()): number {
  if (retryAfter !== null && retryAfter.trim() !== "") {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
  }
  return backoffMs(failedAttempts);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
