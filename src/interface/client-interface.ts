/**
 * Every C+ endpoint as one typed method (docs/protocol.md §13). Calls go out with
 * access type `client` and the publishable key, even from a ServerInterface or
 * AdminInterface (docs/protocol.md §5.1: a server app making a client-tier call sends `client`).
 * No caching, no redirects, no domain objects: wire JSON in, wire JSON (or a Result) out.
 */
import { expectErrors } from "../errors";
import type { KnownErrors } from "../errors";
import * as apiKeys from "./calls/api-keys";
import * as auth from "./calls/auth";
import * as cli from "./calls/cli";
import * as channels from "./calls/contact-channels";
import * as otp from "./calls/otp";
import * as passkeys from "./calls/passkeys";
import * as permissions from "./calls/permissions";
import * as projects from "./calls/projects";
import * as teams from "./calls/teams";
import * as users from "./calls/users";
import type { InterfaceOptions } from "./options";
import { sendHealthCheck } from "./request";
import type { CallContext } from "./request";
import type { RequestSession } from "./session";
import { buildOAuthAuthorizeUrl, postCodeExchange, postRefreshToken } from "./token-endpoint";
import type { CodeExchangeParams, OAuthAuthorizeParams } from "./token-endpoint";
import { MEMBER_PROFILE, TEAM, USER } from "./shapes";
import { resolveBaseUrl } from "./url";
import type { ApiKeyUpdateBodyJson, TeamApiKeyCreateBodyJson, UserApiKeyCreateBodyJson } from "./wire/api-keys";
import type {
  CliAuthCompleteBodyJson,
  CliAuthInitiateBodyJson,
  OAuthRefreshResponseJson,
  OAuthTokenResponseJson,
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
const CODE_EXCHANGE_ERRORS = expectErrors<[typeof KnownErrors.InvalidAuthorizationCode, typeof KnownErrors.RedirectUrlNotWhitelisted, typeof KnownErrors.MultiFactorAuthenticationRequired]>("INVALID_AUTHORIZATION_CODE", "REDIRECT_URL_NOT_WHITELISTED", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");

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
    return postCodeExchange<OAuthTokenResponseJson, typeof CODE_EXCHANGE_ERRORS>(this.options, params, CODE_EXCHANGE_ERRORS, this.client.signal);
  }

  /** The URL of `GET /auth/oauth/authorize/{provider}` (a browser navigation, not a fetch). */
  buildOAuthAuthorizeUrl(params: OAuthAuthorizeParams): string {
    return buildOAuthAuthorizeUrl(this.options, params);
  }

  // ── Password, anonymous, OTP, MFA ──────────────────────────────────────────

  /** Result errors: UserWithEmailAlreadyExists, PasswordRequirementsNotMet. */
  signUpWithPassword(body: PasswordSignUpBodyJson) { return auth.signUpWithPassword(this.client, body); }
  /** Result errors: EmailPasswordMismatch, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithPassword(body: PasswordSignInBodyJson) { return auth.signInWithPassword(this.client, body); }
  /** Result error: UserNotFound (listed by the seed SDK; the service answers "maybe" instead). */
  sendPasswordResetCode(body: SendPasswordResetCodeBodyJson) { return auth.sendPasswordResetCode(this.client, body); }
  /** Result error: VerificationCodeError. */
  checkPasswordResetCode(code: string) { return auth.checkPasswordResetCode(this.client, code); }
  /** Result error: VerificationCodeError. Does not sign in. */
  resetPassword(body: PasswordResetBodyJson) { return auth.resetPassword(this.client, body); }
  /** Result errors: PasswordConfirmationMismatch, PasswordRequirementsNotMet. Keeps the session of `session`'s refresh token. */
  updatePassword(body: PasswordUpdateBodyJson, session: RequestSession | null) { return auth.updatePassword(this.client, body, session); }
  /** Result error: PasswordRequirementsNotMet. */
  setPassword(password: string, session: RequestSession | null) { return auth.setPassword(this.client, { password }, session); }
  signUpAnonymously() { return auth.signUpAnonymously(this.client); }
  /** Result error: RedirectUrlNotWhitelisted. Answers the nonce for the 6-character code path. */
  sendOtpSignInCode(body: SendOtpSignInCodeBodyJson) { return otp.sendOtpSignInCode(this.client, body); }
  /** `code`: the magic-link code, or OTP + nonce. Result errors: VerificationCodeError, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithOtp(code: string) { return otp.signInWithOtp(this.client, code); }
  /** Result error: VerificationCodeError. */
  checkOtpSignInCode(code: string) { return otp.checkOtpSignInCode(this.client, code); }
  /** `code` is the MFA attempt code. Result errors: VerificationCodeError, InvalidTotpCode. */
  signInWithMfa(body: { totp: string; code: string }) { return otp.signInWithMfa(this.client, body); }

  // ── Passkeys ───────────────────────────────────────────────────────────────

  initiatePasskeyRegistration(session: RequestSession | null) { return passkeys.initiatePasskeyRegistration(this.client, session); }
  /** Result errors: PasskeyRegistrationFailed, PasskeyAuthenticationFailed (the seed's code for a bad origin). */
  registerPasskey(body: PasskeyRegisterBodyJson, session: RequestSession | null) { return passkeys.registerPasskey(this.client, body, session); }
  initiatePasskeyAuthentication() { return passkeys.initiatePasskeyAuthentication(this.client); }
  /** Result errors: PasskeyAuthenticationFailed, InvalidTotpCode, MultiFactorAuthenticationRequired. */
  signInWithPasskey(body: PasskeySignInBodyJson) { return passkeys.signInWithPasskey(this.client, body); }

  // ── CLI login ─────────────────────────────────────────────────────────────

  initiateCliAuth(body: CliAuthInitiateBodyJson = {}) { return cli.initiateCliAuth(this.client, body); }
  /** Throws InvalidPollingCodeError for an unknown code. */
  pollCliAuth(pollingCode: string) { return cli.pollCliAuth(this.client, pollingCode); }
  completeCliAuth(body: CliAuthCompleteBodyJson, session: RequestSession | null = null) { return cli.completeCliAuth(this.client, body, session); }

  // ── Sessions ──────────────────────────────────────────────────────────────

  /** Deletes the current session. Result error: RefreshTokenError (already revoked; callers ignore it). */
  signOut(session: RequestSession | null) { return auth.signOut(this.client, session); }
  /** The signed-in user's sessions, newest first. */
  listSessions(session: RequestSession | null) { return users.listSessions(this.client, ME, session); }
  /** Ends another session of the signed-in user (the current one gives CannotDeleteCurrentSession). */
  deleteSession(sessionId: string, session: RequestSession | null) { return users.deleteSession(this.client, sessionId, ME, session); }

  // ── Current user ──────────────────────────────────────────────────────────

  /** Result error: CannotGetOwnUserWithoutUser (nobody signed in). */
  getCurrentUser(session: RequestSession | null) { return users.getCurrentUser<ClientUserJson>(this.client, session, USER); }
  updateCurrentUser(body: UserUpdateBodyJson, session: RequestSession | null) { return users.updateCurrentUser<ClientUserJson>(this.client, body, session, USER); }
  deleteCurrentUser(session: RequestSession | null) { return users.deleteCurrentUser(this.client, session); }

  // ── Contact channels (the signed-in user's) ───────────────────────────────

  listContactChannels(session: RequestSession | null) { return channels.listContactChannels(this.client, ME, session); }
  createContactChannel(body: Omit<ContactChannelCreateBodyJson, "user_id">, session: RequestSession | null) {
    return channels.createContactChannel(this.client, { user_id: ME, ...body }, session);
  }
  getContactChannel(channelId: string, session: RequestSession | null) { return channels.getContactChannel(this.client, ME, channelId, session); }
  updateContactChannel(channelId: string, body: ContactChannelUpdateBodyJson, session: RequestSession | null) {
    return channels.updateContactChannel(this.client, ME, channelId, body, session);
  }
  deleteContactChannel(channelId: string, session: RequestSession | null) { return channels.deleteContactChannel(this.client, ME, channelId, session); }
  /** Result error: EmailAlreadyVerified. */
  sendContactChannelVerificationCode(channelId: string, callbackUrl: string, session: RequestSession | null) {
    return channels.sendContactChannelVerificationCode(this.client, ME, channelId, { callback_url: callbackUrl }, session);
  }
  /** Legacy primary-email route. Result error: EmailAlreadyVerified. */
  sendVerificationEmail(body: { email: string; callback_url: string }, session: RequestSession | null) {
    return channels.sendVerificationEmail(this.client, body, session);
  }
  /** Result error: VerificationCodeError. */
  verifyEmail(code: string) { return channels.verifyEmail(this.client, code); }
  /** Result error: VerificationCodeError. */
  checkEmailVerificationCode(code: string) { return channels.checkEmailVerificationCode(this.client, code); }

  // ── Teams, memberships, profiles, invitations ─────────────────────────────

  /** Teams the signed-in user belongs to. */
  listTeams(session: RequestSession | null) { return teams.listTeams<TeamJson>(this.client, ME, session, TEAM); }
  getTeam(teamId: string, session: RequestSession | null) { return teams.getTeam<TeamJson>(this.client, teamId, session, TEAM); }
  /** Send `creator_user_id: "me"` to become the creator. */
  createTeam(body: TeamCreateBodyJson, session: RequestSession | null) { return teams.createTeam<TeamJson>(this.client, body, session, TEAM); }
  updateTeam(teamId: string, body: TeamUpdateBodyJson, session: RequestSession | null) { return teams.updateTeam<TeamJson>(this.client, teamId, body, session, TEAM); }
  deleteTeam(teamId: string, session: RequestSession | null) { return teams.deleteTeam(this.client, teamId, session); }
  /** Removes a member (`"me"` = leave the team). */
  removeTeamMember(teamId: string, userId: string, session: RequestSession | null) { return teams.removeTeamMember(this.client, teamId, userId, session); }
  listTeamMemberProfiles(teamId: string, session: RequestSession | null) {
    return teams.listTeamMemberProfiles<TeamMemberProfileJson>(this.client, { team_id: teamId }, session, MEMBER_PROFILE);
  }
  getTeamMemberProfile(teamId: string, userId: string, session: RequestSession | null) {
    return teams.getTeamMemberProfile<TeamMemberProfileJson>(this.client, teamId, userId, session, MEMBER_PROFILE);
  }
  /** The signed-in user's own profile in a team. */
  updateTeamMemberProfile(teamId: string, body: TeamMemberProfileUpdateBodyJson, session: RequestSession | null) {
    return teams.updateTeamMemberProfile<TeamMemberProfileJson>(this.client, teamId, ME, body, session, MEMBER_PROFILE);
  }
  sendTeamInvitation(body: TeamInvitationSendBodyJson, session: RequestSession | null) { return teams.sendTeamInvitation(this.client, body, session); }
  listTeamInvitations(teamId: string, session: RequestSession | null) { return teams.listTeamInvitations(this.client, teamId, session); }
  revokeTeamInvitation(invitationId: string, teamId: string, session: RequestSession | null) {
    return teams.revokeTeamInvitation(this.client, invitationId, teamId, session);
  }
  /** Result error: VerificationCodeError. */
  acceptTeamInvitation(code: string, session: RequestSession | null) { return teams.acceptTeamInvitation(this.client, code, session); }
  /** Result error: VerificationCodeError. */
  checkTeamInvitationCode(code: string, session: RequestSession | null) { return teams.checkTeamInvitationCode(this.client, code, session); }
  /** Result error: VerificationCodeError. */
  getTeamInvitationDetails(code: string, session: RequestSession | null) { return teams.getTeamInvitationDetails(this.client, code, session); }

  // ── Permissions (the signed-in user's) ────────────────────────────────────

  listTeamPermissions(query: Omit<TeamPermissionListQueryJson, "user_id">, session: RequestSession | null) {
    return permissions.listTeamPermissions(this.client, { ...query, user_id: ME }, session);
  }
  listProjectPermissions(query: Omit<ProjectPermissionListQueryJson, "user_id">, session: RequestSession | null) {
    return permissions.listProjectPermissions(this.client, { ...query, user_id: ME }, session);
  }

  // ── API keys ──────────────────────────────────────────────────────────────

  createUserApiKey(body: Omit<UserApiKeyCreateBodyJson, "user_id">, session: RequestSession | null) {
    return apiKeys.createUserApiKey(this.client, { user_id: ME, ...body }, session);
  }
  listUserApiKeys(session: RequestSession | null) { return apiKeys.listUserApiKeys(this.client, ME, session); }
  getUserApiKey(keyId: string, session: RequestSession | null) { return apiKeys.getUserApiKey(this.client, keyId, ME, session); }
  updateUserApiKey(keyId: string, body: ApiKeyUpdateBodyJson, session: RequestSession | null) {
    return apiKeys.updateUserApiKey(this.client, keyId, ME, body, session);
  }
  createTeamApiKey(body: TeamApiKeyCreateBodyJson, session: RequestSession | null) { return apiKeys.createTeamApiKey(this.client, body, session); }
  listTeamApiKeys(teamId: string, session: RequestSession | null) { return apiKeys.listTeamApiKeys(this.client, teamId, session); }
  getTeamApiKey(keyId: string, teamId: string, session: RequestSession | null) { return apiKeys.getTeamApiKey(this.client, keyId, teamId, session); }
  updateTeamApiKey(keyId: string, teamId: string, body: ApiKeyUpdateBodyJson, session: RequestSession | null) {
    return apiKeys.updateTeamApiKey(this.client, keyId, teamId, body, session);
  }

  // ── Project, connected accounts, meta ─────────────────────────────────────

  /** The project's public config (no user needed). */
  getProject() { return projects.getProject(this.client); }
  /** Project `internal` only: projects the signed-in dashboard user manages. */
  listOwnedProjects(session: RequestSession | null) { return projects.listOwnedProjects(this.client, session); }
  /** Project `internal` only: creates a project managed by the signed-in user. */
  createOwnedProject(body: AdminProjectCreateBodyJson, session: RequestSession | null) { return projects.createOwnedProject(this.client, body, session); }
  /** Result errors: OAuthConnectionNotConnectedToUser, OAuthConnectionDoesNotHaveRequiredScope. `scope` is space-separated. */
  getConnectedAccountAccessToken(providerId: string, scope: string | undefined, session: RequestSession | null) {
    return projects.getConnectedAccountAccessToken(this.client, ME, providerId, scope === undefined ? {} : { scope }, session);
  }
  /** The service's "not yet supported" text for a feature. */
  checkFeatureSupport(body: CheckFeatureSupportBodyJson) { return projects.checkFeatureSupport(this.client, body); }
  /** `GET <base>/health`. */
  checkHealth(): Promise<HealthJson> { return sendHealthCheck(this.options, this.client.signal) as Promise<HealthJson>; }
}
