/** Team-invitation codes from the invitation mail (docs/api.md §2.1). Sent with the current session. */
import { Result } from "../../errors/result";
import { CacheKind } from "../core/cache-kinds";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { appSession } from "../core/session-access";
import { refreshUserTeams } from "../teams/team-ops";
import { refreshCurrentUser } from "../users/current-user-cache";
import { refreshServerUserEntries } from "../users/server-user-entries";

/** Checks an invitation code without using it. */
export async function verifyTeamInvitationCode(ctx: ClientContext, code: string, options?: CallOptions) {
  return Result.map(await via(ctx, options).checkTeamInvitationCode(code, appSession(ctx)), () => undefined);
}

/** The team name for the confirmation screen. */
export async function getTeamInvitationDetails(ctx: ClientContext, code: string, options?: CallOptions) {
  return Result.map(await via(ctx, options).getTeamInvitationDetails(code, appSession(ctx)), (json) => ({ teamDisplayName: json.team_display_name }));
}

/** The lists an accepted invitation changes in the team it was for: its members, and its invitations (the used one is gone). */
const TEAM_MEMBERSHIP_KINDS: readonly string[] = [CacheKind.teamUsers, CacheKind.serverTeamUsers, CacheKind.teamInvitations, CacheKind.serverTeamInvitations];

/**
 * Joins the signed-in user to the team; refreshes their teams and the user (docs/api.md §5.4),
 * on a ServerApp the user's server team list, which its CurrentServerUser's hooks read, and
 * the team's member and invitation lists. The code does not say which team it was for, so
 * every team's are refreshed: only the lists a component shows fetch again.
 */
export async function acceptTeamInvitation(ctx: ClientContext, code: string, options?: CallOptions) {
  const session = appSession(ctx);
  const result = await via(ctx, options).acceptTeamInvitation(code, session);
  if (result.status === "ok" && session) {
    await Promise.all([
      refreshUserTeams(ctx, session),
      refreshCurrentUser(ctx, session),
      refreshServerUserEntries(ctx, session, [CacheKind.serverTeams]),
      ctx.cache.invalidateWhere((kind) => TEAM_MEMBERSHIP_KINDS.includes(kind)),
    ]);
  }
  return Result.map(result, () => undefined);
}
