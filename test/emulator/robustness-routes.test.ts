/**
 * Every route of the route table, thrown random input: random bodies (any JSON, the
 * route's own fields holding right and wrong types, huge and unicode strings, nulls),
 * random query strings, path parameters and content types, with valid client, server
 * or admin headers of the default project and a signed-in user's tokens. No answer
 * may be a 5xx, and a known error's header must name its body's code.
 *
 * 150 runs per route keep this file near 7 s; `ROBUST_RUNS=1000` searches harder (~30 s).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator, type EmulatorState } from "../../src/emulator";
import type { RouteSpec } from "../../src/emulator/http/route";
import type { Schema } from "../../src/emulator/http/schema";
import { apiRoutes, rootRoutes } from "../../src/emulator/routes";

const BASE = "http://localhost:8102";
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const RUNS_PER_ROUTE = Number(process.env.ROBUST_RUNS ?? 150);
const EMAIL = "robust@example.com";

type World = { state: EmulatorState; userId: string; teamId: string; access: string; refresh: string };
let world: World;

async function send(em: Emulator, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await em.fetch(new Request(`${BASE}/api/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

/** A default project with a signed-in user who has a team, an API key and a second user beside it. */
async function buildWorld(): Promise<World> {
  const em = createEmulator({ now: NOW });
  const p = em.defaultProject;
  const client = { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey };
  const server = { "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey };
  const signedUp = await send(em, "POST", "/auth/password/sign-up", client, {
    email: EMAIL, password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/handler/email-verification",
  });
  const user = { ...client, "x-stack-access-token": signedUp.access_token };
  const team = await send(em, "POST", "/teams", user, { display_name: "Robust Team", creator_user_id: "me" });
  await send(em, "POST", "/user-api-keys", user, { user_id: "me", description: "k", expires_at_millis: null });
  await send(em, "POST", "/users", server, { primary_email: "other@example.com", display_name: "Other" });
  return { state: structuredClone(em.getState()), userId: signedUp.user_id, teamId: team.id, access: signedUp.access_token, refresh: signedUp.refresh_token };
}

// ---- arbitraries -------------------------------------------------------------------------

const HUGE = "x".repeat(200_000);

function specialStrings(): string[] {
  return [
    "", " ", "me", "..", ".", "%", "%zz", "constructor", "__proto__", "toString", "hasOwnProperty", "null", "undefined", "true", "0", "-1", "1e309", "NaN", HUGE, "😀👍🏽", "\u0000", "a\nb",
    world.userId, world.teamId, "internal", DEFAULT_PROJECT_ID(), "00000000-0000-4000-8000-000000000000",
    EMAIL, "new-user@example.com", "not-an-email", "http://localhost:3000/handler/x", "https://evil.example/x", "javascript:alert(1)",
    "github", "google", "team_member", "team_admin", "$read_members", "$invite_members", "magic_link", "email_verification",
    world.access, world.refresh, "a".repeat(45), "sk_user_x", "pck_x",
  ];
}
/** Every record id of the world (sessions, channels, API keys, ...): handlers find something. */
const knownIds = () => {
  const keysOf = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? Object.keys(v) : []);
  const { version: _version, emails, ...tables } = world.state;
  return [...Object.values(tables).flatMap(keysOf), ...emails.map((e) => e.id)];
};
const DEFAULT_PROJECT_ID = () => Object.keys(world.state.projects).find((id) => id !== "internal")!;

/** `arbitrary` one time in five, else `usual`: most requests should get past validation. */
function rarely<T, U>(arbitrary: fc.Arbitrary<T>, usual: U): fc.Arbitrary<T | U> {
  return fc.oneof({ arbitrary: fc.constant(usual), weight: 4 }, { arbitrary, weight: 1 });
}

const anyString = () => fc.oneof(
  { arbitrary: fc.constantFrom(...specialStrings()), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
);

const anyJson = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyString(),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e308, [], {}),
);

/** Strings that suit a field of this name, so that validation often passes and handlers run. */
function hintsFor(name: string): string[] {
  if (/email/.test(name)) return [EMAIL, "new-user@example.com", "other@example.com", "x@y.z"];
  if (/url/.test(name)) return ["http://localhost:3000/handler/x", "https://evil.example/x", "http://localhost:8102/"];
  if (/user_id/.test(name)) return [world.userId, "me"];
  if (/team_id/.test(name)) return [world.teamId];
  if (/password/.test(name)) return ["Correct-Horse-9", "short", "Another-Pass-7"];
  if (/code|nonce/.test(name)) return ["a".repeat(45), "ABC123"];
  if (/token/.test(name)) return [world.access, world.refresh];
  if (/permission/.test(name)) return ["$read_members", "$invite_members", "team_member", "team_admin"];
  if (/type/.test(name)) return ["email", "user", "team", "authorization_code", "refresh_token"];
  if (/provider/.test(name)) return ["github", "google", "spotify"];
  if (/(^|_)id$/.test(name)) return knownIds();
  return [];
}

/** A value for `schema`: mostly of its kind (so handlers run), sometimes anything. */
function valueFor(schema: Schema | undefined, depth: number, name = ""): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyJson();
  const hints = hintsFor(name);
  const typed: fc.Arbitrary<unknown> = (() => {
    switch (schema.kind) {
      case "string": return hints.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...hints), weight: 3 }, { arbitrary: anyString(), weight: 1 }) : anyString();
      case "number": return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 100, 2 ** 31, 1e20, "5", "abc"));
      case "boolean": return fc.oneof(fc.boolean(), fc.constantFrom("true", "false", "1", "yes"));
      case "object": return schema.fields ? objectFor(schema.fields, depth + 1) : fc.dictionary(fc.string({ maxLength: 8 }), anyJson(), { maxKeys: 3 });
      case "array": return fc.array(valueFor(schema.items, depth + 1, name), { maxLength: 4 });
      default: return anyJson();
    }
  })();
  return fc.oneof({ arbitrary: typed, weight: 8 }, { arbitrary: anyJson(), weight: 1 }, { arbitrary: fc.constant(null), weight: 1 });
}

