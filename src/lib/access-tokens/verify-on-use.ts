/**
 * `verifyAccessToken` as the package entry exports it: a small function that loads the
 * verifier (and jose's verification code) on first use.
 *
 * The indirection matters for bundle size. A bundler that splits code (esbuild) puts a
 * module that is both reachable from the entry (an exported name, even unused) and loaded
 * by a dynamic import into a chunk the entry loads at once; so the heavy module must be
 * reachable from the entry only through this function's `import()` (of `./verify-entry`,
 * which also names a few first-page modules for the bundler's sake; see there).
 */
import type { Result } from "../../errors/result";
import type { InvalidAccessTokenError } from "../../errors/access-token";
import type { AccessTokenClaims, VerifyAccessTokenOptions } from "./verify-access-token";

export type { AccessTokenClaims, AccessTokenPayload, VerifyAccessTokenOptions } from "./verify-access-token";

/** See `verify-access-token.ts`: the project's keys, `iss`, `aud`, `exp` with 30 s of skew; typed claims or a reason. */
export function verifyAccessToken(token: string, options: VerifyAccessTokenOptions): Promise<Result<AccessTokenClaims, InvalidAccessTokenError>> {
  return import("./verify-entry").then((m) => m.verifyAccessToken(token, options));
}
