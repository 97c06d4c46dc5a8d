/**
 * Per-project ES256 signing keys (docs/protocol.md §7.1, §7.2): a P-256 pair kept as JWKs in
 * the state, with a 12-character base64url `kid`.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import type { SigningKeyRecord } from "../state/types";

export function generateSigningKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    kid: randomBytes(9).toString("base64url"),
    privateJwk: privateKey.export({ format: "jwk" }) as JsonWebKey,
    publicJwk: publicKey.export({ format: "jwk" }) as JsonWebKey,
  };
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
