/**
 * Team and project permission definitions (docs/api.md §2.5, §5.3), admin tier. Each scope
 * has one cached list, refreshed by its create / update / delete.
 *
 * The service's PATCH clears an omitted `description` and treats omitted
 * `contained_permission_ids` as `[]`. An update that leaves a field out therefore
 * reads the current definition first and sends it whole, so leaving a field out keeps
 * it (the official SDK sends only what was given and loses the rest).
 */
import type { PermissionScope } from "../../interface/calls/permissions";
import type { PermissionDefinitionJson, PermissionDefinitionUpdateBodyJson } from "../../interface/wire/permissions";
import { via, type CallOptions } from "../core/call-options";
import { CacheKind } from "../core/cache-kinds";
import type { AdminContext } from "../core/context";
import { useEntry } from "../core/hook-bridge";
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

type Definition = AdminTeamPermissionDefinition & AdminProjectPermissionDefinition;
type UpdateOptions = AdminTeamPermissionDefinitionUpdateOptions & AdminProjectPermissionDefinitionUpdateOptions;

const KIND: Record<PermissionScope, string> = {
  team: CacheKind.teamPermissionDefinitions,
  project: CacheKind.projectPermissionDefinitions,
};

function permissionDefinitionFromJson(json: PermissionDefinitionJson): Definition {
  return Object.freeze({
    id: json.id,
    ...(json.description !== undefined ? { description: json.description } : {}),
    containedPermissionIds: [...json.contained_permission_ids],
  });
}

function definitionsEntry(ctx: AdminContext, scope: PermissionScope) {
  return ctx.cache.entry<Definition[]>(KIND[scope], [], async () => {
    const list = scope === "team" ? await ctx.iface.listTeamPermissionDefinitions() : await ctx.iface.listProjectPermissionDefinitions();
    return list.map(permissionDefinitionFromJson);
  });
}

async function create(ctx: AdminContext, scope: PermissionScope, options: { id: string; description?: string; containedPermissionIds: string[] }, callOptions?: CallOptions) {
  const body = { id: options.id, description: options.description, contained_permission_ids: options.containedPermissionIds };
  const iface = via(ctx, callOptions);
  const json = scope === "team" ? await iface.createTeamPermissionDefinition(body) : await iface.createProjectPermissionDefinition(body);
  await definitionsEntry(ctx, scope).invalidate();
  return Object.freeze({ id: json.id });
}

async function update(ctx: AdminContext, scope: PermissionScope, id: string, options: UpdateOptions, callOptions?: CallOptions): Promise<void> {
  let { description, containedPermissionIds } = options;
  if (description === undefined || containedPermissionIds === undefined) {
    const current = (await definitionsEntry(ctx, scope).load()).find((d) => d.id === id);
    description ??= current?.description;
    containedPermissionIds ??= current?.containedPermissionIds;
  }
  const body: PermissionDefinitionUpdateBodyJson = {
    ...(description !== undefined ? { description } : {}),
    ...(containedPermissionIds !== undefined ? { contained_permission_ids: containedPermissionIds } : {}),
  };
  if (scope === "team") await via(ctx, callOptions).updateTeamPermissionDefinition(id, body);
  else await via(ctx, callOptions).updateProjectPermissionDefinition(id, body);
  await definitionsEntry(ctx, scope).invalidate();
}

async function remove(ctx: AdminContext, scope: PermissionScope, id: string, callOptions?: CallOptions): Promise<void> {
  if (scope === "team") await via(ctx, callOptions).deleteTeamPermissionDefinition(id);
  else await via(ctx, callOptions).deleteProjectPermissionDefinition(id);
  await definitionsEntry(ctx, scope).invalidate();
}

export function listTeamPermissionDefinitions(ctx: AdminContext): Promise<AdminTeamPermissionDefinition[]> {
  return definitionsEntry(ctx, "team").load();
}
export function useTeamPermissionDefinitions(ctx: AdminContext): AdminTeamPermissionDefinition[] {
  return useEntry(ctx, "useTeamPermissionDefinitions", definitionsEntry(ctx, "team"));
}
/** `isDefaultUserPermission` is accepted but not sent: the service has no such field (docs/api.md §6). */
export function createTeamPermissionDefinition(ctx: AdminContext, options: AdminTeamPermissionDefinitionCreateOptions, callOptions?: CallOptions): Promise<AdminTeamPermission> {
  return create(ctx, "team", options, callOptions);
}
export function updateTeamPermissionDefinition(ctx: AdminContext, id: string, options: AdminTeamPermissionDefinitionUpdateOptions, callOptions?: CallOptions): Promise<void> {
  return update(ctx, "team", id, options, callOptions);
}
export function deleteTeamPermissionDefinition(ctx: AdminContext, id: string, callOptions?: CallOptions): Promise<void> {
  return remove(ctx, "team", id, callOptions);
}
export function listProjectPermissionDefinitions(ctx: AdminContext): Promise<AdminProjectPermissionDefinition[]> {
  return definitionsEntry(ctx, "project").load();
}
export function useProjectPermissionDefinitions(ctx: AdminContext): AdminProjectPermissionDefinition[] {
  return useEntry(ctx, "useProjectPermissionDefinitions", definitionsEntry(ctx, "project"));
}
export function createProjectPermissionDefinition(ctx: AdminContext, options: AdminProjectPermissionDefinitionCreateOptions, callOptions?: CallOptions): Promise<AdminProjectPermission> {
  return create(ctx, "project", options, callOptions);
}
export function updateProjectPermissionDefinition(ctx: AdminContext, id: string, options: AdminProjectPermissionDefinitionUpdateOptions, callOptions?: CallOptions): Promise<void> {
  return update(ctx, "project", id, options, callOptions);
}
export function deleteProjectPermissionDefinition(ctx: AdminContext, id: string, callOptions?: CallOptions): Promise<void> {
  return remove(ctx, "project", id, callOptions);
}
