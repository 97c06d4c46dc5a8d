/**
 * Users through the server endpoints (docs/api.md §2.4, §3.4), cached by id (§5.2). Every
 * user mutation refreshes every user entry and list, and the current-user entries too
 * (the gap docs/api.md §5.4 lists for CurrentServerUser); one that can change the user's
 * contact channels (the primary email, a delete) refreshes that user's channel list.
 * An API-key lookup resolves the key to its owner's id and reads the owner's own entry.
 */
import type { ServerUserJson } from "../../interface/wire/users";
import { abortable, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import { apiKeyOwnerEntry } from "../api-keys/api-key-owners";
import { CacheKind, USER_KINDS } from "../core/cache-kinds";
import type { ServerContext } from "../core/context";
import { useEntry, useEntryThen } from "../core/hook-bridge";
import { createServerTeam, listServerTeams, refreshServerTeams } from "../teams/team-ops";
import type { TeamCreateOptions } from "../teams/team-types";
import { refreshServerUserEntries } from "./server-user-entries";
import { serverUserCreateToJson, serverUserUpdateToJson } from "./user-mappers";
import type { ServerTeam, ServerUser, ServerUserCreateOptions, ServerUserUpdateOptions, Session } from "./user-types";

/**
 * A server user object for its JSON, through the tier's factory (ServerContext.serverUser):
 * the user objects (./server-user.ts) call these operations, so this file cannot import them.
 */
const createServerUser = (ctx: ServerContext, json: ServerUserJson): ServerUser => ctx.serverUser(ctx, json) as ServerUser;

/** Every user entry, user list and current user went stale. */
function refreshAllUsers(ctx: ServerContext): Promise<void> {
  return ctx.cache.invalidateWhere((kind) => USER_KINDS.includes(kind));
}

function serverUserEntry(ctx: ServerContext, userId: string) {
  return ctx.cache.entry<ServerUser | null>(CacheKind.serverUser, [userId], async () => {
    const result = await ctx.iface.getUser(userId);
    if (result.status === "ok") return createServerUser(ctx, result.data);
    return null; // USER_NOT_FOUND: the only error it returns
  });
}

/** `serverApp.getUser(id)`: null when there is no such user. */
export function getServerUserById(ctx: ServerContext, userId: string): Promise<ServerUser | null> {
  return serverUserEntry(ctx, userId).load();
}

export function useServerUserById(ctx: ServerContext, userId: string): ServerUser | null {
  return useEntry(ctx, "useUser", serverUserEntry(ctx, userId));
}

/** `serverApp.getUser({ apiKey })`: the owner of a valid user API key, else null. */
export async function getServerUserByApiKey(ctx: ServerContext, apiKey: string): Promise<ServerUser | null> {
  const userId = await apiKeyOwnerEntry(ctx, "user", apiKey).load();
  return userId === null ? null : getServerUserById(ctx, userId);
}

export function useServerUserByApiKey(ctx: ServerContext, apiKey: string): ServerUser | null {
  return useEntryThen(ctx, "useUser", apiKeyOwnerEntry(ctx, "user", apiKey), (userId) => (userId === null ? null : serverUserEntry(ctx, userId))) ?? null;
}

export type ServerListUsersOptions = {
  cursor?: string | undefined;
  limit?: number | undefined;
  orderBy?: "signedUpAt" | undefined;
  desc?: boolean | undefined;
  /** Free-text search over id, display name and emails. */
  query?: string | undefined;
};

/** One page of users, with the cursor of the next page. */
export type ServerUserPage = ServerUser[] & { nextCursor: string | null };

function userListEntry(ctx: ServerContext, o: ServerListUsersOptions) {
  return ctx.cache.entry<ServerUserPage>(CacheKind.serverUserList, [o.cursor, o.limit, o.orderBy, o.desc, o.query], async () => {
    const page = await ctx.iface.listUsers({
      cursor: o.cursor,
      limit: o.limit,
      order_by: o.orderBy === "signedUpAt" ? "signed_up_at" : undefined,
      desc: o.desc,
      query: o.query,
    });
    return Object.assign(page.items.map((json) => createServerUser(ctx, json)), { nextCursor: page.next_cursor });
  });
}

export function listServerUsers(ctx: ServerContext, options: ServerListUsersOptions = {}): Promise<ServerUserPage> {
  return userListEntry(ctx, options).load();
}

export function useServerUsers(ctx: ServerContext, options: ServerListUsersOptions = {}): ServerUserPage {
  return useEntry(ctx, "useUsers", userListEntry(ctx, options));
}

/** `serverApp.createUser`: no verification mail. */
export async function createUser(ctx: ServerContext, options: ServerUserCreateOptions, callOptions?: CallOptions): Promise<ServerUser> {
  const json = await via(ctx, callOptions).createUser(serverUserCreateToJson(options));
  await refreshAllUsers(ctx);
  return createServerUser(ctx, json);
}

/** Stores the user the service answered with and refreshes the rest. */
async function stored(ctx: ServerContext, json: ServerUserJson): Promise<void> {
  const user = createServerUser(ctx, json);
  await ctx.cache.invalidateWhere((kind, args) => USER_KINDS.includes(kind) && !(kind === CacheKind.serverUser && args[0] === json.id));
  serverUserEntry(ctx, json.id).set(user);
}

export async function updateServerUser(ctx: ServerContext, userId: string, options: ServerUserUpdateOptions & CallOptions): Promise<void> {
  const json = await via(ctx, options).updateUser(userId, serverUserUpdateToJson(options));
  // Only an update of the primary email or its flags can change the user's contact channels.
  const channels = options.primaryEmail !== undefined || options.primaryEmailVerified !== undefined || options.primaryEmailAuthEnabled !== undefined;
  await abortable(Promise.all([stored(ctx, json), channels && refreshServerUserEntries(ctx, userId, [CacheKind.serverContactChannels])]), options);
}

export async function deleteServerUser(ctx: ServerContext, userId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteUser(userId);
  await abortable(Promise.all([refreshAllUsers(ctx), refreshServerUserEntries(ctx, userId, [CacheKind.serverContactChannels])]), options);
}

/** `serverUser.updatePassword` (err-value): calls the client endpoint without a user session. */
export async function updateServerUserPassword(ctx: ServerContext, options: { oldPassword: string; newPassword: string } & CallOptions) {
  const result = await via(ctx, options).updatePassword({ old_password: options.oldPassword, new_password: options.newPassword }, null);
  await refreshAllUsers(ctx);
  return result.status === "error" ? result.error : undefined;
}

/** `serverUser.createSession`: a session with fixed tokens (no refresh), e.g. for impersonation. */
export async function createUserSession(
  ctx: ServerContext,
  userId: string,
  options: { expiresInMillis?: number; isImpersonation?: boolean } & CallOptions = {},
): Promise<Session> {
  const json = await via(ctx, options).createSession({
    user_id: userId,
    expires_in_millis: options.expiresInMillis ?? 31_536_000_000,
    is_impersonation: options.isImpersonation ?? false,
  });
  const tokens = Object.freeze({ accessToken: json.access_token, refreshToken: json.refresh_token });
  return Object.freeze({ getTokens: async () => ({ ...tokens }) });
}

/** `serverUser.createTeam`: creates a team with the user as creator and selects it. */
export async function createTeamForUser(ctx: ServerContext, userId: string, options: TeamCreateOptions & CallOptions): Promise<ServerTeam> {
  const team = await createServerTeam(ctx, { ...options, creatorUserId: userId }, options);
  await updateServerUser(ctx, userId, { selectedTeamId: team.id, signal: options.signal });
  return team;
}

/** `serverUser.leaveTeam`. */
export async function leaveTeamForUser(ctx: ServerContext, userId: string, team: { id: string }, options?: CallOptions): Promise<void> {
  await via(ctx, options).removeServerTeamMember(team.id, userId);
  await abortable(Promise.all([refreshServerTeams(ctx), refreshAllUsers(ctx)]), options);
}

export function listTeamsOfUser(ctx: ServerContext, userId: string, options?: CallOptions): Promise<ServerTeam[]> {
  return listServerTeams(ctx, userId, options);
}
