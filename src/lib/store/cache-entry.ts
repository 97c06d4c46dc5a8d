/**
 * One cached value: its state, its fetches and its subscribers. Entries are made by a
 * {@link CacheStore}; docs/cache-and-sessions.md explains the rules and the numbers.
 */
import type { CacheScope } from "./cache-scope";
import { currentTurn } from "./turn";

/**
 * Fetches an entry's value. `signal` aborts when nobody wants the result any more (every
 * waiting caller left and no hook watches the entry): pass it to the requests it makes.
 */
export type CacheLoader<T> = (signal: AbortSignal) => Promise<T>;

/**
 * What an entry holds right now. The object stays identical (`===`) until the entry
 * changes, which is what React's `useSyncExternalStore` requires of `getSnapshot`.
 *
 * - `pending`: no value yet; `promise` is one promise per entry that settles with the
 *   first result (Suspense must keep suspending on the same promise).
 * - `ok`: the last value. When the latest fetch failed, the value is kept and `error`
 *   holds that failure beside it (a failed background refetch never hides good data).
 * - `error`: the entry has never had a value and its latest fetch failed.
 */
export type CacheSnapshot<T> =
  | { readonly status: "pending"; readonly promise: Promise<T> }
  | { readonly status: "ok"; readonly value: T; readonly error?: unknown }
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

/** @internal How an entry is made; see {@link CacheStore.entry}. */
export type CacheEntryInit<T> = {
  readonly kind: string;
  readonly args: readonly unknown[];
  readonly key: string;
  readonly loader: CacheLoader<T>;
  /** The scope the entry belongs to (its first argument), with its value once the scope ends. */
  readonly scoped: { readonly scope: CacheScope; readonly endedValue: T } | null;
};

type Flight<T> = {
  readonly id: number;
  readonly promise: Promise<T>;
  /** The event-loop turn it started in: only reads of that same turn may join it. */
  readonly turn: number;
  /** Aborts the loader's requests when the fetch is abandoned (nobody wants its answer). */
  readonly controller: AbortController;
};

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
 * - {@link load}: async-getter semantics. The result was fetched after the call started:
 *   loads of one event-loop turn share one request; a load that arrives while an older
 *   fetch is in flight waits for one follow-up fetch, shared by every such load
 *   (concurrency 1). Never throttled, never answered from the cache.
 * - {@link getOrLoad}: hook semantics. The value if there is one (a stale value is
 *   refetched in the background, at most once per `throttleMs`), else the first load.
 * - {@link set}: a mutation stores the object it got back; older in-flight loads can no
 *   longer overwrite it.
 * - {@link invalidate}: a write made the value stale. A watched entry refetches now; an
 *   unwatched one fetches on its next hook read.
 * - A scoped entry whose scope ended holds its ended value (null, []) and never fetches.
 */
export class CacheEntry<T> {
  /** What is cached (for example `"current-user"`). */
  readonly kind: string;
  /** The arguments, as given; `invalidateWhere` predicates see them. */
  readonly args: readonly unknown[];
  /** `kind` and `args` serialised; equal keys are the same entry. */
  readonly key: string;
  /** The scope (session) the entry belongs to, or null for an entry of the whole app. */
  readonly scope: CacheScope | null;

  readonly #loader: CacheLoader<T>;
  readonly #endedValue: T | undefined;
  readonly #host: CacheEntryHost;
  readonly #listeners = new Set<() => void>();
  readonly #firstResult: Promise<T>;
  #settleFirst: ((snapshot: CacheSnapshot<T>) => void) | null;
  #snapshot: CacheSnapshot<T>;
  /** Bumped by every fetch start, `set` and end; a result whose id is not current is discarded. */
  #loadCounter = 0;
  #inFlight: Flight<T> | null = null;
  /** The follow-up fetch that loads arriving during a flight share; starts when the flight ends. */
  #queued: Promise<T> | null = null;
  /**
   * Who waits for this entry's fetches besides the hooks watching it: callers that cannot
   * leave (an async read without a signal, a suspended first load, a refresh a mutation
   * awaits) and callers whose signal has not aborted. With none of them and no hook, the
   * fetch in flight is abandoned (see #abandonIfUnwanted).
   */
  #waiting = 0;
  /** A throttled background refetch waiting for its window. */
  #scheduledRefetch: Promise<void> | null = null;
  /** When the current value arrived (fetch result or `set`); the background throttle counts from here. */
  #resultAt = -Infinity;
  /** Invalidated since the last fetch started: hooks must refetch, and no read may join an older flight. */
  #stale = false;
  #lastUsedAt: number;
  #dropTimer: ReturnType<typeof setTimeout> | null = null;
  #detached = false;

