/**
 * Every S+ endpoint, and the server variants of C+ endpoints (server view, any user),
 * as typed methods. Calls go out with access type `server` and the secret server key.
 */
import * as apiKeys from "./calls/api-keys";
import { lazyCalls } from "./calls/later";
import * as channels from "./calls/contact-channels";
import * as permissions from "./calls/permissions";
import * as projects from "./calls/projects";
import * as teams from "./calls/teams";
import * as sessions from "./calls/sessions";
import * as users from "./calls/users";
import { ClientInterface } from "./client-interface";
import type { InterfaceOptions } from "./options";
import type { CallContext } from "./request";
import { SERVER_USER } from "./shapes";
import type { RequestSession } from "./session";
import type { ApiKeyUpdateBodyJson, TeamApiKeyCreateBodyJson, UserApiKeyCreateBodyJson } from "./wire/api-keys";
import type {
  ContactChannelSendVerificationBodyJson,
  ServerContactChannelCreateBodyJson,
  ServerContactChannelUpdateBodyJson,
} from "./wire/contact-channels";
import type { ProjectPermissionListQueryJson, TeamPermissionListQueryJson } from "./wire/permissions";
import type { SessionCreateBodyJson } from "./wire/sessions";
import type {
  ServerTeamCreateBodyJson,
  ServerTeamJson,
  ServerTeamUpdateBodyJson,
  TeamInvitationSendBodyJson,
  TeamMemberProfileListQueryJson,
  TeamMemberProfileUpdateBodyJson,
} from "./wire/teams";
import type { ServerTeamMemberProfileJson, ServerUserCreateBodyJson, ServerUserJson, ServerUserUpdateBodyJson, UserListQueryJson } from "./wire/users";

/**
 * The server tier of the wire. Inherits every client-tier method (still sent as `client`).
 *
 * @example
 * const api = new ServerInterface({ baseUrl, projectId, publishableClientKey, secretServerKey });
 * const page = await api.listUsers({ limit: 50 });
 */
export class ServerInterface extends ClientInterface {
  /** Context of server-tier calls. */
  protected readonly server: CallContext;

  constructor(options: InterfaceOptions) {
    // Servers load every call module up front (a server bundle has no first-load budget).
    super({ loadCalls: () => Promise.resolve(lazyCalls), ...options });
    this.server = { options: this.options, tier: "server" };
  }

  // ── Users ──────────────────────────────────────────────────────────────────

  /** One page of users; `next_cursor` is passed back as `cursor` (inclusive). */
  listUsers(query: UserListQueryJson = {}) { return users.listUsers(this.server, query); }
  createUser(body: ServerUserCreateBodyJson) { return users.createUser(this.server, body); }
  /** Result error: UserNotFound. `userId` may be `"me"` with a session. */
  getUser(userId: string, session: RequestSession | null = null) { return users.getUser(this.server, userId, session); }
  updateUser(userId: string, body: ServerUserUpdateBodyJson, session: RequestSession | null = null) {
    return users.updateUser(this.server, userId, body, session);
  }
  deleteUser(userId: string, session: RequestSession | null = null) { return users.deleteUser(this.server, userId, session); }
  /** `GET /users/me` in the server view. Result error: CannotGetOwnUserWithoutUser. */
  getServerCurrentUser(session: RequestSession | null) { return users.getCurrentUser<ServerUserJson>(this.server, session, SERVER_USER); }
  updateServerCurrentUser(body: ServerUserUpdateBodyJson, session: RequestSession | null) {
    return users.updateCurrentUser<ServerUserJson>(this.server, body, session, SERVER_USER);
  }

  // ── Sessions ──────────────────────────────────────────────────────────────

  /** Mints a session for a user (impersonation with `is_impersonation: true`). */
  createSession(body: SessionCreateBodyJson) { return users.createSession(this.server, body); }
  listServerSessions(userId: string) { return sessions.listSessions(this.server, userId, null); }
  deleteServerSession(sessionId: string, userId: string) { return sessions.deleteSession(this.server, sessionId, userId, null); }

  // ── Contact channels (any user) ───────────────────────────────────────────

  listServerContactChannels(userId: string) { return channels.listContactChannels(this.server, userId, null); }
  createServerContactChannel(body: ServerContactChannelCreateBodyJson) { return channels.createContactChannel(this.server, body, null); }
  getServerContactChannel(userId: string, channelId: string) { return channels.getContactChannel(this.server, userId, channelId, null); }
  updateServerContactChannel(userId: string, channelId: string, body: ServerContactChannelUpdateBodyJson) {
    return channels.updateContactChannel(this.server, userId, channelId, body, null);
  }
  deleteServerContactChannel(userId: string, channelId: string) { return channels.deleteContactChannel(this.server, userId, channelId, null); }
  /** Result error: EmailAlreadyVerified. */
  sendServerContactChannelVerificationCode(userId: string, channelId: string, body: ContactChannelSendVerificationBodyJson) {
    return channels.sendContactChannelVerificationCode(this.server, userId, channelId, body, null);
  }

