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

/**
 * The current TOTP code, with time left to type and send it: the service takes only the
 * current 30 s step, and typing key by key on a loaded machine can take seconds, so a code
 * read in the step's last 10 s waits for the next step (a person would read the new one).
 */
export async function freshTotp(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return totp(secret);
}
