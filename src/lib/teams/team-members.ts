/**
 * Team members and per-team member profiles (docs/api.md §3.3–§3.5, §5).
 *
 * Client entries are keyed by session, server entries by ids. `profile.update` also
 * refreshes the member list of its team (a gap of the official SDK, docs/api.md §5.4), and
 * server membership changes refresh the affected team lists and users.
 */
import type { TeamMemberProfileJson, TeamMemberProfileUpdateBodyJson } from "../../interface/wire/teams";
import type { ServerTeamMemberProfileJson } from "../../interface/wire/users";
import { CacheKind, USER_KINDS } from "../core/cache-kinds";
import { loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import type { EditableTeamMemberProfile, TeamMemberProfile, TeamUser } from "./team-types";
import type { ServerTeamUser, ServerUser } from "../users/user-types";

/** The profile fields of a member profile JSON. */
export function teamMemberProfileFromJson(json: TeamMemberProfileJson): TeamMemberProfile {
  return Object.freeze({ displayName: json.display_name ?? null, profileImageUrl: json.profile_image_url ?? null });
}

type ProfileUpdate = { displayName?: string; profileImageUrl?: string | null } & CallOptions;

/** `{ displayName?, profileImageUrl? }` to the wire; omitted fields stay omitted. */
export function teamMemberProfileUpdateToJson(options: ProfileUpdate): TeamMemberProfileUpdateBodyJson {
  return {
    ...(options.displayName !== undefined ? { display_name: options.displayName } : {}),
    ...(options.profileImageUrl !== undefined ? { profile_image_url: options.profileImageUrl } : {}),
  };
}

// --- client tier ----------------------------------------------------------------------

function teamUsersEntry(ctx: ClientContext, session: Session, teamId: string) {
  return sessionEntry<TeamUser[]>(ctx, CacheKind.teamUsers, session, [teamId], async (signal) =>
    (await ctx.iface.withSignal(signal).listTeamMemberProfiles(teamId, session)).map((json) => Object.freeze({ id: json.user_id, teamProfile: teamMemberProfileFromJson(json) })), []);
}

/** `team.listUsers()`: the members with their team profiles (needs `$read_members`). */
export function listTeamUsers(ctx: ClientContext, session: Session, teamId: string, options?: CallOptions): Promise<TeamUser[]> {
  return loadFor(teamUsersEntry(ctx, session, teamId), options);
}
export function useTeamUsers(ctx: ClientContext, session: Session, teamId: string): TeamUser[] {
  return useEntry(ctx, "useUsers", teamUsersEntry(ctx, session, teamId));
}

/**
 * `team.removeUser(userId)`: ends another member's membership (needs `$remove_members`);
 * the team's member list is read again.
 */
export async function removeTeamUser(ctx: ClientContext, session: Session, teamId: string, userId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).removeTeamMember(teamId, userId, session);
  await teamUsersEntry(ctx, session, teamId).invalidate();
}

function editableProfile(json: TeamMemberProfileJson, update: EditableTeamMemberProfile["update"]): EditableTeamMemberProfile {
  return Object.freeze({ ...teamMemberProfileFromJson(json), update });
}

/** What a profile entry holds after sign-out: no profile, and nothing to update. */
const SIGNED_OUT_PROFILE: EditableTeamMemberProfile = Object.freeze({
  displayName: null,
  profileImageUrl: null,
  update: () => Promise.reject(new Error("The session of this team profile has ended (signed out); read the profile again after signing in.")),
});

// The profiles' `update` looks its entry up again (as the API-key updaters do): a profile
// read earlier may outlive its entry, which the store drops when idle and remakes on use.
function teamProfileEntry(ctx: ClientContext, session: Session, teamId: string) {
  const update = (options: ProfileUpdate) => updateTeamProfile(ctx, session, teamId, options);
  return sessionEntry<EditableTeamMemberProfile>(ctx, CacheKind.teamProfile, session, [teamId], async (signal) =>
    editableProfile(await ctx.iface.withSignal(signal).getTeamMemberProfile(teamId, "me", session), update), SIGNED_OUT_PROFILE);
}

async function updateTeamProfile(ctx: ClientContext, session: Session, teamId: string, options: ProfileUpdate): Promise<void> {
  const json = await via(ctx, options).updateTeamMemberProfile(teamId, teamMemberProfileUpdateToJson(options), session);
  teamProfileEntry(ctx, session, teamId).set(editableProfile(json, (next) => updateTeamProfile(ctx, session, teamId, next)));
  await teamUsersEntry(ctx, session, teamId).invalidate();
}

