/**
 * Projects (docs/protocol.md §13.16). Types only.
 */

export type OAuthProviderId =
  | "google" | "github" | "microsoft" | "spotify" | "facebook" | "discord"
  | "gitlab" | "bitbucket" | "linkedin" | "apple" | "x";

/** Project, client view (`GET /projects/current`). */
export type ProjectJson = {
  id: string;
  display_name: string;
  config: {
    sign_up_enabled: boolean;
    credential_enabled: boolean;
    magic_link_enabled: boolean;
    passkey_enabled: boolean;
    client_team_creation_enabled: boolean;
    client_user_deletion_enabled: boolean;
    allow_user_api_keys: boolean;
    allow_team_api_keys: boolean;
    /** Sorted by id. */
    enabled_oauth_providers: { id: string }[];
  };
};

/** An OAuth provider of the admin config. */
export type OAuthProviderConfigJson = {
  id: string;
  /** `shared` = the service's development keys. */
  type: "shared" | "standard";
  client_id?: string | undefined;
  client_secret?: string | undefined;
  facebook_config_id?: string | undefined;
  microsoft_tenant_id?: string | undefined;
};

/** A trusted domain of the project. */
export type DomainConfigJson = {
  /** Starts with `http://` or `https://`. */
  domain: string;
  /** Starts with `/`. */
  handler_path: string;
};

/** SMTP settings the project sends mail with. */
export type StandardEmailConfigJson = {
  type: "standard";
  host: string;
  port: number;
  username: string;
  /** Returned in clear by the admin view. */
  password: string;
  sender_name: string;
  sender_email: string;
};

export type EmailConfigJson = { type: "shared" } | StandardEmailConfigJson;

export type OAuthAccountMergeStrategy = "link_method" | "raise_error" | "allow_duplicates";

/** The full project config (admin view). */
export type AdminProjectConfigJson = {
  allow_localhost: boolean;
  sign_up_enabled: boolean;
  credential_enabled: boolean;
  magic_link_enabled: boolean;
  passkey_enabled: boolean;
  client_team_creation_enabled: boolean;
  client_user_deletion_enabled: boolean;
  allow_user_api_keys: boolean;
  allow_team_api_keys: boolean;
  oauth_providers: OAuthProviderConfigJson[];
  enabled_oauth_providers: { id: string }[];
  domains: DomainConfigJson[];
  email_config: EmailConfigJson;
  create_team_on_sign_up: boolean;
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
  user_default_permissions: { id: string }[];
  oauth_account_merge_strategy: OAuthAccountMergeStrategy;
};

/** Project, admin view (`/internal/projects*`). */
export type AdminProjectJson = {
  id: string;
  display_name: string;
  /** Never null; `""` by default. */
  description: string;
  created_at_millis: number;
  user_count: number;
  is_production_mode: boolean;
  config: AdminProjectConfigJson;
};

/** The config fields an update may send (`enabled_oauth_providers` is derived, not writable). */
export type AdminProjectConfigUpdateJson = Partial<Omit<AdminProjectConfigJson, "enabled_oauth_providers">>;

/**
 * `PATCH /internal/projects/current` body. Seed quirk: a PATCH without
 * `config.allow_localhost` resets it to `true`.
 */
export type AdminProjectUpdateBodyJson = {
  display_name?: string | undefined;
  description?: string | null | undefined;
  is_production_mode?: boolean | undefined;
  config?: AdminProjectConfigUpdateJson | undefined;
};

/** `POST /internal/projects` body. */
export type AdminProjectCreateBodyJson = AdminProjectUpdateBodyJson & { display_name: string };
