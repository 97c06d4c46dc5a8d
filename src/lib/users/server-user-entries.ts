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

/** Which of a user's entries a mutation changed. */
export type UserParts = {
  /** The user by id, and every user list (any page may hold the user). */
  user?: boolean;
  /** The user's team list (not the project's: membership does not change the set of teams). */
  teams?: boolean;
  contactChannels?: boolean;
};

/**
 * Refreshes `parts` of user `userId`'s server entries; `null` when the mutation does not say
 * whose they were (then every user's entries of those parts: only watched ones refetch).
 * The current-user entries are the caller's to refresh.
 */
export function refreshServerUserEntries(ctx: ServerContext, userId: string | null, parts: UserParts): Promise<void> {
  const ofUser = (args: readonly unknown[]) => (userId === null ? args[0] !== null : args[0] === userId);
  return ctx.cache.invalidateWhere(
    (kind, args) =>
      (parts.user === true && (kind === CacheKind.serverUserList || (kind === CacheKind.serverUser && ofUser(args)))) ||
      (parts.teams === true && kind === CacheKind.serverTeams && ofUser(args)) ||
      (parts.contactChannels === true && kind === CacheKind.serverContactChannels && ofUser(args)),
  );
}

/**
 * After a session method changed `parts` of the session's user (`owner`; null when the
 * change says nothing of whose it was, as a verification code): on a ServerApp, refreshes
 * the server entries too. Nothing on a ClientApp, which has none.
 */
export function refreshServerEntriesOf(ctx: ClientContext | ServerContext, owner: Session | null, parts: UserParts): Promise<void> {
  if (!isServerContext(ctx)) return Promise.resolve();
  const accessToken = owner?.peekTokens().accessToken ?? null;
  return refreshServerUserEntries(ctx, accessToken === null ? null : accessTokenUserId(accessToken), parts);
}
