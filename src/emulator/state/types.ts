/**
 * The emulator's whole state: plain JSON, so it can be saved to a file and loaded
 * back. Records are keyed by id; times are ms since epoch from the emulator clock.
 *
 * A project's `config` is kept in the wire's own (snake_case) shape because it is
 * exactly what the admin view returns (docs/protocol.md §13.16).
 */
import type { JsonValue } from "../../interface/wire/common";

export type AccessType = "client" | "server" | "admin";

export type OAuthProviderConfig = {
  id: string;
  type: "shared" | "standard";
  client_id?: string;
  client_secret?: string;
  facebook_config_id?: string;
  microsoft_tenant_id?: string;
};

export type DomainConfig = { domain: string; handler_path: string };

export type EmailConfig =
  | { type: "shared" }
  | { type: "standard"; host: string; port: number; username: string; password: string; sender_name: string; sender_email: string };

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
  oauth_providers: OAuthProviderConfig[];
  domains: DomainConfig[];
  email_config: EmailConfig;
  create_team_on_sign_up: boolean;
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
  user_default_permissions: { id: string }[];
  oauth_account_merge_strategy: "link_method" | "raise_error" | "allow_duplicates";
};

/** One set of project keys (the service's "API key set"); a key is null when the set lacks it. */
export type ApiKeySetRecord = {
  id: string;
  description: string;
  publishableClientKey: string | null;
  secretServerKey: string | null;
  superSecretAdminKey: string | null;
  createdAtMillis: number;
  expiresAtMillis: number | null;
  manuallyRevokedAtMillis: number | null;
};

/** The per-project ES256 signing key, as JWKs. */
export type SigningKeyRecord = { kid: string; privateJwk: JsonWebKey; publicJwk: JsonWebKey };

export type ProjectRecord = {
  id: string;
  displayName: string;
  description: string;
  createdAtMillis: number;
  isProductionMode: boolean;
  config: ProjectConfig;
  /**
   * Not part of the wire config: seed allows anonymous sign-up only for an
   * allow-list of projects (docs/protocol.md §12). The emulator allows it for `internal`
   * (as seed does) and for the built-in default project, so apps can try it offline.
   */
  anonymousSignUpEnabled: boolean;
  apiKeySets: ApiKeySetRecord[];
  signingKey: SigningKeyRecord;
};

export type OAuthAccountRecord = { providerId: string; accountId: string; email: string | null };

export type UserRecord = {
  id: string;
  projectId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  signedUpAtMillis: number;
  lastActiveAtMillis: number;
  clientMetadata: JsonValue;
  clientReadOnlyMetadata: JsonValue;
  serverMetadata: JsonValue;
  /** `scrypt$...` (set by the emulator) or a bcrypt MCF string (imported through `password_hash`). */
  passwordHash: string | null;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  totpSecretBase64: string | null;
  isAnonymous: boolean;
  selectedTeamId: string | null;
  oauthAccounts: OAuthAccountRecord[];
};

export type ContactChannelRecord = {
  id: string;
  projectId: string;
  userId: string;
  type: "email";
  value: string;
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
  createdAtMillis: number;
};

/** A session = one refresh-token row; its id is the JWT's `refreshTokenId`. */
export type SessionRecord = {
  id: string;
  projectId: string;
  userId: string;
  refreshToken: string;
  createdAtMillis: number;
  lastUsedAtMillis: number;
  expiresAtMillis: number | null;
  isImpersonation: boolean;
};

export type VerificationCodeRecord = {
  id: string;
  projectId: string;
  /** What the code is for, e.g. `contact_channel_verification`, `password_reset`, `mfa_attempt`. */
  type: string;
  code: string;
  createdAtMillis: number;
  expiresAtMillis: number;
  usedAtMillis: number | null;
  attemptCount: number;
  /** Type-specific data (user id, callback URL, ...). */
  data: { [key: string]: JsonValue };
};

export type TeamRecord = {
  id: string;
  projectId: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: JsonValue;
  clientReadOnlyMetadata: JsonValue;
  serverMetadata: JsonValue;
  createdAtMillis: number;
};

export type TeamMembershipRecord = {
  id: string;
  projectId: string;
  teamId: string;
  userId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  createdAtMillis: number;
};

/** One captured email (see `mail/outbox.ts`). */
export type EmailRecord = {
  id: string;
  projectId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ms since epoch, emulator clock. */
  sentAt: number;
  /** Links the email carries (verification, reset, magic-link URLs). */
  links: string[];
  /** The 45-char code the email carries, if any. */
  code?: string;
  /** A short code shown in the subject (OTP), if any. */
  otp?: string;
};

export const STATE_VERSION = 1;

export type EmulatorState = {
  version: typeof STATE_VERSION;
  projects: Record<string, ProjectRecord>;
  users: Record<string, UserRecord>;
  contactChannels: Record<string, ContactChannelRecord>;
  sessions: Record<string, SessionRecord>;
  verificationCodes: Record<string, VerificationCodeRecord>;
  teams: Record<string, TeamRecord>;
  teamMemberships: Record<string, TeamMembershipRecord>;
  emails: EmailRecord[];
  /**
   * Room for areas added later (permissions, API keys, passkeys, OAuth...): each
   * area keeps its own records under its own key, still plain JSON.
   */
  extra: { [area: string]: JsonValue };
};
