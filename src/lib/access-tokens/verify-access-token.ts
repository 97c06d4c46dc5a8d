/**
 * `verifyAccessToken`: checks a user's access token without asking the service (docs/api.md
 * §2.6): the ES256 signature against the project's JWKS (`./jwks`), the audience and its
 * issuer, and the times with {@link CLOCK_SKEW_SECONDS} of skew. Only a token that passes
 * every check yields claims; any unverified reading of the token below only ever rejects.
 *
 * `jose`'s verification (`./jose-verify`, its subpath entries only) is imported on the first
 * call, so a browser bundle that never verifies does not load it.
 */
import type { JSONWebKeySet, JWTPayload } from "jose";
import { InvalidAccessTokenError, type AccessTokenErrorReason } from "../../errors/access-token";
import { InvalidResponseError } from "../../errors";
import { Result } from "../../errors/result";
import { DEFAULT_BASE_URL } from "../../interface/wire/defaults";
import { readFirstEnv } from "../core/environment";
import { keySetFor } from "./jwks";

/** How far `exp`, `iat` and `nbf` may be off the verifier's clock. */
const CLOCK_SKEW_SECONDS = 30;

export type VerifyAccessTokenOptions = {
  /** The project whose users' tokens are accepted. */
  projectId: string;
  /** API base without `/api/v1`; default: env `GATEHOUSE_API_URL`, then the official env names, then the hosted service. */
  baseUrl?: string | undefined;
  /**
   * Also accept anonymous users' tokens (audience `<project>:anon`). Default false. The key
   * set is then asked for with `?include_anonymous=true`, which newer services need to list
   * the anonymous users' keys.
   */
  allowAnonymous?: boolean | undefined;
  /** The fetch used for the JWKS (default: the global one). Its keys are cached per URL, whatever the fetch. */
  fetch?: typeof fetch | undefined;
  /** Timeout of a JWKS fetch in ms (default 30000). */
  timeoutMs?: number | undefined;
  /** The time to check `exp`/`iat`/`nbf` against (default: now). */
  currentDate?: Date | undefined;
};

/**
 * A JWT payload: the registered claims (RFC 7519 §4.1) and whatever else the service wrote.
 * Declared here rather than taken from `jose`, so the package's declarations never name an
 * ES-module-only package (a CommonJS consumer's TypeScript would refuse the import).
 */
export type AccessTokenPayload = {
  readonly iss?: string | undefined;
  readonly sub?: string | undefined;
  readonly aud?: string | string[] | undefined;
  readonly exp?: number | undefined;
  readonly nbf?: number | undefined;
  readonly iat?: number | undefined;
  readonly jti?: string | undefined;
  readonly [claim: string]: unknown;
};

/** What a verified access token says. */
export type AccessTokenClaims = {
  /** The user (`sub`). */
  userId: string;
  /** The session (refresh token) the token belongs to, when the token names it. */
  sessionId: string | null;
  /**
   * Whether the user is anonymous, as far as the token says: `true` for a token marked
   * anonymous (only with `allowAnonymous`), `false` for one that says `is_anonymous: false`,
   * `"unknown"` for a token that carries no marker at all (the seed service's tokens). A
   * truthy check (`if (claims.isAnonymous)`) treats `"unknown"` like anonymous; ask the
   * service (`getUser()`) when the difference matters (docs/api.md §2.6).
   */
  isAnonymous: boolean | "unknown";
  projectId: string;
  /** The project branch (`main` unless the service says otherwise), when the token names it. */
  branchId: string | null;
  issuedAt: Date;
  expiresAt: Date;
  /** The verified payload, as the service wrote it. */
  payload: AccessTokenPayload;
};

type Jose = typeof import("./jose-verify");
let josePromise: Promise<Jose> | null = null;
function loadJose(): Promise<Jose> {
  josePromise ??= import("./jose-verify").catch((error: unknown) => {
    josePromise = null;
    throw error;
  });
  return josePromise;
}

