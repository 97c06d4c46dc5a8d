import type { TokenPair } from "../../interface/session";
import { NO_TOKENS } from "../token-store/token-pair";
import type { TokenStore } from "../token-store/token-store";
import { Session, type RefreshAccessToken, type RefreshContext } from "./session";

export type SessionRegistryOptions = {
  /** The token endpoint call (see {@link RefreshAccessToken}). */
  refresh: RefreshAccessToken;
  /** Runs once when a session ends (sign-out, rejected refresh token): the app empties its entries. */
  onSessionEnd?: ((session: Session) => void) | undefined;
  /** Sessions kept for reuse, least recently used dropped first. Default 1000. */
  maxSessions?: number | undefined;
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined;
};

/**
 * Whose tokens a store holds:
 * - `"own"`: the app's own store (its memory or cookie store). Everything in it was put
 *   there by this app, or by another tab of it: sessions are shared by refresh token, and
 *   a newer access token found in the store is adopted.
 * - `"offered"`: tokens a caller hands in for one call (a request, an object). They are
 *   used for that call only: calls share a session only when they offer exactly the same
 *   pair, and an offered access token never reaches a call that did not offer it.
 */
export type TokenSource = "own" | "offered";

type SessionRecord = {
  readonly session: Session;
  /** Stores this session was read from; weak, so a finished request's store can be collected. */
  readonly stores: Set<WeakRef<TokenStore>>;
  readonly known: WeakSet<TokenStore>;
  /** Registry keys that lead here: the first one, then pairs the service confirmed by a refresh. */
  readonly keys: Set<string>;
};

/**
 * A registry key. Typed, so no token text can stand for another kind of key: a refresh
 * token that happens to equal an access token, or any text at all, never meets a key of
 * another kind. Nobody signed in has no key (see {@link SessionRegistry.signedOut}).
 */
function registryKey(source: TokenSource, tokens: TokenPair): string {
  if (source === "offered") return JSON.stringify(["pair", tokens.refreshToken, tokens.accessToken]);
  return tokens.refreshToken !== null ? JSON.stringify(["refresh", tokens.refreshToken]) : JSON.stringify(["access", tokens.accessToken]);
}

/**
 * Shares sessions between calls that carry the same tokens (docs/cache-and-sessions.md),
 * so they get one refresh and one set of cache entries. One registry per app.
 *
 * A call with no tokens gets {@link signedOut}: an ended session shared by nobody that
 * can ever sign in, whose entries hold null and empty lists.
 */
export class SessionRegistry {
  /** The session of every call that carries no tokens: ended from the start, never stored. */
  readonly signedOut: Session = new Session({});
  // Map order is least recently used first.
  readonly #records = new Map<string, SessionRecord>();
  /** One token request per refresh token at a time, whichever sessions need it. */
  readonly #refreshing = new Map<string, Promise<string | null>>();
  readonly #refresh: RefreshAccessToken;
  readonly #onSessionEnd: ((session: Session) => void) | null;
  readonly #maxSessions: number;
  readonly #now: () => number;

  constructor(options: SessionRegistryOptions) {
    this.#refresh = options.refresh;
    this.#onSessionEnd = options.onSessionEnd ?? null;
    this.#maxSessions = options.maxSessions ?? 1000;
    this.#now = options.now ?? (() => Date.now());
  }

  /**
   * The shared session for tokens a caller offers (see {@link TokenSource}).
   *
   * @throws TypeError when a token is the string `'undefined'` (or not a string).
   */
  forTokens(tokens: TokenPair, source: TokenSource = "offered"): Session {
    return this.#record(tokens, source)?.session ?? this.signedOut;
  }

  /**
   * The session for the tokens `store` holds now, bound to the store: refreshed access
   * tokens and invalidation are written back to it (only while it still holds this
   * session's tokens). When the store's tokens change (another tab signed in), the next
   * call returns a different session.
   */
  forStore(store: TokenStore, source: TokenSource = "offered"): Session {
    const record = this.#record(store.get(), source);
    if (!record) return this.signedOut;
    if (record.session.isValid && !record.known.has(store)) {
      record.known.add(store);
      for (const ref of record.stores) if (!ref.deref()) record.stores.delete(ref);
      record.stores.add(new WeakRef(store));
    }
    return record.session;
  }

