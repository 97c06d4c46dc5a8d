/**
 * Sessions (docs/protocol.md §13.8, docs/protocol.md §9).
 */
import { KnownErrors } from "../../errors";
import type { SessionJson } from "../../interface/wire/sessions";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { createSession, deleteSession, findLiveSession, findSessionByRefreshToken, sessionsOfUser, touchSession } from "../state/sessions";
import { mintAccessToken } from "../tokens/activity";
import { requireAuth, resolveUserId } from "./common";

const MAX_SESSION_MILLIS = 31708800000;

export const sessionRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/sessions",
    access: SERVER_AND_UP,
    body: s.object({
      user_id: s.userId().defined(),
      expires_in_millis: s.number().max(MAX_SESSION_MILLIS),
      is_impersonation: s.boolean(),
    }).defined(),
    async handler({ core, auth, body, baseUrl, headers }) {
      const a = requireAuth(auth);
      const user = resolveUserId(core, a, body.user_id);
      if (!user) throw new KnownErrors.UserIdDoesNotExist(body.user_id);
      const session = createSession(core, user, { expiresInMillis: body.expires_in_millis, isImpersonation: body.is_impersonation });
      const accessToken = await mintAccessToken(core, a.project, session, baseUrl, headers);
      return json({ refresh_token: session.refreshToken, access_token: accessToken });
    },
  }),
  route({
    method: "GET",
    path: "/auth/sessions",
    access: CLIENT_AND_UP,
    query: { user_id: s.userId().defined() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      const user = resolveUserId(core, a, query.user_id);
      if (a.type === "client" && user?.id !== a.user?.id) throw new StatusError(403, "Client can only list sessions for their own user.");
      const current = a.accessToken?.refreshTokenId;
      // Newest first; sessions created in the same millisecond keep creation order (reversed).
      const items: SessionJson[] = (user ? sessionsOfUser(core, user.id) : [])
        .filter((x) => a.type === "admin" || !x.isImpersonation)
        .map((x, index) => ({ x, index }))
        .sort((p, q) => q.x.createdAtMillis - p.x.createdAtMillis || q.index - p.index)
        .map(({ x }) => ({
          id: x.id,
          user_id: x.userId,
          created_at: x.createdAtMillis,
          is_impersonation: x.isImpersonation,
          last_used_at: x.lastUsedAtMillis,
          is_current_session: x.id === current,
        }));
      return json({ items, is_paginated: false });
    },
  }),
  route({
    method: "DELETE",
    path: "/auth/sessions/current",
    access: CLIENT_AND_UP,
    handler({ core, auth }) {
      const a = requireAuth(auth);
      const sessionId = a.accessToken?.refreshTokenId;
      if (!sessionId) throw new KnownErrors.AccessTokenExpired(new Date(core.clock.now()));
      const session = findLiveSession(core, a.project.id, sessionId);
      if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
      deleteSession(core, session);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/auth/sessions/current/refresh",
    access: CLIENT_AND_UP,
    headers: { "x-stack-refresh-token": s.string().defined() },
    async handler({ core, auth, headers, baseUrl }) {
      const a = requireAuth(auth);
      const session = findSessionByRefreshToken(core, a.project.id, headers.get("x-stack-refresh-token")!);
      if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
      touchSession(core, session);
      return json({ access_token: await mintAccessToken(core, a.project, session, baseUrl, headers) });
    },
  }),
  route({
    method: "DELETE",
    path: "/auth/sessions/:id",
    access: CLIENT_AND_UP,
    params: { id: s.uuid().defined() },
    query: { user_id: s.userId().defined() },
    handler({ core, auth, params, query }) {
      const a = requireAuth(auth);
      // `user_id` is required and resolved (so `me` without a user fails) but not used for the lookup.
      resolveUserId(core, a, query.user_id);
      const session = findLiveSession(core, a.project.id, params.id);
      if (!session || (a.type === "client" && session.userId !== a.user?.id)) {
        throw new StatusError(404, "Session not found.");
      }
      if (session.id === a.accessToken?.refreshTokenId) throw new KnownErrors.CannotDeleteCurrentSession();
      deleteSession(core, session);
      return success();
    },
  }),
];
