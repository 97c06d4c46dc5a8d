/**
 * Every route of the route table, thrown random input: random bodies (any JSON, the
 * route's own fields holding right and wrong types, huge and unicode strings, nulls),
 * random query strings, path parameters and content types, with valid client, server
 * or admin headers of the default project and a signed-in user's tokens (./route-inputs).
 * No answer may be a 5xx; a known error's header must name its body's code, one of the
 * service's codes with the service's status for it; and after each route's runs the state
 * must be consistent (./invariants).
 *
 * 150 runs per route keep this file near 7 s; `ROBUST_RUNS=1000` searches harder (~30 s).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import type { RouteSpec } from "../../src/emulator/http/route";
import { apiRoutes, rootRoutes } from "../../src/emulator/routes";
import { expectConsistent, expectServiceCode } from "./invariants";
import { buildInputWorld, headersFor, rarely, routeInputs, type InputWorld, type Tier } from "./route-inputs";

const BASE = "http://localhost:8102";
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const RUNS_PER_ROUTE = Number(process.env.ROBUST_RUNS ?? 150);

let world: InputWorld;
let inputs: ReturnType<typeof routeInputs>;

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
    world = await buildInputWorld(NOW);
    inputs = routeInputs(world);
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
            body: inputs.bodyFor(route, tier),
          })),
          fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
          fc.boolean(),
          fc.tuple(...paramNames.map((name) => fc.oneof({ arbitrary: fc.constantFrom(...inputs.hintsFor(name), "me"), weight: 2 }, { arbitrary: inputs.anyString(), weight: 1 }))),
          fc.array(fc.boolean(), { minLength: paramCount, maxLength: paramCount }),
          fc.oneof(
            queryKeys.length > 0 ? fc.dictionary(fc.constantFrom(...queryKeys), inputs.anyString(), { maxKeys: 4 }) : fc.constant({}),
            rarely(fc.dictionary(fc.string({ maxLength: 6 }), inputs.anyString(), { maxKeys: 3 }), {}),
          ),
          contentTypes,
          rarely(fc.string({ maxLength: 40 }), null),
          async ({ tier, body }, withAccess, withRefresh, params, rawSegments, query, type, raw) => {
            const headers = headersFor(world, tier, withAccess, withRefresh && !withAccess);
            if (type !== undefined) headers["content-type"] = type;
            const qs = new URLSearchParams(query).toString();
            const url = `${BASE}${prefix}${pathFor(route, params, rawSegments)}${qs ? `?${qs}` : ""}`;
            const sendsBody = route.method !== "GET";
            const res = await em.fetch(new Request(url, { method: route.method, headers, body: sendsBody ? encodeBody(body, type, raw) : undefined }));
            // The console's event stream never ends by itself: its head is checked, then it is let go.
            const streamed = (res.headers.get("content-type") ?? "").startsWith("text/event-stream");
            const text = streamed ? "" : await res.text();
            if (streamed) await res.body?.cancel();
            const context = `${route.method} ${url.slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`;
            expect(res.status, context).toBeLessThan(500);
            expect(res.headers.get("x-stack-actual-status") ?? "200", context).not.toMatch(/^5/);
            const known = res.headers.get("x-stack-known-error");
            if (known !== null) {
              expect((JSON.parse(text) as { code: string }).code, context).toBe(known);
              expectServiceCode(known, Number(res.headers.get("x-stack-actual-status") ?? res.status), context);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      await expectConsistent(em, `after ${RUNS_PER_ROUTE} runs of ${route.method} ${prefix}${route.path}`);
    });
  }
});