  #record(tokens: TokenPair, source: TokenSource): SessionRecord | null {
    if (tokens.accessToken === null && tokens.refreshToken === null) return null;
    const key = registryKey(source, tokens);
    const existing = this.#records.get(key);
    if (existing?.session.isValid) {
      this.#records.delete(key);
      this.#records.set(key, existing);
      if (source === "own" && tokens.accessToken !== null) existing.session.offerAccessToken(tokens.accessToken);
      return existing;
    }
    const stores = new Set<WeakRef<TokenStore>>();
    const session: Session = new Session({
      ...tokens,
      refresh: (refreshToken, context) => this.#sharedRefresh(stores, refreshToken, context),
      now: this.#now,
    });
    const record: SessionRecord = { session, stores, known: new WeakSet(), keys: new Set([key]) };
    session.onTokensChange((next) => {
      writeBack(stores, tokens, next);
      // The service answered this refresh: a call that offers the new pair is this session.
      if (source === "offered" && next.refreshToken !== null) this.#remember(registryKey(source, next), record);
    });
    session.onInvalidate(() => {
      for (const k of record.keys) if (this.#records.get(k) === record) this.#records.delete(k);
      this.#onSessionEnd?.(session);
    });
    this.#remember(key, record);
    return record;
  }

  #remember(key: string, record: SessionRecord): void {
    record.keys.add(key);
    this.#records.delete(key);
    this.#records.set(key, record);
    while (this.#records.size > this.#maxSessions) this.#records.delete(this.#records.keys().next().value!);
  }

  /** Sessions that share a refresh token share its one token request. */
  #sharedRefresh(stores: Set<WeakRef<TokenStore>>, refreshToken: string, context: RefreshContext): Promise<string | null> {
    const running = this.#refreshing.get(refreshToken);
    if (running) return running;
    const promise = this.#coordinatedRefresh(stores, refreshToken, context);
    this.#refreshing.set(refreshToken, promise);
    const release = () => {
      if (this.#refreshing.get(refreshToken) === promise) this.#refreshing.delete(refreshToken);
    };
    promise.then(release, release);
    return promise;
  }

  /**
   * Browser tabs share the cookies, so two tabs may want to refresh the same token at once.
   * Refresh tokens never rotate in this protocol, so a duplicate refresh does not sign
   * anyone out; the cost is a wasted request and a tab writing an older access token over
   * a newer one. Under the store's cross-tab lock we re-read the store first: if another
   * tab already refreshed, we take its token; otherwise we refresh and write the new token
   * before releasing the lock, so the next tab finds it.
   */
  async #coordinatedRefresh(stores: Set<WeakRef<TokenStore>>, refreshToken: string, context: RefreshContext): Promise<string | null> {
    const store = liveStores(stores).find((s) => s.withRefreshLock && s.get().refreshToken === refreshToken);
    if (!store?.withRefreshLock) return this.#refresh(refreshToken, context);
    return store.withRefreshLock(async () => {
      const held = store.get();
      if (held.refreshToken !== refreshToken) return this.#refresh(refreshToken, context); // another user now; leave the store alone
      const found = held.accessToken;
      // Another tab's fresh token stands in for a refresh; one the service rejected never does.
      if (found !== null && context.isUsable(found)) return found;
      const token = await this.#refresh(refreshToken, context);
      if (store.get().refreshToken === refreshToken) store.set(token === null ? NO_TOKENS : { refreshToken, accessToken: token });
      return token;
    });
  }
}

function liveStores(stores: Set<WeakRef<TokenStore>>): TokenStore[] {
  return [...stores].map((ref) => ref.deref()).filter((store): store is TokenStore => store !== undefined);
}

/**
 * Writes a session's new tokens to the stores it came from that still hold it: the same
 * refresh token it started with (for a session without one, the same access token).
 */
function writeBack(stores: Set<WeakRef<TokenStore>>, origin: TokenPair, tokens: TokenPair): void {
  for (const store of liveStores(stores)) {
    const held = store.get();
    const same = origin.refreshToken !== null ? held.refreshToken === origin.refreshToken : held.refreshToken === null && held.accessToken === origin.accessToken;
    if (same) store.set(tokens);
  }
}
