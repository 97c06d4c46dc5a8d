/**
 * A typed first argument for cache entries that belong to something that can end: a
 * signed-in session. `store.entry(kind, [scope, ...rest], ...)` ties the entry to the
 * scope; when the scope ends (sign-out, a rejected refresh token, a deleted user), every
 * such entry resolves to its `endedValue` (null, or an empty list) without a request, and
 * so does every later load of it.
 *
 * A scope holds no token text: it is an identity. Two calls share session-keyed entries
 * only when they hold the same scope object, which the session registry hands out per
 * session (see docs/cache-and-sessions.md).
 */
export class CacheScope {
  static #next = 0;
  /** Unique per scope for the life of the process; what the cache key encodes. */
  readonly id: number = ++CacheScope.#next;
  #ended: boolean;

  /** @param ended a scope that has already ended (nobody signed in). */
  constructor(options: { ended?: boolean } = {}) {
    this.#ended = options.ended ?? false;
  }

  /** True once the session it stands for is over. */
  get ended(): boolean {
    return this.#ended;
  }

  /** @internal Marks the scope over; use {@link CacheStore.endScope}. */
  _end(): void {
    this.#ended = true;
  }
}
