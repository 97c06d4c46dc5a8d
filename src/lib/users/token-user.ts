/**
 * `getUser({ accessTokenOnly: true })` on a server (docs/api.md §2.4): who the caller is,
 * from their access token verified against the project's keys, with no `/users/me`
 * request. The tradeoff: a session revoked at the service stays accepted until its access
 * token expires (10 minutes at most), and no profile data comes with the id.
 */
import type { ClientContext } from "../core/context";
import type { TokenStoreInit } from "../core/options";
import { resolveTokenStore, sessionOf } from "../core/session-access";
import { verifyAccessToken, type AccessTokenClaims } from "../access-tokens/verify-access-token";
import { redirectTo } from "../urls/redirect";
import { NOT_SIGNED_IN_MESSAGE } from "./get-user";

/** The user an access token names, without a request for the user's record. */
export type AccessTokenUser = {
  readonly id: string;
  readonly isAnonymous: boolean;
  /** The session (refresh token) the access token belongs to, when the token names it. */
  readonly sessionId: string | null;
  /** Everything the verified token says. */
  readonly claims: AccessTokenClaims;
};

export type AccessTokenUserOptions = {
  /** Identify the user from the verified access token alone (no `/users/me` request). */
  accessTokenOnly: true;
  /** As in `getUser`; `"anonymous"` (signing up) is not available without a request. */
  or?: "return-null" | "throw" | "redirect" | "anonymous-if-exists";
  tokenStore?: TokenStoreInit;
};

/**
 * The session's access token (refreshed first, one request, only when it is missing or about
 * to expire), verified without a request once the project's keys are cached.
 */
export async function getAccessTokenUser(ctx: ClientContext, options: AccessTokenUserOptions): Promise<AccessTokenUser | null> {
  const or = options.or ?? "return-null";
  if ((or as string) === "anonymous") throw new TypeError('getUser: { accessTokenOnly: true } cannot sign up an anonymous user (or: "anonymous"); use another `or`.');
  const session = sessionOf(ctx, await resolveTokenStore(ctx, options.tokenStore, "getUser"));
  const { accessToken } = await session.getTokens();
  let user: AccessTokenUser | null = null;
  if (accessToken !== null) {
    const verified = await verifyAccessToken(accessToken, {
      projectId: ctx.projectId,
      baseUrl: ctx.options.baseUrl,
      fetch: ctx.options.fetch,
      timeoutMs: ctx.options.timeoutMs,
      allowAnonymous: or === "anonymous-if-exists",
    });
    // A token that fails verification identifies nobody, whatever it claims.
    if (verified.status === "ok") {
      const claims = verified.data;
      user = { id: claims.userId, isAnonymous: claims.isAnonymous, sessionId: claims.sessionId, claims };
    }
  }
  if (user) return user;
  if (or === "throw") throw new Error(NOT_SIGNED_IN_MESSAGE);
  if (or === "redirect") await redirectTo(ctx.navigator, ctx.urls, "signIn", { replace: true });
  return null;
}
