/**
 * Password hashes: scrypt with a per-user salt, stored as `scrypt$N$r$p$salt$hash`
 * (base64url). bcrypt hashes imported through `password_hash` are stored as given and
 * checked with ./bcrypt, so a user migrated from another system signs in with their password.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { isBcryptHash, verifyBcrypt } from "./bcrypt";

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

/** Largest scrypt cost a stored hash may ask for: N * r * 128 bytes stays within node's 32 MiB default. */
const MAX_SCRYPT_MEMORY = 32 * 1024 * 1024;

/**
 * Why the emulator cannot use a stored hash (a hand-edited data file), or null: its own
 * `scrypt$N$r$p$salt$hash` with N a power of two and a cost node computes, or a bcrypt hash.
 */
export function passwordHashProblem(stored: string): string | null {
  if (isSupportedPasswordHash(stored)) return null;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return "expected scrypt$N$r$p$salt$hash or a bcrypt hash";
  const [, n, r, p, salt, hash] = parts.map((part, i) => (i >= 1 && i <= 3 ? Number(part) : part)) as [string, number, number, number, string, string];
  if (![n, r, p].every((x) => Number.isSafeInteger(x) && x >= 1)) return "scrypt parameters N, r and p must be positive integers";
  if (n < 2 || (n & (n - 1)) !== 0) return "scrypt N must be a power of two";
  if (128 * n * r * p > MAX_SCRYPT_MEMORY) return "scrypt parameters too costly (N * r * p * 128 over 32 MiB)";
  if (!/^[\w-]+$/.test(salt) || !/^[\w-]+$/.test(hash)) return "scrypt salt and hash must be base64url";
  return null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$2")) return verifyBcrypt(password, stored);
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The service accepts bcrypt in Modular Crypt Format (`$2a$`/`$2b$`/`$2y$`, ≤16 rounds). */
export function isSupportedPasswordHash(hash: string): boolean {
  return isBcryptHash(hash);
}
