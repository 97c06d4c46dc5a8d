/**
 * Access tokens: ES256 JWTs with the seed claims in the seed order (docs/protocol.md §7.1),
 * and their verification with the service's error codes. An anonymous user's token also
 * carries the newer service's markers (audience `<project>:anon`, the anonymous issuer,
 * `is_anonymous: true`), so that no verifier can take it for a signed-in user's; except on
 * `internal`, where the seed service itself allows anonymous users and the emulator keeps
 * its exact, unmarked tokens (docs/protocol.md §12).
 */
import { KnownErrors } from "../../errors";
import { sign as cryptoSign, verify as cryptoVerify } from "node:crypto";
import type { KnownError } from "../../errors/known-error";
import type { Core } from "../core";
import { INTERNAL_PROJECT_ID } from "../../interface/wire/defaults";
import { findUser } from "../state/users";
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
  /** Only on an anonymous user's token (always `true` there). */
  is_anonymous?: true;
};

/** The audience suffix of an anonymous user's token. */
const ANONYMOUS_AUDIENCE_SUFFIX = ":anon";

/** The path of the issuer of a project's tokens (of its anonymous users' with `anonymous`). */
function issuerPath(projectId: string, anonymous: boolean): string {
  return `/api/v1/${anonymous ? "projects-anonymous-users" : "projects"}/${projectId}`;
}

export function issuerFor(baseUrl: string, projectId: string, anonymous = false): string {
  return `${baseUrl}${issuerPath(projectId, anonymous)}`;
}

/** A token for `session`, marked anonymous when its user is anonymous now. */
export async function signAccessToken(project: ProjectRecord, session: SessionRecord, baseUrl: string, core: Core): Promise<string> {
  const iat = Math.floor(core.clock.now() / 1000);
  const anonymous = project.id !== INTERNAL_PROJECT_ID && findUser(core, project.id, session.userId)?.isAnonymous === true;
  // The payload object's key order is the order on the wire.
  const claims: AccessTokenClaims = {
    sub: session.userId,
    branchId: "main",
    refreshTokenId: session.id,
    role: "authenticated",
    iss: issuerFor(baseUrl, project.id, anonymous),
    iat,
    aud: anonymous ? `${project.id}${ANONYMOUS_AUDIENCE_SUFFIX}` : project.id,
    exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS,
    ...(anonymous ? { is_anonymous: true as const } : {}),
  };
  // Signed with node:crypto directly (synchronous, several times faster than going through
  // WebCrypto): the refresh path of the emulator is dominated by this signature.
  const header = b64url(JSON.stringify({ alg: "ES256", kid: project.signingKey.kid }));
  const signingInput = `${header}.${b64url(JSON.stringify(claims))}`;
  const signature = cryptoSign("sha256", Buffer.from(signingInput), { key: privateKeyOf(project.signingKey), dsaEncoding: "ieee-p1363" });
  return `${signingInput}.${signature.toString("base64url")}`;
}

/**
 * The payload of a compact JWS, unverified (jose's decodeJwt would load its whole package at
 * the emulator's start-up for this one function). Throws for anything that is not one.
 */
function decodeJwt(token: string): Record<string, unknown> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new TypeError("not a compact JWS");
  const payload: unknown = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8"));
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) throw new TypeError("JWT payload is not an object");
  return payload as Record<string, unknown>;
}

function b64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** ES256 signature check of a compact JWS (header alg must be ES256). */
function hasValidSignature(token: string, project: ProjectRecord): boolean {
  const parts = token.split(".");
  if (parts.length !== 3) return false;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, "base64url").toString("utf8")) as { alg?: unknown };
    if (header.alg !== "ES256") return false;
    const signature = Buffer.from(parts[2]!, "base64url");
    if (signature.length !== 64) return false;
    return cryptoVerify("sha256", Buffer.from(`${parts[0]}.${parts[1]}`), { key: publicKeyOf(project.signingKey), dsaEncoding: "ieee-p1363" }, signature);
  } catch {
    return false;
  }
}

export type VerifiedToken =
  | { ok: true; claims: AccessTokenClaims; projectId: string; anonymous: boolean }
  | { ok: false; reason: "unparsable" } | { ok: false; reason: "expired"; expiredAt: Date };

/**
 * Checks signature, issuer and expiry. The issuer must be `<any origin>/api/v1/projects/<aud>`
 * (`.../projects-anonymous-users/<project>` for the audience `<project>:anon`, whose token
 * must also say `is_anonymous: true`): the emulator answers on several origins (in-process,
 * 127.0.0.1, localhost), so only the path part is compared; the signature already ties the
 * token to this emulator.
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
  const aud = typeof claims.aud === "string" ? claims.aud : "";
  const anonymous = aud.endsWith(ANONYMOUS_AUDIENCE_SUFFIX);
  const project = aud === "" ? undefined : findProject(anonymous ? aud.slice(0, -ANONYMOUS_AUDIENCE_SUFFIX.length) : aud);
  if (!project) return { ok: false, reason: "unparsable" };
  if (!hasValidSignature(token, project)) return { ok: false, reason: "unparsable" };
  // The markers agree, as the newer service requires: issuer and is_anonymous follow the audience.
  if (typeof claims.iss !== "string" || !claims.iss.endsWith(issuerPath(project.id, anonymous))) {
    return { ok: false, reason: "unparsable" };
  }
  if ((claims.is_anonymous === true) !== anonymous) return { ok: false, reason: "unparsable" };
  if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return { ok: false, reason: "unparsable" };
  if (claims.exp * 1000 <= nowMillis) return { ok: false, reason: "expired", expiredAt: new Date(claims.exp * 1000) };
  return { ok: true, claims: claims as AccessTokenClaims, projectId: project.id, anonymous };
}

/** The known error for a failed user access token. */
export function accessTokenError(result: Extract<VerifiedToken, { ok: false }>): KnownError {
  return result.reason === "expired" ? new KnownErrors.AccessTokenExpired(result.expiredAt) : new KnownErrors.UnparsableAccessToken();
}
