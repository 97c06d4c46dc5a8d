/**
 * One cached value: its state, its in-flight fetch and its subscribers. Entries are made
 * by a {@link CacheStore}; see DESIGN.md "The cached-value store" for the numbers.
 */

/**
 * What an entry holds right now. The object stays identical (`===`) until the entry
 * changes, which is what React's `useSyncExternalStore` requires of `getSnapshot`.
 * While pending, `promise` is one promise per entry that settles with the first result
 * (Suspense must keep suspending on the same promise).
 */
export type CacheSnapshot<T> =
  | { readonly status: "pending"; readonly promise: Promise<T> }
  | { readonly status: "ok"; readonly value: T }
  | { readonly status: "error"; readonly error: unknown };

/** @internal What an entry needs from the store that owns it. */
export interface CacheEntryHost {
  readonly throttleMs: number;
  readonly dropAfterMs: number;
  now(): number;
  /** The entry was read or subscribed to (least-recently-used bookkeeping). */
  touched(entry: CacheEntry<unknown>): void;
  /** Nobody has used the entry for `dropAfterMs`: forget it. */
  drop(entry: CacheEntry<unknown>): void;
}

type Flight<T> = { readonly id: number; readonly promise: Promise<T> };

const noop = () => {};

/** Runs with `setTimeout` (so vitest fake timers drive it) without keeping Node alive. */
function unrefTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
  const timer = setTimeout(fn, ms);
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/**
 * A cached value keyed by (kind, args).
 *
 * - {@link getOrLoad}: hook semantics, the value if there is one, else a load.
 * - {@link load}: async-getter semantics, always fetches, except that within `throttleMs`
 *   of the last result it returns that result, and a load while one is in flight joins it.
 * - {@link set}: a mutation stores the object it got back; older in-flight loads are discarded.
 * - {@link refresh} / {@link invalidate}: the value went stale (a mutation changed it).
 *
 * At most one fetch runs at a time; a refresh requested during a fetch runs right after it.
 */
export class CacheEntry<T> {
  /** What is cached (for example `"current-user"`). */
  readonly kind: string;
  /** The arguments, as given; `invalidateWhere` predicates see them. */
  readonly args: readonly unknown[];
  /** `kind` and `args` serialised; equal keys are the same entry. */
  readonly key: string;

  readonly #loader: () => Promise<T>;
  readonly #host: CacheEntryHost;
  readonly #listeners = new Set<() => void>();
  readonly #firstResult: Promise<T>;
  #settleFirst: ((snapshot: CacheSnapshot<T>) => void) | null;
  #snapshot: CacheSnapshot<T>;
  /** Bumped by every fetch start and by `set`; a result whose id is not current is discarded. */
  #loadCounter = 0;
  #inFlight: Flight<T> | null = null;
  #queued: Promise<T> | null = null;
  /** When the current value arrived (fetch result or `set`); the throttle counts from here. */
  #resultAt = -Infinity;
  /** Invalidated since the last fetch started: the next read must fetch. */
  #stale = false;
  #lastUsedAt: number;
  #dropTimer: ReturnType<typeof setTimeout> | null = null;
  #detached = false;

  /** @internal Use {@link CacheStore.entry}. */
  constructor(host: CacheEntryHost, kind: string, args: readonly unknown[], key: string, loader: () => Promise<T>) {
    this.#host = host;
    this.kind = kind;
    this.args = args;
    this.key = key;
    this.#loader = loader;
    this.#lastUsedAt = host.now();
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    this.#firstResult = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Suspense may throw this promise without anyone awaiting a rejection; keep Node quiet.
    this.#firstResult.catch(noop);
    this.#settleFirst = (snapshot) => (snapshot.status === "ok" ? resolve(snapshot.value) : snapshot.status === "error" ? reject(snapshot.error) : undefined);
    this.#snapshot = { status: "pending", promise: this.#firstResult };
  }

  /** The current state; the same object until the entry changes. Counts as a read. */
  getSnapshot(): CacheSnapshot<T> {
    this.#touch();
    return this.#snapshot;
  }

  /** The value when there is one, else undefined. Never fetches. Counts as a read. */
  peek(): T | undefined {
    this.#touch();
    return this.#snapshot.status === "ok" ? this.#snapshot.value : undefined;
  }

