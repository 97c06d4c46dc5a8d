/**
 * The signed-in user on the client tier (`CurrentUser`, API.md §3.1–§3.3, §3.11): a
 * frozen snapshot whose methods delegate to the area modules.
 */
import type { ClientUserJson } from "../../interface/wire/users";
import { listActiveSessions, revokeActiveSession } from "../active-sessions/active-session-ops";
import { createUserApiKey, listUserApiKeys, useUserApiKeys } from "../api-keys/user-api-key-ops";
import type { ClientContext } from "../apps/context";
import { sendVerificationEmail } from "../auth/email-verification";
import { setPassword, updatePassword } from "../auth/password";
import { getConnectedAccount, useConnectedAccount } from "../connected-accounts/connected-account-ops";
import { createContactChannel, listContactChannels, useContactChannels } from "../contact-channels/contact-channel-ops";
import { getPermission, listPermissions, usePermission, usePermissions } from "../permissions/permission-ops";
import { createOwnedProject, listOwnedProjects, useOwnedProjects } from "../projects/project-ops";
import type { Session } from "../session/session";
import { teamFromJson } from "../teams/team";
import { createTeam, getTeam, getTeamProfile, leaveTeam, listTeams, useTeam, useTeamProfile, useTeams } from "../teams/team-ops";
import type { Team } from "../teams/team-types";
import { authMethods } from "./auth-methods";
import { splitTeamArg } from "./team-args";
import { userFromJson } from "./user-mappers";
import { deleteCurrentUser, updateCurrentUser } from "./user-ops";
import type { CurrentInternalUser, CurrentUser, InternalUserExtra, UserExtra } from "./user-types";

type PermOpts = { recursive?: boolean };

/** The internal-project extras, bound to the session (only when projectId is "internal"). */
export function internalExtras(ctx: ClientContext, session: Session): InternalUserExtra | {} {
  if (ctx.projectId !== "internal") return {};
  return {
    createProject: (options) => createOwnedProject(ctx, session, options),
    listOwnedProjects: () => listOwnedProjects(ctx, session),
    useOwnedProjects: () => useOwnedProjects(ctx, session),
  } satisfies InternalUserExtra;
}

function userExtra(ctx: ClientContext, session: Session, json: ClientUserJson): UserExtra {
  const update: UserExtra["update"] = (options) => updateCurrentUser(ctx, session, options);
  const perm = (a?: Team | PermOpts | string, b?: PermOpts | string) => splitTeamArg<Team, PermOpts | string>(a, b);
  return {
    selectedTeam: json.selected_team ? teamFromJson(ctx, session, json.selected_team) : null,
    update,
    setDisplayName: (displayName) => update({ displayName }),
    setClientMetadata: (clientMetadata) => update({ clientMetadata }),
    setSelectedTeam: (team) => update({ selectedTeamId: team?.id ?? null }),
    updatePassword: (options) => updatePassword(ctx, session, options),
    setPassword: (options) => setPassword(ctx, session, options),
    sendVerificationEmail: (options) => sendVerificationEmail(ctx, session, json.primary_email, options),
    delete: () => deleteCurrentUser(ctx, session),
    listContactChannels: () => listContactChannels(ctx, session),
    useContactChannels: () => useContactChannels(ctx, session),
    createContactChannel: (options) => createContactChannel(ctx, session, options),
    listTeams: () => listTeams(ctx, session),
    useTeams: () => useTeams(ctx, session),
    getTeam: (teamId) => getTeam(ctx, session, teamId),
    useTeam: (teamId) => useTeam(ctx, session, teamId),
    createTeam: (options) => createTeam(ctx, session, options),
    leaveTeam: (team) => leaveTeam(ctx, session, team),
    getTeamProfile: (team) => getTeamProfile(ctx, session, team),
    useTeamProfile: (team) => useTeamProfile(ctx, session, team),
    listPermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return listPermissions(ctx, session, team, (opts as PermOpts | undefined)?.recursive ?? true);
    }) as UserExtra["listPermissions"],
    usePermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return usePermissions(ctx, session, team, (opts as PermOpts | undefined)?.recursive ?? true);
    }) as UserExtra["usePermissions"],
    getPermission: ((a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return getPermission(ctx, session, team, id as string);
    }) as UserExtra["getPermission"],
    usePermission: ((a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return usePermission(ctx, session, team, id as string);
    }) as UserExtra["usePermission"],
    hasPermission: (async (a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return (await getPermission(ctx, session, team, id as string)) !== null;
    }) as UserExtra["hasPermission"],
    getConnectedAccount: (provider, options) => getConnectedAccount(ctx, session, provider, options),
    useConnectedAccount: (provider, options) => useConnectedAccount(ctx, session, provider, options),
    getActiveSessions: () => listActiveSessions(ctx, session),
    revokeSession: (sessionId) => revokeActiveSession(ctx, session, sessionId),
    createApiKey: (options) => createUserApiKey(ctx, session, options),
    listApiKeys: () => listUserApiKeys(ctx, session),
    useApiKeys: () => useUserApiKeys(ctx, session),
  };
}

/** The `CurrentUser` (or `CurrentInternalUser`) for a session and its `/users/me` JSON. */
export function createCurrentUser(ctx: ClientContext, session: Session, json: ClientUserJson): CurrentUser | CurrentInternalUser {
  return Object.freeze({
    ...userFromJson(json),
    ...authMethods(ctx, session),
    ...userExtra(ctx, session, json),
    ...internalExtras(ctx, session),
  });
}
