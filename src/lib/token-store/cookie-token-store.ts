import { parseCookie } from "cookie";
import { checkTokenPair, sameTokens, type TokenPair } from "./token-pair";
import { LEGACY_REFRESH_COOKIE, tokenCookieStrings, tokensFromCookies } from "./token-cookies";
import { TokenListeners, type TokenStore } from "./token-store";

/** The part of `document` the store uses. */
export type CookieDocument = { cookie: string };

/** The part of the Web Locks API (`navigator.locks`) the store uses. */
export type LockManagerLike = {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

export type CookieTokenStoreOptions = {
  projectId: string;
  /** How often the cookies are re-read while someone listens. Default 100 (docs/protocol.md §10). */
  pollIntervalMs?: number | undefined;
  /** How long a refresh waits for another tab's lock before going ahead without it. Default 10000. */
  lockWaitMs?: number | undefined;
  /** Default `globalThis.document`. */
  document?: CookieDocument | undefined;
  /** Default `globalThis.navigator.locks`; null disables cross-tab locking. */
  locks?: LockManagerLike | null | undefined;
  /** `Domain` of the cookies written (the `cookieDomain` option, already checked). Default: the page's host only. */
  domain?: string | undefined;
  /** Write `Secure` cookies. Default: the page is on https. */
  secure?: boolean | undefined;
  /** The clock (ms); default `Date.now`. */
  now?: (() => number) | undefined;
};

/**
 * `tokenStore: "cookie"`: the tokens in browser cookies (docs/protocol.md §10),
 * re-read every 100 ms while subscribed so that tabs agree. The refresh token never goes
 * to localStorage.
 */
export class CookieTokenStore implements TokenStore {
  readonly #projectId: string;
  readonly #document: CookieDocument;
  readonly #locks: LockManagerLike | null;
  readonly #pollIntervalMs: number;
  readonly #lockWaitMs: number;
  readonly #secure: boolean;
  readonly #domain: string | undefined;
  readonly #now: () => number;
  readonly #listeners = new TokenListeners();
  #last: TokenPair;
  #poller: ReturnType<typeof setInterval> | null = null;

  /** @throws Error outside a browser (no `document`): on a server, pass the request instead. */
  constructor(options: CookieTokenStoreOptions) {
    const doc = options.document ?? (globalThis as { document?: CookieDocument }).document;
    if (!doc || typeof doc.cookie !== "string") {
      throw new Error(
        'tokenStore "cookie" needs a browser (document.cookie). On a server, pass the incoming request as tokenStore (or { accessToken, refreshToken }, or "memory").',
      );
    }
    this.#projectId = options.projectId;
    this.#document = doc;
    this.#locks = options.locks !== undefined ? options.locks : ((globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks ?? null);
    this.#pollIntervalMs = options.pollIntervalMs ?? 100;
    this.#lockWaitMs = options.lockWaitMs ?? 10_000;
    this.#secure = options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === "https:";
    this.#domain = options.domain;
    this.#now = options.now ?? (() => Date.now());
    this.#last = this.get();
  }

  get(): TokenPair {
    return tokensFromCookies(this.#cookies(), this.#projectId);
  }

  set(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.get()) && this.#cookies()[LEGACY_REFRESH_COOKIE] === undefined) return;
    for (const cookie of tokenCookieStrings(next, { projectId: this.#projectId, secure: this.#secure, now: this.#now(), domain: this.#domain })) {
      this.#document.cookie = cookie;
    }
    this.#check();
  }

  subscribe(listener: () => void): () => void {
    const unsubscribe = this.#listeners.add(listener);
    if (this.#poller === null) {
      this.#last = this.get();
      this.#poller = setInterval(() => this.#check(), this.#pollIntervalMs);
      (this.#poller as { unref?: () => void }).unref?.();
    }
    return () => {
      unsubscribe();
      if (this.#listeners.size === 0) this.#stopPolling();
    };
  }

  /**
   * Runs `fn` holding the Web Lock `gatehouse-refresh-<projectId>`, which every tab of the
   * app takes before refreshing. Waiting is bounded: after `lockWaitMs` (a tab stuck
   * mid-refresh) or without Web Locks (old browsers, insecure origins) `fn` runs anyway,
   * which at worst costs a duplicate refresh, since refresh tokens never rotate.
   */
  async withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.#locks) return fn();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#lockWaitMs);
    (timer as { unref?: () => void }).unref?.();
    let granted = false;
    try {
      return await this.#locks.request(`gatehouse-refresh-${this.#projectId}`, { signal: controller.signal }, () => {
        granted = true;
        clearTimeout(timer);
        return fn();
      });
    } catch (error) {
      if (!granted && controller.signal.aborted) return fn();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops polling and forgets every listener. */
  dispose(): void {
    this.#listeners.clear();
    this.#stopPolling();
  }

  #cookies() {
    return parseCookie(this.#document.cookie);
  }

  #check(): void {
    const tokens = this.get();
    if (sameTokens(tokens, this.#last)) return;
    this.#last = tokens;
    this.#listeners.notify();
  }

  #stopPolling(): void {
    if (this.#poller !== null) clearInterval(this.#poller);
    this.#poller = null;
  }
}
