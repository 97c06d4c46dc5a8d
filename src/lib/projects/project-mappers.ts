/** Project JSON <-> domain data (docs/architecture.md §2): one mapper per direction. */
import type {
  AdminProjectConfigJson,
  AdminProjectConfigUpdateJson,
  AdminProjectJson,
  AdminProjectUpdateBodyJson,
  EmailConfigJson,
  OAuthProviderConfigJson,
  ProjectJson,
} from "../../interface/wire/projects";
import type {
  AdminEmailConfig,
  AdminOAuthProviderConfig,
  AdminProjectConfig,
  AdminProjectConfigUpdateOptions,
  AdminProjectUpdateOptions,
  Project,
} from "./project-types";

/** The public project from `GET /projects/current`. */
export function projectFromJson(json: ProjectJson): Project {
  const c = json.config;
  return Object.freeze({
    id: json.id,
    displayName: json.display_name,
    config: Object.freeze({
      signUpEnabled: c.sign_up_enabled,
      credentialEnabled: c.credential_enabled,
      magicLinkEnabled: c.magic_link_enabled,
      passkeyEnabled: c.passkey_enabled,
      clientTeamCreationEnabled: c.client_team_creation_enabled,
      clientUserDeletionEnabled: c.client_user_deletion_enabled,
      allowUserApiKeys: c.allow_user_api_keys,
      allowTeamApiKeys: c.allow_team_api_keys,
      oauthProviders: Object.freeze(c.enabled_oauth_providers.map((p) => Object.freeze({ id: p.id }))),
    }),
  });
}

/** The public project back to its wire JSON (handed from a server render to the browser). */
export function projectToJson(project: Project): ProjectJson {
  const c = project.config;
  return {
    id: project.id,
    display_name: project.displayName,
    config: {
      sign_up_enabled: c.signUpEnabled,
      credential_enabled: c.credentialEnabled,
      magic_link_enabled: c.magicLinkEnabled,
      passkey_enabled: c.passkeyEnabled,
      client_team_creation_enabled: c.clientTeamCreationEnabled,
      client_user_deletion_enabled: c.clientUserDeletionEnabled,
      allow_user_api_keys: c.allowUserApiKeys,
      allow_team_api_keys: c.allowTeamApiKeys,
      enabled_oauth_providers: c.oauthProviders.map((p) => ({ id: p.id })),
    },
  };
}

function oauthProviderFromJson(p: OAuthProviderConfigJson): AdminOAuthProviderConfig {
  if (p.type === "shared") return Object.freeze({ id: p.id, type: "shared" as const });
  return Object.freeze({
    id: p.id,
    type: "standard" as const,
    clientId: p.client_id ?? "",
    clientSecret: p.client_secret ?? "",
    ...(p.facebook_config_id !== undefined ? { facebookConfigId: p.facebook_config_id } : {}),
    ...(p.microsoft_tenant_id !== undefined ? { microsoftTenantId: p.microsoft_tenant_id } : {}),
  });
}

function emailConfigFromJson(e: EmailConfigJson): AdminEmailConfig {
  if (e.type === "shared") return Object.freeze({ type: "shared" as const });
  return Object.freeze({
    type: "standard" as const,
    host: e.host,
    port: e.port,
    username: e.username,
    password: e.password,
    senderName: e.sender_name,
    senderEmail: e.sender_email,
  });
}

const ids = (list: { id: string }[]) => Object.freeze(list.map((p) => Object.freeze({ id: p.id })));

/** The admin config from its JSON. */
export function adminProjectConfigFromJson(c: AdminProjectConfigJson): AdminProjectConfig {
  return Object.freeze({
    allowLocalhost: c.allow_localhost,
    signUpEnabled: c.sign_up_enabled,
    credentialEnabled: c.credential_enabled,
    magicLinkEnabled: c.magic_link_enabled,
    passkeyEnabled: c.passkey_enabled,
    clientTeamCreationEnabled: c.client_team_creation_enabled,
    clientUserDeletionEnabled: c.client_user_deletion_enabled,
    allowUserApiKeys: c.allow_user_api_keys,
    allowTeamApiKeys: c.allow_team_api_keys,
    oauthProviders: Object.freeze(c.oauth_providers.map(oauthProviderFromJson)),
    domains: Object.freeze(c.domains.map((d) => Object.freeze({ domain: d.domain, handlerPath: d.handler_path }))),
    emailConfig: emailConfigFromJson(c.email_config),
    createTeamOnSignUp: c.create_team_on_sign_up,
    teamCreatorDefaultPermissions: ids(c.team_creator_default_permissions),
    teamMemberDefaultPermissions: ids(c.team_member_default_permissions),
    userDefaultPermissions: ids(c.user_default_permissions),
    oauthAccountMergeStrategy: c.oauth_account_merge_strategy,
  });
}

