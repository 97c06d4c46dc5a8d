/**
 * Checks an OpenID provider's id token: signed by a key of the provider's key set
 * (RS*, PS* or ES* algorithms), issued by the provider (`{tenantid}` in the issuer is the
 * token's `tid`, for Microsoft's per-tenant issuers), for this client, and not expired by
 * the machine's clock (the provider's, not the emulator's movable one) with two minutes'
 * leeway. Throws an Error saying what is wrong.
 */
import { constants, createPublicKey, verify, type KeyObject } from "node:crypto";
import type { IdTokenClaims, ProviderHttp } from "./upstream-types";

const LEEWAY_SECONDS = 120;

const ALGORITHMS: Record<string, { hash: string; kty: string; pss?: true; ec?: true }> = {
  RS256: { hash: "sha256", kty: "RSA" }, RS384: { hash: "sha384", kty: "RSA" }, RS512: { hash: "sha512", kty: "RSA" },
  PS256: { hash: "sha256", kty: "RSA", pss: true }, PS384: { hash: "sha384", kty: "RSA", pss: true }, PS512: { hash: "sha512", kty: "RSA", pss: true },
  ES256: { hash: "sha256", kty: "EC", ec: true }, ES384: { hash: "sha384", kty: "EC", ec: true }, ES512: { hash: "sha512", kty: "EC", ec: true },
};

function decodePart(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw new Error(`its ${what} is not JSON`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`its ${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

async function keyFor(header: Record<string, unknown>, kty: string, jwksUri: string, http: ProviderHttp): Promise<KeyObject> {
  const { status, body } = await http.getJson(jwksUri, null);
  const keys = typeof body === "object" && body !== null && Array.isArray((body as { keys?: unknown }).keys) ? (body as { keys: unknown[] }).keys : null;
  if (status !== 200 || keys === null) throw new Error(`the key set at ${jwksUri} answered ${status} without keys`);
  const candidates = keys.filter((k): k is Record<string, unknown> => typeof k === "object" && k !== null && (k as { kty?: unknown }).kty === kty
    && (header.kid === undefined || (k as { kid?: unknown }).kid === header.kid));
  if (candidates.length === 0) throw new Error(`no key of the key set matches its key id ${JSON.stringify(header.kid ?? null)}`);
  return createPublicKey({ key: candidates[0] as never, format: "jwk" });
}

export async function verifyIdToken(token: string, o: { issuer: string; jwksUri: string; clientId: string; http: ProviderHttp }): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new Error("it is not a signed JWT");
  const header = decodePart(parts[0]!, "header");
  const claims = decodePart(parts[1]!, "payload");
  const alg = typeof header.alg === "string" ? ALGORITHMS[header.alg] : undefined;
  if (!alg) throw new Error(`its algorithm ${JSON.stringify(header.alg)} is not one the emulator checks`);
  const key = await keyFor(header, alg.kty, o.jwksUri, o.http);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2]!, "base64url");
  const ok = verify(alg.hash, signed, alg.pss ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST } : alg.ec ? { key, dsaEncoding: "ieee-p1363" } : key, signature);
  if (!ok) throw new Error("its signature does not verify");

  const issuer = o.issuer.replace("{tenantid}", typeof claims.tid === "string" ? claims.tid : "{tenantid}");
  if (claims.iss !== issuer) throw new Error(`it was issued by ${JSON.stringify(claims.iss)}, not ${issuer}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(o.clientId)) throw new Error(`it is not for the client ${o.clientId}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp + LEEWAY_SECONDS < now) throw new Error("it has expired");
  if (typeof claims.iat === "number" && claims.iat - LEEWAY_SECONDS > now) throw new Error("it was issued in the future");
  if (typeof claims.sub !== "string" || claims.sub === "") throw new Error("it names no subject");
  return claims;
}
