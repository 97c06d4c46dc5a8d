/**
 * Every A endpoint as a typed method. Calls go out with access type `admin` and the
 * admin key, or, in project-owner mode, the owner's admin access token.
 */
import * as apiKeys from "./calls/api-keys";
import * as permissions from "./calls/permissions";
import * as projects from "./calls/projects";
import type { InterfaceOptions } from "./options";
import type { CallContext } from "./request";
import { ServerInterface } from "./server-interface";
import type { InternalApiKeyCreateBodyJson, InternalApiKeyUpdateBodyJson } from "./wire/api-keys";
import type { EmailTemplateType, EmailTemplateUpdateBodyJson, SendTestEmailBodyJson } from "./wire/emails";
import type { PermissionDefinitionCreateBodyJson, PermissionDefinitionUpdateBodyJson } from "./wire/permissions";
import type { AdminProjectUpdateBodyJson } from "./wire/projects";

/**
 * The admin tier of the wire. With `projectOwnerSession` in the options it acts as a
 * signed-in owner (a user of project `internal`) instead of with keys.
 *
 * @example
 * const api = new AdminInterface({ baseUrl, projectId, secretServerKey, superSecretAdminKey });
 * const project = await api.getAdminProject();
 */
// No #private members in the interfaces: `withSignal` returns a view made with
// Object.create, and a private member is not reachable through such a view.
export class AdminInterface extends ServerInterface {
  /** Context of admin-tier calls. */
  protected readonly admin: CallContext;

  constructor(options: InterfaceOptions) {
    super(options);
    this.admin = { options: this.options, tier: "admin" };
  }

  // ── Project ───────────────────────────────────────────────────────────────

  /** The project with its full config. */
  getAdminProject() { return projects.getAdminProject(this.admin); }
  /** Seed quirk: leaving out `config.allow_localhost` resets it to true. */
  updateAdminProject(body: AdminProjectUpdateBodyJson) { return projects.updateAdminProject(this.admin, body); }
  deleteAdminProject() { return projects.deleteAdminProject(this.admin); }

  // ── The project's key sets ────────────────────────────────────────────────

  listInternalApiKeys() { return apiKeys.listInternalApiKeys(this.admin); }
  /** The only answer that carries the full key strings. */
  createInternalApiKey(body: InternalApiKeyCreateBodyJson) { return apiKeys.createInternalApiKey(this.admin, body); }
  getInternalApiKey(keyId: string) { return apiKeys.getInternalApiKey(this.admin, keyId); }
  updateInternalApiKey(keyId: string, body: InternalApiKeyUpdateBodyJson) { return apiKeys.updateInternalApiKey(this.admin, keyId, body); }

  // ── Permission definitions ────────────────────────────────────────────────

  listTeamPermissionDefinitions() { return permissions.listPermissionDefinitions(this.admin, "team"); }
  createTeamPermissionDefinition(body: PermissionDefinitionCreateBodyJson) { return permissions.createPermissionDefinition(this.admin, "team", body); }
  /** Send the full definition: an omitted field is cleared by the service. */
  updateTeamPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBodyJson) {
    return permissions.updatePermissionDefinition(this.admin, "team", permissionId, body);
  }
  deleteTeamPermissionDefinition(permissionId: string) { return permissions.deletePermissionDefinition(this.admin, "team", permissionId); }
  listProjectPermissionDefinitions() { return permissions.listPermissionDefinitions(this.admin, "project"); }
  createProjectPermissionDefinition(body: PermissionDefinitionCreateBodyJson) { return permissions.createPermissionDefinition(this.admin, "project", body); }
  /** Send the full definition: an omitted field is cleared by the service. */
  updateProjectPermissionDefinition(permissionId: string, body: PermissionDefinitionUpdateBodyJson) {
    return permissions.updatePermissionDefinition(this.admin, "project", permissionId, body);
  }
  deleteProjectPermissionDefinition(permissionId: string) { return permissions.deletePermissionDefinition(this.admin, "project", permissionId); }

  // ── Email ─────────────────────────────────────────────────────────────────

  listEmailTemplates() { return projects.listEmailTemplates(this.admin); }
  getEmailTemplate(type: EmailTemplateType) { return projects.getEmailTemplate(this.admin, type); }
  updateEmailTemplate(type: EmailTemplateType, body: EmailTemplateUpdateBodyJson) { return projects.updateEmailTemplate(this.admin, type, body); }
  /** Back to the built-in template. */
  resetEmailTemplate(type: EmailTemplateType) { return projects.resetEmailTemplate(this.admin, type); }
  /** The last 100 sent emails, newest first. */
  listSentEmails() { return projects.listSentEmails(this.admin); }
  /** Tries SMTP settings; a failure is `{ success: false, error_message }`, not an error. */
  sendTestEmail(body: SendTestEmailBodyJson) { return projects.sendTestEmail(this.admin, body); }

  // ── Metrics and webhooks ──────────────────────────────────────────────────

  getMetrics() { return projects.getMetrics(this.admin); }
  /** A token for the webhook portal. */
  getSvixToken() { return projects.getSvixToken(this.admin); }
}
