/**
 * API keys on the wire: user/team keys (docs/protocol.md §13.15) and the project's own key
 * sets (§13.17). Optional timestamps are left out, not sent as null.
 */
import type {
  InternalApiKeyFirstViewJson,
  InternalApiKeyJson,
  TeamApiKeyFirstViewJson,
  TeamApiKeyJson,
  UserApiKeyFirstViewJson,
  UserApiKeyJson,
} from "../../interface/wire/api-keys";
import type { ProjectApiKeyRecord } from "../state/api-keys";
import type { ApiKeySetRecord } from "../state/types";

/** 2099-12-31T23:59:59Z: the expiry shown for key sets that never expire. */
export const NEVER_EXPIRES_MILLIS = 4102444799000;

type AnyKeyJson = UserApiKeyJson | TeamApiKeyJson;
type AnyKeyFirstViewJson = UserApiKeyFirstViewJson | TeamApiKeyFirstViewJson;

function baseView(record: ProjectApiKeyRecord) {
  return {
    id: record.id,
    description: record.description,
    ...(record.expiresAtMillis !== null ? { expires_at_millis: record.expiresAtMillis } : {}),
    ...(record.manuallyRevokedAtMillis !== null ? { manually_revoked_at_millis: record.manuallyRevokedAtMillis } : {}),
    created_at_millis: record.createdAtMillis,
    is_public: record.isPublic,
    type: record.type,
    ...(record.type === "user" ? { user_id: record.ownerId } : { team_id: record.ownerId }),
  };
}

/** The read view: only the last four characters of the key. */
export function apiKeyView(record: ProjectApiKeyRecord): AnyKeyJson {
  return { ...baseView(record), value: { last_four: record.secret.slice(-4) } } as AnyKeyJson;
}

/** The create answer: the only time the full key string is shown. */
export function apiKeyFirstView(record: ProjectApiKeyRecord): AnyKeyFirstViewJson {
  return { ...baseView(record), value: record.secret } as AnyKeyFirstViewJson;
}

function setBase(set: ApiKeySetRecord) {
  return {
    id: set.id,
    description: set.description,
    // Built-in key sets never expire, but the wire has no "never" (the field is required
    // and SDKs build a Date from it): show the end of 2099, as the service's fixed keys do.
    expires_at_millis: set.expiresAtMillis ?? NEVER_EXPIRES_MILLIS,
    ...(set.manuallyRevokedAtMillis !== null ? { manually_revoked_at_millis: set.manuallyRevokedAtMillis } : {}),
    created_at_millis: set.createdAtMillis,
  };
}

const lastFour = (key: string | null) => (key === null ? undefined : { last_four: key.slice(-4) });

/** A key set as listed / read: each key masked to its last four characters. */
export function keySetView(set: ApiKeySetRecord): InternalApiKeyJson {
  const view: Record<string, unknown> = setBase(set);
  if (set.publishableClientKey !== null) view.publishable_client_key = lastFour(set.publishableClientKey);
  if (set.secretServerKey !== null) view.secret_server_key = lastFour(set.secretServerKey);
  if (set.superSecretAdminKey !== null) view.super_secret_admin_key = lastFour(set.superSecretAdminKey);
  return view as InternalApiKeyJson;
}

/** A key set as created: the full key strings. */
export function keySetFirstView(set: ApiKeySetRecord): InternalApiKeyFirstViewJson {
  const view: Record<string, unknown> = setBase(set);
  if (set.publishableClientKey !== null) view.publishable_client_key = set.publishableClientKey;
  if (set.secretServerKey !== null) view.secret_server_key = set.secretServerKey;
  if (set.superSecretAdminKey !== null) view.super_secret_admin_key = set.superSecretAdminKey;
  return view as InternalApiKeyFirstViewJson;
}
