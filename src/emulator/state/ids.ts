/**
 * Random identifiers: UUIDs for records, 45-char lowercase Crockford base32 codes
 * for refresh tokens and verification codes (docs/protocol.md §7.3).
 */
import { randomBytes, randomUUID } from "node:crypto";

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

export function newId(): string {
  return randomUUID();
}

/** `length` random chars of the lowercase Crockford alphabet (45 by default: 225 bits). */
export function newCode(length = 45): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += CROCKFORD[bytes[i]! & 31];
  return out;
}

/** A project key: `pck_` / `ssk_` / `sak_` + 45 base32 chars. */
export function newProjectKey(prefix: "pck" | "ssk" | "sak"): string {
  return `${prefix}_${newCode()}`;
}
