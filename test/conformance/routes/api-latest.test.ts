/**
 * Routing: `/api/latest/...` is the current version; an unknown path is the API's 404 text;
 * a known path with another method is a bodiless 405.
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
});
