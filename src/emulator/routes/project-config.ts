/**
 * The project config schema of `POST /internal/projects` and `PATCH /internal/projects/current`
 * (docs/protocol.md §13.16), and applying it to a stored config.
 */
import { STRING_LIMITS } from "../http/limits";
import { s, isValidUrl, type Out } from "../http/schema";
import type { ProjectConfig } from "../state/types";

/** Every provider id the service knows (docs/protocol.md §13.16). */
export const OAUTH_PROVIDER_IDS = ["google", "github", "microsoft", "spotify", "facebook", "discord", "gitlab", "bitbucket", "linkedin", "apple", "x"];

/**
 * Fields required only when the object's `type` is `standard`, reported in the given order:
 * a missing one `must be defined`, an empty string (for those in `nonEmpty`) `must not be
 * empty`. With `shared`, they are optional and may be empty.
 */
function requiredWhenStandard(fields: string[], nonEmpty: readonly string[] = fields) {
  return (value: Record<string, unknown>, path: string) => {
    if (value.type !== "standard") return null;
    const problems: string[] = [];
    for (const f of fields) {
      if (value[f] === undefined) problems.push(`${path}.${f} must be defined`);
      else if (value[f] === "" && nonEmpty.includes(f)) problems.push(`${path}.${f} must not be empty`);
    }
    return problems.length > 0 ? problems : null;
  };
}

const oauthProvider = s.object({
  id: s.string().defined().oneOf(OAUTH_PROVIDER_IDS),
  type: s.string().defined().oneOf(["shared", "standard"]),
  client_id: s.string(),
  client_secret: s.string(),
  facebook_config_id: s.string(),
  microsoft_tenant_id: s.string(),
}).defined().test(requiredWhenStandard(["client_secret", "client_id"]));

const domain = s.object({
  domain: s.string().defined().max(STRING_LIMITS.url).test((v, p) => {
    const problems: string[] = [];
    if (!isValidUrl(v)) problems.push(`${p} is not a valid URL`);
    if (!/^https?:\/\//.test(v)) problems.push("URL must start with http:// or https://");
    return problems.length > 0 ? problems : null;
  }),
  handler_path: s.string().defined().test((v) => (v.startsWith("/") ? null : "Handler path must start with /")),
}).defined();

const emailConfig = s.object({
  type: s.string().defined().oneOf(["shared", "standard"]),
  host: s.string(),
  port: s.number().integer().min(0).max(65535),
  username: s.string(),
  password: s.string().max(70),
  sender_name: s.string(),
  sender_email: s.email(),
}).test(requiredWhenStandard(["host", "port", "username", "password", "sender_name", "sender_email"], ["host", "username", "password", "sender_name", "sender_email"]));

const permissionList = () => s.array(s.object({ id: s.string().defined() }).defined());

export const configSchema = s.object({
  sign_up_enabled: s.boolean(),
  credential_enabled: s.boolean(),
  magic_link_enabled: s.boolean(),
  passkey_enabled: s.boolean(),
  client_team_creation_enabled: s.boolean(),
  client_user_deletion_enabled: s.boolean(),
  allow_localhost: s.boolean(),
  allow_user_api_keys: s.boolean(),
  allow_team_api_keys: s.boolean(),
  email_config: emailConfig,
  domains: s.array(domain),
  oauth_providers: s.array(oauthProvider),
  create_team_on_sign_up: s.boolean(),
  team_creator_default_permissions: permissionList(),
  team_member_default_permissions: permissionList(),
  user_default_permissions: permissionList(),
  oauth_account_merge_strategy: s.string().oneOf(["link_method", "raise_error", "allow_duplicates"]),
});

/** A config update as validated by {@link configSchema}. */
export type ConfigUpdate = Out<typeof configSchema>;

/**
 * Returns `config` with the sent fields applied (lists replace; unsent fields stay). The
 * schema has checked every field; a `standard` email config has all of its fields.
 */
export function applyConfig(config: ProjectConfig, update: ConfigUpdate): ProjectConfig {
  const next: ProjectConfig = { ...config };
  for (const [key, value] of Object.entries(update ?? {})) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}
