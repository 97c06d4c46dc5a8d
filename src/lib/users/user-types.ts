/**
 * The user types (docs/api.md §3.1–§3.4, §3.11): a 2×2 grid of public fields
 * (`User`), the signed-in user's session methods (`Auth`), account methods
 * (`UserExtra` / `ServerUserExtra`), and server fields.
 */
import type { Result } from "../../errors/result";
import type { KnownErrors } from "../../errors";
import type { ClientUserJson } from "../../interface/wire/users";
import type { ActiveSession } from "../active-sessions/active-session-types";
import type { ApiKeyCreationOptions, UserApiKey, UserApiKeyFirstView } from "../api-keys/api-key-types";
import type { GetConnectedAccountOptions, OAuthConnection } from "../connected-accounts/connected-account-types";
import type {
  ContactChannel,
  ContactChannelCreateOptions,
  ServerContactChannel,
  ServerContactChannelCreateOptions,
} from "../contact-channels/contact-channel-types";
import type { TeamPermission } from "../permissions/permission-types";
import type { AdminProjectCreateOptions, OwnedProjectOf } from "../projects/project-types";
import type { EditableTeamMemberProfile, ServerTeamOf, ServerTeamUserOf, Team, TeamCreateOptions } from "../teams/team-types";
import type { CallOptions } from "../core/call-options";
import type { Json, JsonInput } from "../core/json";
import type { ProviderType } from "../core/options";


/** Public fields of every user object. */
export type User = {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly profileImageUrl: string | null;
  readonly signedUpAt: Date;
  /** Writable by the user. */
  readonly clientMetadata: Json;
  /** Readable by the client; only the server writes it. */
  readonly clientReadOnlyMetadata: Json;
  readonly hasPassword: boolean;
  readonly otpAuthEnabled: boolean;
  readonly passkeyAuthEnabled: boolean;
  /** True when a TOTP secret is set. */
  readonly isMultiFactorRequired: boolean;
  readonly isAnonymous: boolean;
  /** @deprecated use the contact channels' `usedForAuth`. */
  readonly emailAuthEnabled: boolean;
  /** @deprecated use `getConnectedAccount`. */
  readonly oauthProviders: readonly { readonly id: string }[];
  /** The client wire JSON of this user (used to seed caches). */
  toClientJson(): ClientUserJson;
};

/** `{ accessToken, refreshToken }`; either may be null. */
export type Tokens = { accessToken: string | null; refreshToken: string | null };

/** A session whose tokens can be read. */
export type Session = { getTokens(): Promise<Tokens> };

/**
 * Session methods of the signed-in user. Every user method that does I/O takes
 * `{ signal }` (`CallOptions`) in its last argument.
 */
export type Auth = {
  readonly currentSession: Session;
  /** Serializable credentials for another server, which passes them as its `tokenStore` (may refresh the access token). */
  getAuthJson(options?: CallOptions): Promise<Tokens>;
  /** `{ "x-stack-auth": JSON }` for cross-origin fetches to your own server. */
  getAuthHeaders(options?: CallOptions): Promise<{ "x-stack-auth": string }>;
  /** Deletes the session on the service, forgets it locally, then redirects to `redirectUrl` or `afterSignOut`. */
  signOut(options?: { redirectUrl?: string | URL } & CallOptions): Promise<void>;
  /** WebAuthn registration for `hostname` (default: the page's hostname). Refreshes the user. */
  registerPasskey(options?: { hostname?: string } & CallOptions): Promise<
    Result<undefined, InstanceType<typeof KnownErrors.PasskeyRegistrationFailed> | InstanceType<typeof KnownErrors.PasskeyWebAuthnError>>
  >;
};

export type UserUpdateOptions = {
  displayName?: string | null | undefined;
  clientMetadata?: JsonInput | undefined;
  selectedTeamId?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  otpAuthEnabled?: boolean | undefined;
  passkeyAuthEnabled?: boolean | undefined;
  /** A TOTP secret turns MFA on; `null` turns it off. */
  totpMultiFactorSecret?: Uint8Array | null | undefined;
};

