/**
 * A project's signing keys (its JWKS, docs/protocol.md §7.2), fetched once and kept: the
 * keys of one JWKS URL are shared by every verification that uses the same `fetch`. A
 * token whose `kid` is not among them makes one new fetch (key rotation), at most one per
 * {@link REFETCH_COOLDOWN_MS}, so forged `kid`s cannot turn verifications into requests.
 */
import type { JSONWebKeySet } from "jose";
import { HttpStatusError, InvalidResponseError, NetworkError, TimeoutError } from "../../errors";

/** The least time between two fetches of one JWKS caused by unknown `kid`s. */
export const REFETCH_COOLDOWN_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 30_000;

export type KeySet = {
  /** The keys as last fetched (fetching them first if there are none yet). */
  keys(): Promise<JSONWebKeySet>;
  /**
   * The keys, fetched again if `kid` is not among the current ones and the last fetch is
   * older than the cooldown (one fetch for any number of concurrent callers).
   */
  keysWith(kid: string | undefined): Promise<JSONWebKeySet>;
};

type FetchFn = typeof fetch;

// One cache per fetch function (the app's own, or the global one), then per URL.
const byFetch = new WeakMap<FetchFn, Map<string, KeySet>>();

export function keySetFor(url: string, fetchFn: FetchFn, timeoutMs = DEFAULT_TIMEOUT_MS): KeySet {
  let perUrl = byFetch.get(fetchFn);
  if (!perUrl) byFetch.set(fetchFn, (perUrl = new Map()));
  let set = perUrl.get(url);
  if (!set) perUrl.set(url, (set = createKeySet(url, fetchFn, timeoutMs)));
  return set;
}

function hasKid(set: JSONWebKeySet, kid: string | undefined): boolean {
  return set.keys.some((key) => kid === undefined || key.kid === kid);
}

function createKeySet(url: string, fetchFn: FetchFn, timeoutMs: number): KeySet {
  let current: JSONWebKeySet | null = null;
  let fetchedAt = -Infinity;
  let inFlight: Promise<JSONWebKeySet> | null = null;
  const refetch = (): Promise<JSONWebKeySet> => {
    inFlight ??= fetchKeySet(url, fetchFn, timeoutMs).then(
      (keys) => {
        current = keys;
        fetchedAt = Date.now();
        inFlight = null;
        return keys;
      },
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };
  return {
    keys: () => (current ? Promise.resolve(current) : refetch()),
    async keysWith(kid) {
      const keys = current ?? (await refetch());
      if (hasKid(keys, kid) || Date.now() - fetchedAt < REFETCH_COOLDOWN_MS) return keys;
      return refetch();
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