  /** @internal Use {@link CacheStore.entry}. */
  constructor(host: CacheEntryHost, init: CacheEntryInit<T>) {
    this.#host = host;
    this.kind = init.kind;
    this.args = init.args;
    this.key = init.key;
    this.#loader = init.loader;
    this.scope = init.scoped?.scope ?? null;
    this.#endedValue = init.scoped?.endedValue;
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
    if (this.scope?.ended) this.#store({ status: "ok", value: this.#endedValue as T });
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

  /** True while a fetch of this entry runs or waits to run. */
  get isFetching(): boolean {
    return this.#inFlight !== null || this.#queued !== null;
  }

  /**
   * Hook semantics: the cached value if there is one (a stale one is returned too and
   * refetched in the background), otherwise the first load (joining one in flight).
   */
  getOrLoad(): Promise<T> {
    this.#touch();
    const snapshot = this.#snapshot;
    // A first load: a suspended component waits on it, and React does not say when a
    // suspended component goes away, so it counts as waiting until the load settles.
    if (snapshot.status !== "ok") return this.#wait(this.#queued ?? this.#inFlight?.promise ?? this.#join());
    if (this.#stale) this.#refetchInBackground().catch(noop);
    return Promise.resolve(snapshot.value);
  }

  /**
   * Hook semantics for an entry that has never had a value and whose last fetch failed:
   * the fetch to wait for instead of showing the error, or null to show it. A failure
   * older than `throttleMs` is fetched again (a component remounted after an error
   * boundary reset retries), a fresh one is shown (React re-renders a throwing component
   * at once; retrying then would loop).
   */
  retryFailedLoad(): Promise<T> | null {
    this.#touch();
    if (this.#snapshot.status !== "error") return null;
    const running = this.#queued ?? this.#inFlight?.promise;
    if (running) return this.#wait(running);
    return this.#host.now() - this.#resultAt < this.#host.throttleMs ? null : this.load();
  }

  /**
   * Async-getter semantics: a result fetched after this call started, stored in the entry.
   * Loads made in the same event-loop turn share one request; loads that arrive while an
   * older fetch is in flight share one follow-up fetch.
   *
   * With a `signal`, the caller no longer counts as waiting once it aborts: the fetch
   * goes on for the other callers and the hooks watching the entry, and is aborted once
   * none is left (its answer is then discarded and the promise rejects with an AbortError).
   * The caller races the promise against its signal to stop waiting at once (`loadFor` in
   * lib/core/call-options.ts does); an already aborted signal fetches nothing.
   */
  load(signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return this.#wait(this.#join(), signal);
  }

  /** Refetch now (after the fetch in flight, if any) and notify subscribers. */
  refresh(): Promise<T> {
    this.#stale = true;
    return this.load();
  }

  /**
   * A write made the value stale. A watched entry refetches now; an unwatched one only
   * remembers that its next hook read must fetch (no request on values nobody looks at;
   * async reads always fetch anyway). Resolves when the refetch, if any, is done; never
   * rejects (a failure is kept beside the value).
   */
  invalidate(): Promise<void> {
    if (this.scope?.ended) return Promise.resolve();
    if (this.#snapshot.status === "pending" && !this.#inFlight) return Promise.resolve();
    this.#stale = true;
    if (this.#listeners.size === 0) return Promise.resolve();
    return this.#join().then(noop, noop); // for the watching hooks only: abandoned if they all unmount
  }

  /**
   * Stores a value a mutation returned. A fetch that started earlier can no longer
   * overwrite it. Ignored once the entry's scope has ended.
   */
  set(value: T): void {
    if (this.scope?.ended) return;
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
      // The last watcher gone? Checked after the microtasks of this commit: a component that
      // replaces it (React unmounts one and mounts the other in one commit) keeps the fetch going.
      queueMicrotask(() => this.#abandonIfUnwanted());
    };
  }

  /** @internal The entry's scope ended: hold the ended value, discard fetches in flight. */
  _end(): void {
    this.#loadCounter++;
    this.#stale = false;
    this.#store({ status: "ok", value: this.#endedValue as T });
  }

  /** @internal The store forgot this entry; stop scheduling drops. */
  _detach(): void {
    this.#detached = true;
    this.#cancelDrop();
  }

  /** @internal True when nothing runs for this entry (eviction prefers these). */
  get _isIdle(): boolean {
    return this.#listeners.size === 0 && !this.isFetching && this.#scheduledRefetch === null;
  }

  /**
   * A hook found the value stale: refetch, but at most once per `throttleMs` (the rate
   * limit of background work). Explicit loads in the meantime still fetch at once.
   */
  #refetchInBackground(): Promise<void> {
    if (this.#scheduledRefetch) return this.#scheduledRefetch;
    const wait = this.#resultAt + this.#host.throttleMs - this.#host.now();
    if (!(wait > 0)) return this.#join().then(noop, noop);
    const scheduled = new Promise<void>((resolve) => {
      unrefTimeout(() => {
        this.#scheduledRefetch = null;
        // An explicit load may have refetched meanwhile; then the value is no longer stale.
        const run = this.#stale ? this.#join() : (this.#queued ?? this.#inFlight?.promise ?? Promise.resolve());
        run.then(() => resolve(), () => resolve());
      }, wait);
    });
    this.#scheduledRefetch = scheduled;
    return scheduled;
  }

  /**
   * The fetch a load joins (same turn, still current; an abandoned one is gone), the follow-up it
   * queues for, or a new fetch; the ended value once the scope has ended.
   */
  #join(): Promise<T> {
    this.#touch();
    if (this.scope?.ended) return Promise.resolve(this.#endedValue as T);
    if (this.#queued) return this.#queued; // not started yet, so it starts after this call
    const flight = this.#inFlight;
    if (flight === null) return this.#startFetch();
    const joinable = flight.id === this.#loadCounter && !this.#stale && flight.turn === currentTurn();
    return joinable ? flight.promise : this.#queueAfter(flight);
  }

  /**
   * A caller waits for `promise`: it counts as waiting until the promise settles, or until
   * its `signal` aborts (then the fetch may be abandoned, see #abandonIfUnwanted).
   */
  #wait(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
    let counted = 1;
    this.#waiting++;
    const done = () => {
      this.#waiting -= counted; // once: when it leaves or when the fetch settles, whichever comes first
      counted = 0;
      signal?.removeEventListener("abort", leave);
    };
    const leave = () => {
      done();
      this.#abandonIfUnwanted();
    };
    signal?.addEventListener("abort", leave);
    promise.then(done, done);
    return promise;
  }

  /**
   * Aborts the fetch in flight when nobody wants its answer: no caller waits and no hook
   * watches. Only an entry that has a value abandons a fetch (the hooks keep showing it;
   * the entry stays stale, so the next read fetches). A follow-up queued behind it starts
   * at once; one nobody wants is skipped when its turn comes (see #queueAfter).
   */
  #abandonIfUnwanted(): void {
    const flight = this.#inFlight;
    if (!flight || !this.#unwanted()) return;
    flight.controller.abort(); // its requests reject with an AbortError
    this.#inFlight = null; // the next load starts a fresh fetch
    this.#loadCounter++; // so #settle discards whatever it comes to
    this.#stale = true;
  }

  #unwanted(): boolean {
    return this.#waiting === 0 && this.#listeners.size === 0 && this.#snapshot.status === "ok";
  }

  #startFetch(): Promise<T> {
    const id = ++this.#loadCounter;
    this.#stale = false;
    const controller = new AbortController();
    const promise = new Promise<T>((resolve) => resolve(this.#loader(controller.signal)));
    const flight: Flight<T> = { id, promise, turn: currentTurn(), controller };
    this.#inFlight = flight;
    // Attached before any caller's handlers, so the snapshot is updated when they resume.
    promise.then(
      (value) => this.#settle(flight, { status: "ok", value }),
      (error: unknown) => this.#settle(flight, this.#failure(error)),
    );
    return promise;
  }

  #queueAfter(flight: Flight<T>): Promise<T> {
    const queued = flight.promise.then(noop, noop).then(() => {
      this.#queued = null;
      // Everyone who queued left and no hook watches: keep the value (still stale), no request.
      return this.#unwanted() ? (this.#snapshot as { value: T }).value : this.#join();
    });
    this.#queued = queued;
    return queued;
  }

  /** A failed fetch keeps the value it could not refresh. */
  #failure(error: unknown): CacheSnapshot<T> {
    const current = this.#snapshot;
    return current.status === "ok" ? { status: "ok", value: current.value, error } : { status: "error", error };
  }

  #settle(flight: Flight<T>, snapshot: CacheSnapshot<T>): void {
    if (this.#inFlight === flight) this.#inFlight = null;
    if (flight.id !== this.#loadCounter) return; // superseded by `set`, an end, a newer fetch, or abandoned
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
      if (!this._isIdle) return this.#scheduleDrop();
      this.#host.drop(this as CacheEntry<unknown>);
    }, delay);
  }

  #cancelDrop(): void {
    if (this.#dropTimer === null) return;
    clearTimeout(this.#dropTimer);
    this.#dropTimer = null;
  }
}
