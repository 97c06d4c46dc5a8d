/**
 * Projects on the wire: client view (docs/protocol.md §13.16) and admin view (§13.16).
 */
import type { Core } from "../core";
import type { ProjectConfig, ProjectRecord } from "../state/types";
import { userCount } from "../state/users";

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function enabledOAuthProviders(project: ProjectRecord): { id: string }[] {
  return project.config.oauth_providers.map((p) => ({ id: p.id })).sort(byId);
}

/** The switches both views show, in the wire's key order. */
function featureFlags(c: ProjectConfig) {
  return {
    sign_up_enabled: c.sign_up_enabled,
    credential_enabled: c.credential_enabled,
    magic_link_enabled: c.magic_link_enabled,
    passkey_enabled: c.passkey_enabled,
    client_team_creation_enabled: c.client_team_creation_enabled,
    client_user_deletion_enabled: c.client_user_deletion_enabled,
    allow_user_api_keys: c.allow_user_api_keys,
    allow_team_api_keys: c.allow_team_api_keys,
  };
}

export function clientProjectView(project: ProjectRecord) {
  return {
    id: project.id,
    display_name: project.displayName,
    config: {
      ...featureFlags(project.config),
      enabled_oauth_providers: enabledOAuthProviders(project),
    },
  };
}

export function adminProjectView(core: Core, project: ProjectRecord) {
  const c = project.config;
  return {
    id: project.id,
    display_name: project.displayName,
    description: project.description,
    created_at_millis: project.createdAtMillis,
    user_count: userCount(core, project.id),
    is_production_mode: project.isProductionMode,
    config: {
      allow_localhost: c.allow_localhost,
      ...featureFlags(c),
      oauth_providers: [...c.oauth_providers].sort(byId),
      enabled_oauth_providers: enabledOAuthProviders(project),
      domains: [...c.domains].sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0)),
      email_config: c.email_config,
      create_team_on_sign_up: c.create_team_on_sign_up,
      team_creator_default_permissions: c.team_creator_default_permissions,
      team_member_default_permissions: c.team_member_default_permissions,
      user_default_permissions: c.user_default_permissions,
      oauth_account_merge_strategy: c.oauth_account_merge_strategy,
    },
  };
}
