import { parseCookie } from "cookie";
import { checkTokenPair, sameTokens, type TokenPair } from "./token-pair";
import { IS_HTTPS_COOKIE, tokenCookieStrings, tokensFromCookies } from "./token-cookies";
import { TokenListeners, type TokenStore } from "./token-store";
import { readRequestHeader, type RequestLike } from "./request-headers";
import { checkCookieDomain } from "./cookie-domain";

export type { FetchRequestLike, NodeRequestLike, RequestLike } from "./request-headers";

/**
 * Where Set-Cookie goes: a Fetch-style response (`headers.append`) or a Node
 * `ServerResponse` (`setHeader`).
 */
export type ResponseLike =
  | { headers: { append(name: string, value: string): void } }
  | { setHeader(name: string, value: string | string[]): unknown; getHeader?(name: string): unknown; headersSent?: boolean };

/**
 * `tokenStore: request`: the tokens of one server request (Fetch- or Node-style, never
 * written to), read from the `x-stack-auth`
 * header (JSON `{ accessToken, refreshToken }`) or else from the `cookie` header (protocol
 * docs/protocol.md §10). Changes (a refresh, sign-in, sign-out) are kept for the rest of
 * the request; with a response attached, cookie-based tokens are also written back as
 * Set-Cookie (a gatehouse extension; without one the store is read-only, as in the
 * official SDK).
 */
export class RequestTokenStore implements TokenStore {
  readonly #projectId: string;
  readonly #secure: boolean;
  readonly #domain: string | undefined;
  /** Tokens from `x-stack-auth` came without cookies: there are no cookies to update. */
  readonly #fromHeader: boolean;
  readonly #listeners = new TokenListeners();
  #tokens: TokenPair;
  #response: ResponseLike | null;

  /**
   * @throws TypeError when `x-stack-auth` is not a JSON object of two tokens.
   * @throws InvalidOptionError when `cookieDomain` is neither the request's host nor a parent of it.
   */
  constructor(request: RequestLike, options: { projectId: string; response?: ResponseLike | null; cookieDomain?: string | undefined }) {
    this.#projectId = options.projectId;
    this.#response = options.response ?? null;
    const header = readRequestHeader(request, "x-stack-auth");
    this.#fromHeader = typeof header === "string";
    const cookies = parseCookie(readRequestHeader(request, "cookie") ?? "");
    this.#tokens = this.#fromHeader ? parseAuthHeader(header!) : tokensFromCookies(cookies, options.projectId);
    const proto = readRequestHeader(request, "x-forwarded-proto")?.split(",")[0]?.trim();
    this.#secure = cookies[IS_HTTPS_COOKIE] !== undefined || proto === "https";
    const host = readRequestHeader(request, "x-forwarded-host")?.split(",")[0]?.trim() || readRequestHeader(request, "host");
    this.#domain = options.cookieDomain === undefined ? undefined : checkCookieDomain(options.cookieDomain, host);
  }

  /** False once a response is attached: token changes then reach the browser. */
  get isReadOnly(): boolean {
    return this.#response === null;
  }

  /** Where to write Set-Cookie from now on (the first response given wins). */
  attachResponse(response: ResponseLike): void {
    this.#response ??= response;
  }

  get(): TokenPair {
    return this.#tokens;
  }

  set(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.#tokens)) return;
    this.#tokens = next;
    if (!this.#fromHeader) this.#writeCookies(next);
    this.#listeners.notify();
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }

  #writeCookies(tokens: TokenPair): void {
    const response = this.#response;
    if (!response) return;
    const cookies = tokenCookieStrings(tokens, { projectId: this.#projectId, secure: this.#secure, now: Date.now(), domain: this.#domain });
    try {
      if ("setHeader" in response) {
        // A response that has gone out cannot take cookies; the tokens still serve this request.
        if (response.headersSent) return;
        const previous = response.getHeader?.("set-cookie");
        const kept = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
        response.setHeader("Set-Cookie", [...kept, ...cookies]);
      } else {
        for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
      }
    } catch {
      // Same reason: a finished response refuses headers. Nothing to recover.
    }
  }
}

function parseAuthHeader(header: string): TokenPair {
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch (cause) {
    throw new TypeError('The x-stack-auth header is not valid JSON; expected {"accessToken": ..., "refreshToken": ...}.', { cause });
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new TypeError('The x-stack-auth header must be a JSON object {"accessToken": ..., "refreshToken": ...}.');
  }
  return checkTokenPair(json, "The x-stack-auth header");
}
