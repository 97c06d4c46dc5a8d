/**
 * The emulator's whole state: plain JSON, so it can be saved to a file and loaded back.
 * Every kind of record has a table of its own, keyed by id (or by the key named on the
 * table); times are ms since epoch from the emulator clock.
 *
 * Records are read-only to the rest of the emulator: every change goes through the
 * store (`./store`), which keeps the lookup indexes and the persistence in step. A
 * project's `config` is kept in the wire's own (snake_case) shape because it is exactly
 * what the admin view returns.
 */
import type { JsonValue } from "../../interface/wire/common";
import type { EmailTemplateType } from "../../interface/wire/emails";

export type AccessType = "client" | "server" | "admin";

export type OAuthProviderConfig = {
  readonly id: string;
  readonly type: "shared" | "standard";
  readonly client_id?: string;
  readonly client_secret?: string;
  readonly facebook_config_id?: string;
  readonly microsoft_tenant_id?: string;
};

export type DomainConfig = { readonly domain: string; readonly handler_path: string };

export type EmailConfig =
  | { readonly type: "shared" }
  | {
    readonly type: "standard";
    readonly host: string;
    readonly port: number;
    readonly username: string;
    readonly password: string;
    readonly sender_name: string;
    readonly sender_email: string;
  };

export type PermissionRef = { readonly id: string };

export type ProjectConfig = {
  allow_localhost: boolean;
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  magic_link_enabled: boolean;
  passkey_enabled: boolean;
  client_team_creation_enabled: boolean;
  client_user_deletion_enabled: boolean;
  allow_user_api_keys: boolean;
  allow_team_api_keys: boolean;
  oauth_providers: readonly OAuthProviderConfig[];
  domains: readonly DomainConfig[];
  email_config: EmailConfig;
  create_team_on_sign_up: boolean;
  team_creator_default_permissions: readonly PermissionRef[];
  team_member_default_permissions: readonly PermissionRef[];
  user_default_permissions: readonly PermissionRef[];
  oauth_account_merge_strategy: "link_method" | "raise_error" | "allow_duplicates";
};

/** One set of project keys (the service's "API key set"); a key is null when the set lacks it. */
export type ApiKeySetRecord = {
  readonly id: string;
  readonly description: string;
  readonly publishableClientKey: string | null;
  readonly secretServerKey: string | null;
  readonly superSecretAdminKey: string | null;
  readonly createdAtMillis: number;
  readonly expiresAtMillis: number | null;
  readonly manuallyRevokedAtMillis: number | null;
};

/** The per-project ES256 signing key, as JWKs. */
export type SigningKeyRecord = { readonly kid: string; readonly privateJwk: JsonWebKey; readonly publicJwk: JsonWebKey };

export type ProjectRecord = {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  readonly createdAtMillis: number;
  readonly isProductionMode: boolean;
  readonly config: Readonly<ProjectConfig>;
  /**
   * Not part of the wire config: the service allows anonymous sign-up only for an
   * allow-list of projects. The emulator allows it for `internal` (as the service's own
   * local setup does) and for the built-in default project, so apps can try it offline.
   */
  readonly anonymousSignUpEnabled: boolean;
  readonly apiKeySets: readonly ApiKeySetRecord[];
  readonly signingKey: SigningKeyRecord;
};

export type OAuthAccountRecord = { readonly providerId: string; readonly accountId: string; readonly email: string | null };

export type UserRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
  readonly signedUpAtMillis: number;
  readonly lastActiveAtMillis: number;
  readonly clientMetadata: JsonValue;
  readonly clientReadOnlyMetadata: JsonValue;
  readonly serverMetadata: JsonValue;
  /** `scrypt$...` (set by the emulator) or a bcrypt MCF string (imported through `password_hash`). */
  readonly passwordHash: string | null;
  readonly otpAuthEnabled: boolean;
  readonly passkeyAuthEnabled: boolean;
  readonly totpSecretBase64: string | null;
  readonly isAnonymous: boolean;
  readonly selectedTeamId: string | null;
  readonly oauthAccounts: readonly OAuthAccountRecord[];
};

export type ContactChannelRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly userId: string;
  readonly type: "email";
  readonly value: string;
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  readonly usedForAuth: boolean;
  readonly createdAtMillis: number;
};

/** A session = one refresh-token row; its id is the JWT's `refreshTokenId`. */
export type SessionRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly userId: string;
  readonly refreshToken: string;
  readonly createdAtMillis: number;
  readonly lastUsedAtMillis: number;
  readonly expiresAtMillis: number | null;
  readonly isImpersonation: boolean;
};

/** What each kind of verification code carries. */
export type CodeData = {
  contact_channel_verification: { readonly user_id: string; readonly contact_channel_id: string; readonly email: string };
  password_reset: { readonly user_id: string };
  /** `impersonation`: minted by the console for one user (tokens/impersonation.ts); `email` is then empty. */
  otp_sign_in: { readonly email: string; readonly user_id: string | null; readonly impersonation?: true };
  mfa_attempt: { readonly user_id: string; readonly is_new_user: boolean };
  team_invitation: { readonly team_id: string; readonly email: string; readonly callback_url: string };
  passkey_registration_challenge: { readonly challenge: string; readonly user_id: string };
  passkey_authentication_challenge: { readonly challenge: string };
};
export type CodeType = keyof CodeData;

