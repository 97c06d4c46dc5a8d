/**
 * User / team API keys (docs/protocol.md §13.15) and the project's own
 * key sets (§13.17). Types only.
 */

type ApiKeyBaseJson = {
  id: string;
  description: string;
  /** Omitted when the key never expires. */
  expires_at_millis?: number | undefined;
  /** Omitted while not revoked. */
  manually_revoked_at_millis?: number | undefined;
  created_at_millis: number;
  is_public: boolean;
};

/** A user API key as read back: only the last four characters of the key. */
export type UserApiKeyJson = ApiKeyBaseJson & { type: "user"; user_id: string; value: { last_four: string } };
/** A team API key as read back. */
export type TeamApiKeyJson = ApiKeyBaseJson & { type: "team"; team_id: string; value: { last_four: string } };

/** A user API key as created: the full key string, shown this once. */
export type UserApiKeyFirstViewJson = ApiKeyBaseJson & { type: "user"; user_id: string; value: string };
/** A team API key as created. */
export type TeamApiKeyFirstViewJson = ApiKeyBaseJson & { type: "team"; team_id: string; value: string };

/** `POST /user-api-keys` body. `expires_at_millis` must be present (null = never). */
export type UserApiKeyCreateBodyJson = {
  user_id: string;
  description: string;
  expires_at_millis: number | null;
  is_public?: boolean | undefined;
};

/** `POST /team-api-keys` body. */
export type TeamApiKeyCreateBodyJson = {
  team_id: string;
  description: string;
  expires_at_millis: number | null;
  is_public?: boolean | undefined;
};

/** `PATCH /user-api-keys/{id}` and `/team-api-keys/{id}` body. `revoked` only accepts `true`. */
export type ApiKeyUpdateBodyJson = { description?: string; revoked?: true };

/** `POST /user-api-keys/check`, `/team-api-keys/check`, `/integrations/credential-scanning/revoke` body. */
export type ApiKeyCheckBodyJson = { api_key: string };

/** A project key set (`/internal/api-keys`), masked. */
export type InternalApiKeyJson = {
  id: string;
  description: string;
  expires_at_millis: number;
  manually_revoked_at_millis?: number | undefined;
  created_at_millis: number;
  publishable_client_key?: { last_four: string } | undefined;
  secret_server_key?: { last_four: string } | undefined;
  super_secret_admin_key?: { last_four: string } | undefined;
};

/** A project key set as created: full key strings, shown this once. */
export type InternalApiKeyFirstViewJson = {
  id: string;
  description: string;
  expires_at_millis: number;
  manually_revoked_at_millis?: number | undefined;
  created_at_millis: number;
  publishable_client_key?: string | undefined;
  secret_server_key?: string | undefined;
  super_secret_admin_key?: string | undefined;
};

/** `POST /internal/api-keys` body (all required). */
export type InternalApiKeyCreateBodyJson = {
  description: string;
  expires_at_millis: number;
  has_publishable_client_key: boolean;
  has_secret_server_key: boolean;
  has_super_secret_admin_key: boolean;
};

/** `PATCH /internal/api-keys/{id}` body. */
export type InternalApiKeyUpdateBodyJson = { description?: string; revoked?: true };
