/**
 * TOTP checks for the MFA step (docs/protocol.md §7.6): RFC 6238 with a 30-second step,
 * 6 digits, HMAC-SHA1 keyed with the raw secret bytes (the user's `totp_secret_base64`
 * decoded). Only the current step is accepted, like the service.
 */
import { createHmac } from "node:crypto";

export const TOTP_STEP_MS = 30_000;
const DIGITS = 6;

/** The 6-digit code of `secret` at `timeMs` (RFC 4226 dynamic truncation). */
export function totpAt(secret: Uint8Array, timeMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / TOTP_STEP_MS)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** True when `code` is the current TOTP of the base64 secret. */
export function isValidTotp(secretBase64: string, code: string, nowMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpAt(Buffer.from(secretBase64, "base64"), nowMs) === code;
}
