/**
 * Users (docs/protocol.md §13.9): `/users/me` for every tier, `/users` and `/users/{id}` for servers.
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { isUuid, s } from "../http/schema";
import { applyUserCreationSideEffects } from "../state/sign-up";
import { membershipsWhere } from "../state/teams";
import { channelsOfUser, deleteUser, findUser, newUser, usersOfProject } from "../state/users";
import type { UserRecord } from "../state/types";
import { serverUserView, userViewFor } from "../views/users";
import type { Core } from "../core";
import { requireAuth } from "./common";
import { serverCreateBody, serverUpdateBody, updateBodyFor, writeUser } from "./user-writes";

function requireMe(user: UserRecord | null): UserRecord {
  if (!user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return user;
}

function findOrThrow(core: Core, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  return user;
}

/** `query` search of `GET /users`: an exact id, or a case-insensitive substring of the name or any contact value. */
function matchesSearch(core: Core, user: UserRecord, search: string): boolean {
  const idLike = search.replace(/[^a-zA-Z0-9\-_.]/g, "");
  if (isUuid(idLike) && user.id === idLike.toLowerCase()) return true;
  const needle = search.toLowerCase();
  if (user.displayName?.toLowerCase().includes(needle)) return true;
  return channelsOfUser(core, user.id).some((c) => c.value.toLowerCase().includes(needle));
}

const userIdParam = { user_id: s.uuid().defined() };

export const userRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/users/me",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      const a = requireAuth(auth);
      return json(userViewFor(core, a.type, requireMe(a.user)));
    },
  }),
  route({
    method: "PATCH",
    path: "/users/me",
    access: CLIENT_AND_UP,
    body: updateBodyFor,
    async handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const user = requireMe(a.user);
      await writeUser(core, a.project, user, true, body, a.type);
      return json(userViewFor(core, a.type, user));
    },
  }),
  route({
    method: "DELETE",
    path: "/users/me",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      const a = requireAuth(auth);
      const user = requireMe(a.user);
      if (a.type === "client" && !a.project.config.client_user_deletion_enabled) {
        throw new StatusError(400, "Client user deletion is not enabled for this project");
      }
      deleteUser(core, user.id);
      return success();
    },
  }),
  route({
    method: "GET",
    path: "/users",
    access: SERVER_AND_UP,
    query: {
      team_id: s.uuid(),
      limit: s.number().integer().min(1),
      cursor: s.uuid(),
      order_by: s.string().oneOf(["signed_up_at"]),
      desc: s.boolean(),
      query: s.string(),
    },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      const teamUserIds = query.team_id === undefined ? null : new Set(membershipsWhere(core, (m) => m.teamId === query.team_id).map((m) => m.userId));
      let users = usersOfProject(core, a.project.id)
        .filter((u) => teamUserIds === null || teamUserIds.has(u.id))
        .filter((u) => query.query === undefined || matchesSearch(core, u, query.query));
      users = users.sort((x, y) => x.signedUpAtMillis - y.signedUpAtMillis);
      if (query.desc) users.reverse();
      let start = 0;
      if (query.cursor !== undefined) {
        start = users.findIndex((u) => u.id === query.cursor);
        if (start < 0) start = users.length;
      }
      const end = query.limit === undefined ? users.length : start + query.limit;
      const page = users.slice(start, end);
      // Inclusive cursor: the id of the first item of the next page.
      const nextCursor = users[end]?.id ?? null;
      return json({ items: page.map((u) => serverUserView(core, u)), is_paginated: true, pagination: { next_cursor: nextCursor } });
    },
  }),
  route({
    method: "POST",
    path: "/users",
    access: SERVER_AND_UP,
    body: serverCreateBody,
    async handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const user = newUser(core, a.project.id);
      try {
        await writeUser(core, a.project, user, false, body, a.type);
      } catch (error) {
        deleteUser(core, user.id);
        throw error;
      }
      applyUserCreationSideEffects(core, a.project, user);
      return json(serverUserView(core, user), 201);
    },
  }),
  route({
    method: "GET",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      return json(serverUserView(core, findOrThrow(core, a.project.id, params.user_id)));
    },
  }),
  route({
    method: "PATCH",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    body: serverUpdateBody,
    async handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      const user = findOrThrow(core, a.project.id, params.user_id);
      await writeUser(core, a.project, user, true, body, a.type);
      return json(serverUserView(core, user));
    },
  }),
  route({
    method: "DELETE",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      deleteUser(core, findOrThrow(core, a.project.id, params.user_id).id);
      return success();
    },
  }),
];
