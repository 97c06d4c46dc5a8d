/** The public shape of `AdminApp` (docs/api.md §2.5): everything of ServerApp, plus these. */
import type { Result } from "../../errors/result";
import type { AdminEmailTemplate, AdminEmailTemplateUpdateOptions, AdminSendTestEmailOptions, AdminSentEmail, EmailTemplateType } from "../emails/email-types";
import type { InternalApiKey, InternalApiKeyCreateOptions, InternalApiKeyFirstView } from "../internal-api-keys/internal-api-key-types";
import type {
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
} from "../permission-definitions/permission-definition-types";
import type { AdminProject } from "../projects/project-types";
import type { ProjectMetrics } from "../metrics/metrics";
import type { CallOptions } from "../core/call-options";

/** Every method that does I/O takes `{ signal }` (see `CallOptions`). */
export type AdminAppExtras = {
  getProject(options?: CallOptions): Promise<AdminProject>;
  useProject(): AdminProject;
  listInternalApiKeys(options?: CallOptions): Promise<InternalApiKey[]>;
  useInternalApiKeys(): InternalApiKey[];
  createInternalApiKey(options: InternalApiKeyCreateOptions & CallOptions): Promise<InternalApiKeyFirstView>;
  listTeamPermissionDefinitions(options?: CallOptions): Promise<AdminTeamPermissionDefinition[]>;
  useTeamPermissionDefinitions(): AdminTeamPermissionDefinition[];
  createTeamPermissionDefinition(options: AdminTeamPermissionDefinitionCreateOptions & CallOptions): Promise<AdminTeamPermission>;
  updateTeamPermissionDefinition(id: string, options: AdminTeamPermissionDefinitionUpdateOptions & CallOptions): Promise<void>;
  deleteTeamPermissionDefinition(id: string, options?: CallOptions): Promise<void>;
  listProjectPermissionDefinitions(options?: CallOptions): Promise<AdminProjectPermissionDefinition[]>;
  useProjectPermissionDefinitions(): AdminProjectPermissionDefinition[];
  createProjectPermissionDefinition(options: AdminProjectPermissionDefinitionCreateOptions & CallOptions): Promise<AdminProjectPermission>;
  updateProjectPermissionDefinition(id: string, options: AdminProjectPermissionDefinitionUpdateOptions & CallOptions): Promise<void>;
  deleteProjectPermissionDefinition(id: string, options?: CallOptions): Promise<void>;
  listEmailTemplates(options?: CallOptions): Promise<AdminEmailTemplate[]>;
  useEmailTemplates(): AdminEmailTemplate[];
  updateEmailTemplate(type: EmailTemplateType, options: AdminEmailTemplateUpdateOptions & CallOptions): Promise<void>;
  resetEmailTemplate(type: EmailTemplateType, options?: CallOptions): Promise<void>;
  /** Tests SMTP settings before they are saved; a failure is a Result error, not a known error. */
  sendTestEmail(options: AdminSendTestEmailOptions & CallOptions): Promise<Result<undefined, { errorMessage: string }>>;
  /** Not cached. */
  listSentEmails(options?: CallOptions): Promise<AdminSentEmail[]>;
  /** Hook only: a token for the webhooks dashboard. */
  useSvixToken(): string;
  /** Gatehouse extension (the official SDK keeps metrics internal): computed by the service, fetched on every call. */
  getMetrics(options?: CallOptions): Promise<ProjectMetrics>;
};
