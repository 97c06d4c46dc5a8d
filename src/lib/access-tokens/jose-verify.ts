/**
 * The part of `jose` that `verifyAccessToken` uses, each function from its own subpath entry:
 * JWS verification against a local key set, and the unverified decoding of the header and
 * payload. Naming the package root (`import("jose")`) would keep all of jose in every
 * bundle that can verify (JWE, key generation, signing: about 60 KB minified); the subpaths
 * keep what these four reach. Loaded with the verifier, on its first call.
 */
export { decodeProtectedHeader } from "jose/decode/protected_header";
export { decodeJwt } from "jose/jwt/decode";
export { createLocalJWKSet } from "jose/jwks/local";
export { jwtVerify } from "jose/jwt/verify";
