/**
 * Per-project ES256 signing keys (docs/protocol.md §7.1, §7.2): a P-256 pair kept as JWKs in
 * the state, with a 12-character base64url `kid`.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import type { SigningKeyRecord } from "../state/types";

/**
 * A new pair, asked for as JWKs from the generator itself. Never `generateKeyPairSync(...)`
 * then `key.export({ format: "jwk" })`: on Node 20 that can hang the process for good. The
 * export holds the key's mutex while it makes strings; a garbage collection in that moment
 * may finalise the finished key-generation job, whose destructor takes the same mutex (seen
 * in CI: a test worker stuck in a futex under `ExportJWKEcKey` and `~KeyGenJob`; a loop of
 * generate-then-export hangs within seconds). Encoded by the job, the key never outlives it.
 */
export function generateSigningKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256", publicKeyEncoding: { format: "jwk" }, privateKeyEncoding: { format: "jwk" } });
  return { kid: randomBytes(9).toString("base64url"), privateJwk: privateKey, publicJwk: publicKey };
}

// Importing a JWK costs more than a signature; keep KeyObjects per kid.
const privateCache = new Map<string, KeyObject>();
const publicCache = new Map<string, KeyObject>();

export function privateKeyOf(key: SigningKeyRecord): KeyObject {
  const cacheKey = `${key.kid}:${key.privateJwk.d}`;
  let k = privateCache.get(cacheKey);
  if (!k) {
    k = createPrivateKey({ key: key.privateJwk as any, format: "jwk" });
    privateCache.set(cacheKey, k);
  }
  return k;
}

export function publicKeyOf(key: SigningKeyRecord): KeyObject {
  const cacheKey = `${key.kid}:${key.publicJwk.x}`;
  let k = publicCache.get(cacheKey);
  if (!k) {
    k = createPublicKey({ key: key.publicJwk as any, format: "jwk" });
    publicCache.set(cacheKey, k);
  }
  return k;
}

/** The JWKS entry, keys in the service's order: kty, crv, alg, kid, x, y. */
export function jwksEntry(key: SigningKeyRecord): Record<string, string> {
  return { kty: "EC", crv: "P-256", alg: "ES256", kid: key.kid, x: key.publicJwk.x!, y: key.publicJwk.y! };
}
