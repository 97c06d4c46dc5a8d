/**
 * `GET /internal/metrics`: activity is counted as the service counts its activity events
 * (one per access token made), which outlive a deleted user; the country is the one of
 * `cf-ipcountry` / `x-vercel-ip-country` on a browser's request that names its IP.
 */
import { describe, expect, it } from "vitest";
import { newEmulator, send, signInWithOtp, tierHeaders } from "./service";

function from(country: string): Record<string, string> {
  return { "user-agent": "Mozilla/5.0", "x-forwarded-for": "127.0.0.1", "cf-connecting-ip": "127.0.0.1", "x-vercel-ip-country": country, "cf-ipcountry": country };
}

describe("GET /internal/metrics", () => {
  it("counts as the service's suite expects: 10 sign-ins, one user deleted, countries of the latest activity", async () => {
    const em = newEmulator();
    const project = em.createProject({ config: { magic_link_enabled: true } });
    const emails = Array.from({ length: 10 }, (_, i) => `metrics-${i + 1}@example.com`);

    await signInWithOtp(em, project, emails[0]!, from("AQ"));
    for (const email of emails) await signInWithOtp(em, project, email);
    const doomed = await signInWithOtp(em, project, emails[8]!);
    const deleted = await send(em, "DELETE", "/api/v1/users/me", tierHeaders(project, "server", doomed.access_token));
    expect(deleted.status).toBe(200);
    await signInWithOtp(em, project, emails[1]!, from("CH"));
    await signInWithOtp(em, project, emails[1]!, from("AQ"));
    await signInWithOtp(em, project, emails[2]!, from("CH"));

    const answer = await send(em, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"));
    expect(answer.status).toBe(200);
    const m = answer.body;
    expect(m.total_users).toBe(9);
    expect(m.daily_users).toHaveLength(31);
    expect(m.daily_users.at(-1).activity).toBe(9);
    // The deleted user was active today too.
    expect(m.daily_active_users).toHaveLength(31);
    expect(m.daily_active_users.at(-1).activity).toBe(10);
    expect(m.daily_active_users.slice(0, -1).every((d: { activity: number }) => d.activity === 0)).toBe(true);
    expect(m.users_by_country).toEqual({ AQ: 2, CH: 1 });
    // The five latest active include the deleted user, who is then left out.
    expect(m.recently_active.map((u: { primary_email: string }) => u.primary_email)).toEqual([emails[2], emails[1], emails[9], emails[7]]);
    expect(m.recently_registered).toHaveLength(5);
    expect(m.login_methods).toEqual([{ method: "otp", count: 9 }]);
  });

  it("no country without a browser's user agent and an IP header", async () => {
    const em = newEmulator();
    const project = em.createProject({ config: { magic_link_enabled: true } });
    await signInWithOtp(em, project, "server-side@example.com", { "cf-ipcountry": "DE", "x-vercel-ip-country": "DE" });
    await signInWithOtp(em, project, "no-ip@example.com", { "user-agent": "Mozilla/5.0", "cf-ipcountry": "FR" });
    await signInWithOtp(em, project, "vercel@example.com", { "user-agent": "Mozilla/5.0", "x-real-ip": "10.0.0.1", "x-vercel-ip-country": "JP" });
    const answer = await send(em, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"));
    expect(answer.body.users_by_country).toEqual({ JP: 1 });
  });

  it("a refresh is activity: the refreshing user is the most recently active", async () => {
    const em = newEmulator({ now: Date.UTC(2026, 0, 10, 12) });
    const project = em.createProject({ config: { magic_link_enabled: true } });
    const first = await signInWithOtp(em, project, "first@example.com");
    em.clock.advance(60_000);
    await signInWithOtp(em, project, "second@example.com");
    em.clock.advance(60_000);
    const refreshed = await send(em, "POST", "/api/v1/auth/sessions/current/refresh", { ...tierHeaders(project, "client"), "x-stack-refresh-token": first.refresh_token });
    expect(refreshed.status).toBe(200);
    const answer = await send(em, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"));
    expect(answer.body.recently_active.map((u: { primary_email: string }) => u.primary_email)).toEqual(["first@example.com", "second@example.com"]);
  });

  it("users active in the same millisecond are listed latest first, also after a save and a load", async () => {
    const em = newEmulator({ now: Date.UTC(2026, 0, 10, 12) });
    const project = em.createProject({ config: { magic_link_enabled: true } });
    // The clock is frozen: every sign-in happens in the same millisecond.
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await signInWithOtp(em, project, email);
    await signInWithOtp(em, project, "a@example.com");
    const order = async (emulator: typeof em) =>
      (await send(emulator, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"))).body.recently_active.map((u: { primary_email: string }) => u.primary_email);
    expect(await order(em)).toEqual(["a@example.com", "c@example.com", "b@example.com"]);
    const reloaded = newEmulator({ now: Date.UTC(2026, 0, 10, 12), state: structuredClone(em.getState()) });
    await signInWithOtp(reloaded, project, "b@example.com");
    expect(await order(reloaded)).toEqual(["b@example.com", "a@example.com", "c@example.com"]);
  });

  it("a day of activity older than the window is not counted", async () => {
    const em = newEmulator({ now: Date.UTC(2026, 0, 1, 12) });
    const project = em.createProject({ config: { magic_link_enabled: true } });
    await signInWithOtp(em, project, "old@example.com");
    em.clock.advance(40 * 24 * 3_600_000);
    const answer = await send(em, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"));
    expect(answer.body.daily_active_users.every((d: { activity: number }) => d.activity === 0)).toBe(true);
    expect(answer.body.recently_active.map((u: { primary_email: string }) => u.primary_email)).toEqual(["old@example.com"]);
  });

  it("anonymous users count among the users, as every user of the project does", async () => {
    const em = newEmulator();
    const project = em.defaultProject;
    const anonymous = await send(em, "POST", "/api/v1/auth/anonymous/sign-up", tierHeaders(project, "client"));
    expect(anonymous.status).toBe(200);
    const answer = await send(em, "GET", "/api/v1/internal/metrics", tierHeaders(project, "admin"));
    expect(answer.body.total_users).toBe(1);
    expect(answer.body.daily_users.at(-1).activity).toBe(1);
    expect(answer.body.recently_registered.map((u: { id: string }) => u.id)).toEqual([anonymous.body.user_id]);
  });
});

describe("last_active_at_millis", () => {
  it("is the time of the user's latest access token: a refresh moves it", async () => {
    const em = newEmulator({ now: Date.UTC(2026, 0, 10, 12) });
    const project = em.defaultProject;
    const { refresh_token, user_id } = await signInWithOtp(em, project, "active@example.com");
    const signedInAt = em.clock.now();
    em.clock.advance(5 * 60_000);
    const refreshed = await send(em, "POST", "/api/v1/auth/sessions/current/refresh", { ...tierHeaders(project, "client"), "x-stack-refresh-token": refresh_token });
    expect(refreshed.status).toBe(200);
    const user = await send(em, "GET", `/api/v1/users/${user_id}`, tierHeaders(project, "server"));
    expect(user.body.last_active_at_millis).toBe(signedInAt + 5 * 60_000);
  });
});
