/**
 * PKCE for the outer OAuth flow (RFC 7636; docs/protocol.md §8.1): a verifier of
 * 32 random bytes, its S256 challenge, and a random state of the same length.
 */

/** base64url without padding (RFC 4648 §5). */
export function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 32 random bytes as base64url: 43 characters. */
export function randomBase64Url(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  globalThis.crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** A fresh code verifier (43 chars, RFC 7636 §4.1's unreserved alphabet). */
export function generateCodeVerifier(): string {
  return randomBase64Url(32);
}

/** A fresh OAuth state (43 chars). */
export function generateState(): string {
  return randomBase64Url(32);
}

/** `BASE64URL(SHA256(ASCII(code_verifier)))` (RFC 7636 §4.2, method S256). */
export async function codeChallengeS256(codeVerifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier));
  return base64Url(new Uint8Array(digest));
}