function objectFor(fields: Record<string, Schema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, valueFor(v, depth, k)]));
  return fc.tuple(
    fc.record(known, { requiredKeys: [] }),
    rarely(fc.dictionary(fc.string({ maxLength: 8 }), anyJson(), { maxKeys: 2 }), {}),
  ).map(([own, extra]) => ({ ...(extra ?? {}), ...own }));
}

function bodyFor(route: RouteSpec, tier: Tier): fc.Arbitrary<unknown> {
  const schema = typeof route.body === "function" ? route.body(tier === "none" ? null : tier) : route.body;
  return fc.oneof(
    { arbitrary: valueFor(schema, 0), weight: 10 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: anyJson(), weight: 1 },
  );
}

type Tier = "client" | "server" | "admin" | "none";

function headersFor(tier: Tier, withAccess: boolean, withRefresh: boolean): Record<string, string> {
  const id = DEFAULT_PROJECT_ID();
  const keys = world.state.projects[id]!.apiKeySets[0]!;
  const h: Record<string, string> = {};
  if (tier !== "none") {
    h["x-stack-project-id"] = id;
    h["x-stack-access-type"] = tier;
    if (tier === "client") h["x-stack-publishable-client-key"] = keys.publishableClientKey!;
    if (tier === "server") h["x-stack-secret-server-key"] = keys.secretServerKey!;
    if (tier === "admin") h["x-stack-super-secret-admin-key"] = keys.superSecretAdminKey!;
  }
  if (withAccess) h["x-stack-access-token"] = world.access;
  if (withRefresh) h["x-stack-refresh-token"] = world.refresh;
  return h;
}

const contentTypes = fc.oneof(
  { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 4 },
  { arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "application/octet-stream", "multipart/form-data", "application/xml", ";", undefined), weight: 1 },
);

/** Serialises the body for the content type; sometimes as raw garbage instead. */
function encodeBody(body: unknown, type: string | undefined, raw: string | null): string | undefined {
  if (body === undefined || type === undefined) return undefined;
  if (raw !== null) return raw;
  if (type === "application/x-www-form-urlencoded" && typeof body === "object" && body !== null) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) form.append(k, typeof v === "string" ? v : JSON.stringify(v) ?? "");
    return form.toString();
  }
  return JSON.stringify(body);
}

function pathFor(route: RouteSpec, values: string[], rawSegments: boolean[]): string {
  let i = 0;
  const path = route.path.split("/").map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const value = values[i]!;
    return rawSegments[i++] ? value.replace(/[/?#\s]/g, "") : encodeURIComponent(value);
  }).join("/");
  return path === "/" ? "" : path;
}

const allRoutes = [
  ...apiRoutes.map((route) => ({ route, prefix: "/api/v1" })),
  ...rootRoutes.map((route) => ({ route, prefix: "" })),
];

describe("robustness of every route", () => {
  beforeAll(async () => {
    world = await buildWorld();
  });

  it("covers the whole route table", () => {
    expect(allRoutes.length).toBeGreaterThan(100);
  });

  for (const { route, prefix } of allRoutes) {
    const paramNames = route.path.split("/").filter((s) => s.startsWith(":")).map((s) => s.slice(1));
    const paramCount = paramNames.length;
    it(`${route.method} ${prefix}${route.path} never answers 5xx`, async () => {
      const em = createEmulator({ now: NOW, state: world.state });
      const tiers: Tier[] = route.access === "none" ? ["none", "client", "server", "admin"] : [...route.access, ...route.access, "none"];
      const queryKeys = Object.keys(route.query ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...tiers).chain((tier) => fc.record({
            tier: fc.constant(tier),
            body: bodyFor(route, tier),
          })),
          fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
          fc.boolean(),
          fc.tuple(...paramNames.map((name) => fc.oneof({ arbitrary: fc.constantFrom(...hintsFor(name), "me"), weight: 2 }, { arbitrary: anyString(), weight: 1 }))),
          fc.array(fc.boolean(), { minLength: paramCount, maxLength: paramCount }),
          fc.oneof(
            queryKeys.length > 0 ? fc.dictionary(fc.constantFrom(...queryKeys), anyString(), { maxKeys: 4 }) : fc.constant({}),
            rarely(fc.dictionary(fc.string({ maxLength: 6 }), anyString(), { maxKeys: 3 }), {}),
          ),
          contentTypes,
          rarely(fc.string({ maxLength: 40 }), null),
          async ({ tier, body }, withAccess, withRefresh, params, rawSegments, query, type, raw) => {
            const headers = headersFor(tier, withAccess, withRefresh && !withAccess);
            if (type !== undefined) headers["content-type"] = type;
            const qs = new URLSearchParams(query).toString();
            const url = `${BASE}${prefix}${pathFor(route, params, rawSegments)}${qs ? `?${qs}` : ""}`;
            const sendsBody = route.method !== "GET";
            const res = await em.fetch(new Request(url, { method: route.method, headers, body: sendsBody ? encodeBody(body, type, raw) : undefined }));
            const text = await res.text();
            const context = `${route.method} ${url.slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`;
            expect(res.status, context).toBeLessThan(500);
            expect(res.headers.get("x-stack-actual-status") ?? "200", context).not.toMatch(/^5/);
            const known = res.headers.get("x-stack-known-error");
            if (known !== null) expect((JSON.parse(text) as { code: string }).code, context).toBe(known);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
