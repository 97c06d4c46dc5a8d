/**
 * Password hashes: scrypt with a per-user salt, stored as `scrypt$N$r$p$salt$hash`
 * (base64url). bcrypt hashes imported through `password_hash` are stored as given;
 * the emulator cannot check them (no bcrypt here), so they never match.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// A local stand-in needs no production cost; this keeps sign-up fast in tests.
const N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N: n, r, p }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The service accepts bcrypt in Modular Crypt Format (`$2a$`/`$2b$`/`$2y$`, ≤16 rounds). */
export function isSupportedPasswordHash(hash: string): boolean {
  const m = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/.exec(hash);
  return m !== null && Number(m[1]) >= 4 && Number(m[1]) <= 16;
}