type PermissionMethods<TeamT> = {
  listPermissions(team: TeamT, options?: { recursive?: boolean } & CallOptions): Promise<TeamPermission[]>;
  listPermissions(options?: { recursive?: boolean } & CallOptions): Promise<TeamPermission[]>;
  usePermissions(team: TeamT, options?: { recursive?: boolean }): TeamPermission[];
  usePermissions(options?: { recursive?: boolean }): TeamPermission[];
  getPermission(team: TeamT, permissionId: string, options?: CallOptions): Promise<TeamPermission | null>;
  getPermission(permissionId: string, options?: CallOptions): Promise<TeamPermission | null>;
  usePermission(team: TeamT, permissionId: string): TeamPermission | null;
  usePermission(permissionId: string): TeamPermission | null;
  hasPermission(team: TeamT, permissionId: string, options?: CallOptions): Promise<boolean>;
  hasPermission(permissionId: string, options?: CallOptions): Promise<boolean>;
};

/** Account methods shared by the tiers; `TeamT` is Team or ServerTeam. */
type UserExtraBase<TeamT> = PermissionMethods<TeamT> & {
  readonly selectedTeam: TeamT | null;
  setDisplayName(displayName: string | null, options?: CallOptions): Promise<void>;
  setClientMetadata(metadata: JsonInput, options?: CallOptions): Promise<void>;
  setSelectedTeam(team: TeamT | null, options?: CallOptions): Promise<void>;
  delete(options?: CallOptions): Promise<void>;
  listTeams(options?: CallOptions): Promise<TeamT[]>;
  useTeams(): TeamT[];
  getTeam(teamId: string, options?: CallOptions): Promise<TeamT | null>;
  useTeam(teamId: string): TeamT | null;
  createTeam(options: TeamCreateOptions & CallOptions): Promise<TeamT>;
  leaveTeam(team: TeamT, options?: CallOptions): Promise<void>;
  getTeamProfile(team: TeamT, options?: CallOptions): Promise<EditableTeamMemberProfile>;
  useTeamProfile(team: TeamT): EditableTeamMemberProfile;
  getConnectedAccount(provider: ProviderType, options?: GetConnectedAccountOptions): Promise<OAuthConnection | null>;
  useConnectedAccount(provider: ProviderType, options?: GetConnectedAccountOptions): OAuthConnection | null;
  getActiveSessions(options?: CallOptions): Promise<ActiveSession[]>;
  revokeSession(sessionId: string, options?: CallOptions): Promise<void>;
  createApiKey(options: ApiKeyCreationOptions & CallOptions): Promise<UserApiKeyFirstView>;
  listApiKeys(options?: CallOptions): Promise<UserApiKey[]>;
  useApiKeys(): UserApiKey[];
};

type PasswordMismatchOrRequirements =
  | InstanceType<typeof KnownErrors.PasswordConfirmationMismatch>
  | InstanceType<typeof KnownErrors.PasswordRequirementsNotMet>;

/** Account methods of a client user. */
export type UserExtra = UserExtraBase<Team> & {
  update(options: UserUpdateOptions & CallOptions): Promise<void>;
  /** err-value: resolves to the known error, or `undefined` on success. */
  updatePassword(options: { oldPassword: string; newPassword: string } & CallOptions): Promise<PasswordMismatchOrRequirements | undefined>;
  /** err-value, for users without a password. */
  setPassword(options: { password: string } & CallOptions): Promise<InstanceType<typeof KnownErrors.PasswordRequirementsNotMet> | undefined>;
  /** err-value. @deprecated use the contact channel's method. Throws without a primary email. */
  sendVerificationEmail(options?: { callbackUrl?: string } & CallOptions): Promise<InstanceType<typeof KnownErrors.EmailAlreadyVerified> | undefined>;
  listContactChannels(options?: CallOptions): Promise<ContactChannel[]>;
  useContactChannels(): ContactChannel[];
  createContactChannel(options: ContactChannelCreateOptions & CallOptions): Promise<ContactChannel>;
};

/** The signed-in user on the client tier. */
export type CurrentUser = User & Auth & UserExtra;

