/**
 * Fuzzing the emulator's HTTP server: random methods, paths (every route of the table,
 * with right and wrong parameters, plus junk), headers (keys, tokens, content types,
 * host names, stray values of the headers the pipeline reads) and bodies (JSON of every shape, nested thousands deep, malformed bytes,
 * oversized) over a real socket. Every answer must be well formed and none a 5xx:
 * a known error carries its code in header and body, and that code is one of the
 * service's, with the service's status for it; other errors are plain text, HTML pages or
 * OAuth JSON errors. After every request the state must still be consistent
 * (./invariants: records, indexes, a save and a load, every project listable).
 *
 * 500 runs keep this near 5 s on a slow machine; `FUZZ_HTTP_RUNS=5000` searches harder.
 */
import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { MAX_BODY_BYTES } from "../../src/emulator/http/limits";
import { apiRoutes, rootRoutes } from "../../src/emulator/routes";
import { clientHeaders, serverHeaders } from "./default-project";
import { expectConsistent, expectServiceCode } from "./invariants";
import { buildInputWorld, headersFor, rarely, routeInputs, type InputWorld, type Tier } from "./route-inputs";

const RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 500);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

let em: Emulator;
let base: string;
let port: string;
let world: InputWorld;
let inputs: ReturnType<typeof routeInputs>;

beforeAll(async () => {
  world = await buildInputWorld(NOW);
  inputs = routeInputs(world);
  em = createEmulator({ now: NOW, state: world.state });
  ({ url: base } = await em.listen(0, "127.0.0.1"));
  port = new URL(base).port;
});
afterAll(() => em.close());

function raw(method: string, path: string, headers: Record<string, string>, body: Buffer | undefined, to: string = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port: to, method, path, headers }, (res) => {
      answered = true;
      // The console's event stream never ends by itself: its head is checked, then it is let go.
      if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
        res.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.alloc(0) });
        return;
      }
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.from(Buffer.concat(chunks)) }));
      res.on("error", reject);
    });
    // A server that answers before reading a refused body closes the socket while we may
    // still be writing it: the write fails (EPIPE, ECONNRESET), and the answer, when it came
    // first, is still read. Only a connection that closes with no answer at all is "closed"
    // (status 0).
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    req.on("close", () => {
      if (!answered) resolve({ status: 0, headers: {}, body: Buffer.from("closed") });
    });
    req.end(body);
  });
}

// ---- arbitraries -------------------------------------------------------------------------

/**
 * Every route but the deletion of the whole project: one request run would leave the rest of
 * the run an empty project (robustness-routes.test.ts throws input at it on a fresh state).
 */
const fuzzedApiRoutes = apiRoutes.filter((r) => !(r.method === "DELETE" && r.path === "/internal/projects/current"));

const templates = [...fuzzedApiRoutes.map((r) => `/api/v1${r.path === "/" ? "" : r.path}`), ...rootRoutes.map((r) => r.path)];

const segment = () => fc.oneof(
  { arbitrary: fc.constantFrom(world.userId, world.teamId, "me", "internal", "github", "team_admin", "$read_members", "email_verification", "00000000-0000-4000-8000-000000000000"), weight: 4 },
  { arbitrary: fc.constantFrom("", "..", "%", "%zz", "%00", "%E0%A4%A", "constructor", "__proto__", "a".repeat(3000), "%F0%9F%98%80", "a%2Fb"), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent), weight: 1 },
);

const paths = () => fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...templates), fc.array(segment(), { minLength: 3, maxLength: 3 })).map(([template, values]) => {
    let i = 0;
    return template.replace(/:[a-z_]+/g, () => values[i++ % values.length]!);
  }), weight: 6 },
  { arbitrary: fc.webPath().map((p) => `/api/v1${p}`), weight: 1 },
  { arbitrary: fc.constantFrom("/", "//", "/api", "/api/v1/", "/emulator/", "/emulator/api", "/health/"), weight: 1 },
);

const query = () => fc.oneof(
  { arbitrary: fc.constant(""), weight: 3 },
  { arbitrary: fc.dictionary(fc.constantFrom("user_id", "team_id", "limit", "cursor", "desc", "query", "to", "state", "code", "type", "recursive", "x"), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("me", "true", "0", "-1", "1e9", world.userId, world.teamId))).map((q) => `?${new URLSearchParams(q)}`), weight: 2 },
);

const host = () => fc.oneof(
  { arbitrary: fc.constant(`127.0.0.1:${port}`), weight: 8 },
  { arbitrary: fc.constantFrom(`localhost:${port}`, "[::1]", "evil.example", "", "a".repeat(300)), weight: 1 },
);

