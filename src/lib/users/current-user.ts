/**
 * The signed-in user on the client tier (`CurrentUser`, docs/api.md §3.1–§3.3, §3.11): a
 * frozen snapshot whose methods delegate to the area modules.
 */
import type { ClientUserJson } from "../../interface/wire/users";
import { abortable, inArea } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
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

type PermOpts = { recursive?: boolean } & CallOptions;

/**
 * The internal-project extras, bound to the session (only when projectId is "internal").
 * The area modules behind the methods load on first use (`ctx.areas`).
 */
export function internalExtras(ctx: ClientContext, session: Session): InternalUserExtraOf<object> | {} {
  if (ctx.projectId !== "internal") return {};
  return {
    createProject: (options) => inArea(ctx.areas.projects, options, (m) => m.createOwnedProject(ctx, session, options)),
    listOwnedProjects: (options) => inArea(ctx.areas.projects, options, (m) => m.listOwnedProjects(ctx, session, options)),
    useOwnedProjects: () => ctx.areas.projects.use(ctx, "useOwnedProjects").useOwnedProjects(ctx, session),
  } satisfies InternalUserExtraOf<object>;
}

function userExtra(ctx: ClientContext, session: Session, json: ClientUserJson): UserExtra {
  const update: UserExtra["update"] = (options) => updateCurrentUser(ctx, session, options);
  const perm = (a?: Team | PermOpts | string, b?: PermOpts | string) => splitTeamArg<Team, PermOpts | string>(a, b);
  return {
    selectedTeam: json.selected_team ? teamFromJson(ctx, session, json.selected_team) : null,
    update,
    // Every method that does I/O stops at its signal's abort, even while its area still loads.
    setDisplayName: (displayName, options) => update({ ...options, displayName }),
    setClientMetadata: (clientMetadata, options) => update({ ...options, clientMetadata }),
    setSelectedTeam: (team, options) => update({ ...options, selectedTeamId: team?.id ?? null }),
    updatePassword: (options) => abortable(updatePassword(ctx, session, options), options),
    setPassword: (options) => abortable(setPassword(ctx, session, options), options),
    sendVerificationEmail: (options) => inArea(ctx.areas.emailVerification, options, (m) => m.sendVerificationEmail(ctx, session, json.primary_email, options)),
    delete: (options) => deleteCurrentUser(ctx, session, options),
    listContactChannels: (options) => inArea(ctx.areas.contactChannels, options, (m) => m.listContactChannels(ctx, session, options)),
    useContactChannels: () => ctx.areas.contactChannels.use(ctx, "useContactChannels").useContactChannels(ctx, session),
    createContactChannel: (options) => inArea(ctx.areas.contactChannels, options, (m) => m.createContactChannel(ctx, session, options)),
    listTeams: (options) => inArea(ctx.areas.teams, options, (m) => m.listTeams(ctx, session, options)),
    useTeams: () => ctx.areas.teams.use(ctx, "useTeams").useTeams(ctx, session),
    getTeam: (teamId, options) => inArea(ctx.areas.teams, options, (m) => m.getTeam(ctx, session, teamId, options)),
    useTeam: (teamId) => ctx.areas.teams.use(ctx, "useTeams").useTeam(ctx, session, teamId),
    createTeam: (options) => inArea(ctx.areas.teams, options, (m) => m.createTeam(ctx, session, options)),
    leaveTeam: (team, options) => inArea(ctx.areas.teams, options, (m) => m.leaveTeam(ctx, session, team, options)),
    getTeamProfile: (team, options) => inArea(ctx.areas.teams, options, (m) => m.getTeamProfile(ctx, session, team, options)),
    useTeamProfile: (team) => ctx.areas.teams.use(ctx, "useTeamProfile").useTeamProfile(ctx, session, team),
    listPermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      const options = opts as PermOpts | undefined;
      return inArea(ctx.areas.permissions, options, (m) => m.listPermissions(ctx, session, team, options?.recursive ?? true, options));
    }) as UserExtra["listPermissions"],
    usePermissions: ((a?: Team | PermOpts, b?: PermOpts) => {
      const [team, opts] = perm(a, b);
      return ctx.areas.permissions.use(ctx, "usePermissions").usePermissions(ctx, session, team, (opts as PermOpts | undefined)?.recursive ?? true);
    }) as UserExtra["usePermissions"],
    getPermission: ((a: Team | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, id, options] = splitTeamArg<Team, string, CallOptions>(a, b, c) as [Team | null, string, CallOptions | undefined];
      return inArea(ctx.areas.permissions, options, (m) => m.getPermission(ctx, session, team, id, options));
    }) as UserExtra["getPermission"],
    usePermission: ((a: Team | string, b?: string) => {
      const [team, id] = perm(a, b);
      return ctx.areas.permissions.use(ctx, "usePermissions").usePermission(ctx, session, team, id as string);
    }) as UserExtra["usePermission"],
    hasPermission: ((a: Team | string, b?: string | CallOptions, c?: CallOptions) => {
      const [team, id, options] = splitTeamArg<Team, string, CallOptions>(a, b, c) as [Team | null, string, CallOptions | undefined];
      return inArea(ctx.areas.permissions, options, (m) => m.getPermission(ctx, session, team, id, options)).then((p) => p !== null);
    }) as UserExtra["hasPermission"],
    getConnectedAccount: (provider, options) => inArea(ctx.areas.connectedAccounts, options, (m) => m.getConnectedAccount(ctx, session, provider, options)),
    useConnectedAccount: (provider, options) => ctx.areas.connectedAccounts.use(ctx, "useConnectedAccount").useConnectedAccount(ctx, session, provider, options),
    getActiveSessions: (options) => inArea(ctx.areas.activeSessions, options, (m) => m.listActiveSessions(ctx, session, options)),
    revokeSession: (sessionId, options) => inArea(ctx.areas.activeSessions, options, (m) => m.revokeActiveSession(ctx, session, sessionId, options)),
    createApiKey: (options) => inArea(ctx.areas.userApiKeys, options, (m) => m.createUserApiKey(ctx, session, options)),
    listApiKeys: (options) => inArea(ctx.areas.userApiKeys, options, (m) => m.listUserApiKeys(ctx, session, options)),
    useApiKeys: () => ctx.areas.userApiKeys.use(ctx, "useApiKeys").useUserApiKeys(ctx, session),
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