export type ServerUserUpdateOptions = UserUpdateOptions & {
  primaryEmail?: string | null | undefined;
  primaryEmailVerified?: boolean | undefined;
  primaryEmailAuthEnabled?: boolean | undefined;
  clientReadOnlyMetadata?: JsonInput | undefined;
  serverMetadata?: JsonInput | undefined;
  password?: string | undefined;
};

export type ServerUserCreateOptions = {
  primaryEmail?: string | null | undefined;
  primaryEmailAuthEnabled?: boolean | undefined;
  primaryEmailVerified?: boolean | undefined;
  password?: string | undefined;
  otpAuthEnabled?: boolean | undefined;
  displayName?: string | undefined;
  clientMetadata?: JsonInput | undefined;
  clientReadOnlyMetadata?: JsonInput | undefined;
  serverMetadata?: JsonInput | undefined;
};

/** Server fields and methods. */
export type ServerUserExtra = UserExtraBase<ServerTeam> & {
  readonly lastActiveAt: Date;
  readonly serverMetadata: Json;
  readonly primaryEmailAuthEnabled: boolean;
  update(options: ServerUserUpdateOptions & CallOptions): Promise<void>;
  setPrimaryEmail(email: string | null, options?: { verified?: boolean } & CallOptions): Promise<void>;
  setServerMetadata(metadata: JsonInput, options?: CallOptions): Promise<void>;
  setClientReadOnlyMetadata(metadata: JsonInput, options?: CallOptions): Promise<void>;
  /**
   * Throws (goes through `update`). Resolves to `undefined`, so a server user still fits
   * where the client's err-value `setPassword` is expected (ServerApp extends ClientApp).
   */
  setPassword(options: { password: string } & CallOptions): Promise<undefined>;
  /** err-value; calls the endpoint without a user session. */
  updatePassword(options: { oldPassword: string; newPassword: string } & CallOptions): Promise<PasswordMismatchOrRequirements | undefined>;
  /** Not supported for server users: throws. */
  sendVerificationEmail(): Promise<never>;
  grantPermission(team: ServerTeam, permissionId: string, options?: CallOptions): Promise<void>;
  grantPermission(permissionId: string, options?: CallOptions): Promise<void>;
  revokePermission(team: ServerTeam, permissionId: string, options?: CallOptions): Promise<void>;
  revokePermission(permissionId: string, options?: CallOptions): Promise<void>;
  listContactChannels(options?: CallOptions): Promise<ServerContactChannel[]>;
  useContactChannels(): ServerContactChannel[];
  createContactChannel(options: ServerContactChannelCreateOptions & CallOptions): Promise<ServerContactChannel>;
  /** Mints a session for this user (impersonation); its tokens are fixed. */
  createSession(options?: { expiresInMillis?: number; isImpersonation?: boolean } & CallOptions): Promise<Session>;
};

export type ServerUser = User & ServerUserExtra;

/**
 * A team, server view (docs/api.md §3.5). A server team lists server users and a server user
 * lists server teams, so the one is declared with the other: the team types take the user
 * type as a parameter (`ServerTeamOf<U>`, ../teams/team-types.ts) and this file fills it in.
 * An interface, not an alias: its base is resolved on use, which lets the two refer to each other.
 */
export interface ServerTeam extends ServerTeamOf<ServerUser> {}
/** A member of a server team: a server user with its profile in the team. */
export type ServerTeamUser = ServerTeamUserOf<ServerUser>;
export type CurrentServerUser = ServerUser & Auth;

/**
 * Extras of the signed-in user of the `internal` project (the dashboard), with owned
 * projects whose app is an `App` (an AdminApp: `InternalUserExtra` in lib/apps/internal-user-types.ts).
 */
export type InternalUserExtraOf<App> = {
  createProject(options: AdminProjectCreateOptions & CallOptions): Promise<OwnedProjectOf<App>>;
  listOwnedProjects(options?: CallOptions): Promise<OwnedProjectOf<App>[]>;
  useOwnedProjects(): OwnedProjectOf<App>[];
};
