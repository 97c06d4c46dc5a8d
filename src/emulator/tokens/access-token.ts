/**
 * Access tokens: ES256 JWTs with the seed claims in the seed order (tokens doc §1.1),
 * and their verification with the service's error codes.
 */
import { KnownErrors } from "../../errors";
import { compactVerify, decodeJwt, SignJWT } from "jose";
import type { KnownError } from "../../errors/known-error";
import type { ProjectRecord, SessionRecord } from "../state/types";
import { privateKeyOf, publicKeyOf } from "./keys";

/** Seconds an access token lives (`exp - iat`). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 600;

export type AccessTokenClaims = {
  sub: string;
  branchId: string;
  refreshTokenId: string;
  role: "authenticated";
  iss: string;
  iat: number;
  aud: string;
  exp: number;
};

export function issuerFor(baseUrl: string, projectId: string): string {
  return `${baseUrl}/api/v1/projects/${projectId}`;
}

export async function signAccessToken(project: ProjectRecord, session: SessionRecord, baseUrl: string, nowMillis: number): Promise<string> {
  const iat = Math.floor(nowMillis / 1000);
  // The payload object's key order is the order on the wire.
  const claims: AccessTokenClaims = {
    sub: session.userId,
    branchId: "main",
    refreshTokenId: session.id,
    role: "authenticated",
    iss: issuerFor(baseUrl, project.id),
    iat,
    aud: project.id,
    exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS,
  };
  return new SignJWT(claims as any)
    .setProtectedHeader({ alg: "ES256", kid: project.signingKey.kid })
    .sign(privateKeyOf(project.signingKey));
}

export type VerifiedToken = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: "unparsable" } | { ok: false; reason: "expired"; expiredAt: Date };

/**
 * Checks signature, issuer and expiry. The issuer must be `<any origin>/api/v1/projects/<aud>`:
 * the emulator answers on several origins (in-process, 127.0.0.1, localhost), so only
 * the path part is compared; the signature already ties the token to this emulator.
 */
export async function verifyAccessToken(
  token: string,
  findProject: (id: string) => ProjectRecord | undefined,
  nowMillis: number,
): Promise<VerifiedToken> {
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = decodeJwt(token) as Partial<AccessTokenClaims>;
  } catch {
    return { ok: false, reason: "unparsable" };
  }
  const project = typeof claims.aud === "string" ? findProject(claims.aud) : undefined;
  if (!project) return { ok: false, reason: "unparsable" };
  try {
    await compactVerify(token, publicKeyOf(project.signingKey), { algorithms: ["ES256"] });
  } catch {
    return { ok: false, reason: "unparsable" };
  }
  if (typeof claims.iss !== "string" || !claims.iss.endsWith(`/api/v1/projects/${project.id}`)) {
    return { ok: false, reason: "unparsable" };
  }
  if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return { ok: false, reason: "unparsable" };
  if (claims.exp * 1000 <= nowMillis) return { ok: false, reason: "expired", expiredAt: new Date(claims.exp * 1000) };
  return { ok: true, claims: claims as AccessTokenClaims };
}

/** The known error for a failed user access token. */
export function accessTokenError(result: Extract<VerifiedToken, { ok: false }>): KnownError {
  return result.reason === "expired" ? new KnownErrors.AccessTokenExpired(result.expiredAt) : new KnownErrors.UnparsableAccessToken();
}
