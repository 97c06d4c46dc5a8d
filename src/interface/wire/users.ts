/**
 * Users (docs/protocol.md §13.9). Types only.
 */
import type { JsonValue } from "./common";
import type { ServerTeamJson, TeamJson, TeamMemberProfileJson } from "./teams";

/** An OAuth account linked to a user. */
export type OAuthProviderLinkJson = {
  /** Provider id (`google`, `github`, ...). */
  id: string;
  /** The provider's user id. */
  account_id: string;
  email: string | null;
};

/** User, client view (`/users/me` as a client). */
export type ClientUserJson = {
  id: string;
  primary_email: string | null;
  primary_email_verified: boolean;
  display_name: string | null;
  client_metadata: JsonValue;
  client_read_only_metadata: JsonValue;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  has_password: boolean;
  /** Deprecated: `has_password || otp_auth_enabled`. */
  auth_with_email: boolean;
  oauth_providers: OAuthProviderLinkJson[];
  selected_team_id: string | null;
  selected_team: TeamJson | null;
  /** TOTP multi-factor is enabled (deprecated name). */
  requires_totp_mfa: boolean;
  otp_auth_enabled: boolean;
  passkey_auth_enabled: boolean;
  is_anonymous: boolean;
};

/** User, server view (S+ responses). */
export type ServerUserJson = Omit<ClientUserJson, "selected_team"> & {
  selected_team: ServerTeamJson | null;
  primary_email_auth_enabled: boolean;
  server_metadata: JsonValue;
  last_active_at_millis: number;
};

/** `PATCH /users/me` body as a client. */
export type UserUpdateBodyJson = {
  display_name?: string | null;
  /** Client: a base64 image (data URL or bare base64). */
  profile_image_url?: string | null;
  client_metadata?: JsonValue;
  selected_team_id?: string | null;
  /** Only `false` is accepted (it deletes the passkey). */
  passkey_auth_enabled?: boolean;
  otp_auth_enabled?: boolean;
  /** Non-null enables TOTP MFA; null disables it. */
  totp_secret_base64?: string | null;
};

/** Fields a server may set on create and update. */
type ServerUserWritableJson = {
  display_name?: string | null;
  profile_image_url?: string | null;
  client_metadata?: JsonValue;
  client_read_only_metadata?: JsonValue;
  server_metadata?: JsonValue;
  primary_email?: string | null;
  primary_email_verified?: boolean;
  primary_email_auth_enabled?: boolean;
  passkey_auth_enabled?: boolean;
  /** No min-length check here; null removes the password; revokes all sessions. */
  password?: string | null;
  /** bcrypt in Modular Crypt Format. */
  password_hash?: string;
  otp_auth_enabled?: boolean;
  totp_secret_base64?: string | null;
};

/** `POST /users` body (server). */
export type ServerUserCreateBodyJson = ServerUserWritableJson & {
  is_anonymous?: boolean;
  oauth_providers?: { id: string; account_id: string; email?: string | null }[];
};

/** `PATCH /users/{user_id}` body (server). */
export type ServerUserUpdateBodyJson = ServerUserWritableJson & {
  selected_team_id?: string | null;
  /** Only `false` (upgrade an anonymous user). */
  is_anonymous?: false;
};

/** `GET /users` query (server). */
export type UserListQueryJson = {
  team_id?: string;
  limit?: number;
  cursor?: string;
  order_by?: "signed_up_at";
  desc?: boolean;
  query?: string;
};

/** Team member profile, server view: adds the user. */
export type ServerTeamMemberProfileJson = TeamMemberProfileJson & { user: ServerUserJson };
