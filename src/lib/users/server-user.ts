/**
 * Server user objects (docs/api.md §3.4): the same fields, plus server fields, with methods
 * backed by the server endpoints and keyed by user id.
 */
import type { ServerUserJson } from "../../interface/wire/users";
import { listUserSessions, revokeUserSession } from "../active-sessions/active-session-ops";
import { createServerUserApiKey, listServerUserApiKeys, useServerUserApiKeys } from "../api-keys/user-api-key-ops";
import { abortable } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, CurrentUserFactory, ServerContext } from "../core/context";
import { getServerConnectedAccount, useServerConnectedAccount } from "../connected-accounts/connected-account-ops";
import { createServerContactChannel, listServerContactChannels, useServerContactChannels } from "../contact-channels/contact-channel-ops";
import {
  getServerPermission,
  grantPermission,
  listServerPermissions,
  revokePermission,
  useServerPermission,
  useServerPermissions,
} from "../permissions/permission-ops";
import type { Session as AppSession } from "../session/session";
import { serverTeamFromJson } from "../teams/server-team";
import { getServerTeamProfile, useServerTeamProfile } from "../teams/team-members";
import { getServerTeam, useServerTeam, useServerTeams } from "../teams/team-ops";
import { authMethods } from "./auth-methods";
import { internalExtras } from "./current-user";
import * as ops from "./server-user-ops";
import { splitTeamArg } from "./team-args";
import { serverUserFromJson } from "./user-mappers";
import type { CurrentServerUser, ServerTeam, ServerUser, ServerUserExtra } from "./user-types";

type PermOpts = { recursive?: boolean } & CallOptions;

