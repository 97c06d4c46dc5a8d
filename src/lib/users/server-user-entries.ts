/**
 * The id-keyed server-tier entries of a user (docs/api.md §5.2), refreshed by whatever
 * changes them: the server user operations, and the session methods (`acceptTeamInvitation`,
 * `verifyEmail`, `registerPasskey`) when the app is a ServerApp, whose CurrentServerUser's
 * hooks read these entries rather than the session-keyed ones of the client tier.
 */
import { CacheKind } from "../core/cache-kinds";
import { isServerContext } from "../core/context";
import type { ClientContext, ServerContext } from "../core/context";
import { accessTokenUserId } from "../session/access-token";
import type { Session } from "../session/session";

/** The user by id, and every user list (any page may hold the user). */
export const SERVER_USER_KINDS: readonly string[] = [CacheKind.serverUser, CacheKind.serverUserList];

/**
 * Refreshes the entries of `kinds` (user-keyed server kinds; the current-user entries are the
 * caller's) that belong to `owner`: a user id, a session (its user), or null when the change
 * does not say whose it was (then every user's: only watched entries refetch). A user's team
 * list is refreshed, never the project's (`[null]`), whose set of teams a user's change keeps.
 * Nothing on a ClientApp, which has no server entries.
 */
export function refreshServerUserEntries(ctx: ClientContext | ServerContext, owner: string | Session | null, kinds: readonly string[]): Promise<void> {
  if (!isServerContext(ctx)) return Promise.resolve();
  const userId = owner === null || typeof owner === "string" ? owner : accessTokenUserId(owner.peekTokens().accessToken);
  return ctx.cache.invalidateWhere(
    (kind, args) => kinds.includes(kind) && (kind === CacheKind.serverUserList || (userId === null ? args[0] !== null : args[0] === userId)),
  );
}
