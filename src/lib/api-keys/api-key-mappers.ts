/**
 * User and team API keys between the wire and the domain (docs/api.md §3.7): one mapper per
 * direction. Validity is computed locally from the snapshot, revocation first.
 */
import type {
  ApiKeyUpdateBodyJson,
  TeamApiKeyFirstViewJson,
  TeamApiKeyJson,
  UserApiKeyFirstViewJson,
  UserApiKeyJson,
} from "../../interface/wire/api-keys";
import type {
  ApiKeyCreationOptions,
  ApiKeyUpdateOptions,
  TeamApiKey,
  TeamApiKeyFirstView,
  UserApiKey,
  UserApiKeyFirstView,
} from "./api-key-types";
import type { CallOptions } from "../core/call-options";

/** Sends an update of one key (with the caller's signal) and refreshes what caches it. */
export type ApiKeyUpdater = (keyId: string, body: ApiKeyUpdateBodyJson, options?: CallOptions) => Promise<void>;

function requireDate(value: unknown, name: string): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${name} must be a valid Date (or null for a key that never expires).`);
  return value;
}

/** The body fields of `createApiKey` (the owner is added by the caller). */
export function apiKeyCreateToJson(options: ApiKeyCreationOptions): { description: string; expires_at_millis: number | null; is_public: boolean } {
  if (typeof options?.description !== "string") throw new TypeError("createApiKey: description must be a string.");
  const expiresAt = options.expiresAt === null ? null : requireDate(options.expiresAt, "createApiKey: expiresAt");
  return { description: options.description, expires_at_millis: expiresAt?.getTime() ?? null, is_public: options.isPublic ?? false };
}

/**
 * The PATCH body. The service changes only the description and revokes (one way), so
 * `expiresAt` and `revoked: false` are refused here with a clear error instead of a
 * SCHEMA_ERROR from the service.
 */
export function apiKeyUpdateToJson(options: ApiKeyUpdateOptions): ApiKeyUpdateBodyJson {
  if (options.expiresAt !== undefined) throw new TypeError("ApiKey.update: the service cannot change a key's expiry; create a new key instead.");
  if (options.revoked === false) throw new TypeError("ApiKey.update: revoking is one-way; revoked can only be true.");
  return {
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.revoked === true ? { revoked: true as const } : {}),
  };
}

type AnyKeyJson = UserApiKeyJson | TeamApiKeyJson | UserApiKeyFirstViewJson | TeamApiKeyFirstViewJson;

function keyFromJson(json: AnyKeyJson, update: ApiKeyUpdater) {
  const expiresAt = json.expires_at_millis === undefined ? undefined : new Date(json.expires_at_millis);
  const manuallyRevokedAt = json.manually_revoked_at_millis === undefined ? null : new Date(json.manually_revoked_at_millis);
  const whyInvalid = (): "manually-revoked" | "expired" | null =>
    manuallyRevokedAt !== null ? "manually-revoked" : expiresAt !== undefined && expiresAt.getTime() < Date.now() ? "expired" : null;
  const send = (options: ApiKeyUpdateOptions & CallOptions) => update(json.id, apiKeyUpdateToJson(options), options);
  return {
    id: json.id,
    description: json.description,
    expiresAt,
    manuallyRevokedAt,
    createdAt: new Date(json.created_at_millis),
    isPublic: json.is_public,
    isValid: () => whyInvalid() === null,
    whyInvalid,
    update: send,
    revoke: (options?: CallOptions) => send({ revoked: true, signal: options?.signal }),
    ...(json.type === "user" ? { type: "user" as const, userId: json.user_id } : { type: "team" as const, teamId: json.team_id }),
    value: typeof json.value === "string" ? json.value : Object.freeze({ lastFour: json.value.last_four }),
  };
}

export function userApiKeyFromJson(json: UserApiKeyJson, update: ApiKeyUpdater): UserApiKey {
  return Object.freeze(keyFromJson(json, update)) as UserApiKey;
}
export function userApiKeyFirstViewFromJson(json: UserApiKeyFirstViewJson, update: ApiKeyUpdater): UserApiKeyFirstView {
  return Object.freeze(keyFromJson(json, update)) as UserApiKeyFirstView;
}
export function teamApiKeyFromJson(json: TeamApiKeyJson, update: ApiKeyUpdater): TeamApiKey {
  return Object.freeze(keyFromJson(json, update)) as TeamApiKey;
}
export function teamApiKeyFirstViewFromJson(json: TeamApiKeyFirstViewJson, update: ApiKeyUpdater): TeamApiKeyFirstView {
  return Object.freeze(keyFromJson(json, update)) as TeamApiKeyFirstView;
}
