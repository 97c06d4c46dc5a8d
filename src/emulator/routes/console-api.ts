/**
 * The emulator's own JSON under `/emulator/api` (besides the outbox's, ./emulator-pages):
 * what the console (issue 26) and the testing kit read and change that the service's API
 * has no route for. The request log (each entry marked `console` or `app`, http/request-source), every project with its keys (creating one), the
 * clock, and the stream of events that tells the console's pages to read again (http/event-stream.ts). Like every path under `/emulator`, they answer only this machine (http/listen.ts)
 * and carry no CORS, so no page of another origin can read them.
 *
 * A change is refused when a browser says it came from another site (`Origin`,
 * `Sec-Fetch-Site`): a page elsewhere cannot post to the emulator on the developer's
 * machine (a form or a `text/plain` fetch needs no preflight). The dispatcher makes that
 * check for every change under `/emulator/api`, before the route or the body
 * (http/same-origin.ts).
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import type { Call } from "../http/call";
import { StatusError } from "../http/errors";
import type { ClockJson, ConsoleProjectJson, RequestFilter, RequestListJson } from "../../interface/wire/emulator-api";
import { requireSameOrigin } from "../http/same-origin";
import { REQUEST_SOURCES, type RequestSource } from "../http/request-source";
import { json, type RouteSpec, route, text } from "../http/route";
import { s, type Schema } from "../http/schema";
import { buildProject, insertProject } from "../state/projects";
import { all } from "../state/store";
import type { ProjectRecord } from "../state/types";
import { revalidated, unchanged } from "../http/etag";

const TEXT_FILTERS = ["project", "status", "route", "method", "error"] as const;

/** `source` is `console` or `app` (a blank, a form's, is no filter). */
const FILTER_QUERY = {
  project: s.string(), status: s.string(), route: s.string(), method: s.string(), error: s.string(),
  source: s.string().test((v, p) => (v.trim() === "" || REQUEST_SOURCES.includes(v.trim() as RequestSource) ? null : `${p} must be one of the following values: ${REQUEST_SOURCES.join(", ")}`)),
};

/** The filters given, empty fields (a form's blanks) left out. */
function filterOf(query: Record<string, string | undefined>): RequestFilter {
  const filter: RequestFilter = {};
  for (const name of TEXT_FILTERS) {
    const value = query[name]?.trim();
    if (value) filter[name] = value;
  }
  const source = query.source?.trim();
  if (source) filter.source = source as RequestSource;
  return filter;
}

/** Validates a body against `schema` (the dispatcher has refused other sites before reading it, http/same-origin.ts; a SCHEMA_ERROR listing every problem, as the API's routes do). */
function validBody<T>(schema: Schema<T>, body: unknown, call: Call): T {
  const problems: string[] = [];
  const value = schema.run(body, "body", problems);
  if (problems.length > 0) throw new KnownErrors.SchemaError(`Request validation failed on ${call.method} ${call.url.pathname}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return value;
}

function consoleProject(core: Core, project: ProjectRecord): ConsoleProjectJson | null {
  const now = core.clock.now();
  const set = project.apiKeySets.find((k) => k.manuallyRevokedAtMillis === null && (k.expiresAtMillis === null || k.expiresAtMillis > now)
    && k.publishableClientKey !== null && k.secretServerKey !== null && k.superSecretAdminKey !== null);
  if (!set) return null;
  return { id: project.id, displayName: project.displayName, publishableClientKey: set.publishableClientKey!, secretServerKey: set.secretServerKey!, superSecretAdminKey: set.superSecretAdminKey! };
}

/** The longest move of the clock in one call: a hundred years. */
const MAX_ADVANCE_MS = 100 * 365 * 24 * 60 * 60 * 1000;

/** The furthest a JavaScript date reaches either side of 1970 (ms): past it, every timestamp (and `toISOString`) fails. */
const LAST_DATE_MS = 8.64e15;

function clockJson(core: Core): ClockJson {
  const now = core.clock.now();
  return { now, iso: new Date(now).toISOString() };
}

export const consoleApiRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/emulator/api/requests",
    access: "none",
    query: FILTER_QUERY,
    handler({ core, query, request }) {
      // The answer changes only when a request is logged: the Requests page polls it, and a
      // browser's revalidation (If-None-Match) of an unchanged log gets a 304 with no body
      // instead of up to a few MB of JSON every poll. Weak: the JSON may be pretty-printed.
      const etag = `W/"${core.requests.version}"`;
      const cache = revalidated(etag);
      if (unchanged(request.headers.get("if-none-match"), etag)) return { status: 304, text: "", headers: cache };
      // bySource: how many match the other filters, per source (what a source filter hides).
      const { items, bySource } = core.requests.search(filterOf(query));
      return json({ items, bySource, kept: core.requests.size, capacity: core.requests.capacity } satisfies RequestListJson, 200, cache);
    },
  }),
  route({
    method: "GET",
    path: "/emulator/api/events",
    access: "none",
    handler({ core, request }) {
      // Unlike the other reads, refused to another site's page even though it could not read
      // the answer: an open stream is held (http/event-stream.ts), and their number is capped.
      requireSameOrigin(request);
      const stream = core.events.open(core.requests.version);
      // Answered, not thrown: a refusal by design, not an emulator bug (the dispatcher logs a thrown 5xx as one).
      if (stream === null) return text(`Too many event streams open (at most ${core.events.capacity}): close some of the console's tabs. The console's pages poll instead meanwhile.`, 503);
      // `no-transform` and `x-accel-buffering`: a proxy passes each event on as it comes.
      return { status: 200, stream, headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" } };
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
    path: "/emulator/api/projects",
    access: "none",
    handler({ core }) {
      // Oldest first: the built-in projects lead. A project without a full live key set (its keys revoked) is left out: the console could not act on it.
      const projects = all(core, "projects").slice().sort((a, b) => a.createdAtMillis - b.createdAtMillis || (a.id < b.id ? -1 : 1));
      return json({ items: projects.map((p) => consoleProject(core, p)).filter((p) => p !== null) });
    },
  }),
  route({
    method: "POST",
    path: "/emulator/api/projects",
    access: "none",
    handler({ core, request, body }) {
      const given = validBody(s.object({ display_name: s.displayName().defined().test((v, p) => (v.trim() ? null : `${p} must not be blank`)) }).defined(), body, request);
      const { project } = buildProject({ displayName: given.display_name.trim(), keys: true }, core.clock.now());
      insertProject(core, project);
      return json(consoleProject(core, project), 201);
    },
  }),
  route({
    method: "GET",
    path: "/emulator/api/clock",
    access: "none",
    handler: ({ core }) => json(clockJson(core)),
  }),
  route({
    method: "POST",
    path: "/emulator/api/clock/advance",
    access: "none",
    handler({ core, request, body }) {
      const given = validBody(s.object({ ms: s.number().integer().defined().min(-MAX_ADVANCE_MS).max(MAX_ADVANCE_MS) }).defined(), body, request);
      // A hundred years at a time still adds up: a clock past the last date would fail every request after this one.
      if (Math.abs(core.clock.now() + given.ms) > LAST_DATE_MS) {
        throw new KnownErrors.SchemaError(`Request validation failed on ${request.method} ${request.url.pathname}:\n  - body.ms would move the clock past the last date a timestamp can hold (${LAST_DATE_MS} ms either side of 1970)`);
      }
      core.clock.advance(given.ms);
      return json(clockJson(core));
    },
  }),
];
