/**
 * `POST /auth/cli`, `/auth/cli/complete`, `/auth/cli/poll`, as the service's suite calls them
 * (under `/api/latest`, with server keys).
 */
import { describe, expect, it } from "vitest";
import { expectKnownError, expectTextError, newEmulator, send, tierHeaders } from "./service";

const START = Date.UTC(2026, 0, 5, 9);

function cli(path: string, body: unknown, em = newEmulator()) {
  return send(em, "POST", `/api/latest/auth/cli${path}`, tierHeaders(em.defaultProject, "server"), body);
}

describe("CLI login", () => {
  it("POST /auth/cli: polling and login codes, and when the attempt expires (default 2 hours; or expires_in_millis)", async () => {
    const em = newEmulator({ now: START });
    const created = await cli("", {}, em);
    expect(created.status).toBe(200);
    expect(typeof created.body.polling_code).toBe("string");
    expect(typeof created.body.login_code).toBe("string");
    expect(created.body.expires_at).toBe(new Date(START + 2 * 3_600_000).toISOString());
    const custom = await cli("", { expires_in_millis: 60_000 }, em);
    expect(custom.body.expires_at).toBe(new Date(START + 60_000).toISOString());
  });

  it("complete, then poll: 201 success with the refresh token, then 200 used", async () => {
    const em = newEmulator();
    const created = await cli("", {}, em);
    const done = await cli("/complete", { login_code: created.body.login_code, refresh_token: "test-refresh-token" }, em);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    const first = await cli("/poll", { polling_code: created.body.polling_code }, em);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: "success", refresh_token: "test-refresh-token" });
    const second = await cli("/poll", { polling_code: created.body.polling_code }, em);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ status: "used" });
  });

  it("complete twice, or with an unknown login code: plain-text 400", async () => {
    const em = newEmulator();
    const created = await cli("", {}, em);
    expect((await cli("/complete", { login_code: created.body.login_code, refresh_token: "a" }, em)).status).toBe(200);
    expectTextError(await cli("/complete", { login_code: created.body.login_code, refresh_token: "b" }, em), 400, "Invalid login code or the code has expired");
    expectTextError(await cli("/complete", { login_code: "nope", refresh_token: "b" }, em), 400, "Invalid login code or the code has expired");
  });

  it("poll: waiting, INVALID_POLLING_CODE for an unknown code, expired after the attempt's life", async () => {
    const em = newEmulator({ now: START });
    const created = await cli("", { expires_in_millis: 1000 }, em);
    expect((await cli("/poll", { polling_code: created.body.polling_code }, em)).body).toEqual({ status: "waiting" });
    expectKnownError(await cli("/poll", { polling_code: "invalid-code" }, em), 400, "INVALID_POLLING_CODE");
    em.clock.advance(2000);
    const expired = await cli("/poll", { polling_code: created.body.polling_code }, em);
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ status: "expired" });
  });
});