const authHeaders = () => fc.constantFrom<Record<string, string>>(
  {},
  clientHeaders(em),
  clientHeaders(em, world.access),
  serverHeaders(em),
  { ...serverHeaders(em), "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": em.defaultProject.superSecretAdminKey },
  { "x-stack-access-type": "client", "x-stack-project-id": "internal" },
  { "x-stack-access-type": "nonsense" },
  { ...clientHeaders(em), "x-stack-access-token": "eyJhbGciOiJFUzI1NiJ9.e30.AAAA" },
  { ...clientHeaders(em), "x-stack-refresh-token": world.refresh },
);

/** Headers the pipeline reads, with odd values, on top of a request's own (one request in four). */
const strayHeaders = () => rarely(fc.dictionary(
  fc.constantFrom(
    "x-stack-access-type", "x-stack-project-id", "x-stack-access-token", "x-stack-refresh-token", "x-stack-admin-access-token",
    "x-stack-publishable-client-key", "x-stack-secret-server-key", "x-stack-branch-id", "x-stack-override-error-status",
    "x-stack-client-version", "accept", "origin", "cookie", "authorization",
  ),
  fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "client", "server", "admin", "true", "internal", "text/html", "a".repeat(8000))),
  { maxKeys: 3 },
), {});

const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const bodies = () => fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), weight: 4 },
  { arbitrary: fc.dictionary(fc.constantFrom("email", "password", "display_name", "client_metadata", "server_metadata", "user_id", "team_id", "code", "value", "type", "used_for_auth", "grant_type", "config", "profile_image_url", "callback_url"), fc.jsonValue({ maxDepth: 3 })).map((o) => JSON.stringify(o)), weight: 4 },
  { arbitrary: fc.integer({ min: 90, max: 4000 }).map((d) => `{"client_metadata":${deep(d)},"display_name":"x"}`), weight: 1 },
  { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
);

const contentTypes = () => fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  { arbitrary: fc.constantFrom(undefined, "application/json; charset=utf-8", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream", "text/xml", "multipart/form-data; boundary=x", ";"), weight: 2 },
);

const methods = () => fc.oneof(
  { arbitrary: fc.constantFrom("GET", "POST", "PATCH", "DELETE"), weight: 6 },
  { arbitrary: fc.constantFrom("PUT", "OPTIONS", "HEAD", "PROPFIND", "TRACE"), weight: 1 },
);

type Sent = { method: string; path: string; search: string; auth: Record<string, string>; type: string | undefined; body: string | Uint8Array | undefined };

/** Anything at all: random method, path, query, keys and body. */
const junkRequest = (): fc.Arbitrary<Sent> => fc.tuple(methods(), paths(), query(), authHeaders(), contentTypes(), bodies())
  .map(([method, path, search, auth, type, body]) => ({ method, path, search, auth, type, body }));

const allRoutes = [...fuzzedApiRoutes.map((route) => ({ route, prefix: "/api/v1" })), ...rootRoutes.map((route) => ({ route, prefix: "" }))];

/**
 * A request for one route of the table, mostly as the route expects it: its method, its
 * parameters holding ids of the world's records, the tiers it allows, and a body made from
 * its own schema (./route-inputs; mostly well formed), so that many requests reach the
 * handler and write. Three requests in four are of this kind, the others junk.
 */
const routedRequest = (): fc.Arbitrary<Sent> => fc.constantFrom(...allRoutes).chain(({ route, prefix }) => {
  const paramNames = route.path.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1));
  const tiers: Tier[] = route.access === "none" ? ["none", "client", "server", "admin"] : [...route.access];
  const queryKeys = Object.keys(route.query ?? {});
  return fc.record({
    method: rarely(methods(), route.method),
    params: fc.tuple(...paramNames.map((name) => fc.oneof({ arbitrary: fc.constantFrom(...inputs.hintsFor(name), "me"), weight: 3 }, { arbitrary: inputs.anyString(), weight: 1 }))),
    tier: fc.constantFrom(...tiers),
    withAccess: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
    withRefresh: fc.boolean(),
    query: queryKeys.length > 0 ? fc.dictionary(fc.constantFrom(...queryKeys), inputs.anyString(), { maxKeys: 3 }) : fc.constant({}),
  }).chain(({ method, params, tier, withAccess, withRefresh, query: q }) => fc.oneof({ arbitrary: inputs.wellFormedBodyFor(route, tier), weight: 3 }, { arbitrary: inputs.bodyFor(route, tier), weight: 1 }).map((body): Sent => {
    let i = 0;
    const path = `${prefix}${route.path}`.replace(/:[a-z_]+/g, () => encodeURIComponent(params[i++]!)).replace(/\/$/, "") || "/";
    const search = Object.keys(q).length > 0 ? `?${new URLSearchParams(q)}` : "";
    const encoded = body === undefined ? undefined : JSON.stringify(body);
    return { method, path, search, auth: headersFor(world, tier, withAccess, withRefresh && !withAccess), type: encoded === undefined ? undefined : "application/json", body: encoded };
  }));
});

// ---- what a well-formed answer is -------------------------------------------------------

