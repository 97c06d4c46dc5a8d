/**
 * The token store of one Next.js request, over the request's cookie jar (what `cookies()`
 * of `next/headers` resolves to). Reads the token cookies once, and writes changed tokens
 * back through the jar, which Next turns into Set-Cookie on its response. Next lets only
 * server actions and route handlers set cookies: elsewhere (a server component) a refreshed
 * token serves the rest of the request, while a sign-in throws (`setLasting`). Free of
 * `next/headers`, so the flow tests drive it with Next's own cookie classes.
 */
import { parseSetCookie } from "cookie";
import { TokenStoreWriteError } from "../errors/token-store-write";
import { checkCookieDomain } from "../lib/token-store/cookie-domain";
import { IS_HTTPS_COOKIE, tokenCookieStrings, tokensFromCookies } from "../lib/token-store/token-cookies";
import { checkTokenPair, sameTokens, type TokenPair } from "../lib/token-store/token-pair";
import { TokenListeners, type TokenStore } from "../lib/token-store/token-store";

/** The part of Next's request cookies used here (`set` throws where cookies are read-only). */
export type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, attributes: object): unknown;
};

/** The part of the request's headers used here (`headers()` of `next/headers`). */
export type HeaderReader = { get(name: string): string | null };

type StoreOptions = { projectId: string; secure: boolean; domain: string | undefined };

const READ_ONLY_MESSAGE =
  'tokenStore "nextjs-cookie" cannot keep this sign-in: Next.js lets only server actions and route handlers set cookies, and this code runs where cookies are read-only (a server component, or the render after a server action). Sign in from a server action, a route handler or a client component.';

/** One request's store. */
class NextCookieTokenStore implements TokenStore {
  readonly #jar: CookieJar;
  readonly #options: StoreOptions;
  readonly #listeners = new TokenListeners();
  #tokens: TokenPair;

  constructor(jar: CookieJar, options: StoreOptions) {
    this.#jar = jar;
    this.#options = options;
    this.#tokens = tokensFromCookies(Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])), options.projectId);
  }

  get(): TokenPair {
    return this.#tokens;
  }

  /** A refresh or a sign-out: kept for this request even where the cookies are read-only. */
  set(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.#tokens)) return;
    try {
      this.#write(next);
    } catch {
      // A server component's cookies are read-only: the new tokens serve this request only,
      // and the browser refreshes on its own later.
    }
    this.#adopt(next);
  }

  /** A sign-in: the cookies must be written, else nothing changes and it throws. */
  setLasting(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.#tokens)) return;
    try {
      this.#write(next);
    } catch (error) {
      // Next refuses the first cookie already (ReadonlyRequestCookiesError), so none was written.
      throw new TokenStoreWriteError(READ_ONLY_MESSAGE, { cause: error });
    }
    this.#adopt(next);
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }

  #write(tokens: TokenPair): void {
    for (const text of tokenCookieStrings(tokens, { ...this.#options, now: Date.now() })) {
      // Next's cookie jar takes name, value (it encodes it) and attributes.
      const { name, value, ...attributes } = parseSetCookie(text);
      this.#jar.set(name, value ?? "", attributes);
    }
  }

  #adopt(tokens: TokenPair): void {
    this.#tokens = tokens;
    this.#listeners.notify();
  }
}

// Next hands out one cookies object per request and phase (an action's writable jar, then
// the render's read-only one, which already holds what the action set): one store per jar
// and project, so a request never sees another's tokens.
const stores = new WeakMap<object, Map<string, NextCookieTokenStore>>();

/**
 * The store of the request whose cookie jar is `jar`. `requestHeaders` is asked only when
 * the store is made: the forwarded protocol marks the cookies `Secure`, the host checks
 * `cookieDomain`.
 */
export async function cookieJarStore(
  jar: CookieJar,
  options: { projectId: string; cookieDomain: string | undefined },
  requestHeaders: () => Promise<HeaderReader>,
): Promise<TokenStore> {
  let byProject = stores.get(jar);
  if (!byProject) stores.set(jar, (byProject = new Map()));
  let store = byProject.get(options.projectId);
  if (!store) {
    const head = await requestHeaders();
    const proto = head.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = head.get("x-forwarded-host")?.split(",")[0]?.trim() || head.get("host");
    const secure = jar.getAll().some((c) => c.name === IS_HTTPS_COOKIE) || proto === "https";
    const domain = options.cookieDomain === undefined ? undefined : checkCookieDomain(options.cookieDomain, host);
    // Another call of this request may have made it while the headers were awaited.
    store = byProject.get(options.projectId) ?? new NextCookieTokenStore(jar, { projectId: options.projectId, secure, domain });
    byProject.set(options.projectId, store);
  }
  return store;
}
