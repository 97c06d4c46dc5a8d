/**
 * The console's "open the app as this user" (routes/console-impersonate.ts): a trusted
 * callback URL gets a one-time code that `/auth/otp/sign-in` turns into an impersonation
 * session; untrusted URLs and other sites are refused; the code is single-use and expires.
 */
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { clientHeaders, errorCode, send, serverHeaders, signUp } from "./default-project";

const BASE = "http://localhost:8102";
const CALLBACK = "http://localhost:3000/handler/magic-link-callback";

function impersonate(em: Emulator, userId: string, url: string, headers: Record<string, string> = {}, projectId = em.defaultProject.id): Promise<Response> {
  return em.fetch(`${BASE}/emulator/api/projects/${projectId}/users/${userId}/impersonate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "sec-fetch-site": "same-origin", ...headers },
    body: JSON.stringify({ url }),
  });
}

async function codeFor(em: Emulator, userId: string, url = CALLBACK): Promise<string> {
  const res = await impersonate(em, userId, url);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { url: string };
  const link = new URL(answer.url);
  expect(`${link.origin}${link.pathname}`).toBe(url);
  return link.searchParams.get("code")!;
}

function adminHeaders(em: Emulator): Record<string, string> {
  return { "x-stack-project-id": em.defaultProject.id, "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": em.defaultProject.superSecretAdminKey };
}

describe("opening the app as a user", () => {
  it("a trusted URL gets a link whose code signs in as the user, in a session marked impersonation", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "pat@example.com");
    const code = await codeFor(em, user_id);
    expect(code).toHaveLength(45);
    // Nothing was mailed: the code is handed over, not delivered.
    expect(em.outbox.list().filter((m) => m.subject.includes("Sign in"))).toHaveLength(0);
    const signIn = await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code });
    expect(signIn.status).toBe(200);
    const tokens = (await signIn.json()) as { access_token: string; refresh_token: string; is_new_user: boolean; user_id: string };
    expect(tokens).toMatchObject({ is_new_user: false, user_id });
    const me = await send(em, "GET", "/users/me", clientHeaders(em, tokens.access_token));
    expect(((await me.json()) as { id: string }).id).toBe(user_id);
    const sessions = await send(em, "GET", `/auth/sessions?user_id=${user_id}`, adminHeaders(em));
    const items = ((await sessions.json()) as { items: { is_impersonation: boolean }[] }).items;
    expect(items.map((s) => s.is_impersonation).sort()).toEqual([false, true]);
  });

  it("works for a user with no email, and for a configured trusted domain", async () => {
    const em = createEmulator();
    const created = await send(em, "POST", "/users", serverHeaders(em), { display_name: "No Mail" });
    const { id } = (await created.json()) as { id: string };
    const patched = await send(em, "PATCH", "/internal/projects/current", adminHeaders(em), { config: { domains: [{ domain: "https://app.example.com", handler_path: "/handler" }] } });
    expect(patched.status).toBe(200);
    const code = await codeFor(em, id, "https://app.example.com/handler/magic-link-callback");
    const signIn = await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code });
    expect(((await signIn.json()) as { user_id: string }).user_id).toBe(id);
  });

  it("refuses an untrusted URL with the service's error, and names what is missing", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "refused@example.com");
    for (const url of ["https://evil.example/handler/magic-link-callback", "javascript://localhost/%0aalert(1)", "not a url"]) {
      const res = await impersonate(em, user_id, url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get("x-stack-known-error"), url).toBe("REDIRECT_URL_NOT_WHITELISTED");
      expect(((await res.json()) as { error: string }).error, url).toMatch(/trusted domains/);
    }
    // Localhost is trusted only while the project allows it.
    await send(em, "PATCH", "/internal/projects/current", adminHeaders(em), { config: { allow_localhost: false } });
    expect(await errorCode(await impersonate(em, user_id, CALLBACK))).toBe("REDIRECT_URL_NOT_WHITELISTED");
  });

  it("refuses other sites, unknown users and unknown projects", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "guarded@example.com");
    expect((await impersonate(em, user_id, CALLBACK, { origin: "http://evil.example" })).status).toBe(403);
    expect((await impersonate(em, user_id, CALLBACK, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await impersonate(em, user_id, CALLBACK, { "sec-fetch-site": "same-site", origin: BASE })).status).toBe(403);
    // The origin is checked before the body is read: another site learns nothing from a bad body.
    const crossSiteJunk = await em.fetch(`${BASE}/emulator/api/projects/${em.defaultProject.id}/users/${user_id}/impersonate`, { method: "POST", headers: { origin: "http://evil.example", "content-type": "text/plain" }, body: "url=x" });
    expect(crossSiteJunk.status).toBe(403);
    const noUrl = await em.fetch(`${BASE}/emulator/api/projects/${em.defaultProject.id}/users/${user_id}/impersonate`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await errorCode(noUrl)).toBe("SCHEMA_ERROR");
    expect(await errorCode(await impersonate(em, "00000000-0000-4000-8000-000000000abc", CALLBACK))).toBe("USER_ID_DOES_NOT_EXIST");
    expect(await errorCode(await impersonate(em, user_id, CALLBACK, {}, "no-such-project"))).toBe("PROJECT_NOT_FOUND");
    // A user of another project is not found through this one.
    expect(await errorCode(await impersonate(em, user_id, CALLBACK, {}, em.internalProject.id))).toBe("USER_ID_DOES_NOT_EXIST");
    // No CORS for another site to read an answer with.
    expect((await impersonate(em, user_id, CALLBACK)).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("the code is spent on first use and expires after five minutes", async () => {
    const em = createEmulator({ now: Date.UTC(2026, 0, 1) });
    const { user_id } = await signUp(em, "once@example.com");
    const answer = (await (await impersonate(em, user_id, CALLBACK)).json()) as { expiresAtMillis: number };
    expect(answer.expiresAtMillis).toBe(Date.UTC(2026, 0, 1) + 5 * 60 * 1000);
    const code = await codeFor(em, user_id);
    expect((await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code })).status).toBe(200);
    expect(await errorCode(await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code }))).toBe("VERIFICATION_CODE_ALREADY_USED");
    const late = await codeFor(em, user_id);
    em.clock.advance(5 * 60 * 1000);
    expect(await errorCode(await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code: late }))).toBe("VERIFICATION_CODE_EXPIRED");
  });

  it("the session it starts ends after a day", async () => {
    const em = createEmulator({ now: Date.UTC(2026, 0, 1) });
    const { user_id } = await signUp(em, "day@example.com");
    const code = await codeFor(em, user_id);
    const { refresh_token } = (await (await send(em, "POST", "/auth/otp/sign-in", clientHeaders(em), { code })).json()) as { refresh_token: string };
    const refresh = () => send(em, "POST", "/auth/sessions/current/refresh", { ...clientHeaders(em), "x-stack-refresh-token": refresh_token }, {});
    expect((await refresh()).status).toBe(200);
    em.clock.advance(24 * 60 * 60 * 1000);
    expect((await refresh()).status).toBe(401);
  });

  it("a code not yet used survives the data file (the state check takes its impersonation mark)", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "kept@example.com");
    const code = await codeFor(em, user_id);
    const reloaded = createEmulator({ state: em.getState() });
    const signIn = await send(reloaded, "POST", "/auth/otp/sign-in", clientHeaders(reloaded), { code });
    expect(((await signIn.json()) as { user_id: string }).user_id).toBe(user_id);
  });
});
