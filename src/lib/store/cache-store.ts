import { CacheEntry, type CacheEntryHost, type CacheLoader } from "./cache-entry";
import { cacheKey } from "./cache-key";
import { CacheScope } from "./cache-scope";

export { CacheEntry, type CacheLoader, type CacheSnapshot } from "./cache-entry";
export { cacheKey } from "./cache-key";
export { CacheScope } from "./cache-scope";

/** Tuning of a {@link CacheStore}; the defaults are docs/cache-and-sessions.md §1's numbers. */
export type CacheStoreOptions = {
  /** A hook's background refetch waits until this many ms after the last result. Default 300. */
  throttleMs?: number | undefined;
  /** An entry nobody read or subscribed to for this long is dropped. Default 5000. */
  dropAfterMs?: number | undefined;
  /** At most this many entries; the least recently used unwatched ones go first. Default 100. */
  maxEntries?: number | undefined;
  /**
   * The clock (ms). Default `performance.now()`: monotonic, so a wall clock stepped back or
   * forward cannot stretch or skip the background throttle and the idle drop (vitest's
   * fake timers drive it too).
   */
  now?: (() => number) | undefined;
  /** The kinds entries may have (an app passes its kind table); any other kind throws. Default: any. */
  kinds?: readonly string[] | undefined;
};

/** Picks entries by what they cache and their arguments (as given to {@link CacheStore.entry}). */
export type CacheEntryPredicate = (kind: string, args: readonly unknown[]) => boolean;

/** What a scoped entry holds once its scope (session) has ended. */
export type CacheEntryOptions<T> = { endedValue: T };

/**
 * The one cached-value store of an app (docs/cache-and-sessions.md): entries keyed by
 * (kind, args) that deduplicate, refresh and expire. Async reads always fetch; hooks
 * read the cached value. Framework-free; React reads entries through `subscribe` /
 * `getSnapshot`.
 *
 * @example
 * ```ts
 * const store = new CacheStore();
 * const entry = store.entry("current-user", [session.scope], () => fetchUser(session), { endedValue: null });
 * const user = await entry.load();          // async getter: fetched after this call started
 * entry.set(updatedUser);                   // a mutation stores what it got back
 * await store.invalidateWhere((kind) => kind === "teams");
 * store.endScope(session.scope);            // sign-out: the entry now holds null, no request
 * ```
 */
export class CacheStore {
  // Map order is least recently used first: a touch moves the entry to the end.
  readonly #entries = new Map<string, CacheEntry<unknown>>();
  readonly #maxEntries: number;
  readonly #host: CacheEntryHost;
  readonly #kinds: ReadonlySet<string> | null;

  constructor(options: CacheStoreOptions = {}) {
    const throttleMs = checkMs(options.throttleMs ?? 300, "throttleMs");
    const dropAfterMs = checkMs(options.dropAfterMs ?? 5000, "dropAfterMs");
    this.#maxEntries = checkMs(options.maxEntries ?? 100, "maxEntries");
    const now = options.now ?? monotonicNow;
    this.#kinds = options.kinds ? new Set(options.kinds) : null;
    const entries = this.#entries;
    this.#host = {
      throttleMs,
      dropAfterMs,
      now,
      touched(entry) {
        if (entries.get(entry.key) !== entry) return;
        entries.delete(entry.key);
        entries.set(entry.key, entry);
      },
      drop: (entry) => this.#remove(entry),
    };
  }

  /**
   * The entry for (kind, args), made on first use with `loader` as its fetch. Later calls
   * with an equal key return the same entry (and keep its first loader), so a kind must
   * always hold the same type of value, and a loader may only depend on what the key
   * holds. Args are plain data (see {@link cacheKey}). The loader gets a signal that
   * aborts when nobody wants the fetch any more: it should send its requests with it.
   *
   * An entry whose first argument is a {@link CacheScope} belongs to that scope and must
   * say what it holds once the scope ends (`options.endedValue`: null, or an empty list).
   *
   * @throws TypeError for a scoped entry without `endedValue`, a kind outside the store's
   * `kinds`, or args that are not plain data.
   */
  entry<T>(kind: string, args: readonly unknown[], loader: CacheLoader<T>, options?: CacheEntryOptions<T>): CacheEntry<T> {
    if (this.#kinds && !this.#kinds.has(kind)) throw new TypeError(`An unknown cache kind "${kind}": name kinds in the app's kind table.`);
    const key = cacheKey(kind, args);
    const existing = this.#entries.get(key);
    if (existing) {
      this.#host.touched(existing);
      return existing as CacheEntry<T>;
    }
    const scope = args[0] instanceof CacheScope ? args[0] : null;
    if (scope && !options) throw new TypeError(`The cache entry "${kind}" belongs to a session; give its endedValue (what it holds after sign-out).`);
    this.#makeRoom();
    const scoped = scope && options ? { scope, endedValue: options.endedValue } : null;
    const entry = new CacheEntry<T>(this.#host, { kind, args: [...args], key, loader, scoped });
    this.#entries.set(key, entry as CacheEntry<unknown>);
    entry.getSnapshot(); // counts as a use: starts the drop clock
    return entry;
  }

  /** True when an entry for (kind, args) is held. Does not count as a read. */
  has(kind: string, args: readonly unknown[]): boolean {
    return this.#entries.has(cacheKey(kind, args));
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Marks every matching entry stale: watched entries refetch now, the others fetch on
   * their next hook read (async reads always fetch). Resolves when the refetches are done; never rejects (a failed
   * refetch is stored in its entry).
   */
  async invalidateWhere(predicate: CacheEntryPredicate): Promise<void> {
    const matches = [...this.#entries.values()].filter((entry) => predicate(entry.kind, entry.args));
    await Promise.all(matches.map((entry) => entry.invalidate()));
  }

  /**
   * The scope (a session) ended: every entry it owns now holds its ended value (null,
   * an empty list) at once, without a request, and so will every later load of them.
   */
  endScope(scope: CacheScope): void {
    scope._end();
    for (const entry of [...this.#entries.values()]) if (entry.scope === scope) entry._end();
  }

  /** Forgets every entry and stops their timers. Entries already handed out keep working, detached. */
  clear(): void {
    for (const entry of [...this.#entries.values()]) this.#remove(entry);
  }

  #remove(entry: CacheEntry<unknown>): void {
    if (this.#entries.get(entry.key) === entry) this.#entries.delete(entry.key);
    entry._detach();
  }

  /**
   * Keeps the cap: drops least recently used entries, idle ones first, then any unwatched
   * one. Watched entries are never dropped, so the cap can be exceeded while more than
   * `maxEntries` entries are on screen.
   */
  #makeRoom(): void {
    while (this.#entries.size >= this.#maxEntries) {
      const values = [...this.#entries.values()];
      const victim = values.find((entry) => entry._isIdle) ?? values.find((entry) => entry.subscriberCount === 0);
      if (!victim) return;
      this.#remove(victim);
    }
  }
}

function monotonicNow(): number {
  return typeof performance !== "undefined" ? performance.now() : Date.now();
}

function checkMs(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`CacheStore option ${name} must be a finite number >= 0, got ${value}.`);
  return value;
}