/** The data fields of an admin project (the object in `admin-project.ts` adds methods). */
export function adminProjectDataFromJson(json: AdminProjectJson) {
  return {
    id: json.id,
    displayName: json.display_name,
    // The service never sends null (it uses ""); the public type keeps the official `string | null`.
    description: json.description ?? null,
    createdAt: new Date(json.created_at_millis),
    userCount: json.user_count,
    isProductionMode: json.is_production_mode,
    config: adminProjectConfigFromJson(json.config),
  };
}

function configUpdateToJson(c: AdminProjectConfigUpdateOptions): AdminProjectConfigUpdateJson {
  const out: AdminProjectConfigUpdateJson = {};
  const direct = {
    allowLocalhost: "allow_localhost",
    signUpEnabled: "sign_up_enabled",
    credentialEnabled: "credential_enabled",
    magicLinkEnabled: "magic_link_enabled",
    passkeyEnabled: "passkey_enabled",
    clientTeamCreationEnabled: "client_team_creation_enabled",
    clientUserDeletionEnabled: "client_user_deletion_enabled",
    allowUserApiKeys: "allow_user_api_keys",
    allowTeamApiKeys: "allow_team_api_keys",
    createTeamOnSignUp: "create_team_on_sign_up",
    oauthAccountMergeStrategy: "oauth_account_merge_strategy",
  } as const;
  for (const [key, wire] of Object.entries(direct) as [keyof typeof direct, (typeof direct)[keyof typeof direct]][]) {
    if (c[key] !== undefined) (out as Record<string, unknown>)[wire] = c[key];
  }
  if (c.domains !== undefined) out.domains = c.domains.map((d) => ({ domain: d.domain, handler_path: d.handlerPath }));
  if (c.oauthProviders !== undefined) {
    out.oauth_providers = c.oauthProviders.map((p) =>
      p.type === "shared"
        ? { id: p.id, type: "shared" }
        : {
            id: p.id,
            type: "standard",
            client_id: p.clientId,
            client_secret: p.clientSecret,
            ...(p.facebookConfigId !== undefined ? { facebook_config_id: p.facebookConfigId } : {}),
            ...(p.microsoftTenantId !== undefined ? { microsoft_tenant_id: p.microsoftTenantId } : {}),
          },
    );
  }
  if (c.emailConfig !== undefined) {
    const e = c.emailConfig;
    out.email_config =
      e.type === "shared"
        ? { type: "shared" }
        : { type: "standard", host: e.host, port: e.port, username: e.username, password: e.password, sender_name: e.senderName, sender_email: e.senderEmail };
  }
  if (c.teamCreatorDefaultPermissions !== undefined) out.team_creator_default_permissions = c.teamCreatorDefaultPermissions.map((p) => ({ id: p.id }));
  if (c.teamMemberDefaultPermissions !== undefined) out.team_member_default_permissions = c.teamMemberDefaultPermissions.map((p) => ({ id: p.id }));
  if (c.userDefaultPermissions !== undefined) out.user_default_permissions = c.userDefaultPermissions.map((p) => ({ id: p.id }));
  return out;
}

/** `PATCH /internal/projects/current` (and create) body from the update options. */
export function adminProjectUpdateToJson(options: AdminProjectUpdateOptions): AdminProjectUpdateBodyJson {
  const body: AdminProjectUpdateBodyJson = {};
  if (options.displayName !== undefined) body.display_name = options.displayName;
  if (options.description !== undefined) body.description = options.description;
  if (options.isProductionMode !== undefined) body.is_production_mode = options.isProductionMode;
  if (options.config !== undefined) body.config = configUpdateToJson(options.config);
  return body;
}