type CodeBase = {
  readonly id: string;
  readonly projectId: string;
  readonly code: string;
  readonly createdAtMillis: number;
  readonly expiresAtMillis: number;
  readonly usedAtMillis: number | null;
  readonly attemptCount: number;
};

/** A verification code (email verification, password reset, MFA attempt, invitation, ...). */
export type VerificationCodeRecord<T extends CodeType = CodeType> = { [K in T]: CodeBase & { readonly type: K; readonly data: CodeData[K] } }[T];

export type TeamRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly displayName: string;
  readonly profileImageUrl: string | null;
  readonly clientMetadata: JsonValue;
  readonly clientReadOnlyMetadata: JsonValue;
  readonly serverMetadata: JsonValue;
  readonly createdAtMillis: number;
};

export type TeamMembershipRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly teamId: string;
  readonly userId: string;
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
  readonly createdAtMillis: number;
};

export type PermissionScope = "team" | "project";

export type PermissionDefinitionRecord = {
  readonly id: string;
  /** Absent on the wire when null. */
  readonly description: string | null;
  readonly containedPermissionIds: readonly string[];
};

/** A project's custom permission definitions (keyed by project id); made with the two default team permissions on first use. */
export type ProjectPermissionsRecord = {
  readonly projectId: string;
  readonly team: readonly PermissionDefinitionRecord[];
  readonly project: readonly PermissionDefinitionRecord[];
};

/** A direct team permission of a member; keyed `<team>/<user>/<permission>`. */
export type TeamGrantRecord = { readonly projectId: string; readonly teamId: string; readonly userId: string; readonly permissionId: string };
/** A direct project permission of a user; keyed `<user>/<permission>`. */
export type ProjectGrantRecord = { readonly projectId: string; readonly userId: string; readonly permissionId: string };

export type ApiKeyType = "user" | "team";

/** A user or team API key. */
export type ProjectApiKeyRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly type: ApiKeyType;
  /** The owner: a user id for user keys, a team id for team keys. */
  readonly ownerId: string;
  readonly description: string;
  readonly isPublic: boolean;
  /** The full key string; only the create answer shows it. */
  readonly secret: string;
  readonly createdAtMillis: number;
  readonly expiresAtMillis: number | null;
  readonly manuallyRevokedAtMillis: number | null;
};

/** A user's passkey (one per user; keyed by user id). */
export type PasskeyRecord = {
  readonly userId: string;
  readonly projectId: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
};

/** A CLI login attempt: a polling code for the CLI, a login code for the browser, and the refresh token the browser hands over. */
export type CliAuthAttemptRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly pollingCode: string;
  readonly loginCode: string;
  /** Set by `/auth/cli/complete`; the CLI receives it once. */
  readonly refreshToken: string | null;
  readonly createdAtMillis: number;
  readonly expiresAtMillis: number;
  /** When the CLI received the refresh token. */
  readonly usedAtMillis: number | null;
};

/** A customised email template; keyed `<project>/<type>`. */
export type EmailTemplateRecord = {
  readonly projectId: string;
  readonly type: EmailTemplateType;
  readonly subject: string;
  readonly content: JsonValue;
};

/** An outer OAuth flow started by `/auth/oauth/authorize`; keyed by its inner state; lives 10 minutes. */
export type OAuthFlowRecord = {
  readonly innerState: string;
  readonly projectId: string;
  readonly providerId: string;
  readonly type: "authenticate" | "link";
  /** The linking user (`type: "link"`). */
  readonly linkUserId: string | null;
  readonly redirectUri: string;
  readonly state: string;
  readonly scope: string;
  readonly codeChallenge: string;
  readonly codeChallengeMethod: string;
  readonly errorRedirectUrl: string | null;
  readonly afterCallbackRedirectUrl: string | null;
  readonly providerScope: string | null;
  readonly createdAtMillis: number;
  /**
   * Set when the flow went to a real or OpenID provider (not the built-in mock): the PKCE
   * verifier the emulator keeps for the code exchange, and the callback URL it named there.
   */
  readonly upstream?: { readonly codeVerifier: string; readonly redirectUri: string };
};

/** A code the mock provider hands to the callback (the "inner" authorization code); keyed by code. */
export type ProviderCodeRecord = {
  readonly code: string;
  readonly innerState: string;
  readonly providerId: string;
  readonly email: string;
  readonly createdAtMillis: number;
  readonly used: boolean;
};

/** The service's authorization code for the outer flow: 64 hex chars, 5 minutes, single use; keyed by code. */
export type AuthorizationCodeRecord = {
  readonly code: string;
  readonly projectId: string;
  readonly userId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly codeChallengeMethod: string;
  readonly isNewUser: boolean;
  readonly afterCallbackRedirectUrl: string | null;
  readonly expiresAtMillis: number;
  readonly used: boolean;
};