  // ── Teams ─────────────────────────────────────────────────────────────────

  /** All teams, or those of `userId`. */
  listServerTeams(userId?: string) { return teams.listTeams<ServerTeamJson>(this.server, userId, null); }
  getServerTeam(teamId: string) { return teams.getTeam<ServerTeamJson>(this.server, teamId, null); }
  /** No member is added unless `creator_user_id` is given. */
  createServerTeam(body: ServerTeamCreateBodyJson) { return teams.createTeam<ServerTeamJson>(this.server, body, null); }
  updateServerTeam(teamId: string, body: ServerTeamUpdateBodyJson) { return teams.updateTeam<ServerTeamJson>(this.server, teamId, body, null); }
  deleteServerTeam(teamId: string) { return teams.deleteTeam(this.server, teamId, null); }
  addTeamMember(teamId: string, userId: string) { return teams.addTeamMember(this.server, teamId, userId); }
  removeServerTeamMember(teamId: string, userId: string) { return teams.removeTeamMember(this.server, teamId, userId, null); }
  listServerTeamMemberProfiles(query: TeamMemberProfileListQueryJson) {
    return teams.listTeamMemberProfiles<ServerTeamMemberProfileJson>(this.server, query, null);
  }
  getServerTeamMemberProfile(teamId: string, userId: string) {
    return teams.getTeamMemberProfile<ServerTeamMemberProfileJson>(this.server, teamId, userId, null);
  }
  updateServerTeamMemberProfile(teamId: string, userId: string, body: TeamMemberProfileUpdateBodyJson) {
    return teams.updateTeamMemberProfile<ServerTeamMemberProfileJson>(this.server, teamId, userId, body, null);
  }
  sendServerTeamInvitation(body: TeamInvitationSendBodyJson) { return teams.sendTeamInvitation(this.server, body, null); }
  listServerTeamInvitations(teamId: string) { return teams.listTeamInvitations(this.server, teamId, null); }
  revokeServerTeamInvitation(invitationId: string, teamId: string) { return teams.revokeTeamInvitation(this.server, invitationId, teamId, null); }

  // ── Permission grants ─────────────────────────────────────────────────────

  listServerTeamPermissions(query: TeamPermissionListQueryJson) { return permissions.listTeamPermissions(this.server, query, null); }
  grantTeamPermission(teamId: string, userId: string, permissionId: string) {
    return permissions.grantTeamPermission(this.server, teamId, userId, permissionId);
  }
  revokeTeamPermission(teamId: string, userId: string, permissionId: string) {
    return permissions.revokeTeamPermission(this.server, teamId, userId, permissionId);
  }
  listServerProjectPermissions(query: ProjectPermissionListQueryJson) { return permissions.listProjectPermissions(this.server, query, null); }
  grantProjectPermission(userId: string, permissionId: string) { return permissions.grantProjectPermission(this.server, userId, permissionId); }
  revokeProjectPermission(userId: string, permissionId: string) { return permissions.revokeProjectPermission(this.server, userId, permissionId); }

  // ── API keys ──────────────────────────────────────────────────────────────

  createServerUserApiKey(body: UserApiKeyCreateBodyJson) { return apiKeys.createUserApiKey(this.server, body, null); }
  listServerUserApiKeys(userId: string) { return apiKeys.listUserApiKeys(this.server, userId, null); }
  getServerUserApiKey(keyId: string, userId?: string) { return apiKeys.getUserApiKey(this.server, keyId, userId, null); }
  updateServerUserApiKey(keyId: string, body: ApiKeyUpdateBodyJson, userId?: string) {
    return apiKeys.updateUserApiKey(this.server, keyId, userId, body, null);
  }
  /** Result error: ApiKeyNotValid (unknown, revoked, expired, wrong type). */
  checkUserApiKey(apiKey: string) { return apiKeys.checkUserApiKey(this.server, apiKey); }
  createServerTeamApiKey(body: TeamApiKeyCreateBodyJson) { return apiKeys.createTeamApiKey(this.server, body, null); }
  listServerTeamApiKeys(teamId: string) { return apiKeys.listTeamApiKeys(this.server, teamId, null); }
  getServerTeamApiKey(keyId: string, teamId: string) { return apiKeys.getTeamApiKey(this.server, keyId, teamId, null); }
  updateServerTeamApiKey(keyId: string, teamId: string, body: ApiKeyUpdateBodyJson) {
    return apiKeys.updateTeamApiKey(this.server, keyId, teamId, body, null);
  }
  /** Result error: ApiKeyNotValid. */
  checkTeamApiKey(apiKey: string) { return apiKeys.checkTeamApiKey(this.server, apiKey); }

  // ── Connected accounts ────────────────────────────────────────────────────

  /** Result errors: OAuthConnectionNotConnectedToUser, OAuthConnectionDoesNotHaveRequiredScope. */
  getServerConnectedAccountAccessToken(userId: string, providerId: string, scope?: string) {
    return projects.getConnectedAccountAccessToken(this.server, userId, providerId, scope === undefined ? {} : { scope }, null);
  }
}
