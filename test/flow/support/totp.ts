/**
 * RFC 6238 TOTP as authenticator apps compute it (30-second steps, 6 digits, HMAC-SHA1 over
 * the raw secret bytes), written here independently of the emulator's implementation.
 */
import { createHmac } from "node:crypto";

/** The code for `secret` at `nowMs` (pass the emulator's clock). */
export function totp(secret: Uint8Array, nowMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
