/**
 * The console's pages and the request log's JSON, beside the inbox (./emulator-pages):
 * `/emulator/requests`, `/emulator/users` and `/emulator/api/requests`. Like every path
 * under `/emulator`, they answer only this machine (http/listen.ts) and carry no CORS.
 *
 * The one change the console makes, revoking a session, is a POST form; it is refused
 * when a browser says the form came from another site (`Origin`, `Sec-Fetch-Site`), so a
 * page elsewhere cannot post it to the emulator on the developer's machine.
 */
import type { Call } from "../http/call";
import { StatusError } from "../http/errors";
import type { RequestFilter } from "../http/request-log";
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { consolePage, escapeHtml, htmlResponse } from "../console/layout";
import { renderRequest, renderRequests } from "../console/requests-page";
import { USERS_PER_PAGE, renderUser, renderUsers } from "../console/users-page";
import { channelsInOrder } from "../state/contact-channels";
import { findProject } from "../state/projects";
import { deleteSession, findLiveSession, sessionsOfUser } from "../state/sessions";
import { all, get } from "../state/store";
import { primaryEmailChannel, userCount } from "../state/users";
import { DEFAULT_PROJECT_ID } from "../../interface/wire/defaults";
import { listUsers } from "./user-list";

const FILTER_QUERY = { project: s.string(), status: s.string(), route: s.string(), method: s.string(), error: s.string() };

/** The filters given, empty fields (a form's blanks) left out. */
function filterOf(query: Record<string, string | undefined>): RequestFilter {
  const filter: RequestFilter = {};
  for (const name of Object.keys(FILTER_QUERY) as (keyof RequestFilter)[]) {
    const value = query[name]?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

function notFoundPage(title: string, text: string, section: "requests" | "users"): Response {
  return htmlResponse(consolePage(title, section, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`), 404);
}

/** Refuses a form a browser says another site sent. Clients that are not browsers send neither header and are this machine's own (http/listen.ts). */
function requireSameOrigin(call: Call, url: URL): void {
  const origin = call.headers.get("origin");
  const site = call.headers.get("sec-fetch-site");
  if ((origin !== null && origin !== url.origin) || (site !== null && site !== "same-origin" && site !== "none")) {
    throw new StatusError(403, "Blocked request: the emulator's console takes changes only from its own pages.");
  }
}

export const consoleRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/emulator/api/requests",
    access: "none",
    query: FILTER_QUERY,
    handler({ core, query }) {
      return json({ items: core.requests.list(filterOf(query)), kept: core.requests.size, capacity: core.requests.capacity });
    },
  }),
  route({
    method: "GET",
    path: "/emulator/api/requests/:request_id",
    access: "none",
    handler({ core, params }) {
      const entry = core.requests.get(params.request_id);
      if (!entry) throw new StatusError(404, `No request ${params.request_id} in the log (it keeps the last ${core.requests.capacity}).`);
      return json(entry);
    },
  }),
  route({
    method: "GET",
    path: "/emulator/requests",
    access: "none",
    query: FILTER_QUERY,
    handler({ core, query }) {
      const filter = filterOf(query);
      return htmlResponse(renderRequests(core.requests.list(filter), filter, core.requests.size, core.requests.capacity));
    },
  }),
  route({
    method: "GET",
    path: "/emulator/requests/:request_id",
    access: "none",
    handler({ core, params }) {
      const entry = core.requests.get(params.request_id);
      if (!entry) return notFoundPage("Request not found", `The log keeps the last ${core.requests.capacity} API requests; this one is not among them.`, "requests");
      return htmlResponse(renderRequest(entry));
    },
  }),
  route({
    method: "GET",
    path: "/emulator/users",
    access: "none",
    query: { project: s.string(), q: s.string(), cursor: s.string() },
    handler({ core, query }) {
      const projectId = query.project?.trim() || DEFAULT_PROJECT_ID;
      const project = findProject(core, projectId);
      if (!project) return notFoundPage("Project not found", `No project has the id ${projectId}.`, "users");
      const search = query.q?.trim() ?? "";
      const cursor = query.cursor?.trim() || undefined;
      const { users, nextCursor } = listUsers(core, project.id, { limit: USERS_PER_PAGE, ...(search ? { query: search } : {}), ...(cursor ? { cursor } : {}) });
      return htmlResponse(renderUsers({
        projects: all(core, "projects"),
        project,
        search,
        users: users.map((user) => ({ user, email: primaryEmailChannel(core, user.id)?.value ?? null })),
        nextCursor,
        paged: cursor !== undefined,
        total: userCount(core, project.id),
      }));
    },
  }),
  route({
    method: "GET",
    path: "/emulator/users/:user_id",
    access: "none",
    query: { notice: s.string() },
    handler({ core, params, query }) {
      const user = get(core, "users", params.user_id);
      const project = user && findProject(core, user.projectId);
      if (!user || !project) return notFoundPage("User not found", `No user has the id ${params.user_id}.`, "users");
      return htmlResponse(renderUser({
        user,
        project,
        channels: channelsInOrder(core, user.id),
        sessions: sessionsOfUser(core, user.id),
        notice: query.notice === "revoked" ? "Session revoked." : null,
      }));
    },
  }),
  route({
    method: "POST",
    path: "/emulator/users/:user_id/sessions/:session_id/revoke",
    access: "none",
    handler({ core, params, request, url }) {
      requireSameOrigin(request, url);
      const user = get(core, "users", params.user_id);
      const session = user && findLiveSession(core, user.projectId, params.session_id);
      if (!user || !session || session.userId !== user.id) return notFoundPage("Session not found", "This session does not exist or has already ended.", "users");
      deleteSession(core, session);
      const back = `/emulator/users/${encodeURIComponent(user.id)}?notice=revoked`;
      return new Response(null, { status: 303, headers: { location: back } });
    },
  }),
];
