/**
 * Permission grants (docs/protocol.md §13.13) and definitions (§13.14).
 */
import { call, callList } from "../request";
import { OBJECT } from "../shapes";
import { PERMISSION, PERMISSION_DEFINITION } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { SuccessJson } from "../wire/common";
import type {
  PermissionDefinitionCreateBodyJson,
  PermissionDefinitionJson,
  PermissionDefinitionUpdateBodyJson,
  ProjectPermissionJson,
  ProjectPermissionListQueryJson,
  TeamPermissionJson,
  TeamPermissionListQueryJson,
} from "../wire/permissions";

export async function listTeamPermissions(c: CallContext, query: TeamPermissionListQueryJson, session: RequestSession | null): Promise<TeamPermissionJson[]> {
  return callList(c, { path: "/team-permissions", query, session, shape: PERMISSION });
}

/** S+: idempotent grant; the body must be `{}`. */
export async function grantTeamPermission(c: CallContext, teamId: string, userId: string, permissionId: string): Promise<TeamPermissionJson> {
  return call(c, { method: "POST", path: apiPath`/team-permissions/${teamId}/${userId}/${permissionId}`, body: {}, shape: PERMISSION });
}

export async function revokeTeamPermission(c: CallContext, teamId: string, userId: string, permissionId: string): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/team-permissions/${teamId}/${userId}/${permissionId}`, body: {}, shape: OBJECT });
}

export async function listProjectPermissions(
  c: CallContext,
  query: ProjectPermissionListQueryJson,
  session: RequestSession | null,
): Promise<ProjectPermissionJson[]> {
  return callList(c, { path: "/project-permissions", query, session, shape: PERMISSION });
}

export async function grantProjectPermission(c: CallContext, userId: string, permissionId: string): Promise<ProjectPermissionJson> {
  return call(c, { method: "POST", path: apiPath`/project-permissions/${userId}/${permissionId}`, body: {}, shape: PERMISSION });
}

export async function revokeProjectPermission(c: CallContext, userId: string, permissionId: string): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/project-permissions/${userId}/${permissionId}`, shape: OBJECT });
}

/** The two definition scopes share one shape. */
export type PermissionScope = "team" | "project";

const base = (scope: PermissionScope) => (scope === "team" ? "/team-permission-definitions" : "/project-permission-definitions");

export async function listPermissionDefinitions(c: CallContext, scope: PermissionScope): Promise<PermissionDefinitionJson[]> {
  return callList(c, { path: base(scope), shape: PERMISSION_DEFINITION });
}

export async function createPermissionDefinition(c: CallContext, scope: PermissionScope, body: PermissionDefinitionCreateBodyJson): Promise<PermissionDefinitionJson> {
  return call(c, { method: "POST", path: base(scope), body, shape: PERMISSION_DEFINITION });
}

export async function updatePermissionDefinition(
  c: CallContext,
  scope: PermissionScope,
  permissionId: string,
  body: PermissionDefinitionUpdateBodyJson,
): Promise<PermissionDefinitionJson> {
  return call(c, { method: "PATCH", path: base(scope) + apiPath`/${permissionId}`, body, shape: PERMISSION_DEFINITION });
}

export async function deletePermissionDefinition(c: CallContext, scope: PermissionScope, permissionId: string): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: base(scope) + apiPath`/${permissionId}`, shape: OBJECT });
}
