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
  display_name?: string | null | undefined;
  /** Client: a base64 image (data URL or bare base64). */
  profile_image_url?: string | null | undefined;
  client_metadata?: JsonValue | undefined;
  selected_team_id?: string | null | undefined;
  /** Only `false` is accepted (it deletes the passkey). */
  passkey_auth_enabled?: boolean | undefined;
  otp_auth_enabled?: boolean | undefined;
  /** Non-null enables TOTP MFA; null disables it. */
  totp_secret_base64?: string | null | undefined;
};

/** Fields a server may set on create and update. */
type ServerUserWritableJson = {
  display_name?: string | null | undefined;
  profile_image_url?: string | null | undefined;
  client_metadata?: JsonValue | undefined;
  client_read_only_metadata?: JsonValue | undefined;
  server_metadata?: JsonValue | undefined;
  primary_email?: string | null | undefined;
  primary_email_verified?: boolean | undefined;
  primary_email_auth_enabled?: boolean | undefined;
  passkey_auth_enabled?: boolean | undefined;
  /** No min-length check here; null removes the password; revokes all sessions. */
  password?: string | null | undefined;
  /** bcrypt in Modular Crypt Format. */
  password_hash?: string | undefined;
  otp_auth_enabled?: boolean | undefined;
  totp_secret_base64?: string | null | undefined;
};

/** `POST /users` body (server). */
export type ServerUserCreateBodyJson = ServerUserWritableJson & {
  is_anonymous?: boolean | undefined;
  oauth_providers?: { id: string; account_id: string; email?: string | null }[] | undefined;
};

/** `PATCH /users/{user_id}` body (server). */
export type ServerUserUpdateBodyJson = ServerUserWritableJson & {
  selected_team_id?: string | null | undefined;
  /** Only `false` (upgrade an anonymous user). */
  is_anonymous?: false | undefined;
};

/** `GET /users` query (server). */
export type UserListQueryJson = {
  team_id?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
  order_by?: "signed_up_at" | undefined;
  desc?: boolean | undefined;
  query?: string | undefined;
};

/** Team member profile, server view: adds the user. */
export type ServerTeamMemberProfileJson = TeamMemberProfileJson & { user: ServerUserJson };
