/**
 * Key pairs for tests, as JWKs encoded by the generator itself. Never generate a KeyObject
 * and then `export({ format: "jwk" })` it (nor jose's `generateKeyPair` then `exportJWK`,
 * the same two steps through WebCrypto): on Node 20 that can hang the worker for good, a
 * garbage collection during the export finalising the key-generation job, whose destructor
 * waits on the mutex the export holds. src/emulator/tokens/keys.ts has the whole story.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject, type webcrypto } from "node:crypto";

export type JwkPair = { privateJwk: webcrypto.JsonWebKey; publicJwk: webcrypto.JsonWebKey };

const AS_JWK = { publicKeyEncoding: { format: "jwk" }, privateKeyEncoding: { format: "jwk" } } as const;

/** A new P-256 (ES256) pair. */
export function ecJwkPair(): JwkPair {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256", ...AS_JWK });
  return { privateJwk: privateKey, publicJwk: publicKey };
}

/** A new 2048-bit RSA (RS256) pair. */
export function rsaJwkPair(): JwkPair {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048, ...AS_JWK });
  return { privateJwk: privateKey, publicJwk: publicKey };
}

/** The private half as a KeyObject of its own (imported, so no generation job shares it), to sign with node:crypto. */
export function privateKeyObject(pair: JwkPair): KeyObject {
  return createPrivateKey({ key: pair.privateJwk, format: "jwk" });
}
