/**
 * Creating and updating users: body schemas per tier and the service's rules (check
 * order, 400 texts, side effects).
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { STRING_LIMITS } from "../http/limits";
import { byTier } from "../http/route";
import { s, type Out } from "../http/schema";
import { hashPassword, isSupportedPasswordHash } from "../state/password";
import { revokeSessions } from "../state/sessions";
import { findMembership } from "../state/teams";
import { findAuthChannel, newUser, primaryEmailChannel, setPrimaryEmail, updateUser } from "../state/users";
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

/** `PATCH /users/me`: the client body for clients, the server body for servers. */
export const updateBodyFor = byTier(clientUpdateBody, serverUpdateBody);

/** Every field a create or update body may carry (each tier's schema allows a part of them). */
export type UserWriteBody = Partial<Omit<Out<typeof serverCreateBody>, "is_anonymous"> & Omit<Out<typeof serverUpdateBody>, "is_anonymous">> & { is_anonymous?: boolean };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The client rule for profile images: a base64 data URL of an image type, or bare base64. */
export function isBase64Image(value: string): boolean {
  const m = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,(.*)$/s.exec(value);
  return BASE64.test(m ? m[2]! : value);
}

/** The checks shared by create and update, in the service's order. */
function checkWrite(core: Core, project: ProjectRecord, user: UserRecord | null, body: UserWriteBody, tier: AccessType): void {
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
  const current = user ? primaryEmailChannel(core, user.id) : undefined;
  const email = body.primary_email !== undefined ? body.primary_email : current?.value ?? null;
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
  const authEnabled = body.primary_email_auth_enabled ?? current?.usedForAuth ?? false;
  if (email !== null && authEnabled) {
    const owner = findAuthChannel(core, project.id, email);
    if (owner && owner.userId !== user?.id) throw new KnownErrors.UserWithEmailAlreadyExists(email);
  }
}

/**
 * The password hash a body sets (`null` removes the password, `undefined` leaves it). Hashing
 * is a user write's only wait, so it runs before anything is checked or changed: the check
 * and the change then happen in one synchronous step (see {@link commitUserWrite}).
 */
export async function passwordHashOf(body: UserWriteBody): Promise<string | null | undefined> {
  if (typeof body.password === "string") return hashPassword(body.password);
  if (body.password === null) return null;
  return body.password_hash;
}

type UserChanges = { -readonly [K in keyof UserRecord]?: UserRecord[K] };

/**
 * Checks a create (`user` null) or update body and applies it, without waiting: no other
 * request can take the email between the check and the write. Returns the user.
 */
export function commitUserWrite(core: Core, project: ProjectRecord, user: UserRecord | null, body: UserWriteBody, tier: AccessType, passwordHash: string | null | undefined): UserRecord {
  checkWrite(core, project, user, body, tier);
  const target = user ?? newUser(core, project.id);
  const changes: UserChanges = {};
  if (body.display_name !== undefined) changes.displayName = body.display_name === "" ? null : body.display_name;
  if (body.profile_image_url !== undefined) changes.profileImageUrl = body.profile_image_url;
  if (body.client_metadata !== undefined) changes.clientMetadata = body.client_metadata;
  if (body.client_read_only_metadata !== undefined) changes.clientReadOnlyMetadata = body.client_read_only_metadata;
  if (body.server_metadata !== undefined) changes.serverMetadata = body.server_metadata;
  if (body.otp_auth_enabled !== undefined) changes.otpAuthEnabled = body.otp_auth_enabled;
  if (body.totp_secret_base64 !== undefined) changes.totpSecretBase64 = body.totp_secret_base64;
  if (body.selected_team_id !== undefined) changes.selectedTeamId = body.selected_team_id;
  if (body.passkey_auth_enabled === false) changes.passkeyAuthEnabled = false;
  if (body.is_anonymous !== undefined) changes.isAnonymous = body.is_anonymous;
  if (body.oauth_providers) changes.oauthAccounts = body.oauth_providers.map((p) => ({ providerId: p.id, accountId: p.account_id, email: p.email ?? null }));
  if (passwordHash !== undefined) changes.passwordHash = passwordHash;
  updateUser(core, target, changes);
  if (body.primary_email !== undefined || body.primary_email_verified !== undefined || body.primary_email_auth_enabled !== undefined) {
    const email = body.primary_email !== undefined ? body.primary_email : primaryEmailChannel(core, target.id)?.value ?? null;
    setPrimaryEmail(core, target, email, { verified: body.primary_email_verified, usedForAuth: body.primary_email_auth_enabled });
  }
  // Setting or removing a password revokes every session.
  if (user && passwordHash !== undefined) revokeSessions(core, user.id);
  return target;
}
