/**
 * `getUser({ accessTokenOnly: true })` on a server (docs/api.md §2.4): who the caller is,
 * from their access token verified against the project's keys, with no `/users/me`
 * request. The tradeoff: a session revoked at the service stays accepted until its access
 * token expires (10 minutes at most), and no profile data comes with the id.
 *
 * Anonymous users count as signed out unless `or` asks for them, as in `getUser()`. A token
 * that does not say whether its user is anonymous (the seed service writes no marker) is
 * settled with one `/users/me` request; a user found not anonymous is remembered (a user
 * never becomes anonymous), so the next tokens of that user need no request.
 */
import type { ClientContext } from "../core/context";
import type { TokenStoreInit } from "../core/options";
import { resolveTokenStore, sessionOf } from "../core/session-access";
import { loadFor } from "../core/call-options";
import type { Session } from "../session/session";
import { verifyAccessToken, type AccessTokenClaims } from "../access-tokens/verify-access-token";
import { currentUserEntry } from "./current-user-cache";
import { redirectTo } from "../urls/redirect";
import { NOT_SIGNED_IN_MESSAGE } from "./get-user";

/** The user an access token names, without a request for the user's record. */
export type AccessTokenUser = {
  readonly id: string;
  /** Always known: from the token's marker, or from the service when the token has none. */
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
  or?: "return-null" | "throw" | "redirect" | "anonymous-if-exists" | undefined;
  tokenStore?: TokenStoreInit | undefined;
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
      const isAnonymous = claims.isAnonymous === "unknown" ? await askIfAnonymous(ctx, session, claims.userId) : claims.isAnonymous;
      if (isAnonymous !== null) user = { id: claims.userId, isAnonymous, sessionId: claims.sessionId, claims };
    }
  }
  // As in getUser(): an anonymous user is nobody unless asked for.
  if (user && (!user.isAnonymous || or === "anonymous-if-exists")) return user;
  if (or === "throw") throw new Error(NOT_SIGNED_IN_MESSAGE);
  if (or === "redirect") await redirectTo(ctx.navigator, ctx.urls, "signIn", { replace: true });
  return null;
}

/** Users of a context known not to be anonymous, oldest first; bounded. */
const knownRegularUsers = new WeakMap<ClientContext, Set<string>>();
const MAX_KNOWN_REGULAR_USERS = 10_000;

/**
 * Whether `userId` is anonymous, from the service (the session's `/users/me`); null when the
 * session names nobody or another user. Only "not anonymous" is remembered: an anonymous
 * user may become a regular one, never the other way round.
 */
async function askIfAnonymous(ctx: ClientContext, session: Session, userId: string): Promise<boolean | null> {
  let known = knownRegularUsers.get(ctx);
  if (known?.has(userId)) return false;
  const current = await loadFor(currentUserEntry(ctx, session));
  if (!current || current.id !== userId) return null;
  if (current.isAnonymous) return true;
  if (!known) knownRegularUsers.set(ctx, (known = new Set()));
  if (known.size >= MAX_KNOWN_REGULAR_USERS) known.delete(known.values().next().value!);
  known.add(userId);
  return false;
}
