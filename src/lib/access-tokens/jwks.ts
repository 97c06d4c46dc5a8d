/**
 * A project's signing keys (its JWKS, docs/protocol.md §7.2), fetched once and kept per
 * URL, whichever `fetch` a verification passes. A token whose `kid` is not among them makes
 * one new fetch (key rotation), at most one per {@link REFETCH_COOLDOWN_MS}, so forged
 * `kid`s cannot turn verifications into requests. A failed fetch is remembered for a short
 * interval that grows with each further failure ({@link failureCooldownMs}); meanwhile the
 * failure is thrown again without a request.
 */
import type { JSONWebKeySet } from "jose";
import { HttpStatusError, InvalidResponseError, NetworkError, TimeoutError } from "../../errors";

/** The least time between two fetches of one JWKS caused by unknown `kid`s. */
export const REFETCH_COOLDOWN_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 30_000;
/** The pause after a first failed fetch; it doubles with each further failure, up to the max. */
export const FAILURE_COOLDOWN_MS = 1_000;
export const MAX_FAILURE_COOLDOWN_MS = 30_000;

/** How long a JWKS URL is left alone after its `failures`-th failed fetch in a row (1-based). */
export function failureCooldownMs(failures: number): number {
  return Math.min(MAX_FAILURE_COOLDOWN_MS, FAILURE_COOLDOWN_MS * 2 ** Math.max(0, failures - 1));
}

type FetchFn = typeof fetch;

export type KeySet = {
  /** The keys as last fetched (fetching them first if there are none yet). */
  keys(fetchFn: FetchFn, timeoutMs?: number): Promise<JSONWebKeySet>;
  /**
   * The keys, fetched again if `kid` is not among the current ones and the last attempt is
   * older than the cooldown (one fetch for any number of concurrent callers).
   */
  keysWith(kid: string | undefined, fetchFn: FetchFn, timeoutMs?: number): Promise<JSONWebKeySet>;
};

// One cache per JWKS URL. A URL names one service's keys whatever function fetches them, so
// a new `fetch` per call neither skips the cache nor its cooldowns.
const byUrl = new Map<string, KeySet>();

export function keySetFor(url: string): KeySet {
  let set = byUrl.get(url);
  if (!set) byUrl.set(url, (set = createKeySet(url)));
  return set;
}

function hasKid(set: JSONWebKeySet, kid: string | undefined): boolean {
  return set.keys.some((key) => kid === undefined || key.kid === kid);
}

function createKeySet(url: string): KeySet {
  let current: JSONWebKeySet | null = null;
  /** The last fetch's start, successful or not, on the monotonic clock (a wall clock stepped back must not stretch a cooldown). */
  let attemptedAt = -Infinity;
  let failures = 0;
  let lastFailure: unknown = null;
  let inFlight: Promise<JSONWebKeySet> | null = null;
  const refetch = (fetchFn: FetchFn, timeoutMs: number): Promise<JSONWebKeySet> => {
    if (lastFailure !== null && performance.now() - attemptedAt < failureCooldownMs(failures)) return Promise.reject(lastFailure);
    if (!inFlight) {
      attemptedAt = performance.now();
      inFlight = fetchKeySet(url, fetchFn, timeoutMs).then(
        (keys) => {
          current = keys;
          failures = 0;
          lastFailure = null;
          inFlight = null;
          return keys;
        },
        (error: unknown) => {
          failures++;
          lastFailure = error;
          inFlight = null;
          throw error;
        },
      );
    }
    return inFlight;
  };
  return {
    keys: (fetchFn, timeoutMs = DEFAULT_TIMEOUT_MS) => (current ? Promise.resolve(current) : refetch(fetchFn, timeoutMs)),
    async keysWith(kid, fetchFn, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const keys = current ?? (await refetch(fetchFn, timeoutMs));
      if (hasKid(keys, kid)) return keys;
      // A fetch under way may bring the key: wait for it rather than refuse.
      if (inFlight) return inFlight;
      return performance.now() - attemptedAt < REFETCH_COOLDOWN_MS ? keys : refetch(fetchFn, timeoutMs);
    },
  };
}

/**
 * GET of the JWKS with no options a runtime could reject (no `credentials`, no `cache`):
 * only the method, an Accept header and an abort signal for the timeout.
 */
async function fetchKeySet(url: string, fetchFn: FetchFn, timeoutMs: number): Promise<JSONWebKeySet> {
  const path = new URL(url).pathname;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchFn(url, { method: "GET", headers: { accept: "application/json" }, signal: controller.signal });
  } catch (cause) {
    if (controller.signal.aborted) throw new TimeoutError(timeoutMs, "GET", path, 1, new URL(url).origin);
    throw new NetworkError({ cause, url });
  } finally {
    clearTimeout(timer);
  }
  const body = await response.text();
  if (!response.ok) throw new HttpStatusError(response.status, body, "GET", path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (cause) {
    throw new InvalidResponseError(`GET ${path} answered with something other than JSON.`, { cause });
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === "object" && key !== null && !Array.isArray(key))) {
    throw new InvalidResponseError(`GET ${path} did not answer a JWKS ({ "keys": [...] }).`);
  }
  return { keys } as JSONWebKeySet;
}
