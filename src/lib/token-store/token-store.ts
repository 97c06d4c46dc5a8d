import type { TokenPair } from "./token-pair";

/**
 * Where an app keeps the session tokens (docs/api.md §1, "Token stores"). Sessions are
 * looked up from a store's current tokens; refreshed tokens and sign-out are written back.
 */
export interface TokenStore {
  /** The tokens held now (both null when nobody is signed in). */
  get(): TokenPair;
  /** Replaces both tokens; a null token is deleted. Unchanged tokens write nothing. */
  set(tokens: TokenPair): void;
  /**
   * Present on stores that may be unable to keep tokens past the current request (Next's
   * cookies, which only server actions and route handlers may set): writes as `set` does,
   * but throws a `TokenStoreWriteError` instead of keeping the tokens for this request only.
   * A sign-in uses it (a new session nobody can keep is a mistake); a refresh uses `set`.
   */
  setLasting?(tokens: TokenPair): void;
  /** Calls `listener` after the tokens change, also when changed elsewhere (another tab). */
  subscribe(listener: () => void): () => void;
  /**
   * Present on stores shared between browser tabs: runs `fn` (a refresh) while holding a
   * lock the other tabs also take, so that they do not refresh the same token at once.
   */
  withRefreshLock?<T>(fn: () => Promise<T>): Promise<T>;
}

/** Listeners of a store, with change detection shared by every store kind. */
export class TokenListeners {
  readonly #listeners = new Set<() => void>();

  get size(): number {
    return this.#listeners.size;
  }

  add(listener: () => void): () => void {
    const wrapped = () => listener();
    this.#listeners.add(wrapped);
    return () => void this.#listeners.delete(wrapped);
  }

  clear(): void {
    this.#listeners.clear();
  }

  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
