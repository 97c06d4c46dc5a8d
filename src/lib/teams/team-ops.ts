/**
 * Team reads and writes (docs/api.md §3.3–§3.5, §5): listing, getting, creating, leaving,
 * updating and deleting teams. Members and profiles live in `team-members.ts`,
 * invitations in `team-invitations.ts` (re-exported here for the team objects).
 */
import { apiKeyOwnerEntry } from "../api-keys/api-key-owners";
import { CacheKind } from "../core/cache-kinds";
import { loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry, useEntryThen } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { refreshCurrentUser } from "../users/current-user-cache";
import { updateCurrentUser } from "../users/user-ops";
import { serverTeamFromJson } from "./server-team";
import { teamFromJson } from "./team";
import type { ServerTeam } from "../users/user-types";
import type {
  ServerTeamCreateOptions,
  ServerTeamUpdateOptions,
  Team,
  TeamCreateOptions,
  TeamUpdateOptions,
} from "./team-types";

function teamsEntry(ctx: ClientContext, session: Session) {
  return sessionEntry<Team[]>(ctx, CacheKind.teams, session, [], async (signal) => (await ctx.iface.withSignal(signal).listTeams(session)).map((j) => teamFromJson(ctx, session, j)), []);
}

export function listTeams(ctx: ClientContext, session: Session, options?: CallOptions): Promise<Team[]> {
  return loadFor(teamsEntry(ctx, session), options);
}
export function useTeams(ctx: ClientContext, session: Session): Team[] {
  return useEntry(ctx, "useTeams", teamsEntry(ctx, session));
}
export async function getTeam(ctx: ClientContext, session: Session, teamId: string, options?: CallOptions): Promise<Team | null> {
  return (await listTeams(ctx, session, options)).find((t) => t.id === teamId) ?? null;
}
export function useTeam(ctx: ClientContext, session: Session, teamId: string): Team | null {
  return useTeams(ctx, session).find((t) => t.id === teamId) ?? null;
}

/** Creates a team with the user as creator, selects it, refreshes the teams list and the user. */
export async function createTeam(ctx: ClientContext, session: Session, options: TeamCreateOptions & CallOptions): Promise<Team> {
  const json = await via(ctx, options).createTeam(
    { display_name: options.displayName, profile_image_url: options.profileImageUrl ?? undefined, creator_user_id: "me" },
    session,
  );
  await updateCurrentUser(ctx, session, { selectedTeamId: json.id, signal: options.signal });
  await teamsEntry(ctx, session).invalidate();
  return teamFromJson(ctx, session, json);
}

/** Leaves a team; refreshes the teams list and the user (whose selected team may change). */
export async function leaveTeam(ctx: ClientContext, session: Session, team: { id: string }, options?: CallOptions): Promise<void> {
  await via(ctx, options).removeTeamMember(team.id, "me", session);
  await Promise.all([teamsEntry(ctx, session).invalidate(), refreshCurrentUser(ctx, session)]);
}

export async function updateTeam(ctx: ClientContext, session: Session, teamId: string, options: TeamUpdateOptions & CallOptions): Promise<void> {
  await via(ctx, options).updateTeam(
    teamId,
    { display_name: options.displayName, profile_image_url: options.profileImageUrl, client_metadata: options.clientMetadata as never },
    session,
  );
  await Promise.all([teamsEntry(ctx, session).invalidate(), refreshCurrentUser(ctx, session)]);
}

export async function deleteTeam(ctx: ClientContext, session: Session, teamId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteTeam(teamId, session);
  await Promise.all([teamsEntry(ctx, session).invalidate(), refreshCurrentUser(ctx, session)]);
}

/** After `acceptTeamInvitation` (docs/api.md §5.4): the user's teams changed. */
export function refreshUserTeams(ctx: ClientContext, session: Session): Promise<void> {
  return teamsEntry(ctx, session).invalidate();
}

// --- server tier ----------------------------------------------------------------------