  /** How many listeners watch this entry. */
  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /**
   * Hook semantics: the cached value if there is one (a stale value is returned too, and
   * refetched in the background), otherwise a load.
   */
  getOrLoad(): Promise<T> {
    this.#touch();
    if (this.#snapshot.status !== "ok") return this.load();
    if (this.#stale) this.load().catch(noop);
    return Promise.resolve(this.#snapshot.value);
  }

  /**
   * Async-getter semantics: fetch and store. Within `throttleMs` of the last result it
   * returns that result (or its error) without fetching; while a fetch is in flight it
   * joins it. Concurrent calls share one request.
   */
  load(): Promise<T> {
    this.#touch();
    if (this.#queued) return this.#queued;
    const flight = this.#inFlight;
    const current = flight !== null && flight.id === this.#loadCounter;
    if (current && !this.#stale) return flight.promise;
    if (!current && !this.#stale && this.#host.now() - this.#resultAt < this.#host.throttleMs) {
      const snapshot = this.#snapshot;
      if (snapshot.status === "ok") return Promise.resolve(snapshot.value);
      if (snapshot.status === "error") return Promise.reject(snapshot.error);
    }
    // Concurrency 1: a newer fetch waits for the one still running.
    return flight ? this.#queueAfter(flight) : this.#startFetch();
  }

  /** Refetch now (after the fetch in flight, if any) and notify subscribers. */
  refresh(): Promise<T> {
    this.#stale = true;
    return this.load();
  }

  /**
   * The value is stale. A watched entry refetches now; an unwatched one only remembers
   * that its next read must fetch (that spends no request on values nobody looks at).
   * Resolves when the refetch, if any, is done; never rejects.
   */
  invalidate(): Promise<void> {
    if (this.#snapshot.status === "pending" && !this.#inFlight) return Promise.resolve();
    this.#stale = true;
    if (this.#listeners.size === 0) return Promise.resolve();
    return this.load().then(noop, noop);
  }

  /**
   * Stores a value a mutation returned. A fetch that started earlier can no longer
   * overwrite it, and reads within `throttleMs` get it without fetching.
   */
  set(value: T): void {
    this.#loadCounter++;
    this.#stale = false;
    this.#resultAt = this.#host.now();
    this.#store({ status: "ok", value });
  }

  /** Calls `listener` whenever the snapshot changes. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    const wrapped = () => listener();
    this.#listeners.add(wrapped);
    this.#cancelDrop();
    this.#touch();
    return () => {
      if (!this.#listeners.delete(wrapped)) return;
      this.#touch();
    };
  }

  /** @internal The store forgot this entry; stop scheduling drops. */
  _detach(): void {
    this.#detached = true;
    this.#cancelDrop();
  }

  /** @internal True when nothing runs for this entry (eviction prefers these). */
  get _isIdle(): boolean {
    return this.#listeners.size === 0 && this.#inFlight === null && this.#queued === null;
  }

  #startFetch(): Promise<T> {
    const id = ++this.#loadCounter;
    this.#stale = false;
    const promise = new Promise<T>((resolve) => resolve(this.#loader()));
    const flight: Flight<T> = { id, promise };
    this.#inFlight = flight;
    // Attached before any caller's handlers, so the snapshot is updated when they resume.
    promise.then(
      (value) => this.#settle(flight, { status: "ok", value }),
      (error: unknown) => this.#settle(flight, { status: "error", error }),
    );
    return promise;
  }

  #queueAfter(flight: Flight<T>): Promise<T> {
    const queued = flight.promise.then(noop, noop).then(() => {
      this.#queued = null;
      return this.#startFetch();
    });
    this.#queued = queued;
    return queued;
  }

  #settle(flight: Flight<T>, snapshot: CacheSnapshot<T>): void {
    if (this.#inFlight === flight) this.#inFlight = null;
    if (flight.id !== this.#loadCounter) return; // superseded by `set` or a newer fetch
    this.#resultAt = this.#host.now();
    this.#store(snapshot);
  }

  #store(snapshot: CacheSnapshot<T>): void {
    this.#snapshot = snapshot;
    if (this.#settleFirst) {
      this.#settleFirst(snapshot);
      this.#settleFirst = null;
    }
    for (const listener of [...this.#listeners]) listener();
  }

  #touch(): void {
    this.#lastUsedAt = this.#host.now();
    if (this.#detached) return;
    this.#host.touched(this as CacheEntry<unknown>);
    if (this.#listeners.size === 0) this.#scheduleDrop();
  }

  #scheduleDrop(delay = this.#host.dropAfterMs): void {
    if (this.#dropTimer !== null || this.#detached) return;
    this.#dropTimer = unrefTimeout(() => {
      this.#dropTimer = null;
      if (this.#listeners.size > 0) return;
      const idleFor = this.#host.now() - this.#lastUsedAt;
      if (idleFor < this.#host.dropAfterMs) return this.#scheduleDrop(this.#host.dropAfterMs - idleFor);
      // A fetch still running has a caller waiting on it; drop once it settles.
      if (this.#inFlight || this.#queued) return this.#scheduleDrop();
      this.#host.drop(this as CacheEntry<unknown>);
    }, delay);
  }

  #cancelDrop(): void {
    if (this.#dropTimer === null) return;
    clearTimeout(this.#dropTimer);
    this.#dropTimer = null;
  }
}
