/**
 * The payload of a compact JWS, unverified: `null` unless it has three parts and its middle
 * one is base64url of a UTF-8 JSON object (what a JWT library's decode would accept).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) return null;
  try {
    const binary = atob(parts[1]!.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null; // bad base64 length, bad UTF-8 or bad JSON
  }
}

/**
 * When an access token expires, in ms since the epoch, read from its `exp` claim without
 * verifying the signature (the client never needs the key; docs/protocol.md §7.1).
 * No `exp` means it never expires (Infinity). A token that cannot be decoded, or whose
 * `exp` is not a number, counts as already expired (0) so that it gets refreshed.
 */
export function accessTokenExpiresAt(accessToken: string): number {
  const payload = decodeJwtPayload(accessToken);
  if (payload === null) return 0;
  const exp = payload.exp;
  if (exp === undefined) return Infinity;
  return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : 0;
}

/** True when the token is still valid `minLifetimeMs` from `now`. */
export function accessTokenLastsFor(accessToken: string, minLifetimeMs: number, now: number): boolean {
  return accessTokenExpiresAt(accessToken) - now > minLifetimeMs;
}

/** When the token was issued (its `iat`, in ms since the epoch), or null when it has none. */
export function accessTokenIssuedAt(accessToken: string): number | null {
  const iat = decodeJwtPayload(accessToken)?.iat;
  return typeof iat === "number" && Number.isFinite(iat) ? iat * 1000 : null;
}
