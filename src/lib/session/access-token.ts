/**
 * Reading an access token's lifetime. The payload is decoded with `jose`'s `decodeJwt`
 * (imported from its per-function path, so an app bundles only the decoder), without
 * verifying the signature: the client never needs the key (docs/protocol.md §7.1).
 */
import { decodeJwt } from "jose/jwt/decode";

/**
 * When an access token expires, in ms since the epoch, read from its `exp` claim.
 * No `exp` means it never expires (Infinity). A token that cannot be decoded (not a
 * compact JWS whose payload is base64url of a UTF-8 JSON object), or whose `exp` is not a
 * number, counts as already expired (0) so that it gets refreshed.
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

/** A claim of the token's payload, or undefined when it cannot be decoded. */
function claim(accessToken: string, name: "iat" | "sub"): unknown {
  try {
    return decodeJwt(accessToken)[name];
  } catch {
    return undefined;
  }
}

/** When the token was issued (its `iat`, in ms since the epoch), or null when it has none or cannot be decoded. */
export function accessTokenIssuedAt(accessToken: string): number | null {
  const iat = claim(accessToken, "iat");
  return typeof iat === "number" && Number.isFinite(iat) ? iat * 1000 : null;
}

/** The user a token was issued to (its `sub`), or null for none, no token, or one that cannot be decoded. */
export function accessTokenUserId(accessToken: string | null): string | null {
  const sub = accessToken === null ? undefined : claim(accessToken, "sub");
  return typeof sub === "string" && sub !== "" ? sub : null;
}
