/**
 * The request pipeline (docs/protocol.md §4.4): refuse a web page of an origin not allowed
 * (./origins), match the route, authenticate from headers and check the access type, parse
 * the body, validate, run the handler. Nothing a client sends may escape as a 500: every
 * failure is a known error or a plain-status error.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { authenticate } from "./auth";
import { parseBody } from "./body";
import type { Answer, Call } from "./call";
import { ServiceFailure } from "./errors";
import { corsOrigin, refusedOriginText } from "./origins";
import { logEntry, type RequestTrace } from "./request-log";
import { errorReply, finish, isServiceApiPath, newRequestId } from "./respond";
import { isEmulatorApiChange, requireSameOrigin } from "./same-origin";
import type { Reply, RequestAuth, RouteSpec } from "./route";
import { s, type Schema } from "./schema";

/** The current version's prefix, and `latest`: the service serves it as an alias of the current version. */
const API_PREFIXES = ["/api/v1", "/api/latest"];

/** The path under the API prefix (`/` for the prefix itself), or null outside the API. */
function apiSubPath(pathname: string): string | null {
  for (const prefix of API_PREFIXES) {
    if (pathname === prefix) return "/";
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return null;
}

/**
 * A route with its path split and its fixed schemas built once (not on every request).
 * Parameters without a schema of their own are plain defined strings.
 */
type Compiled = {
  spec: RouteSpec;
  segments: string[];
  /** "1" per literal segment, "0" per parameter: sorts literal-first. */
  specificity: string;
  params: Schema<any>;
  query: Schema<any>;
  headers: Schema<any>;
};

/** A route table: API routes (under `/api/v1` and its alias `/api/latest`) plus root-level pages (`/health`, `/emulator`). */
export class Router {
  private readonly api: Compiled[] = [];
  private readonly root: Compiled[] = [];

  /**
   * @param fallback answers a GET of a root path no route matched (the console's pages and
   *   files, console/files.ts), or returns null for the 404.
   */
  constructor(apiRoutes: readonly RouteSpec[], rootRoutes: readonly RouteSpec[], private readonly fallback: ((core: Core, pathname: string) => Reply | null) | null = null) {
    for (const spec of apiRoutes) this.api.push(compile(spec));
    for (const spec of rootRoutes) this.root.push(compile(spec));
    // Literal segments win over parameters (`/users/me` before `/users/:user_id`). Compared by
    // code unit: `localeCompare` would load ICU's collator (~5 ms of the cold start).
    const bySpecificity = (a: Compiled, b: Compiled) => (a.specificity < b.specificity ? 1 : a.specificity > b.specificity ? -1 : 0);
    this.api.sort(bySpecificity);
    this.root.sort(bySpecificity);
  }

  /** Answers a call; an API call (under `/api`) is added to the request log (`core.requests`). */
  async handle(core: Core, call: Call): Promise<Answer> {
    if (!isServiceApiPath(call.url.pathname)) return this.answer(core, call, null);
    const trace: RequestTrace = { started: performance.now(), startedAt: Date.now(), route: null, project: call.headers.get("x-stack-project-id"), tier: null, body: null };
    const read = call.body;
    const traced: Call = { ...call, body: async () => (trace.body = await read()) };
    const answer = await this.answer(core, traced, trace);
    // Preflights are noise in the log unless refused.
    if (call.method !== "OPTIONS" || answer.status >= 400) {
      core.requests.add(logEntry(call, trace, answer));
      core.events.send("requests", core.requests.version);
    }
    return answer;
  }

  /** `trace` is null outside the API (the emulator's own pages): no CORS, no log. */
  private async answer(core: Core, call: Call, trace: RequestTrace | null): Promise<Answer> {
    const requestId = newRequestId();
    const writesBefore = core.writes;
    // A web page of an origin not allowed gets nothing from the API: not even a preflight.
    const origin = trace ? corsOrigin(call.headers.get("origin"), core.allowedOrigins) : null;
    if (origin === "refused") return finish({ status: 403, text: refusedOriginText(call.headers.get("origin")!) }, call, requestId);
    let reply: Reply;
    try {
      reply = await this.run(core, call, trace);
    } catch (error) {
      reply = errorReply(error, requestId);
      // A failure the service has too (mail its SMTP host cannot send) is one line of the
      // log; anything else answered 500 is an emulator bug, with its stack.
      if (error instanceof ServiceFailure) console.warn(`[gatehouse emulator] ${error.message} (answered 500, as the service does)`);
      else if ((reply as { status: number }).status >= 500) console.error("[gatehouse emulator] internal error:", error);
    }
    // Failed requests can change state too (a code is burnt before the handler's own checks),
    // and so can a few GETs (an OAuth flow starts with one).
    if (core.writes !== writesBefore || (call.method !== "GET" && call.method !== "OPTIONS" && call.method !== "HEAD")) core.changed();
    try {
      return await finish(reply, call, requestId, origin);
    } catch (error) {
      console.error("[gatehouse emulator] could not serialise a reply:", error);
      return finish(errorReply(error, requestId), call, requestId, origin);
    }
  }

  /**
   * A path the API serves with other methods answers 405 with no body, as the service's
   * framework does; an unknown path answers the service's 404 text.
   *
   * HEAD is one of those other methods on every API path, GET routes included: the service's
   * framework answers a HEAD with the path's GET handler, and the service's request parser
   * refuses any method outside GET, POST, PUT, PATCH, DELETE and OPTIONS with a 405 before it
   * looks at keys or body (a path with no GET handler gets the framework's own 405).
   */
  private async run(core: Core, call: Call, trace: RequestTrace | null): Promise<Reply> {
    const { url } = call;
    if (call.method === "OPTIONS") return { status: 200, text: "" };
    let pathname = url.pathname;
    if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
    // Before the route and the body: a change to the emulator's own JSON from another site (./same-origin).
    if (isEmulatorApiChange(call.method, pathname)) requireSameOrigin(call);
    const apiPath = apiSubPath(pathname);
    const isApi = apiPath !== null;
    const table = isApi ? this.api : this.root;
    const subPath = apiPath ?? pathname;
    const match = findRoute(table, call.method, subPath);
    if (!match) {
      // The console's pages and files answer HEAD as GET, without the body (respond.ts drops it).
      const page = !isApi && (call.method === "GET" || call.method === "HEAD") ? this.fallback?.(core, pathname) : null;
      if (page) return page;
      return isApi && findRoute(table, null, subPath) ? { status: 405, text: "" } : notFound(url);
    }
    const { route, params } = match;
    if (trace) trace.route = `${isApi ? API_PREFIXES[0] : ""}${route.spec.path === "/" ? "" : route.spec.path}`;

    // Keys, project and access type first: a request that may not use the route never has
    // its body read (the service reads the body first; here no body can delay a refusal).
    const auth = isApi ? await authenticate(core, call.headers) : null;
    if (trace && auth) {
      trace.project = auth.project.id;
      trace.tier = auth.type;
    }
    checkAccess(route.spec, auth);
    const body = await parseBody(call);
    const validated = validate(route, call, auth, body, params);
    const baseUrl = core.fixedBaseUrl ?? url.origin;
    return route.spec.handler({ core, request: call, url, baseUrl, auth, headers: call.headers, ...validated });
  }
}

function compile(spec: RouteSpec): Compiled {
  const segments = spec.path.split("/").filter(Boolean);
  const paramFields: Record<string, Schema<any>> = {};
  for (const seg of segments) {
    if (seg.startsWith(":")) paramFields[seg.slice(1)] = spec.params?.[seg.slice(1)] ?? s.string().defined();
  }
  const specificity = segments.map((seg) => (seg.startsWith(":") ? "0" : "1")).join("");
  return { spec, segments, specificity, params: s.object(paramFields), query: s.object(spec.query ?? {}), headers: s.object(spec.headers ?? {}) };
}

/** The route for `method` (any method when null) and `path`, with its parameters. */
function findRoute(table: Compiled[], method: string | null, path: string): { route: Compiled; params: Record<string, string> } | null {
  const parts = path.split("/").filter(Boolean);
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  for (const route of table) {
    if ((method !== null && route.spec.method !== method) || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((seg, i) => {
      if (seg.startsWith(":")) {
        params[seg.slice(1)] = decoded[i]!;
        return true;
      }
      return seg === parts[i];
    });
    if (ok) return { route, params };
  }
  return null;
}

function notFound(url: URL): Reply {
  return {
    status: 404,
    text: `404 — this page does not exist in Stack Auth's API.\n\nPlease see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.\n\nURL: ${url.href}`,
  };
}

/**
 * The access type a route needs (ACCESS_TYPE_REQUIRED / INSUFFICIENT_ACCESS_TYPE), checked
 * before the body is read. Then {@link validate}: one SCHEMA_ERROR listing every problem of
 * auth.user, params, query, headers and body.
 */
function checkAccess(spec: RouteSpec, auth: RequestAuth | null): void {
  if (spec.access === "none") return;
  if (auth === null) throw new KnownErrors.AccessTypeRequired();
  if (!spec.access.includes(auth.type)) throw new KnownErrors.InsufficientAccessType(auth.type, [...spec.access]);
}

function validate(route: Compiled, call: Call, auth: RequestAuth | null, body: unknown, rawParams: Record<string, string>) {
  const { url } = call;
  const { spec } = route;
  const problems: string[] = [];
  if (spec.user && !auth?.user) problems.push("auth.user must be defined");

  const params = route.params.run(rawParams, "params", problems);

  const rawQuery = spec.anyQuery ? {} : Object.fromEntries(url.searchParams.entries());
  const query = route.query.run(rawQuery, "query", problems);

  // Checked only: handlers read header values from `headers`.
  const rawHeaders: Record<string, string> = {};
  for (const name of Object.keys(spec.headers ?? {})) {
    const value = call.headers.get(name);
    if (value !== null) rawHeaders[name] = value;
  }
  route.headers.run(rawHeaders, "headers", problems);

  let parsedBody: unknown = body;
  if (call.method !== "GET" && spec.body) {
    const schema = typeof spec.body === "function" ? spec.body(auth?.type ?? null) : spec.body;
    parsedBody = schema.run(body, "body", problems);
  }

  if (problems.length > 0) {
    throw new KnownErrors.SchemaError(`Request validation failed on ${call.method} ${url.pathname}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  return { params, query, body: parsedBody };
}
