/**
 * Random request inputs shaped by a route's own schemas, so that most requests get past
 * validation and reach the handler: values of each field's kind, with strings that suit
 * its name (emails, URLs, ids of the world's records, tokens, permission ids), mixed with
 * anything at all (wrong types, nulls, huge and unicode strings, unknown fields).
 */
import fc from "fast-check";
import { createEmulator, type Emulator, type EmulatorState } from "../../src/emulator";
import type { RouteSpec } from "../../src/emulator/http/route";
import type { Schema } from "../../src/emulator/http/schema";

/** The records the inputs name: a signed-in user of the default project with a team. */
export type InputWorld = { state: EmulatorState; email: string; userId: string; teamId: string; access: string; refresh: string };

export type Tier = "client" | "server" | "admin" | "none";

/** `arbitrary` one time in five, else `usual`: most requests should get past validation. */
export function rarely<T, U>(arbitrary: fc.Arbitrary<T>, usual: U): fc.Arbitrary<T | U> {
  return fc.oneof({ arbitrary: fc.constant(usual), weight: 4 }, { arbitrary, weight: 1 });
}

/** The default project's id in the world (the one project besides `internal`). */
export function defaultProjectId(world: InputWorld): string {
  return Object.keys(world.state.projects).find((id) => id !== "internal")!;
}

const BASE = "http://localhost:8102";
const INPUT_EMAIL = "robust@example.com";

async function setUp(em: Emulator, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await em.fetch(new Request(`${BASE}/api/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

/** A default project with a signed-in user who has a team, an API key and a second user beside it. */
export async function buildInputWorld(now: number): Promise<InputWorld> {
  const em = createEmulator({ now });
  const p = em.defaultProject;
  const client = { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey };
  const server = { "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey };
  const signedUp = await setUp(em, "POST", "/auth/password/sign-up", client, {
    email: INPUT_EMAIL, password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/handler/email-verification",
  });
  const user = { ...client, "x-stack-access-token": signedUp.access_token };
  const team = await setUp(em, "POST", "/teams", user, { display_name: "Robust Team", creator_user_id: "me" });
  await setUp(em, "POST", "/user-api-keys", user, { user_id: "me", description: "k", expires_at_millis: null });
  await setUp(em, "POST", "/users", server, { primary_email: "other@example.com", display_name: "Other" });
  return { state: structuredClone(em.getState()), email: INPUT_EMAIL, userId: signedUp.user_id, teamId: team.id, access: signedUp.access_token, refresh: signedUp.refresh_token };
}

/** Headers of the default project for `tier`, with the user's access or refresh token. */
export function headersFor(world: InputWorld, tier: Tier, withAccess: boolean, withRefresh: boolean): Record<string, string> {
  const id = defaultProjectId(world);
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


/** Arbitraries over `world`'s records. */
export function routeInputs(world: InputWorld) {
  const EMAIL = world.email;
  const DEFAULT_PROJECT_ID = () => defaultProjectId(world);
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

  /**
   * A value of the schema's own kind and nothing else (hinted strings first): bodies made of
   * these pass validation often, so the handlers run and write.
   */
  function wellFormed(schema: Schema | undefined, depth: number, name = ""): fc.Arbitrary<unknown> {
    if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 2 });
    const hints = hintsFor(name);
    switch (schema.kind) {
      case "string": return hints.length > 0 ? fc.constantFrom(...hints) : fc.oneof(fc.constantFrom("Fuzz", "a b", "x"), fc.string({ minLength: 1, maxLength: 12 }));
      case "number": return fc.oneof(fc.constantFrom(0, 1, 100, 60_000, Date.UTC(2030, 0, 1)), fc.integer({ min: 0, max: 10_000 }));
      case "boolean": return fc.boolean();
      case "object": {
        if (!schema.fields) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
        const fields = Object.entries(schema.fields).map(([k, v]) => [k, fc.option(wellFormed(v, depth + 1, k), { nil: undefined, freq: 8 })] as const);
        return fc.record(Object.fromEntries(fields));
      }
      case "array": return fc.array(wellFormed(schema.items, depth + 1, name), { maxLength: 3 });
      default: return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** A body for `route` as `tier` sends it, made of {@link wellFormed} values. */
  function wellFormedBodyFor(route: RouteSpec, tier: Tier): fc.Arbitrary<unknown> {
    const schema = typeof route.body === "function" ? route.body(tier === "none" ? null : tier) : route.body;
    return schema ? wellFormed(schema, 0) : fc.constant(undefined);
  }

  return { anyString, anyJson, hintsFor, valueFor, bodyFor, wellFormedBodyFor };
}
