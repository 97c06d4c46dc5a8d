/**
 * Sending, listing and revoking team invitations (docs/api.md §3.5, §5). The mail links to
 * `callbackUrl`, by default `urls.teamInvitation` made absolute. Redeeming a code is
 * the app's `acceptTeamInvitation` (`lib/auth/team-invitation-codes.ts`).
 */
import type { TeamInvitationJson } from "../../interface/wire/teams";
import { CacheKind } from "../core/cache-kinds";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import type { TeamInvitation } from "./team-types";

export type InviteOptions = { email: string; callbackUrl?: string };

/** A pending invitation; `revoke` is bound to the caller's tier. */
export function teamInvitationFromJson(json: TeamInvitationJson, revoke: () => Promise<void>): TeamInvitation {
  return Object.freeze({
    id: json.id,
    recipientEmail: json.recipient_email ?? null,
    expiresAt: new Date(json.expires_at_millis),
    revoke,
  });
}

function callbackUrlOf(ctx: ClientContext | ServerContext, options: InviteOptions): string {
  return absoluteCallbackUrl(options.callbackUrl ?? ctx.urls.teamInvitation, "callbackUrl");
}

// --- client tier ----------------------------------------------------------------------

// `revoke` looks the list's entry up again: an invitation read earlier may outlive its
// entry, which the store drops when idle and remakes on use.
function invitationsEntry(ctx: ClientContext, session: Session, teamId: string) {
  return sessionEntry<TeamInvitation[]>(ctx, CacheKind.teamInvitations, session, [teamId], async () =>
    (await ctx.iface.listTeamInvitations(teamId, session)).map((json) =>
      teamInvitationFromJson(json, async () => {
        await ctx.iface.revokeTeamInvitation(json.id, teamId, session);
        await invitationsEntry(ctx, session, teamId).invalidate();
      })), []);
}

/** `team.inviteUser`: needs `$invite_members`. */
export async function inviteUser(ctx: ClientContext, session: Session, teamId: string, options: InviteOptions): Promise<void> {
  await ctx.iface.sendTeamInvitation({ team_id: teamId, email: options.email, callback_url: callbackUrlOf(ctx, options) }, session);
  await invitationsEntry(ctx, session, teamId).invalidate();
}

/** `team.listInvitations()`: pending invitations (needs `$read_members` and `$invite_members`). */
export function listInvitations(ctx: ClientContext, session: Session, teamId: string): Promise<TeamInvitation[]> {
  return invitationsEntry(ctx, session, teamId).load();
}
export function useInvitations(ctx: ClientContext, session: Session, teamId: string): TeamInvitation[] {
  return useEntry(ctx, "useInvitations", invitationsEntry(ctx, session, teamId));
}

// --- server tier ----------------------------------------------------------------------

function serverInvitationsEntry(ctx: ServerContext, teamId: string) {
  return ctx.cache.entry<TeamInvitation[]>(CacheKind.serverTeamInvitations, [teamId], async () =>
    (await ctx.iface.listServerTeamInvitations(teamId)).map((json) =>
      teamInvitationFromJson(json, async () => {
        await ctx.iface.revokeServerTeamInvitation(json.id, teamId);
        // The official SDK leaves this list stale (docs/api.md §5.4).
        await serverInvitationsEntry(ctx, teamId).invalidate();
      })));
}

export async function inviteServerUser(ctx: ServerContext, teamId: string, options: InviteOptions): Promise<void> {
  await ctx.iface.sendServerTeamInvitation({ team_id: teamId, email: options.email, callback_url: callbackUrlOf(ctx, options) });
  await serverInvitationsEntry(ctx, teamId).invalidate();
}

export function listServerInvitations(ctx: ServerContext, teamId: string): Promise<TeamInvitation[]> {
  return serverInvitationsEntry(ctx, teamId).load();
}
export function useServerInvitations(ctx: ServerContext, teamId: string): TeamInvitation[] {
  return useEntry(ctx, "useInvitations", serverInvitationsEntry(ctx, teamId));
}
