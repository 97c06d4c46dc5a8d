/**
 * The signed-in user on the client tier (`CurrentUser`, docs/api.md §3.1–§3.3, §3.11): a
 * frozen snapshot whose methods delegate to the area modules.
 */
import type { ClientUserJson } from "../../interface/wire/users";
import {
  activeSessionsArea,
  connectedAccountsArea,
  contactChannelsArea,
  emailVerificationArea,
  permissionsArea,
  projectsArea,
  teamsArea,
  userApiKeysArea,
} from "../core/areas";
import { abortable } from "../core/call-options";
import type { ClientContext, CurrentUserFactory } from "../core/context";
import { setPassword, updatePassword } from "../auth/password";
import type { Session } from "../session/session";
import { teamFromJson } from "../teams/team";
import type { Team } from "../teams/team-types";
import { authMethods } from "./auth-methods";
import { splitTeamArg } from "./team-args";
import { userFromJson } from "./user-mappers";
import { deleteCurrentUser, updateCurrentUser } from "./user-ops";
import type { CurrentUser, InternalUserExtraOf, UserExtra } from "./user-types";

type PermOpts = { recursive?: boolean };

/**
 * The internal-project extras, bound to the session (only when projectId is "internal").
 * The area modules behind the methods load on first use (`../core/areas`).
 */
export function internalExtras(ctx: ClientContext, session: Session): InternalUserExtraOf<object> | {} {
  if (ctx.projectId !== "internal") return {};
  return {
    createProject: async (options) => (await projectsArea.load()).createOwnedProject(ctx, session, options),
    listOwnedProjects: async () => (await projectsArea.load()).listOwnedProjects(ctx, session),
    useOwnedProjects: () => projectsArea.use(ctx, "useOwnedProjects").useOwnedProjects(ctx, session),
  } satisfies InternalUserExtraOf<object>;
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
    sendVerificationEmail: async (options) => (await emailVerificationArea.load()).sendVerificationEmail(ctx, session, json.primary_email, options),
    delete: (options) => deleteCurrentUser(ctx, session, options),
    listContactChannels: (options) => abortable(contactChannelsArea.load().then((m) => m.listContactChannels(ctx, session)), options),
    useContactChannels: () => contactChannelsArea.use(ctx, "useContactChannels").useContactChannels(ctx, session),
    createContactChannel: async (options) => (await contactChannelsArea.load()).createContactChannel(ctx, session, options),
    listTeams: (options) => abortable(teamsArea.load().then((m) => m.listTeams(ctx, session)), options),
    useTeams: () => teamsArea.use(ctx, "useTeams").useTeams(ctx, session),
    getTeam: (teamId, options) => abortable(teamsArea.load().then((m) => m.getTeam(ctx, session, teamId)), options),
    useTeam: (teamId) => teamsArea.use(ctx, "useTeams").useTeam(ctx, session, teamId),
    createTeam: async (options) => (await teamsArea.load()).createTeam(ctx, session, options),
    leaveTeam: async (team) => (await teamsArea.load()).leaveTeam(ctx, session, team),
    getTeamProfile: async (team) => (await teamsArea.load()).getTeamProfile(ctx, session, team),
    useTeamProfile: (team) => teamsArea.use(ctx, "useTeamProfile").useTeamProfile(ctx, session, team),
    listPermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return permissionsArea.load().then((m) => m.listPermissions(ctx, session, team, (opts as PermOpts | undefined)?.recursive ?? true));
    }) as UserExtra["listPermissions"],
    usePermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return permissionsArea.use(ctx, "usePermissions").usePermissions(ctx, session, team, (opts as PermOpts | undefined)?.recursive ?? true);
    }) as UserExtra["usePermissions"],
    getPermission: ((a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return permissionsArea.load().then((m) => m.getPermission(ctx, session, team, id as string));
    }) as UserExtra["getPermission"],
    usePermission: ((a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return permissionsArea.use(ctx, "usePermissions").usePermission(ctx, session, team, id as string);
    }) as UserExtra["usePermission"],
    hasPermission: (async (a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return (await (await permissionsArea.load()).getPermission(ctx, session, team, id as string)) !== null;
    }) as UserExtra["hasPermission"],
    getConnectedAccount: async (provider, options) => (await connectedAccountsArea.load()).getConnectedAccount(ctx, session, provider, options),
    useConnectedAccount: (provider, options) => connectedAccountsArea.use(ctx, "useConnectedAccount").useConnectedAccount(ctx, session, provider, options),
    getActiveSessions: (options) => abortable(activeSessionsArea.load().then((m) => m.listActiveSessions(ctx, session)), options),
    revokeSession: async (sessionId) => (await activeSessionsArea.load()).revokeActiveSession(ctx, session, sessionId),
    createApiKey: async (options) => (await userApiKeysArea.load()).createUserApiKey(ctx, session, options),
    listApiKeys: (options) => abortable(userApiKeysArea.load().then((m) => m.listUserApiKeys(ctx, session)), options),
    useApiKeys: () => userApiKeysArea.use(ctx, "useApiKeys").useUserApiKeys(ctx, session),
  };
}

/** The `CurrentUser` (or `CurrentInternalUser`) for a session and its `/users/me` JSON. */
export function createCurrentUser(ctx: ClientContext, session: Session, json: ClientUserJson): CurrentUser | (CurrentUser & InternalUserExtraOf<object>) {
  return Object.freeze({
    ...userFromJson(json),
    ...authMethods(ctx, session),
    ...userExtra(ctx, session, json),
    ...internalExtras(ctx, session),
  });
}

/** The client tier's current-user factory (`ClientContext.currentUser`): a client context gets client JSON. */
export const clientCurrentUser: CurrentUserFactory = (ctx, session, json) => createCurrentUser(ctx as ClientContext, session, json as ClientUserJson);
