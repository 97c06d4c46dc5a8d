import type { RequestSession, TokenPair } from "../../interface/session";
import { CacheScope } from "../store/cache-scope";
import { NO_TOKENS, checkToken } from "../token-store/token-pair";
import { accessTokenExpiresAt, accessTokenIssuedAt, accessTokenLastsFor } from "./access-token";

/** docs/protocol.md §7.1: tokens are fetched so that they are likely valid for 20000 ms. */
export const DEFAULT_MIN_LIFETIME_MS = 20_000;
/** docs/protocol.md §7.1: the required remaining lifetime must be under 60000 ms. */
export const MAX_MIN_LIFETIME_MS = 60_000;

/**
 * Fetches a new access token for a refresh token (the token endpoint, in `src/interface`).
 * Resolves to `null` when the service rejected the refresh token (a REFRESH_TOKEN_ERROR:
 * the user is signed out); throws on any other failure. `staleAccessToken` is the token
 * being replaced, so a coordinated refresh never adopts it again.
 */
export type RefreshAccessToken = (refreshToken: string, context: RefreshContext) => Promise<string | null>;

/** What a refresh knows of the session that asks for it. */
export type RefreshContext = {
  /** The access token being replaced. */
  readonly staleAccessToken: string | null;
  /**
   * True when `token` may stand in for a refresh (a token another tab just got): the
   * service never rejected it and, judged in the service's time, it lives long enough.
   */
  isUsable(token: string): boolean;
};

export type SessionOptions = {
  accessToken?: string | null | undefined;
  refreshToken?: string | null | undefined;
  /**
   * How to get a new access token. Omit it (or pass null) for a fixed-token session, such
   * as the result of `serverUser.createSession()`: its tokens are handed out as they are.
   */
  refresh?: RefreshAccessToken | null | undefined;
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined;
};

/**
 * A signed-in session: an access token (a JWT whose `exp` decides freshness) and a
 * refresh token, refreshed on demand with one request shared by every caller.
 * Implements the wire layer's {@link RequestSession}.
 *
 * A session with neither token, or whose refresh token the service rejected, is invalid:
 * its tokens are cleared for good and its invalidation listeners have run.
 */
export class Session implements RequestSession {
  /**
   * The typed first argument of this session's cache entries. It holds no token text;
   * entries keyed by it end (null, empty lists) when the session ends.
   */
  readonly scope: CacheScope;

  #accessToken: string | null;
  #refreshToken: string | null;
  readonly #refresh: RefreshAccessToken | null;
  readonly #now: () => number;
  #refreshing: Promise<void> | null = null;
  #invalid: boolean;
  /**
   * The service's clock minus ours (ms), estimated from the `iat` of tokens the service
   * issued: freshness is judged in the service's time, so a clock minutes off neither
   * replays expired tokens nor refreshes before every request.
   */
  #clockOffsetMs = 0;
  /** Access tokens the service rejected: never used again, whoever offers them (the last few). */
  readonly #rejected = new Set<string>();
  readonly #invalidateListeners = new Set<() => void>();
  readonly #changeListeners = new Set<(tokens: TokenPair) => void>();

