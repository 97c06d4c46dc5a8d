/**
 * Every C+ endpoint as one typed method (docs/protocol.md §13). Calls go out with
 * access type `client` and the publishable key, even from a ServerInterface or
 * AdminInterface (docs/protocol.md §5.1: a server app making a client-tier call sends `client`).
 * No caching, no redirects, no domain objects: wire JSON in, wire JSON (or a Result) out.
 */
import { expectErrors } from "../errors";
import type { KnownErrors } from "../errors";
import * as auth from "./calls/auth";
import * as users from "./calls/users";
import type { InterfaceOptions } from "./options";
import { later } from "./lazy-calls";
import type { LazyCalls } from "./lazy-calls";
import type { CallContext } from "./request";
import type { RequestSession } from "./session";
import type { CodeExchangeParams, OAuthAuthorizeParams } from "./calls/oauth";
import { postRefreshToken } from "./token-endpoint";
import { USER } from "./shapes";
import { resolveBaseUrl } from "./url";
import type { ApiKeyUpdateBodyJson, TeamApiKeyCreateBodyJson, UserApiKeyCreateBodyJson } from "./wire/api-keys";
import type {
  CliAuthCompleteBodyJson,
  CliAuthInitiateBodyJson,
  OAuthRefreshResponseJson,
  PasskeyRegisterBodyJson,
  PasskeySignInBodyJson,
  PasswordResetBodyJson,
  PasswordSignInBodyJson,
  PasswordSignUpBodyJson,
  PasswordUpdateBodyJson,
  SendOtpSignInCodeBodyJson,
  SendPasswordResetCodeBodyJson,
} from "./wire/auth";
import type { CheckFeatureSupportBodyJson, HealthJson } from "./wire/common";
import type { ContactChannelCreateBodyJson, ContactChannelUpdateBodyJson } from "./wire/contact-channels";
import type { ProjectPermissionListQueryJson, TeamPermissionListQueryJson } from "./wire/permissions";
import type { AdminProjectCreateBodyJson } from "./wire/projects";
import type {
  TeamCreateBodyJson,
  TeamInvitationSendBodyJson,
  TeamJson,
  TeamMemberProfileJson,
  TeamMemberProfileUpdateBodyJson,
  TeamUpdateBodyJson,
} from "./wire/teams";
import type { ClientUserJson, UserUpdateBodyJson } from "./wire/users";

/** The user the access token belongs to, in paths and queries. */
const ME = "me";

const REFRESH_ERRORS = expectErrors<[typeof KnownErrors.RefreshTokenError]>("REFRESH_TOKEN_ERROR");

/**
 * The client tier of the wire.
 *
 * @example
 * const api = new ClientInterface({ baseUrl: "https://api.stack-auth.com", projectId, publishableClientKey });
 * const result = await api.signInWithPassword({ email, password });
 */
export class ClientInterface {
  readonly options: InterfaceOptions;
  /** Context of client-tier calls. */
  protected readonly client: CallContext;

  constructor(options: InterfaceOptions) {
    if (typeof options?.projectId !== "string" || options.projectId === "") {
      throw new TypeError("gatehouse: projectId must be a non-empty string.");
    }
    resolveBaseUrl(options.baseUrl); // fail at construction, not at the first request
    this.options = options;
    this.client = { options, tier: "client" };
  }

  /**
   * This interface with `signal` on every call it makes: a view sharing everything else
   * (`withSignal(undefined)` is the interface itself).
   */
  /** Runs `call` with the call modules a first page does not need (`options.loadCalls`). */
  protected later<T>(call: (calls: LazyCalls) => Promise<T>): Promise<T> {
    return later(this.options, call);
  }

  withSignal(signal: AbortSignal | null | undefined): this {
    if (!signal) return this;
    const view = Object.create(this) as Record<string, unknown>;
    for (const tier of ["client", "server", "admin"]) {
      const context = (this as unknown as Record<string, CallContext | undefined>)[tier];
      if (context) view[tier] = { ...context, signal };
    }
    return view as this;
  }

  // ── Token endpoint and OAuth ────────────────────────────────────────────────

  /** New access token for a refresh token. A REFRESH_TOKEN_ERROR answer (signed out) is a Result error. */
  refreshAccessToken(refreshToken: string) {
    return postRefreshToken<OAuthRefreshResponseJson, typeof REFRESH_ERRORS>(this.options, refreshToken, REFRESH_ERRORS, this.client.signal);
  }

  /** Exchanges an OAuth authorization code (PKCE). MFA-required, bad code and untrusted redirect are Result errors. */
  exchangeOAuthCode(params: CodeExchangeParams) {
    return this.later((m) => m.oauth.exchangeOAuthCode(this.client, params));
  }

