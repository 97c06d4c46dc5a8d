/**
 * `tokenStore: "nextjs-cookie"` on the server: the tokens of the request Next is handling,
 * read from `cookies()` and written back through it where Next allows (route handlers,
 * server actions). A server component may only read: a refreshed token is then kept for
 * the rest of that request, and the browser refreshes on its own later. Loaded only by
 * the server entry of `gatehouse/next` (`next/headers` cannot reach a client bundle).
 */
import { cookies, headers } from "next/headers.js";
import { checkTokenPair, sameTokens, type TokenPair } from "../lib/token-store/token-pair";
import { parseSetCookie } from "cookie";
import { IS_HTTPS_COOKIE, tokenCookieStrings, tokensFromCookies } from "../lib/token-store/token-cookies";
import { TokenListeners, type TokenStore } from "../lib/token-store/token-store";
import { checkCookieDomain } from "../lib/token-store/cookie-domain";
import { registerHostIntegration } from "../lib/core/host-integration";
import { PerRequestTokenStore } from "./per-request-store";

/** The part of Next's request cookies used here (`set` throws where cookies are read-only). */
type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, attributes: object): unknown;
};

/** One request's store. */
class NextCookieTokenStore implements TokenStore {
  readonly #jar: CookieJar;
  readonly #options: { projectId: string; secure: boolean; domain: string | undefined };
  readonly #listeners = new TokenListeners();
  #tokens: TokenPair;

  constructor(jar: CookieJar, options: { projectId: string; secure: boolean; domain: string | undefined }) {
    this.#jar = jar;
    this.#options = options;
    this.#tokens = tokensFromCookies(Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])), options.projectId);
  }

  get(): TokenPair {
    return this.#tokens;
  }

  set(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.#tokens)) return;
    this.#tokens = next;
    try {
      for (const text of tokenCookieStrings(next, { ...this.#options, now: Date.now() })) {
        // Next's cookie jar takes name, value (it encodes it) and attributes.
        const { name, value, ...attributes } = parseSetCookie(text);
        this.#jar.set(name, value ?? "", attributes);
      }
    } catch {
      // A server component's cookies are read-only: the new tokens serve this request only.
    }
    this.#listeners.notify();
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }
}

// Next hands out one cookies object per request: one store per request and project.
const stores = new WeakMap<object, Map<string, NextCookieTokenStore>>();

/** The store of the request being handled (throws Next's own error outside a request). */
export async function nextRequestStore(options: { projectId: string; cookieDomain: string | undefined }): Promise<TokenStore> {
  const jar = (await cookies()) as unknown as CookieJar;
  let byProject = stores.get(jar);
  if (!byProject) stores.set(jar, (byProject = new Map()));
  let store = byProject.get(options.projectId);
  if (!store) {
    const head = await headers();
    const proto = head.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = head.get("x-forwarded-host")?.split(",")[0]?.trim() || head.get("host");
    const secure = jar.getAll().some((c) => c.name === IS_HTTPS_COOKIE) || proto === "https";
    const domain = options.cookieDomain === undefined ? undefined : checkCookieDomain(options.cookieDomain, host);
    byProject.set(options.projectId, (store = new NextCookieTokenStore(jar, { projectId: options.projectId, secure, domain })));
  }
  return store;
}

registerHostIntegration({ perRequestStore: (options) => new PerRequestTokenStore(() => nextRequestStore(options)) });
