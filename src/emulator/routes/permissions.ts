/**
 * Permission grants (docs/protocol.md §13.13): `/team-permissions` and `/project-permissions`.
 * Lists are direct grants, or with `recursive=true` everything reachable through
 * `contained_permission_ids`.
 */
import { KnownErrors } from "../../errors";
import type { ProjectPermissionJson, TeamPermissionJson } from "../../interface/wire/permissions";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RequestAuth, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import {
  expandContained,
  grantProjectPermission,
  grantTeamPermission,
  projectGrants,
  requireDefinedIn,
  revokeProjectPermission,
  revokeTeamPermission,
  teamGrants,
} from "../state/permissions";
import { findMembership } from "../state/teams";
import { findUserOrThrow, requireAuth, resolveUserId } from "./common";

const byKeys = <T>(...keys: (keyof T)[]) => (a: T, b: T) => {
  for (const k of keys) if (a[k] !== b[k]) return String(a[k]) < String(b[k]) ? -1 : 1;
  return 0;
};

const listQuery = { user_id: s.userId(), permission_id: s.string(), recursive: s.string().oneOf(["true", "false"]) };

/** A client may only list its own permissions (403 text otherwise). */
function checkListCaller(a: RequestAuth, userId: string | undefined): void {
  if (a.type !== "client") return;
  if (userId === "me" || (userId !== undefined && userId === a.user?.id)) return;
  throw new StatusError(403, 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user');
}

export const permissionRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/team-permissions",
    access: CLIENT_AND_UP,
    query: { ...listQuery, team_id: s.uuid() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      checkListCaller(a, query.user_id);
      const userId = query.user_id === undefined ? undefined : resolveUserId(core, a, query.user_id)?.id ?? query.user_id;
      const direct = teamGrants(core, a.project.id)
        .filter((g) => (query.team_id === undefined || g.teamId === query.team_id) && (userId === undefined || g.userId === userId));
      // Group by membership so containment expands per (team, user).
      const held = new Map<string, { teamId: string; userId: string; ids: string[] }>();
      for (const g of direct) {
        const key = `${g.teamId}/${g.userId}`;
        if (!held.has(key)) held.set(key, { teamId: g.teamId, userId: g.userId, ids: [] });
        held.get(key)!.ids.push(g.permissionId);
      }
      const items: TeamPermissionJson[] = [];
      for (const h of held.values()) {
        const ids = query.recursive === "true" ? expandContained(core, a.project.id, "team", h.ids) : new Set(h.ids);
        for (const id of ids) if (query.permission_id === undefined || id === query.permission_id) items.push({ id, team_id: h.teamId, user_id: h.userId });
      }
      items.sort(byKeys<TeamPermissionJson>("team_id", "user_id", "id"));
      return json({ items, is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/team-permissions/:team_id/:user_id/:permission_id",
    access: SERVER_AND_UP,
    params: { team_id: s.uuid().defined(), user_id: s.userId().defined(), permission_id: s.string().defined() },
    body: s.object({}).defined(),
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = findUserOrThrow(core, a, params.user_id);
      if (!findMembership(core, params.team_id, user.id)) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user.id);
      requireDefinedIn(core, a.project.id, "team", params.permission_id);
      grantTeamPermission(core, a.project.id, params.team_id, user.id, params.permission_id);
      return json({ id: params.permission_id, user_id: user.id, team_id: params.team_id }, 201);
    },
  }),
  route({
    method: "DELETE",
    path: "/team-permissions/:team_id/:user_id/:permission_id",
    access: SERVER_AND_UP,
    params: { team_id: s.uuid().defined(), user_id: s.userId().defined(), permission_id: s.string().defined() },
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = findUserOrThrow(core, a, params.user_id);
      if (!findMembership(core, params.team_id, user.id)) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user.id);
      if (!revokeTeamPermission(core, a.project.id, params.team_id, user.id, params.permission_id)) {
        throw new KnownErrors.TeamPermissionNotFound(params.team_id, user.id, params.permission_id);
      }
      return success();
    },
  }),
  route({
    method: "GET",
    path: "/project-permissions",
    access: CLIENT_AND_UP,
    query: listQuery,
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      checkListCaller(a, query.user_id);
      const userId = query.user_id === undefined ? undefined : resolveUserId(core, a, query.user_id)?.id ?? query.user_id;
      const held = new Map<string, string[]>();
      for (const g of projectGrants(core, a.project.id)) {
        if (userId !== undefined && g.userId !== userId) continue;
        if (!held.has(g.userId)) held.set(g.userId, []);
        held.get(g.userId)!.push(g.permissionId);
      }
      const items: ProjectPermissionJson[] = [];
      for (const [user, direct] of held) {
        const ids = query.recursive === "true" ? expandContained(core, a.project.id, "project", direct) : new Set(direct);
        for (const id of ids) if (query.permission_id === undefined || id === query.permission_id) items.push({ id, user_id: user });
      }
      items.sort(byKeys<ProjectPermissionJson>("user_id", "id"));
      return json({ items, is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/project-permissions/:user_id/:permission_id",
    access: SERVER_AND_UP,
    params: { user_id: s.userId().defined(), permission_id: s.string().defined() },
    body: s.object({}).defined(),
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = findUserOrThrow(core, a, params.user_id);
      requireDefinedIn(core, a.project.id, "project", params.permission_id);
      grantProjectPermission(core, a.project.id, user.id, params.permission_id);
      return json({ id: params.permission_id, user_id: user.id }, 201);
    },
  }),
  route({
    method: "DELETE",
    path: "/project-permissions/:user_id/:permission_id",
    access: SERVER_AND_UP,
    params: { user_id: s.userId().defined(), permission_id: s.string().defined() },
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = findUserOrThrow(core, a, params.user_id);
      if (!revokeProjectPermission(core, a.project.id, user.id, params.permission_id)) throw new KnownErrors.PermissionNotFound(params.permission_id);
      return success();
    },
  }),
];
