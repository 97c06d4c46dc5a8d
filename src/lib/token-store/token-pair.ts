import type { TokenPair } from "../../interface/session";

export type { TokenPair } from "../../interface/session";

/** No tokens: nobody signed in. */
export const NO_TOKENS: TokenPair = Object.freeze({ accessToken: null, refreshToken: null });

/**
 * Checks one token from outside (a store, a header, a caller's object). `undefined` and
 * `null` mean "none". The string `'undefined'` is rejected: it is what `String(undefined)`
 * produces, so it always marks a bug upstream (docs/api.md §1.2), never a real token.
 *
 * @throws TypeError for a non-string, an empty string or `'undefined'`.
 */
export function checkToken(value: unknown, name: "accessToken" | "refreshToken", source: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new TypeError(`${source}: ${name} must be a string or null, got ${typeof value}.`);
  if (value === "undefined") {
    throw new TypeError(`${source}: ${name} is the string 'undefined', which is never a valid token (a missing token was turned into text somewhere).`);
  }
  if (value === "") throw new TypeError(`${source}: ${name} is an empty string; use null for "no token".`);
  return value;
}

/** Checks both tokens of an object from outside; see {@link checkToken}. */
export function checkTokenPair(value: { accessToken?: unknown; refreshToken?: unknown }, source: string): TokenPair {
  return {
    accessToken: checkToken(value.accessToken, "accessToken", source),
    refreshToken: checkToken(value.refreshToken, "refreshToken", source),
  };
}

/** True when both pairs hold the same tokens. */
export function sameTokens(a: TokenPair, b: TokenPair): boolean {
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;
}

/**
 * The session key of a pair (docs/cache-and-sessions.md §2): the refresh token, else the access
 * token, else `'not-logged-in'`. Calls with equal keys share one session and one cache.
 */
export function sessionKeyOf(tokens: TokenPair): string {
  return tokens.refreshToken ?? tokens.accessToken ?? "not-logged-in";
}
