/**
 * Permissions, API keys, projects, email, webhooks and meta routes, replayed from the
 * recorded exchanges.
 */
import { describe, it } from "vitest";
import { checkRecorded, queryParam, segment } from "./recorded";
import type { RecordedCase } from "./recorded";

const cases: Array<[string, RecordedCase]> = [
  // Permission grants
  ["listTeamPermissions", { file: "permissions", index: 28, run: ({ api, ex, session }) => api.listTeamPermissions({ team_id: queryParam(ex, "team_id") }, session) }],
  ["listTeamPermissions recursive", {
    file: "permissions", index: 29,
    run: ({ api, ex, session }) => api.listTeamPermissions({ team_id: queryParam(ex, "team_id"), recursive: true }, session),
  }],
  ["listServerTeamPermissions", { file: "permissions", index: 33, run: ({ api, ex }) => api.listServerTeamPermissions({ team_id: queryParam(ex, "team_id") }) }],
  ["grantTeamPermission", { file: "permissions", index: 20, run: ({ api, ex }) => api.grantTeamPermission(segment(ex, 3), segment(ex, 2), segment(ex, 1)) }],
  ["grantTeamPermission with a system id", { file: "permissions", index: 26, run: ({ api, ex }) => api.grantTeamPermission(segment(ex, 3), segment(ex, 2), segment(ex, 1)) }],
  ["revokeTeamPermission", { file: "permissions", index: 34, body: {}, run: ({ api, ex }) => api.revokeTeamPermission(segment(ex, 3), segment(ex, 2), segment(ex, 1)) }],
  ["listProjectPermissions", { file: "permissions", index: 40, run: ({ api, session }) => api.listProjectPermissions({}, session) }],
  ["listProjectPermissions recursive", { file: "permissions", index: 41, run: ({ api, session }) => api.listProjectPermissions({ recursive: true }, session) }],
  ["grantProjectPermission", { file: "permissions", index: 36, run: ({ api, ex }) => api.grantProjectPermission(segment(ex, 2), segment(ex, 1)) }],
  ["revokeProjectPermission", { file: "permissions", index: 44, run: ({ api, ex }) => api.revokeProjectPermission(segment(ex, 2), segment(ex, 1)) }],
  // Permission definitions
  ["listTeamPermissionDefinitions", { file: "permissions", index: 0, run: ({ api }) => api.listTeamPermissionDefinitions() }],
  ["createTeamPermissionDefinition", { file: "permissions", index: 3, run: ({ api, body }) => api.createTeamPermissionDefinition(body) }],
  ["updateTeamPermissionDefinition", { file: "permissions", index: 9, run: ({ api, ex, body }) => api.updateTeamPermissionDefinition(segment(ex, 1), body) }],
  ["deleteTeamPermissionDefinition", { file: "permissions", index: 45, run: ({ api, ex }) => api.deleteTeamPermissionDefinition(segment(ex, 1)) }],
  ["listProjectPermissionDefinitions", { file: "permissions", index: 12, run: ({ api }) => api.listProjectPermissionDefinitions() }],
  ["createProjectPermissionDefinition", { file: "permissions", index: 13, run: ({ api, body }) => api.createProjectPermissionDefinition(body) }],
  ["updateProjectPermissionDefinition", { file: "permissions", index: 17, run: ({ api, ex, body }) => api.updateProjectPermissionDefinition(segment(ex, 1), body) }],
  ["deleteProjectPermissionDefinition", { file: "permissions", index: 50, run: ({ api, ex }) => api.deleteProjectPermissionDefinition(segment(ex, 1)) }],
  // User and team API keys
  ["createUserApiKey", { file: "api-keys", index: 0, run: ({ api, body, session }) => { const { user_id: _, ...rest } = body; return api.createUserApiKey(rest, session); } }],
  ["createServerUserApiKey", { file: "api-keys", index: 7, run: ({ api, body }) => api.createServerUserApiKey(body) }],
  ["listUserApiKeys", { file: "api-keys", index: 8, run: ({ api, session }) => api.listUserApiKeys(session) }],
  ["getUserApiKey", { file: "api-keys", index: 11, run: ({ api, ex, session }) => api.getUserApiKey(segment(ex, 1), session) }],
  ["getUserApiKey: ApiKeyNotFound is thrown", { file: "api-keys", index: 13, error: "throw", run: ({ api, ex, session }) => api.getUserApiKey(segment(ex, 1), session) }],
  ["updateUserApiKey", { file: "api-keys", index: 15, run: ({ api, ex, body, session }) => api.updateUserApiKey(segment(ex, 1), body, session) }],
  ["checkUserApiKey", { file: "api-keys", index: 20, run: ({ api, body }) => api.checkUserApiKey(body.api_key) }],
  ["checkUserApiKey: ApiKeyRevoked as a Result", { file: "api-keys", index: 22, error: "result", run: ({ api, body }) => api.checkUserApiKey(body.api_key) }],
  ["checkUserApiKey: ApiKeyExpired as a Result", { file: "api-keys", index: 23, error: "result", run: ({ api, body }) => api.checkUserApiKey(body.api_key) }],
  ["createTeamApiKey", { file: "api-keys", index: 26, run: ({ api, body, session }) => api.createTeamApiKey(body, session) }],
  ["listTeamApiKeys", { file: "api-keys", index: 29, run: ({ api, ex, session }) => api.listTeamApiKeys(queryParam(ex, "team_id"), session) }],
  ["getTeamApiKey", { file: "api-keys", index: 32, run: ({ api, ex, session }) => api.getTeamApiKey(segment(ex, 1), queryParam(ex, "team_id"), session) }],
  ["updateTeamApiKey", { file: "api-keys", index: 33, run: ({ api, ex, body, session }) => api.updateTeamApiKey(segment(ex, 1), queryParam(ex, "team_id"), body, session) }],
  ["checkTeamApiKey", { file: "api-keys", index: 34, run: ({ api, body }) => api.checkTeamApiKey(body.api_key) }],
  ["createServerTeamApiKey", { file: "api-keys", index: 37, run: ({ api, body }) => api.createServerTeamApiKey(body) }],
  // Internal API keys
  ["createInternalApiKey (project-owner mode)", { file: "internal-api-keys", index: 0, run: ({ api, body }) => api.createInternalApiKey(body) }],
  ["listInternalApiKeys", { file: "internal-api-keys", index: 5, run: ({ api }) => api.listInternalApiKeys() }],
  ["getInternalApiKey", { file: "internal-api-keys", index: 7, run: ({ api, ex }) => api.getInternalApiKey(segment(ex, 1)) }],
  ["updateInternalApiKey (revoke)", { file: "internal-api-keys", index: 11, run: ({ api, ex, body }) => api.updateInternalApiKey(segment(ex, 1), body) }],
  // Projects
  ["getProject", { file: "projects", index: 2, run: ({ api }) => api.getProject() }],
  ["createOwnedProject", { file: "projects", index: 1, run: ({ api, body, session }) => api.createOwnedProject(body, session) }],
  ["listOwnedProjects", { file: "projects", index: 6, run: ({ api, session }) => api.listOwnedProjects(session) }],
  ["getAdminProject with the admin key", { file: "projects", index: 14, run: ({ api }) => api.getAdminProject() }],
  ["getAdminProject in project-owner mode", { file: "projects", index: 16, run: ({ api }) => api.getAdminProject() }],
  ["updateAdminProject", { file: "projects", index: 19, run: ({ api, body }) => api.updateAdminProject(body) }],
  ["deleteAdminProject", { file: "projects", index: 29, run: ({ api }) => api.deleteAdminProject() }],
  // Email
  ["listEmailTemplates", { file: "emails", index: 0, run: ({ api }) => api.listEmailTemplates() }],
  ["getEmailTemplate", { file: "emails", index: 1, run: ({ api }) => api.getEmailTemplate("magic_link") }],
  ["updateEmailTemplate", { file: "emails", index: 6, run: ({ api, body }) => api.updateEmailTemplate("magic_link", body) }],
  ["resetEmailTemplate", { file: "emails", index: 11, run: ({ api }) => api.resetEmailTemplate("magic_link") }],
  ["listSentEmails", { file: "emails", index: 13, run: ({ api }) => api.listSentEmails() }],
  ["sendTestEmail", { file: "emails", index: 15, run: ({ api, body }) => api.sendTestEmail(body) }],
  ["sendTestEmail failing to connect is a success: false answer", { file: "emails", index: 16, run: ({ api, body }) => api.sendTestEmail(body) }],
  // Webhooks, connected accounts, meta
  ["getSvixToken", { file: "misc", index: 56, run: ({ api }) => api.getSvixToken() }],
  ["getConnectedAccountAccessToken: OAuthConnectionNotConnectedToUser as a Result", {
    file: "auth-oauth", index: 58, error: "result",
    run: ({ api, ex, body, session }) => api.getConnectedAccountAccessToken(segment(ex, 2), body.scope, session),
  }],
  ["getConnectedAccountAccessToken: shared keys error is thrown", {
    file: "auth-oauth", index: 52, error: "throw",
    run: ({ api, ex, body, session }) => api.getConnectedAccountAccessToken(segment(ex, 2), body.scope, session),
  }],
  ["getServerConnectedAccountAccessToken: OAuthConnectionDoesNotHaveRequiredScope as a Result", {
    file: "auth-oauth", index: 59, error: "result",
    run: ({ api, ex, body }) => api.getServerConnectedAccountAccessToken(segment(ex, 3), segment(ex, 2), body.scope),
  }],
  ["checkFeatureSupport answers the service's text", { file: "misc", index: 9, run: ({ api, body }) => api.checkFeatureSupport(body) }],
];

describe("admin, key, project and meta endpoints", () => {
  for (const [name, c] of cases) {
    it(`${name} (${c.file} #${c.index})`, () => checkRecorded(c));
  }
});
