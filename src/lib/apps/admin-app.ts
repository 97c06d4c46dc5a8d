/**
 * `AdminApp`: the server tier plus project administration (docs/api.md §2.5), with the super
 * secret admin key or a project owner's session. A thin facade like ClientApp: its context
 * and operations come with the admin tier's modules (`./admin-modules`), loaded on first use.
 */
import type { CallOptions } from "../core/call-options";
import type { AdminContext } from "../core/context";
import { lazyModule } from "../core/lazy-module";
import type { AdminAppOptions, ClientAppOptions } from "../core/options";
import { resolveAdminOptions } from "../core/options";
import type { AdminEmailTemplateUpdateOptions, AdminSendTestEmailOptions, EmailTemplateType } from "../emails/email-types";
import type { InternalApiKeyCreateOptions } from "../internal-api-keys/internal-api-key-types";
import type {
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
} from "../permission-definitions/permission-definition-types";
import type { AdminProject } from "../projects/project-types";
import type { AdminAppExtras } from "./admin-app-types";
import type { AppTier } from "./client-app";
import { ServerApp } from "./server-app";

type AdminModules = typeof import("./admin-modules");

// Owned projects carry an AdminApp: this fills in the slot their types name (see internal-user-types.ts).
declare module "./internal-user-types" {
  interface OwnedProjectApp {
    readonly app: AdminApp;
  }
}

const ADMIN_TIER: AppTier = {
  name: "admin",
  resolveOptions: (options) => resolveAdminOptions(options as AdminAppOptions),
  modules: /* @__PURE__ */ lazyModule(() => import("./admin-modules")),
};

/**
 * The admin tier: everything a ServerApp does, plus the project's settings, permission
 * definitions, email templates and key sets. Every method that does I/O takes `{ signal }`
 * (see `CallOptions`): reads of cached values stop waiting on an abort, writes abort their request.
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

  /** Runs `fn` with the admin context and modules; the call rejects with the signal's reason on an abort. */
  #run<T>(options: CallOptions | undefined, fn: (ctx: AdminContext, m: AdminModules) => Promise<T>): Promise<T> {
    return this._call<T, AdminModules, AdminContext>((ctx, m) => m.abortableCall(options, () => fn(ctx, m)));
  }
  #use<T>(hookName: string, fn: (ctx: AdminContext, m: AdminModules) => T): T {
    return this._hook<T, AdminModules, AdminContext>(hookName, fn);
  }

  override getProject(options?: CallOptions): Promise<AdminProject> {
    return this.#run(options, (ctx, m) => m.getAdminProject(ctx));
  }
  override useProject(): AdminProject {
    return this.#use("useProject", (ctx, m) => m.useAdminProject(ctx));
  }
  listInternalApiKeys(options?: CallOptions) { return this.#run(options, (ctx, m) => m.internalKeys.listInternalApiKeys(ctx)); }
  useInternalApiKeys() { return this.#use("useInternalApiKeys", (ctx, m) => m.internalKeys.useInternalApiKeys(ctx)); }
  createInternalApiKey(options: InternalApiKeyCreateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.internalKeys.createInternalApiKey(ctx, options, options));
  }
  listTeamPermissionDefinitions(options?: CallOptions) { return this.#run(options, (ctx, m) => m.definitions.listTeamPermissionDefinitions(ctx)); }
  useTeamPermissionDefinitions() { return this.#use("useTeamPermissionDefinitions", (ctx, m) => m.definitions.useTeamPermissionDefinitions(ctx)); }
  createTeamPermissionDefinition(options: AdminTeamPermissionDefinitionCreateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.createTeamPermissionDefinition(ctx, options, options));
  }
  updateTeamPermissionDefinition(id: string, options: AdminTeamPermissionDefinitionUpdateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.updateTeamPermissionDefinition(ctx, id, options, options));
  }
  deleteTeamPermissionDefinition(id: string, options?: CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.deleteTeamPermissionDefinition(ctx, id, options));
  }
  listProjectPermissionDefinitions(options?: CallOptions) { return this.#run(options, (ctx, m) => m.definitions.listProjectPermissionDefinitions(ctx)); }
  useProjectPermissionDefinitions() { return this.#use("useProjectPermissionDefinitions", (ctx, m) => m.definitions.useProjectPermissionDefinitions(ctx)); }
  createProjectPermissionDefinition(options: AdminProjectPermissionDefinitionCreateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.createProjectPermissionDefinition(ctx, options, options));
  }
  updateProjectPermissionDefinition(id: string, options: AdminProjectPermissionDefinitionUpdateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.updateProjectPermissionDefinition(ctx, id, options, options));
  }
  deleteProjectPermissionDefinition(id: string, options?: CallOptions) {
    return this.#run(options, (ctx, m) => m.definitions.deleteProjectPermissionDefinition(ctx, id, options));
  }
  listEmailTemplates(options?: CallOptions) { return this.#run(options, (ctx, m) => m.emails.listEmailTemplates(ctx)); }
  useEmailTemplates() { return this.#use("useEmailTemplates", (ctx, m) => m.emails.useEmailTemplates(ctx)); }
  updateEmailTemplate(type: EmailTemplateType, options: AdminEmailTemplateUpdateOptions & CallOptions) {
    return this.#run(options, (ctx, m) => m.emails.updateEmailTemplate(ctx, type, options, options));
  }
  resetEmailTemplate(type: EmailTemplateType, options?: CallOptions) { return this.#run(options, (ctx, m) => m.emails.resetEmailTemplate(ctx, type, options)); }
  sendTestEmail(options: AdminSendTestEmailOptions & CallOptions) { return this.#run(options, (ctx, m) => m.emails.sendTestEmail(ctx, options, options)); }
  listSentEmails(options?: CallOptions) { return this.#run(options, (ctx, m) => m.emails.listSentEmails(ctx, options)); }
  useSvixToken() { return this.#use("useSvixToken", (ctx, m) => m.useSvixToken(ctx)); }
  /** Gatehouse extension (not in the official public API): the project's metrics, fetched on every call. */
  getMetrics(options?: CallOptions) { return this.#run(options, (ctx, m) => m.getMetrics(ctx, options)); }
}
