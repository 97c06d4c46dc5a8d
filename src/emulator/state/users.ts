/**
 * Users and their email contact channels.
 */
import type { Core } from "../core";
import { newId } from "./ids";
import type { ContactChannelRecord, UserRecord } from "./types";
import { own } from "./records";

export function newUser(core: Core, projectId: string, fields: Partial<UserRecord> = {}): UserRecord {
  const now = core.clock.now();
  const user: UserRecord = {
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
  };
  core.state.users[user.id] = user;
  return user;
}

export function findUser(core: Core, projectId: string, userId: string): UserRecord | undefined {
  const user = own(core.state.users, userId);
  return user && user.projectId === projectId ? user : undefined;
}

export function usersOfProject(core: Core, projectId: string): UserRecord[] {
  return Object.values(core.state.users).filter((u) => u.projectId === projectId);
}

export function channelsOfUser(core: Core, userId: string): ContactChannelRecord[] {
  return Object.values(core.state.contactChannels).filter((c) => c.userId === userId);
}

export function primaryEmailChannel(core: Core, userId: string): ContactChannelRecord | undefined {
  return channelsOfUser(core, userId).find((c) => c.type === "email" && c.isPrimary);
}

/** The channel usable for signing in with this exact email (seed lookups are exact-match). */
export function findAuthChannel(core: Core, projectId: string, email: string): ContactChannelRecord | undefined {
  return Object.values(core.state.contactChannels).find((c) =>
    c.projectId === projectId && c.type === "email" && c.usedForAuth && c.value === email);
}

/** Sets, replaces or (with `null`) removes the user's primary email. */
export function setPrimaryEmail(core: Core, user: UserRecord, email: string | null, fields: { verified?: boolean; usedForAuth?: boolean } = {}): void {
  const current = primaryEmailChannel(core, user.id);
  if (email === null) {
    if (current) delete core.state.contactChannels[current.id];
    return;
  }
  if (current) {
    // Seed keeps the verified flag when a server changes the address (users.json #32).
    current.value = email;
    if (fields.verified !== undefined) current.isVerified = fields.verified;
    if (fields.usedForAuth !== undefined) current.usedForAuth = fields.usedForAuth;
    return;
  }
  const channel: ContactChannelRecord = {
    id: newId(),
    projectId: user.projectId,
    userId: user.id,
    type: "email",
    value: email,
    isPrimary: true,
    isVerified: fields.verified ?? false,
    usedForAuth: fields.usedForAuth ?? false,
    createdAtMillis: core.clock.now(),
  };
  core.state.contactChannels[channel.id] = channel;
}

/** Removes the user and everything that belongs to it. */
export function deleteUser(core: Core, userId: string): void {
  const s = core.state;
  delete s.users[userId];
  for (const [id, c] of Object.entries(s.contactChannels)) if (c.userId === userId) delete s.contactChannels[id];
  for (const [id, x] of Object.entries(s.sessions)) if (x.userId === userId) delete s.sessions[id];
  for (const [id, m] of Object.entries(s.teamMemberships)) if (m.userId === userId) delete s.teamMemberships[id];
}

/** Deletes a project and all its records; also drops it from every owner's managed list. */
export function deleteProjectData(core: Core, projectId: string): void {
  const s = core.state;
  delete s.projects[projectId];
  for (const u of Object.values(s.users)) if (u.projectId === projectId) deleteUser(core, u.id);
  for (const [id, c] of Object.entries(s.verificationCodes)) if (c.projectId === projectId) delete s.verificationCodes[id];
  for (const [id, t] of Object.entries(s.teams)) if (t.projectId === projectId) delete s.teams[id];
  for (const u of Object.values(s.users)) {
    const meta = u.serverMetadata;
    if (typeof meta === "object" && meta !== null && !Array.isArray(meta) && Array.isArray(meta.managedProjectIds)) {
      u.serverMetadata = { ...meta, managedProjectIds: meta.managedProjectIds.filter((x) => x !== projectId) };
    }
  }
}
