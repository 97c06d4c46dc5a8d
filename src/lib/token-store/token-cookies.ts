import { stringifySetCookie, type Cookies } from "cookie";
import type { TokenPair } from "./token-pair";

/**
 * The token cookies, exactly as the protocol's browser token store writes them
 * (docs/protocol.md §10), shared by the browser cookie store and
 * the request store.
 */

/** The primary refresh-token cookie: the raw token, one per project. */
export const refreshCookieName = (projectId: string) => `stack-refresh-${projectId}`;
/** Legacy refresh-token cookie: read when the project's one is absent, deleted on every write. */
export const LEGACY_REFRESH_COOKIE = "stack-refresh";
/** One access token per domain, stored as the JSON pair `["<refresh>","<access>"]`. */
export const ACCESS_COOKIE = "stack-access";
/** Marker (set with Secure) telling server code to set Secure on the cookies it writes. */
export const IS_HTTPS_COOKIE = "stack-is-https";

/** docs/protocol.md §10: 31536000 s. */
export const REFRESH_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** docs/protocol.md §10: 86400 s. */
export const ACCESS_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A cookie value that holds a token; an empty value or the text `'undefined'` is no token. */
function tokenValue(value: string | undefined): string | null {
  return value === undefined || value === "" || value === "undefined" ? null : value;
}

/**
 * Reads the tokens from cookies. The access token counts only when the pair's first
 * element is the current refresh token (otherwise it belongs to another session: a stale
 * pairing) and the value starts with `["`.
 */
export function tokensFromCookies(cookies: Cookies, projectId: string): TokenPair {
  const refreshToken = tokenValue(cookies[refreshCookieName(projectId)]) ?? tokenValue(cookies[LEGACY_REFRESH_COOKIE]);
  return { refreshToken, accessToken: refreshToken === null ? null : accessFromPair(cookies[ACCESS_COOKIE], refreshToken) };
}

function accessFromPair(value: string | undefined, refreshToken: string): string | null {
  if (value === undefined || !value.startsWith('["')) return null;
  let pair: unknown;
  try {
    pair = JSON.parse(value);
  } catch {
    return null; // a damaged cookie only costs a refresh
  }
  if (!Array.isArray(pair) || pair[0] !== refreshToken || typeof pair[1] !== "string") return null;
  return tokenValue(pair[1]);
}

/** Where and how the token cookies are written. */
export type TokenCookieOptions = {
  projectId: string;
  secure: boolean;
  now: number;
  /** The `cookieDomain` option (checked): the cookies then span its subdomains. */
  domain?: string | undefined;
};

/**
 * The cookies that store `tokens`, as Set-Cookie strings (also what `document.cookie = x`
 * takes). A null token deletes its cookie, and the legacy cookie is always deleted. Values
 * are percent-encoded (by the `cookie` package); `path=/`, an `expires` date, no HttpOnly or
 * SameSite, `Secure` only on https. With a domain, host-only copies of the two token cookies
 * are deleted first, so a host-only cookie from before the option never shadows the shared one.
 */
export function tokenCookieStrings(tokens: TokenPair, options: TokenCookieOptions): string[] {
  const { projectId, secure, now, domain } = options;
  const write = (name: string, value: string | null, lifetimeMs: number, where = domain) =>
    stringifySetCookie(name, value ?? "", {
      path: "/",
      expires: new Date(value === null ? 0 : now + lifetimeMs),
      ...(secure ? { secure: true } : {}),
      ...(where ? { domain: where } : {}),
    });
  const { refreshToken, accessToken } = tokens;
  const pair = refreshToken !== null && accessToken !== null ? JSON.stringify([refreshToken, accessToken]) : null;
  const strings = domain ? [write(refreshCookieName(projectId), null, 0, ""), write(ACCESS_COOKIE, null, 0, "")] : [];
  strings.push(
    write(refreshCookieName(projectId), refreshToken, REFRESH_COOKIE_LIFETIME_MS),
    write(ACCESS_COOKIE, pair, ACCESS_COOKIE_LIFETIME_MS),
    write(LEGACY_REFRESH_COOKIE, null, 0),
  );
  if (secure) strings.push(stringifySetCookie(IS_HTTPS_COOKIE, "true", { path: "/", secure: true, ...(domain ? { domain } : {}) }));
  return strings;
}