  /** The URL of `GET /auth/oauth/authorize/{provider}` (a browser navigation, not a fetch; async only to load the OAuth calls). */
  buildOAuthAuthorizeUrl(params: OAuthAuthorizeParams): Promise<string> {
    return this.later(async (m) => m.oauth.buildOAuthAuthorizeUrl(this.client, params));
  }

  // ── Password, anonymous, OTP, MFA ──────────────────────────────────────────

  /** Result errors: UserWithEmailAlreadyExists, PasswordRequirementsNotMet. */
  signUpWithPassword(body: PasswordSignUpBodyJson) { return auth.signUpWithPassword(this.client, body); }
  /** Result errors: EmailPasswordMismatch, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithPassword(body: PasswordSignInBodyJson) { return auth.signInWithPassword(this.client, body); }
  /** Result error: UserNotFound (listed by the seed SDK; the service answers "maybe" instead). */
  sendPasswordResetCode(body: SendPasswordResetCodeBodyJson) { return this.later((m) => m.passwords.sendPasswordResetCode(this.client, body)); }
  /** Result error: VerificationCodeError. */
  checkPasswordResetCode(code: string) { return this.later((m) => m.passwords.checkPasswordResetCode(this.client, code)); }
  /** Result error: VerificationCodeError. Does not sign in. */
  resetPassword(body: PasswordResetBodyJson) { return this.later((m) => m.passwords.resetPassword(this.client, body)); }
  /** Result errors: PasswordConfirmationMismatch, PasswordRequirementsNotMet. Keeps the session of `session`'s refresh token. */
  updatePassword(body: PasswordUpdateBodyJson, session: RequestSession | null) { return this.later((m) => m.passwords.updatePassword(this.client, body, session)); }
  /** Result error: PasswordRequirementsNotMet. */
  setPassword(password: string, session: RequestSession | null) { return this.later((m) => m.passwords.setPassword(this.client, { password }, session)); }
  signUpAnonymously() { return auth.signUpAnonymously(this.client); }
  /** Result error: RedirectUrlNotWhitelisted. Answers the nonce for the 6-character code path. */
  sendOtpSignInCode(body: SendOtpSignInCodeBodyJson) { return this.later((m) => m.otp.sendOtpSignInCode(this.client, body)); }
  /** `code`: the magic-link code, or OTP + nonce. Result errors: VerificationCodeError, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithOtp(code: string) { return this.later((m) => m.otp.signInWithOtp(this.client, code)); }
  /** Result error: VerificationCodeError. */
  checkOtpSignInCode(code: string) { return this.later((m) => m.otp.checkOtpSignInCode(this.client, code)); }
  /** `code` is the MFA attempt code. Result errors: VerificationCodeError, InvalidTotpCode. */
  signInWithMfa(body: { totp: string; code: string }) { return this.later((m) => m.otp.signInWithMfa(this.client, body)); }

  // ── Passkeys ───────────────────────────────────────────────────────────────

  initiatePasskeyRegistration(session: RequestSession | null) { return this.later((m) => m.passkeys.initiatePasskeyRegistration(this.client, session)); }
  /** Result errors: PasskeyRegistrationFailed, PasskeyAuthenticationFailed (the seed's code for a bad origin). */
  registerPasskey(body: PasskeyRegisterBodyJson, session: RequestSession | null) { return this.later((m) => m.passkeys.registerPasskey(this.client, body, session)); }
  initiatePasskeyAuthentication() { return this.later((m) => m.passkeys.initiatePasskeyAuthentication(this.client)); }
  /** Result errors: PasskeyAuthenticationFailed, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithPasskey(body: PasskeySignInBodyJson) { return this.later((m) => m.passkeys.signInWithPasskey(this.client, body)); }

  // ── CLI login ─────────────────────────────────────────────────────────────

  initiateCliAuth(body: CliAuthInitiateBodyJson = {}) { return this.later((m) => m.cli.initiateCliAuth(this.client, body)); }
  /** Throws InvalidPollingCodeError for an unknown code. */
  pollCliAuth(pollingCode: string) { return this.later((m) => m.cli.pollCliAuth(this.client, pollingCode)); }
  completeCliAuth(body: CliAuthCompleteBodyJson, session: RequestSession | null = null) { return this.later((m) => m.cli.completeCliAuth(this.client, body, session)); }

  // ── Sessions ──────────────────────────────────────────────────────────────

  /** Deletes the current session. Result error: RefreshTokenError (already revoked; callers ignore it). */
  signOut(session: RequestSession | null) { return auth.signOut(this.client, session); }
  /** The signed-in user's sessions, newest first. */
  listSessions(session: RequestSession | null) { return this.later((m) => m.sessions.listSessions(this.client, ME, session)); }
  /** Ends another session of the signed-in user (the current one gives CannotDeleteCurrentSession). */
  deleteSession(sessionId: string, session: RequestSession | null) { return this.later((m) => m.sessions.deleteSession(this.client, sessionId, ME, session)); }