function checkAnswer(method: string, answer: Answer, context: string): void {
  const header = (name: string) => [answer.headers[name]].flat()[0];
  expect(answer.status, context).toBeLessThan(500);
  expect(header("x-stack-actual-status") ?? "200", context).not.toMatch(/^5/);
  if (answer.status < 400 || method === "HEAD") return;
  const type = header("content-type") ?? "";
  const text = answer.body.toString("utf8");
  const known = header("x-stack-known-error");
  if (known !== undefined) {
    expect(type, context).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { code: string; error: string };
    expect(body.code, context).toBe(known);
    expectServiceCode(known, answer.status, context);
    expect(typeof body.error, context).toBe("string");
  } else if (type.startsWith("application/json")) {
    // OAuth errors, and the deprecated connected-account proxy's inner error.
    expect(typeof (JSON.parse(text) as { error?: unknown }).error, context).toBe("string");
  } else if (text !== "closed") {
    expect(type, context).toMatch(/^text\/(plain|html)/);
    // Headers too large to parse may belong to a HEAD: their answer has no body. A known
    // path with another method is the service's framework's bodiless 405.
    if (answer.status !== 431 && answer.status !== 405) expect(text.length, context).toBeGreaterThan(0);
  }
}

describe("the HTTP server under fuzzing", () => {
  it(`answers ${RUNS} random requests over a socket, each well formed and none a 5xx, and the state stays consistent`, async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: routedRequest(), weight: 3 }, { arbitrary: junkRequest(), weight: 1 }), host(), strayHeaders(), fc.boolean(), async ({ method, path, search, auth, type, body }, hostName, stray, pretty) => {
        const headers: Record<string, string> = { ...auth, ...stray, host: hostName };
        if (type !== undefined) headers["content-type"] = type;
        if (pretty) headers.accept = "text/html";
        const sent = method === "GET" || method === "HEAD" || body === undefined ? undefined : Buffer.from(body);
        // Framed explicitly: node's client sends a DELETE body with neither length nor chunks.
        if (sent !== undefined) headers["content-length"] = String(sent.length);
        const answer = await raw(method, `${path}${search}`, headers, sent);
        const context = `${method} ${path.slice(0, 200)}${search.slice(0, 100)} (${hostName.slice(0, 40)}) -> ${answer.status} ${answer.body.toString("utf8").slice(0, 300)}`;
        checkAnswer(method, answer, context);
        // Every few requests (a full check costs a save and a load), and once at the end.
        if (++requests % 10 === 0) await expectConsistent(em, `after ${requests} requests, the last ${context}`);
      }),
      { numRuns: RUNS },
    );
    await expectConsistent(em, `after all ${requests} requests`);
  }, 120_000);

  it("answers what is not HTTP with a plain-text 400", async () => {
    const answer = await raw("DELETE", "/api/v1", { "content-type": "application/json" }, Buffer.from("{}"));
    expect(answer.status).toBe(400);
    expect([answer.headers["content-type"]].flat()[0]).toMatch(/^text\/plain/);
    expect(answer.body.toString("utf8")).toContain("not valid HTTP");
  });

  it("answers headers too large with 431 and no body a HEAD client would misread as its next answer", async () => {
    const long = `/api/v1/users?query=${"x".repeat(200_000)}`;
    for (const method of ["HEAD", "GET"]) {
      const answer = await raw(method, long, {}, undefined);
      expect(answer.status, method).toBe(431);
      expect([answer.headers.connection].flat()[0], method).toBe("close");
    }
    const head = await raw("HEAD", "/api/v1/users", { "x-big": "y".repeat(20_000) }, undefined);
    expect(head.status).toBe(431);
    const get = await raw("GET", "/api/v1/users", { "x-big": "y".repeat(20_000) }, undefined);
    expect(get.status).toBe(431);
    expect(get.body.toString("utf8")).toContain("Request Header Fields Too Large");
  });

  it("answers oversized bodies with 413 on any route a request may use; the API refuses a request without keys before its body", async () => {
    // A fresh emulator: the fuzzing above may have changed the shared one's project.
    const fresh = createEmulator({ now: NOW });
    const to = new URL((await fresh.listen(0, "127.0.0.1")).url).port;
    const huge = Buffer.alloc(MAX_BODY_BYTES + 1, 32);
    try {
      for (const path of ["/api/v1/auth/password/sign-up", "/api/v1/users", "/emulator/oauth/github/authorize"]) {
        for (const auth of [{}, serverHeaders(fresh)]) {
          const answer = await raw("POST", path, { ...auth, "content-type": "application/json" }, huge, to);
          const keyless = path.startsWith("/api/") && Object.keys(auth).length === 0;
          expect(answer.status, `${path}: ${answer.body.toString("utf8").slice(0, 300)}`).toBe(keyless ? 400 : 413);
        }
      }
    } finally {
      await fresh.close();
    }
  });
});
