import { CookieTokenStore } from "./cookie-token-store";
import { MemoryTokenStore } from "./memory-token-store";
import { RequestTokenStore, type ResponseLike } from "./request-token-store";
import { isRequestLike, type RequestLike } from "./request-headers";
import type { TokenStore } from "./token-store";
import { isBrowser } from "../core/environment";
import { hostIntegration } from "../core/host-integration";

export type { FetchRequestLike, NodeRequestLike, RequestLike } from "./request-headers";
export type { ResponseLike } from "./request-token-store";

/**
 * The `tokenStore` option (docs/api.md §1), for the app and for per-call overrides
 * such as `getUser({ tokenStore })`:
 * - `"memory"`: one in-memory store per app;
 * - `"cookie"`: browser cookies (throws on a server);
 * - `"nextjs-cookie"`: `"cookie"` in the browser; on a server, the cookies of the request
 *   Next.js is handling (`gatehouse/next`), found anew by every call;
 * - `{ accessToken, refreshToken }`: a fresh store holding these tokens (either may be null);
 * - a request, Fetch-style (`{ headers: { get(name) } }`) or Node-style (node:http, Express: a plain
 *   `headers` object): that request's `x-stack-auth` header or cookies, read-only;
 * - `{ request, response }`: the same, writing changed tokens to `response` as Set-Cookie (gatehouse extension);
 * - `null`: no store.
 */
export type TokenStoreInit =
  | "memory"
  | "cookie"
  | "nextjs-cookie"
  | { accessToken: string | null; refreshToken: string | null }
  | RequestLike
  | { request: RequestLike; response?: ResponseLike | null }
  | null;

// One store per request object (and project), whichever app or call resolves it.
const requestStores = new WeakMap<object, Map<string, RequestTokenStore>>();

/**
 * Resolves `tokenStore` option values to stores for one app: it owns the app's memory and
 * cookie stores, so every call naming `"memory"` or `"cookie"` shares them.
 */
export class AppTokenStores {
  readonly #projectId: string;
  readonly #cookieDomain: string | undefined;
  #memory: MemoryTokenStore | null = null;
  #cookie: CookieTokenStore | null = null;
  #perRequest: TokenStore | null = null;

  constructor(options: { projectId: string; cookieDomain?: string | undefined }) {
    this.#projectId = options.projectId;
    this.#cookieDomain = options.cookieDomain;
  }

  /**
   * The store for `init`, or null for `null`.
   *
   * @throws Error for `"cookie"` outside a browser.
   * @throws TypeError for a value of none of the accepted shapes, a token that is not a
   * string (or is `'undefined'`), or a malformed `x-stack-auth` header.
   */
  resolve(init: TokenStoreInit | undefined): TokenStore | null {
    if (init === null || init === undefined) return null;
    if (init === "memory") return (this.#memory ??= new MemoryTokenStore());
    if (init === "cookie" || (init === "nextjs-cookie" && isBrowser())) {
      return (this.#cookie ??= new CookieTokenStore({ projectId: this.#projectId, domain: this.#cookieDomain }));
    }
    if (init === "nextjs-cookie") {
      // On a server, gatehouse/next's store, which finds the request's own store per call.
      // Looked up on use: an app may be made (e.g. by a module a client render imports) where
      // gatehouse/next's server half is not loaded; only a call that needs the cookies fails.
      const options = { projectId: this.#projectId, cookieDomain: this.#cookieDomain };
      const store = () => hostIntegration("perRequestStore", 'tokenStore "nextjs-cookie"')(options);
      // Sync use of a per-call store is always a mistake: its get() says which.
      const fail = () => store().get();
      return (this.#perRequest ??= { get: fail, set: fail, subscribe: fail, forCall: () => store().forCall() } as unknown as TokenStore);
    }
    if (typeof init === "string") {
      throw new TypeError(`Unknown tokenStore ${JSON.stringify(init)}. Use "memory", "cookie", "nextjs-cookie", a request, { accessToken, refreshToken } or null.`);
    }
    if (typeof init !== "object") throw new TypeError(`tokenStore must be a string, an object or null, got ${typeof init}.`);
    if (isRequestLike(init)) return this.#requestStore(init, null);
    if ("request" in init && isRequestLike(init.request)) return this.#requestStore(init.request, init.response ?? null);
    if ("accessToken" in init || "refreshToken" in init) return new MemoryTokenStore(init);
    throw new TypeError('tokenStore object must be a request (with headers: a Fetch Headers or a node:http headers object), { request, response } or { accessToken, refreshToken }.');
  }

  /** True for the app's own memory and cookie stores (not a store made for one call). */
  owns(store: TokenStore): boolean {
    // A request's store (nextjs-cookie on a server) is never "own": it holds one request's tokens.
    return store === this.#memory || store === this.#cookie;
  }

  /** Stops the cookie store's polling. */
  dispose(): void {
    this.#cookie?.dispose();
  }

  #requestStore(request: RequestLike, response: ResponseLike | null): RequestTokenStore {
    let byProject = requestStores.get(request);
    if (!byProject) requestStores.set(request, (byProject = new Map()));
    let store = byProject.get(this.#projectId);
    if (!store) byProject.set(this.#projectId, (store = new RequestTokenStore(request, { projectId: this.#projectId, response, cookieDomain: this.#cookieDomain })));
    else if (response) store.attachResponse(response);
    return store;
  }
}

