/**
 * Users: `/users/me` for every tier, `/users` and `/users/{id}` for servers.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, route, success, type RequestAuth, type RouteSpec } from "../http/route";
import { s } from "../http/schema";
import { deleteUser } from "../state/cascade";
import { applyUserCreationSideEffects } from "../state/sign-up";
import { findUser } from "../state/users";
import type { UserRecord } from "../state/types";
import { serverUserView, userViewFor } from "../views/users";
import { requireAuth } from "./common";
import { listUsers } from "./user-list";
import { commitUserWrite, passwordHashOf, serverCreateBody, serverUpdateBody, updateBodyFor } from "./user-writes";

function requireMe(user: UserRecord | null): UserRecord {
  if (!user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return user;
}

function findOrThrow(core: Core, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  return user;
}

/** The signed-in user as it is now: it may have been deleted while a password was being hashed. */
function currentMe(core: Core, a: RequestAuth): UserRecord {
  return findOrThrow(core, a.project.id, requireMe(a.user).id);
}

const userIdParam = { user_id: s.uuid().defined() };

export const userRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/users/me",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      return json(userViewFor(core, auth.type, requireMe(auth.user)));
    },
  }),
  route({
    method: "PATCH",
    path: "/users/me",
    access: CLIENT_AND_UP,
    body: updateBodyFor,
    async handler({ core, auth, body }) {
      requireMe(auth.user);
      const passwordHash = await passwordHashOf(body);
      const user = commitUserWrite(core, auth.project, currentMe(core, auth), body, auth.type, passwordHash);
      return json(userViewFor(core, auth.type, user));
    },
  }),
  route({
    method: "DELETE",
    path: "/users/me",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      const user = requireMe(auth.user);
      if (auth.type === "client" && !auth.project.config.client_user_deletion_enabled) {
        throw new StatusError(400, "Client user deletion is not enabled for this project");
      }
      deleteUser(core, user);
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
      const { users, nextCursor } = listUsers(core, a.project.id, query);
      return json({ items: users.map((u) => serverUserView(core, u)), is_paginated: true, pagination: { next_cursor: nextCursor } });
    },
  }),
  route({
    method: "POST",
    path: "/users",
    access: SERVER_AND_UP,
    body: serverCreateBody,
    async handler({ core, auth, body }) {
      const passwordHash = await passwordHashOf(body);
      const user = commitUserWrite(core, auth.project, null, body, auth.type, passwordHash);
      applyUserCreationSideEffects(core, auth.project, user);
      return json(serverUserView(core, user), 201);
    },
  }),
  route({
    method: "GET",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    handler({ core, auth, params }) {
      return json(serverUserView(core, findOrThrow(core, auth.project.id, params.user_id)));
    },
  }),
  route({
    method: "PATCH",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    body: serverUpdateBody,
    async handler({ core, auth, params, body }) {
      findOrThrow(core, auth.project.id, params.user_id);
      const passwordHash = await passwordHashOf(body);
      const user = commitUserWrite(core, auth.project, findOrThrow(core, auth.project.id, params.user_id), body, auth.type, passwordHash);
      return json(serverUserView(core, user));
    },
  }),
  route({
    method: "DELETE",
    path: "/users/:user_id",
    access: SERVER_AND_UP,
    params: userIdParam,
    handler({ core, auth, params }) {
      deleteUser(core, findOrThrow(core, auth.project.id, params.user_id));
      return success();
    },
  }),
];
