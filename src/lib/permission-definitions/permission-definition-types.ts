/** Permission definitions managed by the admin tier (docs/api.md §2.5, §3.10). */

export type AdminTeamPermission = { readonly id: string };
export type AdminProjectPermission = { readonly id: string };

export type AdminTeamPermissionDefinition = {
  readonly id: string;
  readonly description?: string | undefined;
  readonly containedPermissionIds: string[];
  readonly isDefaultUserPermission?: boolean | undefined;
};
export type AdminProjectPermissionDefinition = {
  readonly id: string;
  readonly description?: string | undefined;
  readonly containedPermissionIds: string[];
};

export type AdminTeamPermissionDefinitionCreateOptions = {
  id: string;
  description?: string | undefined;
  containedPermissionIds: string[];
  /** Accepted but not sent: the service has no such field on create. */
  isDefaultUserPermission?: boolean | undefined;
};
export type AdminTeamPermissionDefinitionUpdateOptions = { description?: string; containedPermissionIds?: string[] };
export type AdminProjectPermissionDefinitionCreateOptions = { id: string; description?: string; containedPermissionIds: string[] };
export type AdminProjectPermissionDefinitionUpdateOptions = AdminTeamPermissionDefinitionUpdateOptions;