  // ── Current user ──────────────────────────────────────────────────────────

  /** Result error: CannotGetOwnUserWithoutUser (nobody signed in). */
  getCurrentUser(session: RequestSession | null) { return users.getCurrentUser<ClientUserJson>(this.client, session, USER); }
  updateCurrentUser(body: UserUpdateBodyJson, session: RequestSession | null) { return users.updateCurrentUser<ClientUserJson>(this.client, body, session, USER); }
  deleteCurrentUser(session: RequestSession | null) { return users.deleteCurrentUser(this.client, session); }

  // ── Contact channels (the signed-in user's) ───────────────────────────────

  listContactChannels(session: RequestSession | null) { return this.later((m) => m.channels.listContactChannels(this.client, ME, session)); }
  createContactChannel(body: Omit<ContactChannelCreateBodyJson, "user_id">, session: RequestSession | null) {
    return this.later((m) => m.channels.createContactChannel(this.client, { user_id: ME, ...body }, session));
  }
  getContactChannel(channelId: string, session: RequestSession | null) { return this.later((m) => m.channels.getContactChannel(this.client, ME, channelId, session)); }
  updateContactChannel(channelId: string, body: ContactChannelUpdateBodyJson, session: RequestSession | null) {
    return this.later((m) => m.channels.updateContactChannel(this.client, ME, channelId, body, session));
  }
  deleteContactChannel(channelId: string, session: RequestSession | null) { return this.later((m) => m.channels.deleteContactChannel(this.client, ME, channelId, session)); }
  /** Result error: EmailAlreadyVerified. */
  sendContactChannelVerificationCode(channelId: string, callbackUrl: string, session: RequestSession | null) {
    return this.later((m) => m.channels.sendContactChannelVerificationCode(this.client, ME, channelId, { callback_url: callbackUrl }, session));
  }
  /** Legacy primary-email route. Result error: EmailAlreadyVerified. */
  sendVerificationEmail(body: { email: string; callback_url: string }, session: RequestSession | null) {
    return this.later((m) => m.channels.sendVerificationEmail(this.client, body, session));
  }
  /** Result error: VerificationCodeError. */
  verifyEmail(code: string) { return this.later((m) => m.channels.verifyEmail(this.client, code)); }
  /** Result error: VerificationCodeError. */
  checkEmailVerificationCode(code: string) { return this.later((m) => m.channels.checkEmailVerificationCode(this.client, code)); }

  // ── Teams, memberships, profiles, invitations ─────────────────────────────

  /** Teams the signed-in user belongs to. */
  listTeams(session: RequestSession | null) { return this.later((m) => m.teams.listTeams<TeamJson>(this.client, ME, session)); }
  getTeam(teamId: string, session: RequestSession | null) { return this.later((m) => m.teams.getTeam<TeamJson>(this.client, teamId, session)); }
  /** Send `creator_user_id: "me"` to become the creator. */
  createTeam(body: TeamCreateBodyJson, session: RequestSession | null) { return this.later((m) => m.teams.createTeam<TeamJson>(this.client, body, session)); }
  updateTeam(teamId: string, body: TeamUpdateBodyJson, session: RequestSession | null) { return this.later((m) => m.teams.updateTeam<TeamJson>(this.client, teamId, body, session)); }
  deleteTeam(teamId: string, session: RequestSession | null) { return this.later((m) => m.teams.deleteTeam(this.client, teamId, session)); }
  /** Removes a member (`"me"` = leave the team). */
  removeTeamMember(teamId: string, userId: string, session: RequestSession | null) { return this.later((m) => m.teams.removeTeamMember(this.client, teamId, userId, session)); }
  listTeamMemberProfiles(teamId: string, session: RequestSession | null) {
    return this.later((m) => m.teams.listTeamMemberProfiles<TeamMemberProfileJson>(this.client, { team_id: teamId }, session));
  }
  getTeamMemberProfile(teamId: string, userId: string, session: RequestSession | null) {
    return this.later((m) => m.teams.getTeamMemberProfile<TeamMemberProfileJson>(this.client, teamId, userId, session));
  }
  /** The signed-in user's own profile in a team. */
  updateTeamMemberProfile(teamId: string, body: TeamMemberProfileUpdateBodyJson, session: RequestSession | null) {
    return this.later((m) => m.teams.updateTeamMemberProfile<TeamMemberProfileJson>(this.client, teamId, ME, body, session));
  }
  sendTeamInvitation(body: TeamInvitationSendBodyJson, session: RequestSession | null) { return this.later((m) => m.teams.sendTeamInvitation(this.client, body, session)); }
  listTeamInvitations(teamId: string, session: RequestSession | null) { return this.later((m) => m.teams.listTeamInvitations(this.client, teamId, session)); }
  revokeTeamInvitation(invitationId: string, teamId: string, session: RequestSession | null) {
    return this.later((m) => m.teams.revokeTeamInvitation(this.client, invitationId, teamId, session));
  }
  /** Result error: VerificationCodeError. */
  acceptTeamInvitation(code: string, session: RequestSession | null) { return this.later((m) => m.teams.acceptTeamInvitation(this.client, code, session)); }
  /** Result error: VerificationCodeError. */
  checkTeamInvitationCode(code: string, session: RequestSession | null) { return this.later((m) => m.teams.checkTeamInvitationCode(this.client, code, session)); }
  /** Result error: VerificationCodeError. */
  getTeamInvitationDetails(code: string, session: RequestSession | null) { return this.later((m) => m.teams.getTeamInvitationDetails(this.client, code, session)); }

