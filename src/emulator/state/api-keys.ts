/**
 * User and team API keys (a table of their own, keyed by key id).
 */
import type { Core } from "../core";
import { crc32Hex } from "./crc32";
import { newCode, newId } from "./ids";
import { indexKey, indexesOf } from "./indexes";
import { get, insert, update } from "./store";
import type { ApiKeyType, ProjectApiKeyRecord } from "./types";

export type { ApiKeyType, ProjectApiKeyRecord } from "./types";

/** The literal between the flag character and the checksum. */
const KEY_MARKER = "574ck4u7h";

/**
 * `<pk|sk>_` + 45 base32 chars + the id without dashes + `user`|`team` + a flag char +
 * `574ck4u7h` + CRC-32 of everything before. The flag is base32 of (1 = not created on
 * the cloud host, always true here) + (2 if public): `1` or `3`.
 */
export function newApiKeyString(id: string, type: ApiKeyType, isPublic: boolean): string {
  const flag = String(1 + (isPublic ? 2 : 0));
  const body = `${isPublic ? "pk" : "sk"}_${newCode()}${id.replace(/-/g, "")}${type}${flag}${KEY_MARKER}`;
  return `${body}${crc32Hex(body)}`;
}

export function createApiKey(
  core: Core,
  fields: { projectId: string; type: ApiKeyType; ownerId: string; description: string; isPublic: boolean; expiresAtMillis: number | null },
): ProjectApiKeyRecord {
  const id = newId();
  return insert(core, "apiKeys", {
    id,
    ...fields,
    secret: newApiKeyString(id, fields.type, fields.isPublic),
    createdAtMillis: core.clock.now(),
    manuallyRevokedAtMillis: null,
  });
}

/** Keys of one owner (whatever the project), in creation order. */
export function keysOfOwner(core: Core, projectId: string, type: ApiKeyType, ownerId: string): ProjectApiKeyRecord[] {
  return [...indexesOf(core).apiKeysByOwner.get(indexKey(projectId, type, ownerId))].map((id) => get(core, "apiKeys", id)!);
}

/** Keys of one owner, newest first. */
export function apiKeysOf(core: Core, projectId: string, type: ApiKeyType, ownerId: string): ProjectApiKeyRecord[] {
  // Reversed first so that keys made in the same millisecond still list newest first.
  return keysOfOwner(core, projectId, type, ownerId).reverse().sort((a, b) => b.createdAtMillis - a.createdAtMillis);
}

export function findApiKeyById(core: Core, projectId: string, id: string): ProjectApiKeyRecord | undefined {
  const record = get(core, "apiKeys", id);
  return record && record.projectId === projectId ? record : undefined;
}

/** Looks a full key string up (in one project, or in all of them for the credential scanner). */
export function findApiKeyBySecret(core: Core, secret: string, projectId?: string): ProjectApiKeyRecord | undefined {
  const id = indexesOf(core).apiKeyBySecret.get(secret);
  const record = id === undefined ? undefined : get(core, "apiKeys", id);
  return record && (projectId === undefined || record.projectId === projectId) ? record : undefined;
}

export function updateApiKey(core: Core, record: ProjectApiKeyRecord, changes: { description?: string }): ProjectApiKeyRecord {
  return update(core, "apiKeys", record, changes);
}

/** Revoking twice keeps the first timestamp. */
export function revokeApiKey(core: Core, record: ProjectApiKeyRecord): void {
  if (record.manuallyRevokedAtMillis === null) update(core, "apiKeys", record, { manuallyRevokedAtMillis: core.clock.now() });
}

export function isApiKeyExpired(core: Core, record: ProjectApiKeyRecord): boolean {
  return record.expiresAtMillis !== null && record.expiresAtMillis < core.clock.now();
}
