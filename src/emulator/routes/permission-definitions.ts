/**
 * Permission definitions (docs/protocol.md §13.14), admin only; the same four routes for
 * `/team-permission-definitions` and `/project-permission-definitions`. Ids are unique
 * across both scopes; the team scope always lists the six `$…` system permissions.
 */
import { KnownErrors } from "../../errors";
import type { PermissionDefinitionJson } from "../../interface/wire/permissions";
import type { Core } from "../core";
import { ADMIN_ONLY, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import {
  allDefinitions,
  customDefinitions,
  findDefinition,
  forgetPermission,
  renamePermission,
  setCustomDefinitions,
  scopeOf,
  type PermissionDefinitionRecord,
  type PermissionScope,
} from "../state/permissions";
import { requireAuth } from "./common";

const CUSTOM_ID = /^[a-z0-9_:]+$/;
const customId = () => s.string().test((v) => (CUSTOM_ID.test(v) ? null : 'Only lowercase letters, numbers, ":", "_" are allowed'));

function definitionView(d: PermissionDefinitionRecord): PermissionDefinitionJson {
  return {
    id: d.id,
    ...(d.description !== null ? { description: d.description } : {}),
    contained_permission_ids: [...d.containedPermissionIds].sort(),
  };
}

/** CONTAINED_PERMISSION_NOT_FOUND unless every id is defined in the scope; returns them sorted, deduplicated. */
function checkContained(core: Core, projectId: string, scope: PermissionScope, ids: string[]): string[] {
  for (const id of ids) if (!findDefinition(core, projectId, scope, id)) throw new KnownErrors.ContainedPermissionNotFound(id);
  return [...new Set(ids)].sort();
}

function customOrNotFound(core: Core, projectId: string, scope: PermissionScope, id: string): PermissionDefinitionRecord {
  const found = customDefinitions(core, projectId, scope).find((d) => d.id === id);
  if (!found) throw new KnownErrors.PermissionNotFound(id);
  return found;
}

function routesFor(scope: PermissionScope): RouteSpec[] {
  const base = `/${scope}-permission-definitions`;
  const idParam = { permission_id: s.string().defined() };
  return [
    route({
      method: "GET",
      path: base,
      access: ADMIN_ONLY,
      handler({ core, auth }) {
        const a = requireAuth(auth);
        return json({ items: allDefinitions(core, a.project.id, scope).map(definitionView), is_paginated: false });
      },
    }),
    route({
      method: "POST",
      path: base,
      access: ADMIN_ONLY,
      body: s.object({ id: customId().defined(), description: s.string(), contained_permission_ids: s.array(s.string().defined()) }).defined(),
      handler({ core, auth, body }) {
        const a = requireAuth(auth);
        if (scopeOf(core, a.project.id, body.id) !== null) throw new KnownErrors.PermissionIdAlreadyExists(body.id);
        const record: PermissionDefinitionRecord = {
          id: body.id,
          description: body.description ?? null,
          containedPermissionIds: checkContained(core, a.project.id, scope, body.contained_permission_ids ?? []),
        };
        setCustomDefinitions(core, a.project.id, scope, [...customDefinitions(core, a.project.id, scope), record]);
        return json(definitionView(record), 201);
      },
    }),
    route({
      method: "PATCH",
      path: `${base}/:permission_id`,
      access: ADMIN_ONLY,
      params: idParam,
      body: s.object({ id: customId(), description: s.string(), contained_permission_ids: s.array(s.string().defined()) }).defined(),
      handler({ core, auth, params, body }) {
        const a = requireAuth(auth);
        const record = customOrNotFound(core, a.project.id, scope, params.permission_id);
        const newId: string = body.id ?? record.id;
        if (newId !== record.id && scopeOf(core, a.project.id, newId) !== null) throw new KnownErrors.PermissionIdAlreadyExists(newId);
        // As in the service, omitted fields are cleared: a PATCH sends the whole definition.
        const contained = checkContained(core, a.project.id, scope, body.contained_permission_ids ?? []);
        if (newId !== record.id) renamePermission(core, a.project, record.id, newId);
        const updated: PermissionDefinitionRecord = { id: newId, description: body.description ?? null, containedPermissionIds: contained };
        setCustomDefinitions(core, a.project.id, scope, customDefinitions(core, a.project.id, scope).map((d) => (d.id === record.id ? updated : d)));
        return json(definitionView(updated));
      },
    }),
    route({
      method: "DELETE",
      path: `${base}/:permission_id`,
      access: ADMIN_ONLY,
      params: idParam,
      handler({ core, auth, params }) {
        const a = requireAuth(auth);
        const record = customOrNotFound(core, a.project.id, scope, params.permission_id);
        setCustomDefinitions(core, a.project.id, scope, customDefinitions(core, a.project.id, scope).filter((d) => d.id !== record.id));
        forgetPermission(core, a.project, record.id);
        return success();
      },
    }),
  ];
}

export const permissionDefinitionRoutes: RouteSpec[] = [...routesFor("team"), ...routesFor("project")];