  // ── Permissions (the signed-in user's) ────────────────────────────────────

  listTeamPermissions(query: Omit<TeamPermissionListQueryJson, "user_id">, session: RequestSession | null) {
    return this.later((m) => m.permissions.listTeamPermissions(this.client, { ...query, user_id: ME }, session));
  }
  listProjectPermissions(query: Omit<ProjectPermissionListQueryJson, "user_id">, session: RequestSession | null) {
    return this.later((m) => m.permissions.listProjectPermissions(this.client, { ...query, user_id: ME }, session));
  }

  // ── API keys ──────────────────────────────────────────────────────────────

  createUserApiKey(body: Omit<UserApiKeyCreateBodyJson, "user_id">, session: RequestSession | null) {
    return this.later((m) => m.apiKeys.createUserApiKey(this.client, { user_id: ME, ...body }, session));
  }
  listUserApiKeys(session: RequestSession | null) { return this.later((m) => m.apiKeys.listUserApiKeys(this.client, ME, session)); }
  getUserApiKey(keyId: string, session: RequestSession | null) { return this.later((m) => m.apiKeys.getUserApiKey(this.client, keyId, ME, session)); }
  updateUserApiKey(keyId: string, body: ApiKeyUpdateBodyJson, session: RequestSession | null) {
    return this.later((m) => m.apiKeys.updateUserApiKey(this.client, keyId, ME, body, session));
  }
  createTeamApiKey(body: TeamApiKeyCreateBodyJson, session: RequestSession | null) { return this.later((m) => m.apiKeys.createTeamApiKey(this.client, body, session)); }
  listTeamApiKeys(teamId: string, session: RequestSession | null) { return this.later((m) => m.apiKeys.listTeamApiKeys(this.client, teamId, session)); }
  getTeamApiKey(keyId: string, teamId: string, session: RequestSession | null) { return this.later((m) => m.apiKeys.getTeamApiKey(this.client, keyId, teamId, session)); }
  updateTeamApiKey(keyId: string, teamId: string, body: ApiKeyUpdateBodyJson, session: RequestSession | null) {
    return this.later((m) => m.apiKeys.updateTeamApiKey(this.client, keyId, teamId, body, session));
  }

  // ── Project, connected accounts, meta ─────────────────────────────────────

  /** The project's public config (no user needed). */
  getProject() { return this.later((m) => m.projects.getProject(this.client)); }
  /** Project `internal` only: projects the signed-in dashboard user manages. */
  listOwnedProjects(session: RequestSession | null) { return this.later((m) => m.projects.listOwnedProjects(this.client, session)); }
  /** Project `internal` only: creates a project managed by the signed-in user. */
  createOwnedProject(body: AdminProjectCreateBodyJson, session: RequestSession | null) { return this.later((m) => m.projects.createOwnedProject(this.client, body, session)); }
  /** Result errors: OAuthConnectionNotConnectedToUser, OAuthConnectionDoesNotHaveRequiredScope. `scope` is space-separated. */
  getConnectedAccountAccessToken(providerId: string, scope: string | undefined, session: RequestSession | null) {
    return this.later((m) => m.projects.getConnectedAccountAccessToken(this.client, ME, providerId, scope === undefined ? {} : { scope }, session));
  }
  /** The service's "not yet supported" text for a feature. */
  checkFeatureSupport(body: CheckFeatureSupportBodyJson) { return this.later((m) => m.projects.checkFeatureSupport(this.client, body)); }
  /** `GET <base>/health`. */
  checkHealth(): Promise<HealthJson> { return this.later((m) => m.projects.checkHealth(this.client)); }
}