function fail(reason: AccessTokenErrorReason, message: string): Result<never, InvalidAccessTokenError> {
  return Result.error(new InvalidAccessTokenError(reason, message));
}

function defaultBaseUrl(): string {
  return (readFirstEnv(["GATEHOUSE_API_URL", "NEXT_PUBLIC_SERVER_STACK_API_URL", "NEXT_PUBLIC_STACK_API_URL", "NEXT_PUBLIC_STACK_URL"]) ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
}

/**
 * The JWKS of a project (docs/protocol.md §7.2). In this protocol version its one key signs
 * every audience's tokens and the route reads no query. A newer service has a key per
 * audience and lists the anonymous users' keys only when asked (`include_anonymous=true`),
 * so a verifier that accepts anonymous tokens asks for them: the seed service ignores the
 * parameter. The two URLs are two entries of the key cache.
 */
function jwksUrl(baseUrl: string, projectId: string, includeAnonymous = false): string {
  return `${baseUrl}/api/v1/projects/${encodeURIComponent(projectId)}/.well-known/jwks.json${includeAnonymous ? "?include_anonymous=true" : ""}`;
}

/** The issuer the service writes for a token of `audience` (docs/protocol.md §7.1). */
function issuerFor(baseUrl: string, projectId: string, anonymous: boolean): string {
  return `${baseUrl}/api/v1/${anonymous ? "projects-anonymous-users" : "projects"}/${projectId}`;
}

const localSets = new WeakMap<JSONWebKeySet, ReturnType<Jose["createLocalJWKSet"]>>();

/**
 * Verifies `token` as an access token of `options.projectId`. Expected failures (a bad,
 * expired or foreign token) come back as an error result; a JWKS that cannot be fetched
 * throws (a transport error), since nothing can be said about the token then.
 */
export async function verifyAccessToken(token: string, options: VerifyAccessTokenOptions): Promise<Result<AccessTokenClaims, InvalidAccessTokenError>> {
  const { projectId, allowAnonymous = false } = options;
  if (typeof projectId !== "string" || projectId === "") throw new TypeError("verifyAccessToken: projectId must be a non-empty string.");
  if (typeof token !== "string") return fail("malformed", "The access token is not a string.");
  const baseUrl = options.baseUrl?.replace(/\/+$/, "") ?? defaultBaseUrl();
  const jose = await loadJose();

  // Rejections that need no key: what the token claims to be (unverified, so never trusted to accept).
  let header: ReturnType<Jose["decodeProtectedHeader"]>;
  let claimed: JWTPayload;
  try {
    header = jose.decodeProtectedHeader(token);
    claimed = jose.decodeJwt(token);
  } catch {
    return fail("malformed", "The access token is not a JWT.");
  }
  if (header.alg !== "ES256") return fail("signature", `The access token is signed with ${String(header.alg)}; only ES256 is accepted.`);
  const audiences = [projectId, ...(allowAnonymous ? [`${projectId}:anon`] : [])];
  const claimedAudiences = Array.isArray(claimed.aud) ? claimed.aud : [claimed.aud];
  if (!claimedAudiences.some((aud) => typeof aud === "string" && audiences.includes(aud))) {
    const ours = claimedAudiences.some((aud) => typeof aud === "string" && aud.split(":")[0] === projectId);
    return ours
      ? fail("audience", "The access token is for an audience of this project that was not asked for (an anonymous or restricted user's).")
      : fail("wrong-project", "The access token was issued for another project.");
  }

  const fetchFn = options.fetch ?? globalThis.fetch;
  const keys = await keySetFor(jwksUrl(baseUrl, projectId, allowAnonymous)).keysWith(header.kid, fetchFn, options.timeoutMs);
  let localSet = localSets.get(keys);
  if (!localSet) localSets.set(keys, (localSet = jose.createLocalJWKSet(keys)));
  let payload: JWTPayload;
  try {
    ({ payload } = await jose.jwtVerify(token, localSet, {
      algorithms: ["ES256"],
      audience: audiences,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: options.currentDate,
    }));
  } catch (error) {
    return joseFailure(error);
  }
  return claimsOf(payload, { baseUrl, projectId, allowAnonymous, now: options.currentDate ?? new Date() });
}

function claimsOf(
  payload: JWTPayload,
  expected: { baseUrl: string; projectId: string; allowAnonymous: boolean; now: Date },
): Result<AccessTokenClaims, InvalidAccessTokenError> {
  const { projectId } = expected;
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const anonymousAudience = aud.includes(`${projectId}:anon`) && !aud.includes(projectId);
  const isAnonymous = anonymityOf(payload, anonymousAudience);
  if (isAnonymous === true && !expected.allowAnonymous) return fail("audience", "The access token is an anonymous user's; pass allowAnonymous to accept it.");
  // The issuer is a marker too: it must be the one of the token's own audience.
  if (payload.iss !== issuerFor(expected.baseUrl, projectId, anonymousAudience)) {
    return fail("issuer", "The access token's issuer is not the service's issuer for this project (check baseUrl).");
  }
  if (typeof payload.sub !== "string" || payload.sub === "") return fail("malformed", "The access token has no user (sub).");
  if (payload.iat! * 1000 > expected.now.getTime() + CLOCK_SKEW_SECONDS * 1000) return fail("not-yet-valid", "The access token was issued in the future.");
  const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
  return Result.ok({
    userId: payload.sub,
    sessionId: text(payload.refreshTokenId) ?? text(payload.refresh_token_id),
    isAnonymous,
    projectId,
    branchId: text(payload.branchId) ?? text(payload.branch_id),
    issuedAt: new Date(payload.iat! * 1000),
    expiresAt: new Date(payload.exp! * 1000),
    payload,
  });
}

/**
 * What the token says about anonymity: any anonymous marker (the `:anon` audience, an
 * `is_anonymous` / `isAnonymous` claim of `true`) makes it anonymous; a claim of `false`
 * on the project's own audience says it is not; no marker says nothing.
 */
function anonymityOf(payload: JWTPayload, anonymousAudience: boolean): boolean | "unknown" {
  const claim = payload.is_anonymous ?? payload.isAnonymous;
  if (anonymousAudience || claim === true) return true;
  return claim === false ? false : "unknown";
}

/** jose's error codes as reasons; anything else (a JWKS that is not one) is thrown. */
function joseFailure(error: unknown): Result<never, InvalidAccessTokenError> {
  const code = (error as { code?: unknown } | null)?.code;
  const claim = (error as { claim?: unknown }).claim;
  switch (code) {
    case "ERR_JWT_EXPIRED":
      return fail("expired", "The access token has expired.");
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      if (claim === "nbf" || claim === "iat") return fail("not-yet-valid", "The access token is not valid yet.");
      if (claim === "aud") return fail("wrong-project", "The access token was issued for another project.");
      return fail("malformed", `The access token's ${String(claim)} claim is missing or invalid.`);
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
    case "ERR_JOSE_ALG_NOT_ALLOWED":
      return fail("signature", "The access token's signature does not match the project's keys.");
    case "ERR_JWKS_NO_MATCHING_KEY":
      return fail("unknown-key", "No key of the project's JWKS signed the access token.");
    case "ERR_JWS_INVALID":
    case "ERR_JWT_INVALID":
    case "ERR_JOSE_NOT_SUPPORTED":
      return fail("malformed", "The access token is not a valid JWT.");
    case "ERR_JWKS_INVALID":
    case "ERR_JWKS_MULTIPLE_MATCHING_KEYS":
      throw new InvalidResponseError("The project's JWKS holds no usable key for this token.", { cause: error });
    default:
      throw error;
  }
}
