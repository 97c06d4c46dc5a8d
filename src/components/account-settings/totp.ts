/**
 * What the MFA setup needs on the client: a random secret, its base32 form and
 * `otpauth://` URI for authenticator apps, and RFC 6238 codes (HMAC-SHA1, 30 s, 6 digits)
 * to check the code the person types before MFA is turned on.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (what authenticator apps expect). */
export function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** 20 random bytes (160 bits, RFC 4226's recommended length). */
export function newTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

/** The URI authenticator apps read from the QR code. */
export function otpauthUri(secret: Uint8Array, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${base32(secret)}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

/** The 6-digit code of `secret` for the 30-second step containing `timeMs`. */
export async function totpCode(secret: Uint8Array, timeMs: number): Promise<string> {
  const counter = Math.floor(timeMs / 30_000);
  const message = new Uint8Array(8);
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  const key = await crypto.subtle.importKey("raw", secret as BufferSource, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[19]! & 0xf;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 1_000_000).padStart(6, "0");
}

/** True when `code` is the code of the current step or of one step either side (clock drift). */
export async function isValidTotp(secret: Uint8Array, code: string, nowMs: number = Date.now()): Promise<boolean> {
  for (const drift of [0, -1, 1]) if ((await totpCode(secret, nowMs + drift * 30_000)) === code) return true;
  return false;
}