export type ProviderAccessTokenRecord = { readonly token: string; readonly scopes: readonly string[]; readonly expiresAtMillis: number };
export type ProviderRefreshTokenRecord = { readonly token: string; readonly scopes: readonly string[] };

/** What the mock provider granted one provider account; keyed `<project>:<provider>:<account>`. */
export type ProviderTokenSetRecord = {
  readonly projectId: string;
  readonly providerId: string;
  readonly accountId: string;
  readonly accessTokens: readonly ProviderAccessTokenRecord[];
  readonly refreshTokens: readonly ProviderRefreshTokenRecord[];
};

/** One captured email (see `mail/outbox.ts`). */
export type EmailRecord = {
  readonly id: string;
  readonly projectId: string;
  readonly to: string;
  /** `Sender Name <sender@address>`, as the mail's From (absent in data files of older versions). */
  readonly from?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** ms since epoch, emulator clock. */
  readonly sentAt: number;
  /** Links the email carries (verification, reset, magic-link URLs). */
  readonly links: readonly string[];
  /** The 45-char code the email carries, if any. */
  readonly code?: string;
  /** A short code shown in the subject (OTP), if any. */
  readonly otp?: string;
  /** Set when the service would have failed to deliver it (a test email to a host that cannot exist). */
  readonly error?: EmailFailure;
};

/**
 * A user's sign-in activity as the service's metrics read it from its event log (an event
 * each time an access token is made). Kept by `<projectId>/<userId>` and, as the service's
 * events are, kept when the user is deleted (gone with the project).
 */
export type UserActivityRecord = {
  readonly projectId: string;
  readonly userId: string;
  /** The latest activity (ms since epoch, emulator clock). */
  readonly lastActiveAtMillis: number;
  /** `YYYY-MM-DD` (UTC) -> the latest activity on that day, for the last 31 days. */
  readonly activeDays: Readonly<Record<string, number>>;
  /** The country code of the latest activity that had one (`cf-ipcountry` / `x-vercel-ip-country`), or null. */
  readonly countryCode: string | null;
  /**
   * The order of the latest activity among the project's (the service's event log has an
   * order even within one millisecond): orders users active in the same millisecond, latest
   * first. Absent in data files saved before it existed (taken as 0).
   */
  readonly sequence?: number;
};

/** Why an email was not delivered: the service's error type and message. */
export type EmailFailure = { readonly errorType: string; readonly message: string };

export const STATE_VERSION = 2;

/** A table of records by key. */
export type Table<T> = { [key: string]: T };

export type EmulatorState = {
  version: typeof STATE_VERSION;
  projects: Table<ProjectRecord>;
  users: Table<UserRecord>;
  contactChannels: Table<ContactChannelRecord>;
  sessions: Table<SessionRecord>;
  verificationCodes: Table<VerificationCodeRecord>;
  teams: Table<TeamRecord>;
  teamMemberships: Table<TeamMembershipRecord>;
  permissionDefinitions: Table<ProjectPermissionsRecord>;
  teamPermissionGrants: Table<TeamGrantRecord>;
  projectPermissionGrants: Table<ProjectGrantRecord>;
  apiKeys: Table<ProjectApiKeyRecord>;
  passkeys: Table<PasskeyRecord>;
  cliAuthAttempts: Table<CliAuthAttemptRecord>;
  emailTemplates: Table<EmailTemplateRecord>;
  oauthFlows: Table<OAuthFlowRecord>;
  oauthProviderCodes: Table<ProviderCodeRecord>;
  oauthAuthorizationCodes: Table<AuthorizationCodeRecord>;
  oauthProviderTokens: Table<ProviderTokenSetRecord>;
  userActivity: Table<UserActivityRecord>;
  /** Captured emails, oldest first. */
  emails: EmailRecord[];
};

/** The names of the record tables (everything but `version` and the email list). */
export type TableName = Exclude<keyof EmulatorState, "version" | "emails">;
/** The record type of a table. */
export type RecordOf<T extends TableName> = EmulatorState[T][string];

/** The tables in the order they are saved. */
export const TABLE_NAMES: readonly TableName[] = [
  "projects", "users", "contactChannels", "sessions", "verificationCodes", "teams", "teamMemberships",
  "permissionDefinitions", "teamPermissionGrants", "projectPermissionGrants", "apiKeys", "passkeys",
  "cliAuthAttempts", "emailTemplates", "oauthFlows", "oauthProviderCodes", "oauthAuthorizationCodes", "oauthProviderTokens",
  "userActivity",
];

/** Tables added after version 2 began: a version-2 file without them starts them empty. */
export const LATER_TABLES: readonly TableName[] = ["userActivity"];

/** An empty state (no projects). */
export function emptyState(): EmulatorState {
  const state = { version: STATE_VERSION, emails: [] } as Partial<EmulatorState> as EmulatorState;
  for (const name of TABLE_NAMES) (state as Record<TableName, Table<unknown>>)[name] = {};
  return state;
}