function serverTeamsEntry(ctx: ServerContext, userId: string | null) {
  return ctx.cache.entry<ServerTeam[]>(CacheKind.serverTeams, [userId], async (signal) =>
    (await ctx.iface.withSignal(signal).listServerTeams(userId ?? undefined)).map((j) => serverTeamFromJson(ctx, j)),
  );
}

/** Every team of the project (`userId` null) or of one user. */
export function listServerTeams(ctx: ServerContext, userId: string | null, options?: CallOptions): Promise<ServerTeam[]> {
  return loadFor(serverTeamsEntry(ctx, userId), options);
}
export function useServerTeams(ctx: ServerContext, userId: string | null): ServerTeam[] {
  return useEntry(ctx, "useTeams", serverTeamsEntry(ctx, userId));
}
export async function getServerTeam(ctx: ServerContext, teamId: string, userId: string | null = null, options?: CallOptions): Promise<ServerTeam | null> {
  return (await listServerTeams(ctx, userId, options)).find((t) => t.id === teamId) ?? null;
}
export function useServerTeam(ctx: ServerContext, teamId: string, userId: string | null = null): ServerTeam | null {
  return useServerTeams(ctx, userId).find((t) => t.id === teamId) ?? null;
}

/** Every team-list entry went stale (closes the per-user gap of docs/api.md §5.4). */
export function refreshServerTeams(ctx: ServerContext): Promise<void> {
  return ctx.cache.invalidateWhere((kind) => kind === CacheKind.serverTeams);
}

export async function createServerTeam(ctx: ServerContext, options: ServerTeamCreateOptions, callOptions?: CallOptions): Promise<ServerTeam> {
  const json = await via(ctx, callOptions).createServerTeam({
    display_name: options.displayName,
    profile_image_url: options.profileImageUrl ?? undefined,
    creator_user_id: options.creatorUserId,
  });
  await refreshServerTeams(ctx);
  return serverTeamFromJson(ctx, json);
}

export async function updateServerTeam(ctx: ServerContext, teamId: string, options: ServerTeamUpdateOptions & CallOptions): Promise<void> {
  await via(ctx, options).updateServerTeam(teamId, {
    display_name: options.displayName,
    profile_image_url: options.profileImageUrl,
    client_metadata: options.clientMetadata as never,
    client_read_only_metadata: options.clientReadOnlyMetadata as never,
    server_metadata: options.serverMetadata as never,
  });
  await refreshServerTeams(ctx);
}

export async function deleteServerTeam(ctx: ServerContext, teamId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteServerTeam(teamId);
  await refreshServerTeams(ctx);
}

export {
  addServerTeamUser,
  getServerTeamProfile,
  getTeamProfile,
  listServerTeamUsers,
  listTeamUsers,
  removeServerTeamUser,
  removeTeamUser,
  useServerTeamProfile,
  useServerTeamUsers,
  useTeamProfile,
  useTeamUsers,
} from "./team-members";
export { inviteServerUser, inviteUser, listInvitations, listServerInvitations, useInvitations, useServerInvitations } from "./team-invitations";

// --- team API keys (API-keys area) ------------------------------------------------------

export {
  createServerTeamApiKey,
  createTeamApiKey,
  listServerTeamApiKeys,
  listTeamApiKeys,
  useServerTeamApiKeys,
  useTeamApiKeys,
} from "../api-keys/team-api-key-ops";

/** `serverApp.getTeam({ apiKey })`: the team of a valid team API key, else null (read through the project's team list). */
export async function getServerTeamByApiKey(ctx: ServerContext, apiKey: string): Promise<ServerTeam | null> {
  const teamId = await apiKeyOwnerEntry(ctx, "team", apiKey).load();
  return teamId === null ? null : getServerTeam(ctx, teamId);
}
export function useServerTeamByApiKey(ctx: ServerContext, apiKey: string): ServerTeam | null {
  let teamId: string | null = null;
  const teams = useEntryThen(ctx, "useTeam", apiKeyOwnerEntry(ctx, "team", apiKey), (id) => {
    teamId = id;
    return id === null ? null : serverTeamsEntry(ctx, null);
  });
  return teams?.find((t) => t.id === teamId) ?? null;
}
