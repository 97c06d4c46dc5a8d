/**
 * `AdminApp`: the server tier plus project administration (docs/api.md §2.5), with the super
 * secret admin key or a project owner's session. A facade over the admin modules.
 */
import { AdminInterface } from "../../interface";
import { provideOwnedAppMaker, type OwnedAppInit } from "../projects/owned-app-factory";
import type { ClientContext } from "../core/context";
import * as emails from "../emails/email-ops";
import type { AdminEmailTemplateUpdateOptions, AdminSendTestEmailOptions, EmailTemplateType } from "../emails/email-types";
import * as internalKeys from "../internal-api-keys/internal-api-key-ops";
import type { InternalApiKeyCreateOptions } from "../internal-api-keys/internal-api-key-types";
import * as definitions from "../permission-definitions/permission-definition-ops";
import type {
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
} from "../permission-definitions/permission-definition-types";
import { getAdminProject, useAdminProject } from "../projects/project-ops";
import type { AdminProject } from "../projects/project-types";
import { getMetrics } from "../metrics/metrics";
import { useSvixToken } from "../svix/svix-ops";
import type { AdminAppExtras } from "./admin-app-types";
import type { AppTier } from "./client-app";
import type { AdminContext } from "../core/context";
import type { AdminAppOptions, ClientAppOptions } from "../core/options";
import { resolveAdminOptions } from "../core/options";
import { createServerUser, serverCurrentUser } from "../users/server-user";
import { ServerApp } from "./server-app";

const ADMIN_TIER: AppTier = {
  name: "admin",
  resolveOptions: (options) => resolveAdminOptions(options as AdminAppOptions),
  createInterface: (options) => new AdminInterface(options),
  currentUser: serverCurrentUser,
  serverUser: createServerUser,
};

// Owned projects carry an AdminApp: this fills in the slot their types name (see internal-user-types.ts).
declare module "./internal-user-types" {
  interface OwnedProjectApp {
    readonly app: AdminApp;
  }
}

/**
 * The admin tier: everything a ServerApp does, plus the project's settings, permission
 * definitions, email templates and key sets.
 *
 * @example
 * const admin = new AdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey });
 * await (await admin.getProject()).update({ displayName: "Renamed" });
 */
export class AdminApp<ProjectId extends string = string> extends ServerApp<ProjectId> implements AdminAppExtras {
  constructor(options: AdminAppOptions<ProjectId> = {}) {
    super(options as ClientAppOptions<ProjectId>);
  }

  protected override _appTier(): AppTier {
    return ADMIN_TIER;
  }
  /** @internal */
  get _admin(): AdminContext {
    return this._context as unknown as AdminContext;
  }

  override getProject(): Promise<AdminProject> {
    return getAdminProject(this._admin);
  }
  override useProject(): AdminProject {
    return useAdminProject(this._admin);
  }
  listInternalApiKeys() { return internalKeys.listInternalApiKeys(this._admin); }
  useInternalApiKeys() { return internalKeys.useInternalApiKeys(this._admin); }
  createInternalApiKey(options: InternalApiKeyCreateOptions) { return internalKeys.createInternalApiKey(this._admin, options); }
  listTeamPermissionDefinitions() { return definitions.listTeamPermissionDefinitions(this._admin); }
  useTeamPermissionDefinitions() { return definitions.useTeamPermissionDefinitions(this._admin); }
  createTeamPermissionDefinition(options: AdminTeamPermissionDefinitionCreateOptions) {
    return definitions.createTeamPermissionDefinition(this._admin, options);
  }
  updateTeamPermissionDefinition(id: string, options: AdminTeamPermissionDefinitionUpdateOptions) {
    return definitions.updateTeamPermissionDefinition(this._admin, id, options);
  }
  deleteTeamPermissionDefinition(id: string) { return definitions.deleteTeamPermissionDefinition(this._admin, id); }
  listProjectPermissionDefinitions() { return definitions.listProjectPermissionDefinitions(this._admin); }
  useProjectPermissionDefinitions() { return definitions.useProjectPermissionDefinitions(this._admin); }
  createProjectPermissionDefinition(options: AdminProjectPermissionDefinitionCreateOptions) {
    return definitions.createProjectPermissionDefinition(this._admin, options);
  }
  updateProjectPermissionDefinition(id: string, options: AdminProjectPermissionDefinitionUpdateOptions) {
    return definitions.updateProjectPermissionDefinition(this._admin, id, options);
  }
  deleteProjectPermissionDefinition(id: string) { return definitions.deleteProjectPermissionDefinition(this._admin, id); }
  listEmailTemplates() { return emails.listEmailTemplates(this._admin); }
  useEmailTemplates() { return emails.useEmailTemplates(this._admin); }
  updateEmailTemplate(type: EmailTemplateType, options: AdminEmailTemplateUpdateOptions) { return emails.updateEmailTemplate(this._admin, type, options); }
  resetEmailTemplate(type: EmailTemplateType) { return emails.resetEmailTemplate(this._admin, type); }
  sendTestEmail(options: AdminSendTestEmailOptions) { return emails.sendTestEmail(this._admin, options); }
  listSentEmails() { return emails.listSentEmails(this._admin); }
  useSvixToken() { return useSvixToken(this._admin); }
  /** Gatehouse extension (not in the official public API): the project's metrics, fetched on every call. */
  getMetrics() { return getMetrics(this._admin); }
}

/** An AdminApp acting through a project owner's session (owned projects of the internal project). */
function createOwnedAdminApp(init: OwnedAppInit): AdminApp {
  const app = new AdminApp({
    projectId: init.projectId,
    projectOwnerSession: init.projectOwnerSession,
    baseUrl: init.baseUrl,
    fetch: init.fetch,
    timeoutMs: init.timeoutMs,
    extraRequestHeaders: init.extraRequestHeaders,
    redirectMethod: "none",
  });
  // Shares the owner app's React binding, so `project.app.useX()` works under its provider.
  (app._context as { react: ClientContext["react"] }).react = init.react;
  return app;
}

// Owned projects (of the internal project) are made with this module's AdminApp; see owned-app-factory.ts.
provideOwnedAppMaker(createOwnedAdminApp);
