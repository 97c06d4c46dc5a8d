/**
 * Users and their primary email channel.
 */
import type { Core } from "../core";
import { newId } from "./ids";
import { indexKey, indexesOf } from "./indexes";
import { get, insert, remove, update } from "./store";
import type { ContactChannelRecord, UserRecord } from "./types";

export function newUser(core: Core, projectId: string, fields: Partial<UserRecord> = {}): UserRecord {
  const now = core.clock.now();
  return insert(core, "users", {
    id: newId(),
    projectId,
    displayName: null,
    profileImageUrl: null,
    signedUpAtMillis: now,
    lastActiveAtMillis: now,
    clientMetadata: null,
    clientReadOnlyMetadata: null,
    serverMetadata: null,
    passwordHash: null,
    otpAuthEnabled: false,
    passkeyAuthEnabled: false,
    totpSecretBase64: null,
    isAnonymous: false,
    selectedTeamId: null,
    oauthAccounts: [],
    ...fields,
  });
}

export function updateUser(core: Core, user: UserRecord, changes: Partial<UserRecord>): UserRecord {
  return update(core, "users", user, changes);
}

export function findUser(core: Core, projectId: string, userId: string): UserRecord | undefined {
  const user = get(core, "users", userId);
  return user && user.projectId === projectId ? user : undefined;
}

/** A project's user ids in sign-up order (oldest first); read-only view of the index. */
export function userIdsBySignUp(core: Core, projectId: string): readonly string[] {
  return indexesOf(core).usersBySignUp.get(projectId)?.ids ?? [];
}

/** A project's users in sign-up order. Proportional to the project's users: for whole-project work only. */
export function usersOfProject(core: Core, projectId: string): UserRecord[] {
  return userIdsBySignUp(core, projectId).map((id) => get(core, "users", id)!);
}

/** The number of users of a project. */
export function userCount(core: Core, projectId: string): number {
  return userIdsBySignUp(core, projectId).length;
}

/** The user connected to a provider account, if any. */
export function userOfOAuthAccount(core: Core, projectId: string, providerId: string, accountId: string): UserRecord | undefined {
  const id = indexesOf(core).userByOAuthAccount.get(indexKey(projectId, providerId, accountId));
  return id === undefined ? undefined : findUser(core, projectId, id);
}

/** A user's contact channels, in insertion order. */
export function channelsOfUser(core: Core, userId: string): ContactChannelRecord[] {
  return [...indexesOf(core).channelsByUser.get(userId)].map((id) => get(core, "contactChannels", id)!);
}

export function primaryEmailChannel(core: Core, userId: string): ContactChannelRecord | undefined {
  return channelsOfUser(core, userId).find((c) => c.type === "email" && c.isPrimary);
}

/** The channel usable for signing in with this exact email (the service's lookups are exact-match). */
export function findAuthChannel(core: Core, projectId: string, email: string): ContactChannelRecord | undefined {
  const id = indexesOf(core).authChannel.get(indexKey(projectId, email));
  return id === undefined ? undefined : get(core, "contactChannels", id);
}

/** Sets, replaces or (with `null`) removes the user's primary email. */
export function setPrimaryEmail(core: Core, user: UserRecord, email: string | null, fields: { verified?: boolean; usedForAuth?: boolean } = {}): void {
  const current = primaryEmailChannel(core, user.id);
  if (email === null) {
    if (current) remove(core, "contactChannels", current);
    return;
  }
  if (current) {
    // The service keeps the verified flag when a server changes the address.
    update(core, "contactChannels", current, {
      value: email,
      ...(fields.verified !== undefined ? { isVerified: fields.verified } : {}),
      ...(fields.usedForAuth !== undefined ? { usedForAuth: fields.usedForAuth } : {}),
    });
    return;
  }
  insert(core, "contactChannels", {
    id: newId(),
    projectId: user.projectId,
    userId: user.id,
    type: "email",
    value: email,
    isPrimary: true,
    isVerified: fields.verified ?? false,
    usedForAuth: fields.usedForAuth ?? false,
    createdAtMillis: core.clock.now(),
  });
}