/** `user.getTeamProfile(team)`: the signed-in user's own profile in that team. */
export function getTeamProfile(ctx: ClientContext, session: Session, team: { id: string }, options?: CallOptions): Promise<EditableTeamMemberProfile> {
  return loadFor(teamProfileEntry(ctx, session, team.id), options);
}
export function useTeamProfile(ctx: ClientContext, session: Session, team: { id: string }): EditableTeamMemberProfile {
  return useEntry(ctx, "useTeamProfile", teamProfileEntry(ctx, session, team.id));
}

// --- server tier ----------------------------------------------------------------------

function serverTeamUser(ctx: ServerContext, json: ServerTeamMemberProfileJson): ServerTeamUser {
  // The server tier's user factory (ServerContext.serverUser): the user objects call into the teams.
  return Object.freeze({ ...(ctx.serverUser(ctx, json.user) as ServerUser), teamProfile: teamMemberProfileFromJson(json) });
}

function serverTeamUsersEntry(ctx: ServerContext, teamId: string) {
  return ctx.cache.entry<ServerTeamUser[]>(CacheKind.serverTeamUsers, [teamId], async (signal) =>
    (await ctx.iface.withSignal(signal).listServerTeamMemberProfiles({ team_id: teamId })).map((json) => serverTeamUser(ctx, json)));
}

/** `serverTeam.listUsers()`: full server users, each with its team profile. */
export function listServerTeamUsers(ctx: ServerContext, teamId: string, options?: CallOptions): Promise<ServerTeamUser[]> {
  return loadFor(serverTeamUsersEntry(ctx, teamId), options);
}
export function useServerTeamUsers(ctx: ServerContext, teamId: string): ServerTeamUser[] {
  return useEntry(ctx, "useUsers", serverTeamUsersEntry(ctx, teamId));
}

/** After a membership change: the team's members, every team list, and the users (selected team). */
async function refreshAfterMembershipChange(ctx: ServerContext, teamId: string, users: boolean): Promise<void> {
  await ctx.cache.invalidateWhere((kind, args) =>
    (kind === CacheKind.serverTeamUsers && args[0] === teamId)
    || kind === CacheKind.serverTeams // every team list: the user's own list changed
    || (users && USER_KINDS.includes(kind)));
}

export async function addServerTeamUser(ctx: ServerContext, teamId: string, userId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).addTeamMember(teamId, userId);
  await refreshAfterMembershipChange(ctx, teamId, false);
}

/** Removes a member; the user's selected team may be cleared, so users refresh too. */
export async function removeServerTeamUser(ctx: ServerContext, teamId: string, userId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).removeServerTeamMember(teamId, userId);
  await refreshAfterMembershipChange(ctx, teamId, true);
}

function serverTeamProfileEntry(ctx: ServerContext, teamId: string, userId: string) {
  const update = (options: ProfileUpdate) => updateServerTeamProfile(ctx, teamId, userId, options);
  return ctx.cache.entry<EditableTeamMemberProfile>(CacheKind.serverTeamProfile, [teamId, userId], async (signal) =>
    editableProfile(await ctx.iface.withSignal(signal).getServerTeamMemberProfile(teamId, userId), update));
}

async function updateServerTeamProfile(ctx: ServerContext, teamId: string, userId: string, options: ProfileUpdate): Promise<void> {
  const json = await via(ctx, options).updateServerTeamMemberProfile(teamId, userId, teamMemberProfileUpdateToJson(options));
  serverTeamProfileEntry(ctx, teamId, userId).set(editableProfile(json, (next) => updateServerTeamProfile(ctx, teamId, userId, next)));
  await ctx.cache.invalidateWhere((kind, args) => (kind === CacheKind.serverTeamUsers && args[0] === teamId) || (kind === CacheKind.teamUsers && args[1] === teamId));
}

/** `serverUser.getTeamProfile(team)`. */
export function getServerTeamProfile(ctx: ServerContext, userId: string, team: { id: string }, options?: CallOptions): Promise<EditableTeamMemberProfile> {
  return loadFor(serverTeamProfileEntry(ctx, team.id, userId), options);
}
export function useServerTeamProfile(ctx: ServerContext, userId: string, team: { id: string }): EditableTeamMemberProfile {
  return useEntry(ctx, "useTeamProfile", serverTeamProfileEntry(ctx, team.id, userId));
}
