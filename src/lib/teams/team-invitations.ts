/**
 * Sending, listing and revoking team invitations (docs/api.md §3.5, §5). The mail links to
 * `callbackUrl`, by default `urls.teamInvitation` made absolute. Redeeming a code is
 * the app's `acceptTeamInvitation` (`lib/auth/team-invitation-codes.ts`).
 */
import type { TeamInvitationJson } from "../../interface/wire/teams";
import { CacheKind } from "../core/cache-kinds";
import { loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import type { TeamInvitation } from "./team-types";

export type InviteOptions = { email: string; callbackUrl?: string } & CallOptions;

/** A pending invitation; `revoke` is bound to the caller's tier. */
export function teamInvitationFromJson(json: TeamInvitationJson, revoke: (options?: CallOptions) => Promise<void>): TeamInvitation {
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
  return sessionEntry<TeamInvitation[]>(ctx, CacheKind.teamInvitations, session, [teamId], async (signal) =>
    (await ctx.iface.withSignal(signal).listTeamInvitations(teamId, session)).map((json) =>
      teamInvitationFromJson(json, async (options) => {
        await via(ctx, options).revokeTeamInvitation(json.id, teamId, session);
        await invitationsEntry(ctx, session, teamId).invalidate();
      })), []);
}

/** `team.inviteUser`: needs `$invite_members`. */
export async function inviteUser(ctx: ClientContext, session: Session, teamId: string, options: InviteOptions): Promise<void> {
  await via(ctx, options).sendTeamInvitation({ team_id: teamId, email: options.email, callback_url: callbackUrlOf(ctx, options) }, session);
  await invitationsEntry(ctx, session, teamId).invalidate();
}

/** `team.listInvitations()`: pending invitations (needs `$read_members` and `$invite_members`). */
export function listInvitations(ctx: ClientContext, session: Session, teamId: string, options?: CallOptions): Promise<TeamInvitation[]> {
  return loadFor(invitationsEntry(ctx, session, teamId), options);
}
export function useInvitations(ctx: ClientContext, session: Session, teamId: string): TeamInvitation[] {
  return useEntry(ctx, "useInvitations", invitationsEntry(ctx, session, teamId));
}

// --- server tier ----------------------------------------------------------------------

function serverInvitationsEntry(ctx: ServerContext, teamId: string) {
  return ctx.cache.entry<TeamInvitation[]>(CacheKind.serverTeamInvitations, [teamId], async (signal) =>
    (await ctx.iface.withSignal(signal).listServerTeamInvitations(teamId)).map((json) =>
      teamInvitationFromJson(json, async (options) => {
        await via(ctx, options).revokeServerTeamInvitation(json.id, teamId);
        // The official SDK leaves this list stale (docs/api.md §5.4).
        await serverInvitationsEntry(ctx, teamId).invalidate();
      })));
}

export async function inviteServerUser(ctx: ServerContext, teamId: string, options: InviteOptions): Promise<void> {
  await via(ctx, options).sendServerTeamInvitation({ team_id: teamId, email: options.email, callback_url: callbackUrlOf(ctx, options) });
  await serverInvitationsEntry(ctx, teamId).invalidate();
}

export function listServerInvitations(ctx: ServerContext, teamId: string, options?: CallOptions): Promise<TeamInvitation[]> {
  return loadFor(serverInvitationsEntry(ctx, teamId), options);
}
export function useServerInvitations(ctx: ServerContext, teamId: string): TeamInvitation[] {
  return useEntry(ctx, "useInvitations", serverInvitationsEntry(ctx, teamId));
}
