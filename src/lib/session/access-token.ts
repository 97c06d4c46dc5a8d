import { decodeJwt } from "jose";

/**
 * When an access token expires, in ms since the epoch, read from its `exp` claim without
 * verifying the signature (the client never needs the key; protocol tokens doc section 1.1).
 * No `exp` means it never expires (Infinity). A token that cannot be decoded, or whose
 * `exp` is not a number, counts as already expired (0) so that it gets refreshed.
 */
export function accessTokenExpiresAt(accessToken: string): number {
  let exp: unknown;
  try {
    exp = decodeJwt(accessToken).exp;
  } catch {
    return 0;
  }
  if (exp === undefined) return Infinity;
  return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : 0;
}

/** True when the token is still valid `minLifetimeMs` from `now`. */
export function accessTokenLastsFor(accessToken: string, minLifetimeMs: number, now: number): boolean {
  return accessTokenExpiresAt(accessToken) - now > minLifetimeMs;
}
