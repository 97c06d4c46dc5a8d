/** Team and project permission definitions (API.md §2.5). Not implemented yet: assigned separately. */
import type { AdminContext } from "../apps/context";
import type {
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
} from "./permission-definition-types";

export function listTeamPermissionDefinitions(_ctx: AdminContext): Promise<AdminTeamPermissionDefinition[]> {
  throw new Error("not implemented: listTeamPermissionDefinitions");
}
export function useTeamPermissionDefinitions(_ctx: AdminContext): AdminTeamPermissionDefinition[] {
  throw new Error("not implemented: useTeamPermissionDefinitions");
}
export function createTeamPermissionDefinition(_ctx: AdminContext, _options: AdminTeamPermissionDefinitionCreateOptions): Promise<AdminTeamPermission> {
  throw new Error("not implemented: createTeamPermissionDefinition");
}
export function updateTeamPermissionDefinition(_ctx: AdminContext, _id: string, _options: AdminTeamPermissionDefinitionUpdateOptions): Promise<void> {
  throw new Error("not implemented: updateTeamPermissionDefinition");
}
export function deleteTeamPermissionDefinition(_ctx: AdminContext, _id: string): Promise<void> {
  throw new Error("not implemented: deleteTeamPermissionDefinition");
}
export function listProjectPermissionDefinitions(_ctx: AdminContext): Promise<AdminProjectPermissionDefinition[]> {
  throw new Error("not implemented: listProjectPermissionDefinitions");
}
export function useProjectPermissionDefinitions(_ctx: AdminContext): AdminProjectPermissionDefinition[] {
  throw new Error("not implemented: useProjectPermissionDefinitions");
}
export function createProjectPermissionDefinition(_ctx: AdminContext, _options: AdminProjectPermissionDefinitionCreateOptions): Promise<AdminProjectPermission> {
  throw new Error("not implemented: createProjectPermissionDefinition");
}
export function updateProjectPermissionDefinition(_ctx: AdminContext, _id: string, _options: AdminProjectPermissionDefinitionUpdateOptions): Promise<void> {
  throw new Error("not implemented: updateProjectPermissionDefinition");
}
export function deleteProjectPermissionDefinition(_ctx: AdminContext, _id: string): Promise<void> {
  throw new Error("not implemented: deleteProjectPermissionDefinition");
}
