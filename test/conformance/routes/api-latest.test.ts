/**
 * Routing: `/api/latest/...` is the current version; an unknown path is the API's 404 text;
 * a known path with another method is a bodiless 405; HEAD is such a method everywhere.
 */
import { describe, expect, it } from "vitest";
import { expectKnownError, INTERNAL, newEmulator, send, signUp, tierHeaders } from "./service";

describe("/api/latest is the current version", () => {
  it("POST /api/latest/auth/cli starts a CLI login as /api/v1 does", async () => {
    const em = newEmulator();
    const answer = await send(em, "POST", "/api/latest/auth/cli", tierHeaders(INTERNAL, "client"), {});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["expires_at", "login_code", "polling_code"]);
    const poll = await send(em, "POST", "/api/latest/auth/cli/poll", tierHeaders(INTERNAL, "client"), { polling_code: answer.body.polling_code });
    expect(poll.status).toBe(200);
    expect(poll.body).toEqual({ status: "waiting" });
  });

  it("GET /api/latest/users/me answers the signed-in user", async () => {
    const em = newEmulator();
    const project = em.defaultProject;
    const { access_token, user_id } = await signUp(em, project, "latest-me@example.com");
    const latest = await send(em, "GET", "/api/latest/users/me", tierHeaders(project, "client", access_token));
    const v1 = await send(em, "GET", "/api/v1/users/me", tierHeaders(project, "client", access_token));
    expect(latest.status).toBe(200);
    expect(latest.body.id).toBe(user_id);
    expect(latest.body).toEqual(v1.body);
  });

  it("GET /api/latest/users/me without a user is CANNOT_GET_OWN_USER_WITHOUT_USER, with the API's CORS headers", async () => {
    const em = newEmulator();
    // The emulator gives CORS permission to pages on this machine (the service: to every
    // origin; docs/protocol.md says why they differ); /api/latest follows the same rule.
    const origin = "http://localhost:3000";
    const answer = await send(em, "GET", "/api/latest/users/me", { ...tierHeaders(em.defaultProject, "client"), origin });
    expectKnownError(answer, 400, "CANNOT_GET_OWN_USER_WITHOUT_USER");
    expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
    const elsewhere = await send(em, "GET", "/api/latest/users/me", { ...tierHeaders(em.defaultProject, "client"), origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
  });

  it("an unknown path under /api/latest is the API's 404 text", async () => {
    const em = newEmulator();
    const answer = await send(em, "GET", "/api/latest/no-such-route");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("this page does not exist in Stack Auth's API");
  });

  it.each([
    ["GET", "/api/v1/auth/password/sign-in"],
    ["PUT", "/api/v1/users/me"],
    ["DELETE", "/api/latest/auth/cli"],
  ])("%s %s, a path served with other methods: 405 with no body", async (method, path) => {
    const em = newEmulator();
    const answer = await send(em, method, path, tierHeaders(em.defaultProject, "client"));
    expect(answer.status).toBe(405);
    expect(answer.text).toBe("");
  });

  // The service's framework answers HEAD with a path's GET handler, whose request parser
  // refuses the method (405) before it reads keys; a path without GET gets the framework's
  // 405; its catch-all 404 handler serves HEAD too. An answer to HEAD has no body.
  it.each([
    ["/api/v1/users/me", "client"],
    ["/api/v1/projects/current", "client"],
    ["/api/latest/users", "server"],
    ["/api/v1/auth/password/sign-in", "client"],
  ] as const)("HEAD %s is 405 with no body, however the request is authenticated", async (path, tier) => {
    const em = newEmulator();
    const { access_token } = await signUp(em, em.defaultProject, "head@example.com");
    for (const headers of [tierHeaders(em.defaultProject, tier, access_token), {}]) {
      const answer = await send(em, "HEAD", path, headers);
      expect({ status: answer.status, text: answer.text, knownError: answer.headers.get("x-stack-known-error") }).toEqual({ status: 405, text: "", knownError: null });
    }
  });

  it("HEAD on the key set of a project is 405, as on every GET route", async () => {
    const em = newEmulator();
    const path = `/api/v1/projects/${em.defaultProject.id}/.well-known/jwks.json`;
    expect((await send(em, "GET", path)).status).toBe(200);
    expect((await send(em, "HEAD", path)).status).toBe(405);
  });

  it("HEAD on an unknown path is the 404, with no body", async () => {
    const em = newEmulator();
    const answer = await send(em, "HEAD", "/api/v1/no-such-route");
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: "" });
  });
});
