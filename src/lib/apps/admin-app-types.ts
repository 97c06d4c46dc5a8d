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

export type AdminAppExtras = {
  getProject(): Promise<AdminProject>;
  useProject(): AdminProject;
  listInternalApiKeys(): Promise<InternalApiKey[]>;
  useInternalApiKeys(): InternalApiKey[];
  createInternalApiKey(options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView>;
  listTeamPermissionDefinitions(): Promise<AdminTeamPermissionDefinition[]>;
  useTeamPermissionDefinitions(): AdminTeamPermissionDefinition[];
  createTeamPermissionDefinition(options: AdminTeamPermissionDefinitionCreateOptions): Promise<AdminTeamPermission>;
  updateTeamPermissionDefinition(id: string, options: AdminTeamPermissionDefinitionUpdateOptions): Promise<void>;
  deleteTeamPermissionDefinition(id: string): Promise<void>;
  listProjectPermissionDefinitions(): Promise<AdminProjectPermissionDefinition[]>;
  useProjectPermissionDefinitions(): AdminProjectPermissionDefinition[];
  createProjectPermissionDefinition(options: AdminProjectPermissionDefinitionCreateOptions): Promise<AdminProjectPermission>;
  updateProjectPermissionDefinition(id: string, options: AdminProjectPermissionDefinitionUpdateOptions): Promise<void>;
  deleteProjectPermissionDefinition(id: string): Promise<void>;
  listEmailTemplates(): Promise<AdminEmailTemplate[]>;
  useEmailTemplates(): AdminEmailTemplate[];
  updateEmailTemplate(type: EmailTemplateType, options: AdminEmailTemplateUpdateOptions): Promise<void>;
  resetEmailTemplate(type: EmailTemplateType): Promise<void>;
  /** Tests SMTP settings before they are saved; a failure is a Result error, not a known error. */
  sendTestEmail(options: AdminSendTestEmailOptions): Promise<Result<undefined, { errorMessage: string }>>;
  /** Not cached. */
  listSentEmails(): Promise<AdminSentEmail[]>;
  /** Hook only: a token for the webhooks dashboard. */
  useSvixToken(): string;
  /** Gatehouse extension (the official SDK keeps metrics internal): computed by the service, fetched on every call. */
  getMetrics(): Promise<ProjectMetrics>;
};
