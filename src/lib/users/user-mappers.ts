/**
 * The one place user JSON becomes domain data and update options become JSON
 * (docs/architecture.md §2). The data halves here are frozen, method-less snapshots; the
 * user objects in `current-user.ts` / `server-user.ts` add the methods.
 */
import type {
  ClientUserJson,
  ServerUserCreateBodyJson,
  ServerUserJson,
  ServerUserUpdateBodyJson,
  UserUpdateBodyJson,
} from "../../interface/wire/users";
import type { TeamJson } from "../../interface/wire/teams";
import type { Json } from "../core/json";
import type { ServerUserCreateOptions, ServerUserUpdateOptions, User, UserUpdateOptions } from "./user-types";

/** The public fields of a user, without methods. */
export type UserData = User;

/** The server fields on top. */
export type ServerUserData = UserData & {
  readonly lastActiveAt: Date;
  readonly serverMetadata: Json;
  readonly primaryEmailAuthEnabled: boolean;
};

function clientTeamJson(team: TeamJson): TeamJson {
  return {
    id: team.id,
    display_name: team.display_name,
    profile_image_url: team.profile_image_url,
    client_metadata: team.client_metadata,
    client_read_only_metadata: team.client_read_only_metadata,
  };
}

/** The client view of a user JSON of either view (server-only fields dropped). */
export function toClientUserJson(json: ClientUserJson | ServerUserJson): ClientUserJson {
  return {
    id: json.id,
    primary_email: json.primary_email,
    primary_email_verified: json.primary_email_verified,
    display_name: json.display_name,
    client_metadata: json.client_metadata,
    client_read_only_metadata: json.client_read_only_metadata,
    profile_image_url: json.profile_image_url,
    signed_up_at_millis: json.signed_up_at_millis,
    has_password: json.has_password,
    auth_with_email: json.auth_with_email,
    oauth_providers: json.oauth_providers.map((p) => ({ id: p.id, account_id: p.account_id, email: p.email })),
    selected_team_id: json.selected_team_id,
    selected_team: json.selected_team ? clientTeamJson(json.selected_team) : null,
    requires_totp_mfa: json.requires_totp_mfa,
    otp_auth_enabled: json.otp_auth_enabled,
    passkey_auth_enabled: json.passkey_auth_enabled,
    is_anonymous: json.is_anonymous,
  };
}

/** Domain data of a user from its JSON (client or server view). */
export function userFromJson(json: ClientUserJson | ServerUserJson): UserData {
  const clientJson = toClientUserJson(json);
  return {
    id: json.id,
    displayName: json.display_name ?? null,
    primaryEmail: json.primary_email ?? null,
    primaryEmailVerified: json.primary_email_verified,
    profileImageUrl: json.profile_image_url ?? null,
    signedUpAt: new Date(json.signed_up_at_millis),
    clientMetadata: (json.client_metadata ?? null) as Json,
    clientReadOnlyMetadata: (json.client_read_only_metadata ?? null) as Json,
    hasPassword: json.has_password,
    otpAuthEnabled: json.otp_auth_enabled,
    passkeyAuthEnabled: json.passkey_auth_enabled,
    isMultiFactorRequired: json.requires_totp_mfa,
    isAnonymous: json.is_anonymous,
    emailAuthEnabled: json.auth_with_email,
    oauthProviders: Object.freeze(json.oauth_providers.map((p) => Object.freeze({ id: p.id }))),
    toClientJson: () => structuredClone(clientJson),
  };
}

/** Domain data of a user from its server JSON. */
export function serverUserFromJson(json: ServerUserJson): ServerUserData {
  return {
    ...userFromJson(json),
    lastActiveAt: new Date(json.last_active_at_millis),
    serverMetadata: (json.server_metadata ?? null) as Json,
    primaryEmailAuthEnabled: json.primary_email_auth_enabled,
  };
}

/** Standard base64 of raw bytes (the wire's `totp_secret_base64`). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Copies the keys of `source` that are not undefined, renamed by `names`. */
function pick<T extends object>(source: T, names: { [K in keyof T]?: string }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, wireKey] of Object.entries(names) as [keyof T, string][]) {
    if (source[key] !== undefined) out[wireKey] = source[key];
  }
  return out;
}

/** `PATCH /users/me` body from the client update options. */
export function userUpdateToJson(options: UserUpdateOptions): UserUpdateBodyJson {
  const body = pick(options, {
    displayName: "display_name",
    clientMetadata: "client_metadata",
    selectedTeamId: "selected_team_id",
    profileImageUrl: "profile_image_url",
    otpAuthEnabled: "otp_auth_enabled",
    passkeyAuthEnabled: "passkey_auth_enabled",
  });
  if (options.totpMultiFactorSecret !== undefined) {
    body.totp_secret_base64 = options.totpMultiFactorSecret === null ? null : bytesToBase64(options.totpMultiFactorSecret);
  }
  return body as UserUpdateBodyJson;
}

/** `PATCH /users/{id}` body from the server update options. */
export function serverUserUpdateToJson(options: ServerUserUpdateOptions): ServerUserUpdateBodyJson {
  return {
    ...userUpdateToJson(options),
    ...pick(options, {
      primaryEmail: "primary_email",
      primaryEmailVerified: "primary_email_verified",
      primaryEmailAuthEnabled: "primary_email_auth_enabled",
      clientReadOnlyMetadata: "client_read_only_metadata",
      serverMetadata: "server_metadata",
      password: "password",
    }),
  } as ServerUserUpdateBodyJson;
}

/** `POST /users` body from the create options. */
export function serverUserCreateToJson(options: ServerUserCreateOptions): ServerUserCreateBodyJson {
  return pick(options, {
    primaryEmail: "primary_email",
    primaryEmailAuthEnabled: "primary_email_auth_enabled",
    primaryEmailVerified: "primary_email_verified",
    password: "password",
    otpAuthEnabled: "otp_auth_enabled",
    displayName: "display_name",
    clientMetadata: "client_metadata",
    clientReadOnlyMetadata: "client_read_only_metadata",
    serverMetadata: "server_metadata",
  }) as ServerUserCreateBodyJson;
}
