import type { TokenPair } from "../../interface/session";
import { NO_TOKENS, sessionKeyOf } from "../token-store/token-pair";
import type { TokenStore } from "../token-store/token-store";
import { accessTokenLastsFor } from "./access-token";
import { DEFAULT_MIN_LIFETIME_MS, Session, type RefreshAccessToken } from "./session";

export type SessionRegistryOptions = {
  /** The token endpoint call (see {@link RefreshAccessToken}). */
  refresh: RefreshAccessToken;
  /** Sessions kept for reuse, least recently used dropped first. Default 1000. */
  maxSessions?: number;
  /** The clock (ms); default `Date.now`. */
  now?: () => number;
};

type SessionRecord = {
  readonly session: Session;
  /** Stores this session was read from; weak, so a finished request's store can be collected. */
  readonly stores: Set<WeakRef<TokenStore>>;
  readonly known: WeakSet<TokenStore>;
};

/**
 * Shares sessions by session key (DESIGN.md): calls that carry the same tokens get the same
 * {@link Session}, hence one refresh and one set of cache entries, whichever token store
 * they came through. One registry per app.
 */
export class SessionRegistry {
  // Map order is least recently used first.
  readonly #records = new Map<string, SessionRecord>();
  readonly #refresh: RefreshAccessToken;
  readonly #maxSessions: number;
  readonly #now: () => number;

  constructor(options: SessionRegistryOptions) {
    this.#refresh = options.refresh;
    this.#maxSessions = options.maxSessions ?? 1000;
    this.#now = options.now ?? (() => Date.now());
  }

  /**
   * The shared session for these tokens. With nobody signed in, a new invalid session
   * (key `'not-logged-in'`). When the shared session holds an older access token than
   * `tokens`, it adopts the newer one.
   *
   * @throws TypeError when a token is the string `'undefined'` (or not a string).
   */
  forTokens(tokens: TokenPair): Session {
    return this.#record(tokens).session;
  }

  /**
   * The session for the tokens `store` holds now, bound to the store: refreshed access
   * tokens and invalidation are written back to it (only while it still holds this
   * session's tokens). When the store's tokens change (another tab signed in), the next
   * call returns a different session.
   */
  forStore(store: TokenStore): Session {
    const record = this.#record(store.get());
    if (record.session.isValid && !record.known.has(store)) {
      record.known.add(store);
      for (const ref of record.stores) if (!ref.deref()) record.stores.delete(ref);
      record.stores.add(new WeakRef(store));
    }
    return record.session;
  }

  #record(tokens: TokenPair): SessionRecord {
    const key = sessionKeyOf(tokens);
    const existing = this.#records.get(key);
    if (existing) {
      this.#records.delete(key);
      this.#records.set(key, existing);
      if (tokens.accessToken !== null) existing.session.offerAccessToken(tokens.accessToken);
      return existing;
    }
    const stores = new Set<WeakRef<TokenStore>>();
    const session: Session = new Session({
      ...tokens,
      refresh: (refreshToken, context) => this.#coordinatedRefresh(stores, refreshToken, context),
      now: this.#now,
    });
    const record: SessionRecord = { session, stores, known: new WeakSet() };
    if (!session.isValid) return record; // nobody signed in: nothing to share
    session.onTokensChange((next) => writeBack(stores, session.key, next));
    this.#records.set(key, record);
    if (this.#records.size > this.#maxSessions) this.#records.delete(this.#records.keys().next().value!);
    return record;
  }

  /**
   * Browser tabs share the cookies, so two tabs may want to refresh the same token at once.
   * Refresh tokens never rotate in this protocol, so a duplicate refresh does not sign
   * anyone out; the cost is a wasted request and a tab writing an older access token over
   * a newer one. Under the store's cross-tab lock we re-read the store first: if another
   * tab already refreshed, we take its token; otherwise we refresh and write the new token
   * before releasing the lock, so the next tab finds it.
   */
  async #coordinatedRefresh(stores: Set<WeakRef<TokenStore>>, refreshToken: string, context: { staleAccessToken: string | null }): Promise<string | null> {
    const store = liveStores(stores).find((s) => s.withRefreshLock && s.get().refreshToken === refreshToken);
    if (!store?.withRefreshLock) return this.#refresh(refreshToken, context);
    return store.withRefreshLock(async () => {
      const held = store.get();
      if (held.refreshToken !== refreshToken) return this.#refresh(refreshToken, context); // another user now; leave the store alone
      const found = held.accessToken;
      if (found !== null && found !== context.staleAccessToken && accessTokenLastsFor(found, DEFAULT_MIN_LIFETIME_MS, this.#now())) return found;
      const token = await this.#refresh(refreshToken, context);
      if (store.get().refreshToken === refreshToken) store.set(token === null ? NO_TOKENS : { refreshToken, accessToken: token });
      return token;
    });
  }
}

function liveStores(stores: Set<WeakRef<TokenStore>>): TokenStore[] {
  return [...stores].map((ref) => ref.deref()).filter((store): store is TokenStore => store !== undefined);
}

/** Writes a session's new tokens to the stores it came from that still hold it. */
function writeBack(stores: Set<WeakRef<TokenStore>>, key: string, tokens: TokenPair): void {
  for (const store of liveStores(stores)) {
    if (sessionKeyOf(store.get()) === key) store.set(tokens);
  }
}