function serverUserExtra(ctx: ServerContext, json: ServerUserJson): Omit<ServerUserExtra, "lastActiveAt" | "serverMetadata" | "primaryEmailAuthEnabled"> {
  const id = json.id;
  const update: ServerUserExtra["update"] = (options) => ops.updateServerUser(ctx, id, options);
  const perm = (a?: ServerTeam | PermOpts | string, b?: PermOpts | string) => splitTeamArg<ServerTeam, PermOpts | string>(a, b);
  return {
    selectedTeam: json.selected_team ? serverTeamFromJson(ctx, json.selected_team) : null,
    update,
    setDisplayName: (displayName, options) => update({ displayName, signal: options?.signal }),
    setClientMetadata: (clientMetadata, options) => update({ clientMetadata, signal: options?.signal }),
    setClientReadOnlyMetadata: (clientReadOnlyMetadata, options) => update({ clientReadOnlyMetadata, signal: options?.signal }),
    setServerMetadata: (serverMetadata, options) => update({ serverMetadata, signal: options?.signal }),
    setSelectedTeam: (team, options) => update({ selectedTeamId: team?.id ?? null, signal: options?.signal }),
    setPrimaryEmail: (primaryEmail, options) => update({ primaryEmail, primaryEmailVerified: options?.verified, signal: options?.signal }),
    setPassword: async ({ password, signal }) => {
      await update({ password, signal });
      return undefined;
    },
    updatePassword: (options) => ops.updateServerUserPassword(ctx, options),
    async sendVerificationEmail(): Promise<never> {
      throw new Error("sendVerificationEmail is not supported for server users; use the contact channel's sendVerificationEmail instead.");
    },
    delete: (options) => ops.deleteServerUser(ctx, id, options),
    listContactChannels: (options) => listServerContactChannels(ctx, id, options),
    useContactChannels: () => useServerContactChannels(ctx, id),
    createContactChannel: (options) => createServerContactChannel(ctx, id, options),
    listTeams: (options) => ops.listTeamsOfUser(ctx, id, options),
    useTeams: () => useServerTeams(ctx, id),
    getTeam: (teamId, options) => getServerTeam(ctx, teamId, id, options),
    useTeam: (teamId) => useServerTeam(ctx, teamId, id),
    createTeam: (options) => ops.createTeamForUser(ctx, id, options),
    leaveTeam: (team, options) => ops.leaveTeamForUser(ctx, id, team, options),
    getTeamProfile: (team, options) => getServerTeamProfile(ctx, id, team, options),
    useTeamProfile: (team) => useServerTeamProfile(ctx, id, team),
    listPermissions: ((a?: ServerTeam | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return listServerPermissions(ctx, id, team, (opts as PermOpts | undefined)?.recursive ?? true, opts as PermOpts | undefined);
    }) as ServerUserExtra["listPermissions"],
    usePermissions: ((a?: ServerTeam | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return useServerPermissions(ctx, id, team, (opts as PermOpts | undefined)?.recursive ?? true);
    }) as ServerUserExtra["usePermissions"],
    getPermission: ((a: ServerTeam | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, pid, options] = splitTeamArg<ServerTeam, string, CallOptions>(a, b, c) as [ServerTeam | null, string, CallOptions | undefined];
      return getServerPermission(ctx, id, team, pid, options);
    }) as ServerUserExtra["getPermission"],
    usePermission: ((a: ServerTeam | string, b?: string) => {
      const [team, pid] = perm(a, b);
      return useServerPermission(ctx, id, team, pid as string);
    }) as ServerUserExtra["usePermission"],
    hasPermission: (async (a: ServerTeam | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, pid, options] = splitTeamArg<ServerTeam, string, CallOptions>(a, b, c) as [ServerTeam | null, string, CallOptions | undefined];
      return (await getServerPermission(ctx, id, team, pid, options)) !== null;
    }) as ServerUserExtra["hasPermission"],
    grantPermission: ((a: ServerTeam | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, pid, options] = splitTeamArg<ServerTeam, string, CallOptions>(a, b, c) as [ServerTeam | null, string, CallOptions | undefined];
      return abortable(grantPermission(ctx, id, team, pid, options), options);
    }) as ServerUserExtra["grantPermission"],
    revokePermission: ((a: ServerTeam | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, pid, options] = splitTeamArg<ServerTeam, string, CallOptions>(a, b, c) as [ServerTeam | null, string, CallOptions | undefined];
      return abortable(revokePermission(ctx, id, team, pid, options), options);
    }) as ServerUserExtra["revokePermission"],
    getConnectedAccount: (provider, options) => getServerConnectedAccount(ctx, id, provider, options),
    useConnectedAccount: (provider, options) => useServerConnectedAccount(ctx, id, provider, options),
    getActiveSessions: (options) => listUserSessions(ctx, id, options),
    revokeSession: (sessionId, options) => revokeUserSession(ctx, id, sessionId, options),
    createSession: (options) => ops.createUserSession(ctx, id, options),
    createApiKey: (options) => abortable(createServerUserApiKey(ctx, id, options), options),
    listApiKeys: (options) => listServerUserApiKeys(ctx, id, options),
    useApiKeys: () => useServerUserApiKeys(ctx, id),
  };
}

/** A `ServerUser` from its server JSON. */
export function createServerUser(ctx: ServerContext, json: ServerUserJson): ServerUser {
  return Object.freeze({ ...serverUserFromJson(json), ...serverUserExtra(ctx, json) });
}

/** The signed-in user on the server tier: a ServerUser plus the session methods. */
export function createCurrentServerUser(ctx: ServerContext, session: AppSession, json: ServerUserJson): CurrentServerUser {
  return Object.freeze({
    ...serverUserFromJson(json),
    ...serverUserExtra(ctx, json),
    ...authMethods(ctx, session),
    ...internalExtras(ctx as unknown as ClientContext, session),
  });
}

/** The server and admin tiers' current-user factory (`ClientContext.currentUser`): a server context gets server JSON. */
export const serverCurrentUser: CurrentUserFactory = (ctx, session, json) => createCurrentServerUser(ctx as ServerContext, session, json as ServerUserJson);
