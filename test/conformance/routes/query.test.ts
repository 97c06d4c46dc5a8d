/**
 * Unknown query parameters. The service's validator checks only the query fields a route's
 * schema declares: a route whose schema names a query (its CRUD routes, `GET /`, the OAuth
 * steps, ...) refuses an unknown one with SCHEMA_ERROR `query contains unknown properties`,
 * and a route whose schema names none (src/emulator/routes/query-free.ts lists them, from the
 * service's source) ignores every query parameter.
 */
import { describe, expect, it } from "vitest";
import type { RouteSpec } from "../../../src/emulator/http/route";
import { apiRoutes } from "../../../src/emulator/routes/index";
import { newEmulator, send, signUp, tierHeaders, type Tier } from "./service";

const em = newEmulator();
const user = await signUp(em, em.defaultProject, "query-rule@example.com");

/** The route's path with placeholder parameters, asked with the first tier it allows and a signed-in user. */
async function ask(spec: RouteSpec) {
  const tier: Tier = spec.access === "none" ? "client" : (spec.access[0] as Tier);
  const path = spec.path.replace(/:[a-z_]+/g, "00000000-0000-4000-8000-00000000beef");
  const body = spec.method === "GET" || spec.method === "DELETE" ? undefined : {};
  return send(em, spec.method, `/api/v1${path === "/" ? "" : path}?utm_source=newsletter`, tierHeaders(em.defaultProject, tier, user.access_token), body);
}

const UNKNOWN = "query contains unknown properties: utm_source";
const freeOfQuery = apiRoutes.filter((r) => r.anyQuery);
const withQuery = apiRoutes.filter((r) => !r.anyQuery);

describe("unknown query parameters", () => {
  it("the list of routes without a query names routes that exist, both ways of the rule are exercised", () => {
    expect(freeOfQuery.length).toBeGreaterThan(30);
    expect(withQuery.length).toBeGreaterThan(30);
  });

  it.each(freeOfQuery.map((r) => [`${r.method} ${r.path}`, r] as const))("%s ignores them", async (_name, spec) => {
    const answer = await ask(spec);
    expect(answer.headers.get("x-stack-known-error") ?? "").not.toMatch(/ACCESS_TYPE/);
    expect(answer.text).not.toContain("query contains unknown properties");
  });

  it.each(withQuery.map((r) => [`${r.method} ${r.path}`, r] as const))("%s refuses them with SCHEMA_ERROR", async (_name, spec) => {
    const answer = await ask(spec);
    expect(answer.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(answer.body.error).toContain(UNKNOWN);
  });
});
