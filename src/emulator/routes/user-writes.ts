/**
 * Creating and updating users: body schemas per tier and the handler rules of
 * docs/protocol.md §13.9 (check order, 400 texts, side effects).
 */
import { KnownErrors } from "../../errors";
import type { JsonValue } from "../../interface/wire/common";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { STRING_LIMITS } from "../http/limits";
import { s } from "../http/schema";
import { hashPassword, isSupportedPasswordHash } from "../state/password";
import { revokeSessions } from "../state/sessions";
import { findMembership } from "../state/teams";
import { findAuthChannel, primaryEmailChannel, setPrimaryEmail } from "../state/users";
import type { AccessType, ProjectRecord, UserRecord } from "../state/types";

/** `PATCH /users/me` as a client. */
export const clientUpdateBody = s.object({
  display_name: s.displayName().nullable(),
  profile_image_url: s.string().nullable().max(STRING_LIMITS.imageUrl),
  client_metadata: s.json(),
  selected_team_id: s.uuid().nullable(),
  passkey_auth_enabled: s.boolean(),
  otp_auth_enabled: s.boolean(),
  totp_secret_base64: s.base64().nullable(),
}).defined();

const serverWritable = {
  display_name: s.displayName().nullable(),
  profile_image_url: s.url(STRING_LIMITS.imageUrl).nullable(),
  client_metadata: s.json(),
  client_read_only_metadata: s.json(),
  server_metadata: s.json(),
  primary_email: s.email().nullable(),
  primary_email_verified: s.boolean(),
  primary_email_auth_enabled: s.boolean(),
  passkey_auth_enabled: s.boolean(),
  password: s.string().nullable().max(70),
  password_hash: s.string(),
  otp_auth_enabled: s.boolean(),
  totp_secret_base64: s.base64().nullable(),
};

export const serverUpdateBody = s.object({
  ...serverWritable,
  selected_team_id: s.uuid().nullable(),
  is_anonymous: s.boolean().oneOf([false]),
}).defined();

// The service merges two object schemas here, so an unknown field is reported twice.
export const serverCreateBody = s.object({
  ...serverWritable,
  is_anonymous: s.boolean(),
  oauth_providers: s.array(s.object({
    id: s.string().defined(),
    account_id: s.string().defined(),
    email: s.string().nullable(),
  }).defined()),
}, { duplicateUnknownLine: true }).defined();

export function updateBodyFor(type: AccessType | null) {
  return type === "client" ? clientUpdateBody : serverUpdateBody;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The client rule for profile images: a base64 data URL of an image type, or bare base64. */
export function isBase64Image(value: string): boolean {
  const m = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,(.*)$/s.exec(value);
  return BASE64.test(m ? m[2]! : value);
}

type UserFields = Record<string, any>;

/** The checks shared by create and update, in the service's order. */
function checkWrite(core: Core, project: ProjectRecord, user: UserRecord | null, body: UserFields, tier: AccessType): void {
  if (tier === "client" && typeof body.profile_image_url === "string" && !isBase64Image(body.profile_image_url)) {
    throw new StatusError(400, "Invalid profile image URL");
  }
  if (body.password !== undefined && body.password_hash !== undefined) {
    throw new StatusError(400, "Cannot set both password and password_hash at the same time.");
  }
  if (body.password_hash !== undefined && !isSupportedPasswordHash(body.password_hash)) {
    throw new StatusError(400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  }
  if (body.passkey_auth_enabled === true) {
    throw new StatusError(400, "Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method");
  }
  const email = body.primary_email !== undefined ? body.primary_email : (user ? primaryEmailChannel(core, user.id)?.value ?? null : null);
  if (body.primary_email_auth_enabled === true && email === null) throw new StatusError(400, "primary_email_auth_enabled cannot be true without primary_email");
  if (body.primary_email_verified === true && email === null) throw new StatusError(400, "primary_email_verified cannot be true without primary_email");
  if ((typeof body.password === "string" || body.password_hash !== undefined) && !project.config.credential_enabled) {
    throw new StatusError(400, "Password auth not enabled in the project");
  }
  if (body.otp_auth_enabled === true && !project.config.magic_link_enabled) throw new StatusError(400, "OTP auth not enabled in the project");
  for (const provider of body.oauth_providers ?? []) {
    if (!project.config.oauth_providers.some((p) => p.id === provider.id)) throw new StatusError(400, `OAuth provider ${provider.id} not found`);
  }
  if (user && typeof body.selected_team_id === "string" && !findMembership(core, body.selected_team_id, user.id)) {
    throw new KnownErrors.TeamMembershipNotFound(body.selected_team_id, user.id);
  }
  const current = user ? primaryEmailChannel(core, user.id) : undefined;
  const authEnabled = body.primary_email_auth_enabled ?? current?.usedForAuth ?? false;
  if (email !== null && authEnabled) {
    const owner = findAuthChannel(core, project.id, email);
    if (owner && owner.userId !== user?.id) throw new KnownErrors.UserWithEmailAlreadyExists(email);
  }
}

/** Validates and applies a create/update body to `user` (which may be brand new). */
export async function writeUser(core: Core, project: ProjectRecord, user: UserRecord, existing: boolean, body: UserFields, tier: AccessType): Promise<void> {
  checkWrite(core, project, existing ? user : null, body, tier);
  const set = <K extends keyof UserRecord>(key: K, value: UserRecord[K] | undefined) => {
    if (value !== undefined) user[key] = value;
  };
  set("displayName", body.display_name === "" ? null : body.display_name);
  set("profileImageUrl", body.profile_image_url);
  set("clientMetadata", body.client_metadata as JsonValue | undefined);
  set("clientReadOnlyMetadata", body.client_read_only_metadata as JsonValue | undefined);
  set("serverMetadata", body.server_metadata as JsonValue | undefined);
  set("otpAuthEnabled", body.otp_auth_enabled);
  set("totpSecretBase64", body.totp_secret_base64);
  set("selectedTeamId", body.selected_team_id);
  if (body.passkey_auth_enabled === false) user.passkeyAuthEnabled = false;
  if (body.is_anonymous !== undefined) user.isAnonymous = body.is_anonymous;
  if (body.oauth_providers) {
    user.oauthAccounts = body.oauth_providers.map((p: any) => ({ providerId: p.id, accountId: p.account_id, email: p.email ?? null }));
  }
  if (body.primary_email !== undefined || body.primary_email_verified !== undefined || body.primary_email_auth_enabled !== undefined) {
    const email = body.primary_email !== undefined ? body.primary_email : primaryEmailChannel(core, user.id)?.value ?? null;
    setPrimaryEmail(core, user, email, { verified: body.primary_email_verified, usedForAuth: body.primary_email_auth_enabled });
  }
  if (body.password !== undefined || body.password_hash !== undefined) {
    user.passwordHash = typeof body.password === "string" ? await hashPassword(body.password) : body.password_hash ?? null;
    // Setting or removing a password revokes every session (docs/protocol.md §7.3).
    if (existing) revokeSessions(core, user.id);
  }
}
