/**
 * User and team API keys (docs/protocol.md §13.15). Kept under `state.extra.projectApiKeys`
 * (plain JSON, keyed by key id), as the state file leaves room for areas added later.
 */
import type { Core } from "../core";
import { crc32Hex } from "./crc32";
import { newCode, newId } from "./ids";
import { own } from "./records";

export type ApiKeyType = "user" | "team";

export type ProjectApiKeyRecord = {
  id: string;
  projectId: string;
  type: ApiKeyType;
  /** The owner: a user id for user keys, a team id for team keys. */
  ownerId: string;
  description: string;
  isPublic: boolean;
  /** The full key string; only the create answer shows it. */
  secret: string;
  createdAtMillis: number;
  expiresAtMillis: number | null;
  manuallyRevokedAtMillis: number | null;
};

const EXTRA_KEY = "projectApiKeys";
/** The literal between the flag character and the checksum. */
const KEY_MARKER = "574ck4u7h";

/** The live record map (created on first use). */
export function apiKeyRecords(core: Core): Record<string, ProjectApiKeyRecord> {
  const extra = core.state.extra;
  if (typeof extra[EXTRA_KEY] !== "object" || extra[EXTRA_KEY] === null || Array.isArray(extra[EXTRA_KEY])) extra[EXTRA_KEY] = {};
  return extra[EXTRA_KEY] as unknown as Record<string, ProjectApiKeyRecord>;
}

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
  const record: ProjectApiKeyRecord = {
    id,
    ...fields,
    secret: newApiKeyString(id, fields.type, fields.isPublic),
    createdAtMillis: core.clock.now(),
    manuallyRevokedAtMillis: null,
  };
  apiKeyRecords(core)[id] = record;
  return record;
}

/** Keys of one owner, newest first. */
export function apiKeysOf(core: Core, projectId: string, type: ApiKeyType, ownerId: string): ProjectApiKeyRecord[] {
  // Reversed first so that keys made in the same millisecond still list newest first.
  return Object.values(apiKeyRecords(core))
    .filter((k) => k.projectId === projectId && k.type === type && k.ownerId === ownerId)
    .reverse()
    .sort((a, b) => b.createdAtMillis - a.createdAtMillis);
}

export function findApiKeyById(core: Core, projectId: string, id: string): ProjectApiKeyRecord | undefined {
  const record = own(apiKeyRecords(core), id);
  return record && record.projectId === projectId ? record : undefined;
}

/** Looks a full key string up (in one project, or in all of them for the credential scanner). */
export function findApiKeyBySecret(core: Core, secret: string, projectId?: string): ProjectApiKeyRecord | undefined {
  return Object.values(apiKeyRecords(core)).find((k) => k.secret === secret && (projectId === undefined || k.projectId === projectId));
}

/** Revoking twice keeps the first timestamp. */
export function revokeApiKey(core: Core, record: ProjectApiKeyRecord): void {
  record.manuallyRevokedAtMillis ??= core.clock.now();
}

export function isApiKeyExpired(core: Core, record: ProjectApiKeyRecord): boolean {
  return record.expiresAtMillis !== null && record.expiresAtMillis < core.clock.now();
}
