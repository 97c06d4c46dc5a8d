/** RFC 6238 codes for the tests (HMAC-SHA1, 30 s, 6 digits), computed with node:crypto. */
import { createHmac } from "node:crypto";

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totp(base32Secret: string, timeMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const mac = createHmac("sha1", base32Decode(base32Secret)).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String(mac.readUInt32BE(offset) & 0x7fffffff).slice(-6).padStart(6, "0").slice(-6);
}