  /** @throws TypeError when a token is not a string, or is the string `'undefined'`. */
  constructor(options: SessionOptions = {}) {
    this.#accessToken = checkToken(options.accessToken, "accessToken", "Session");
    this.#refreshToken = checkToken(options.refreshToken, "refreshToken", "Session");
    this.#refresh = options.refresh ?? null;
    this.#now = options.now ?? (() => Date.now());
    this.#invalid = this.#accessToken === null && this.#refreshToken === null;
    this.scope = new CacheScope({ ended: this.#invalid });
    // A token issued "in the future" of our clock tells that our clock is behind at least that much.
    const issued = this.#accessToken === null ? null : accessTokenIssuedAt(this.#accessToken);
    if (issued !== null && issued > this.#now()) this.#clockOffsetMs = issued - this.#now();
  }

  /** Now, in the service's time (our clock plus the estimated offset). */
  serviceNow(): number {
    return this.#now() + this.#clockOffsetMs;
  }

  /** False once the session has no tokens left (signed out, or never signed in). */
  get isValid(): boolean {
    return !this.#invalid;
  }

  /** The tokens held now, without refreshing (the access token may be expired). */
  peekTokens(): TokenPair {
    return { accessToken: this.#accessToken, refreshToken: this.#refreshToken };
  }

  /**
   * Tokens to send now. Refreshes first when the access token is missing or expires
   * within `minLifetimeMs`; concurrent callers share one refresh. Resolves to both null
   * when the session is invalid (or becomes so because the refresh token was rejected).
   *
   * @throws RangeError when `minLifetimeMs` is 60000 or more (a refresh could not satisfy it).
   * Failures of the refresh request itself (network) reject; the session stays valid.
   */
  async getTokens(minLifetimeMs: number = DEFAULT_MIN_LIFETIME_MS): Promise<TokenPair> {
    if (!(minLifetimeMs >= 0 && minLifetimeMs < MAX_MIN_LIFETIME_MS)) {
      throw new RangeError(`getTokens: the minLifetimeMs option must be at least 0 and under ${MAX_MIN_LIFETIME_MS} ms (got ${minLifetimeMs}); access tokens may live only a few minutes.`);
    }
    if (this.#invalid) return NO_TOKENS;
    if (!this.#refresh) return this.peekTokens();
    const now = this.serviceNow();
    const access = this.#accessToken;
    if (access !== null && accessTokenLastsFor(access, minLifetimeMs, now)) return this.peekTokens();
    if (this.#refreshToken === null) {
      // Nothing can renew it: a token that has not expired yet is still better than none.
      if (access !== null && accessTokenExpiresAt(access) > now) return this.peekTokens();
      this.invalidate();
      return NO_TOKENS;
    }
    await this.#sharedRefresh();
    return this.#invalid ? NO_TOKENS : this.peekTokens();
  }

  /**
   * The service rejected this access token: drop it so the next `getTokens()` refreshes,
   * remember it so that no store or tab can hand it back, and clear it from the stores
   * (other tabs then refresh instead of replaying it).
   */
  markAccessTokenExpired(accessToken: string): void {
    this.#rejected.add(accessToken);
    if (this.#rejected.size > 8) this.#rejected.delete(this.#rejected.values().next().value!);
    if (this.#invalid || accessToken !== this.#accessToken) return;
    this.#accessToken = null;
    if (this.#refreshToken === null) return this.invalidate();
    const tokens = this.peekTokens();
    runAll([...this.#changeListeners].map((listener) => () => listener(tokens)));
  }

  /**
   * Adopts an access token found elsewhere for the same refresh token (another tab, or
   * another store holding the same session) when it lives longer than the one held.
   */
  offerAccessToken(accessToken: string): void {
    if (this.#invalid || accessToken === this.#accessToken || this.#rejected.has(accessToken)) return;
    const current = this.#accessToken === null ? -Infinity : accessTokenExpiresAt(this.#accessToken);
    if (accessTokenExpiresAt(accessToken) > current) this.#accessToken = checkToken(accessToken, "accessToken", "Session");
  }

  /**
   * Ends the session locally (sign-out, deleted user, rejected refresh token): clears both
   * tokens, then runs the token-change and invalidation listeners once. A refresh still in
   * flight is ignored when it lands.
   */
  invalidate(): void {
    if (this.#invalid) return;
    this.#invalid = true;
    this.#accessToken = null;
    this.#refreshToken = null;
    this.scope._end();
    runAll([...this.#changeListeners].map((listener) => () => listener(NO_TOKENS)), [...this.#invalidateListeners]);
  }

  /** Runs `listener` when the session becomes invalid. Returns the unsubscribe function. */
  onInvalidate(listener: () => void): () => void {
    const wrapped = () => listener();
    this.#invalidateListeners.add(wrapped);
    return () => void this.#invalidateListeners.delete(wrapped);
  }

  /**
   * Runs `listener` with the new tokens after a refresh and on invalidation (both null),
   * so token stores can write them back. Returns the unsubscribe function.
   */
  onTokensChange(listener: (tokens: TokenPair) => void): () => void {
    const wrapped = (tokens: TokenPair) => listener(tokens);
    this.#changeListeners.add(wrapped);
    return () => void this.#changeListeners.delete(wrapped);
  }

  /**
   * A token the service just issued was stamped (`iat`, whole seconds) between our request
   * and now: the offset is what moves our clock into that window. Within the window's
   * width plus a second of rounding, our clock is taken as right (no offset).
   */
  #learnClockOffset(token: string, requestedAt: number): void {
    const issued = accessTokenIssuedAt(token);
    if (issued === null) return;
    const receivedAt = this.#now();
    if (issued < requestedAt - 1000) this.#clockOffsetMs = issued - requestedAt;
    else if (issued > receivedAt) this.#clockOffsetMs = issued - receivedAt;
    else this.#clockOffsetMs = 0;
  }

  #sharedRefresh(): Promise<void> {
    if (this.#refreshing) return this.#refreshing;
    const refreshToken = this.#refreshToken!;
    const staleAccessToken = this.#accessToken;
    const context: RefreshContext = {
      staleAccessToken,
      isUsable: (token) => token !== staleAccessToken && !this.#rejected.has(token) && accessTokenLastsFor(token, DEFAULT_MIN_LIFETIME_MS, this.serviceNow()),
    };
    const run = async () => {
      const requestedAt = this.#now();
      const token = await this.#refresh!(refreshToken, context);
      // Signed out (or replaced) while the request ran: its answer no longer applies.
      if (this.#invalid || this.#refreshToken !== refreshToken) return;
      if (token === null) return this.invalidate();
      this.#accessToken = checkToken(token, "accessToken", "The token refresh");
      this.#learnClockOffset(token, requestedAt);
      const tokens = this.peekTokens();
      runAll([...this.#changeListeners].map((listener) => () => listener(tokens)));
    };
    const refreshing = run();
    this.#refreshing = refreshing;
    // Attached first, so the slot is free again before any caller resumes.
    const release = () => {
      if (this.#refreshing === refreshing) this.#refreshing = null;
    };
    refreshing.then(release, release);
    return this.#refreshing;
  }
}

/** Calls every listener even when one throws, then rethrows the first error. */
function runAll(...groups: (() => void)[][]): void {
  const errors: unknown[] = [];
  for (const listener of groups.flat()) {
    try {
      listener();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
