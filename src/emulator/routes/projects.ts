/**
 * Projects (docs/protocol.md §13.16): the current project for every tier, and the dashboard's
 * `/internal/projects*` routes.
 */
import { KnownErrors } from "../../errors";
import { INTERNAL_PROJECT_ID } from "../../interface/wire/defaults";
import { ADMIN_ONLY, CLIENT_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { buildProject, findProject, insertProject, managedProjectIds, newProjectConfig, updateProject } from "../state/projects";
import { deleteProject } from "../state/cascade";
import { updateUser } from "../state/users";
import type { UserRecord } from "../state/types";
import { adminProjectView, clientProjectView } from "../views/projects";
import type { Core } from "../core";
import type { RequestAuth } from "../http/route";
import { requireAuth } from "./common";
import { applyConfig, configSchema } from "./project-config";

/** The dashboard user calling `/internal/projects`. */
function dashboardUser(auth: RequestAuth | null): UserRecord {
  const a = requireAuth(auth);
  if (!a.user) throw new KnownErrors.UserAuthenticationRequired();
  if (a.project.id !== INTERNAL_PROJECT_ID) throw new KnownErrors.ExpectedInternalProject();
  return a.user;
}

function addManagedProject(core: Core, user: UserRecord, projectId: string): void {
  const meta = typeof user.serverMetadata === "object" && user.serverMetadata !== null && !Array.isArray(user.serverMetadata) ? user.serverMetadata : {};
  updateUser(core, user, { serverMetadata: { ...meta, managedProjectIds: [...managedProjectIds(meta), projectId] } });
}

function listManaged(core: Core, user: UserRecord) {
  return managedProjectIds(user.serverMetadata)
    .map((id) => findProject(core, id))
    .filter((p) => p !== undefined)
    .map((p) => adminProjectView(core, p));
}

const projectFields = {
  description: s.string().nullable(),
  is_production_mode: s.boolean(),
  config: configSchema,
};

export const projectRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/projects/current",
    access: CLIENT_AND_UP,
    handler({ auth }) {
      return json(clientProjectView(requireAuth(auth).project));
    },
  }),
  route({
    method: "GET",
    path: "/internal/projects",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      return json({ items: listManaged(core, dashboardUser(auth)), is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/internal/projects",
    access: CLIENT_AND_UP,
    body: s.object({ display_name: s.displayName().defined(), ...projectFields }).defined(),
    handler({ core, auth, body }) {
      const owner = dashboardUser(auth);
      const { project } = buildProject({
        displayName: body.display_name,
        description: body.description ?? "",
        isProductionMode: body.is_production_mode ?? false,
        config: applyConfig(newProjectConfig(), body.config),
      }, core.clock.now());
      insertProject(core, project);
      addManagedProject(core, owner, project.id);
      return json(adminProjectView(core, project), 201);
    },
  }),
  route({
    method: "GET",
    path: "/internal/projects/current",
    access: ADMIN_ONLY,
    handler({ core, auth }) {
      return json(adminProjectView(core, requireAuth(auth).project));
    },
  }),
  route({
    method: "PATCH",
    path: "/internal/projects/current",
    access: ADMIN_ONLY,
    body: s.object({ display_name: s.displayName(), ...projectFields }).defined(),
    handler({ core, auth, body }) {
      const { project } = auth;
      const config = applyConfig(project.config, body.config);
      // A recorded quirk of the service: a PATCH that does not send config.allow_localhost resets it to true.
      if (body.config?.allow_localhost === undefined) config.allow_localhost = true;
      updateProject(core, project, {
        ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
        ...(body.description !== undefined ? { description: body.description ?? "" } : {}),
        ...(body.is_production_mode !== undefined ? { isProductionMode: body.is_production_mode } : {}),
        config,
      });
      return json(adminProjectView(core, project));
    },
  }),
  route({
    method: "DELETE",
    path: "/internal/projects/current",
    access: ADMIN_ONLY,
    handler({ core, auth }) {
      deleteProject(core, requireAuth(auth).project.id);
      return success();
    },
  }),
];
