/**
 * Access-token expiry and refresh (docs/cache-and-sessions.md §2, docs/protocol.md §7.4): an expired
 * access token is renewed transparently with one shared refresh request; a revoked refresh
 * token signs the app out.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { KnownErrors } from "../../src/index";
import { createTestEnv } from "./harness";

/** Past the 600-second access-token lifetime. */
const PAST_ACCESS_TOKEN_LIFETIME = 601_000;
const isRefresh = (c: { method: string; path: string }) => c.method === "POST" && c.path === "/api/v1/auth/oauth/token";
const isSessionList = (c: { method: string; path: string }) => c.method === "GET" && c.path.startsWith("/api/v1/auth/sessions");

afterEach(() => {
  vi.useRealTimers();
});

describe("token refresh", () => {
  it("renews an access token the service rejects as expired: 20 concurrent calls share one refresh", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    const before = await user.getAuthJson();

    // Only the service's clock moves: the app still believes its token is fresh and learns otherwise.
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    env.fetch.reset();
    const lists = await Promise.all(Array.from({ length: 20 }, () => user.getActiveSessions()));
    expect(lists.every((sessions) => sessions.length === 1)).toBe(true);
    expect(env.fetch.calls.filter(isRefresh)).toHaveLength(1);

    const after = await user.getAuthJson();
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);

    // The new token is good: the next calls need no refresh.
    env.fetch.reset();
    await Promise.all(Array.from({ length: 5 }, () => user.getActiveSessions()));
    expect(env.fetch.calls.filter(isRefresh)).toHaveLength(0);
  });

  it("refreshes before sending when its own clock sees the token expiring (no rejected request)", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;

    // The emulator's clock follows Date.now() (plus its offset), so both sides move together.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    vi.setSystemTime(Date.now() + PAST_ACCESS_TOKEN_LIFETIME);
    env.fetch.reset();
    await Promise.all(Array.from({ length: 20 }, () => user.getActiveSessions()));
    expect(env.fetch.calls.filter(isRefresh)).toHaveLength(1);
    expect(env.fetch.calls.filter(isSessionList)).toHaveLength(20);
    expect(env.fetch.calls.findIndex(isRefresh)).toBe(0);
  });

  it("reads the user transparently after expiry in a fresh app", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    env.fetch.reset();
    expect((await app.getUser())!.primaryEmail).toBe(email);
    expect(env.fetch.calls.filter(isRefresh)).toHaveLength(1);
  });

  it("signs the app out when the refresh token was revoked elsewhere", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    const serverUser = (await env.serverApp().getUser(user.id))!;
    for (const session of await serverUser.getActiveSessions()) await serverUser.revokeSession(session.id);

    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    await expect(user.getActiveSessions()).rejects.toBeInstanceOf(KnownErrors.CannotGetOwnUserWithoutUser);
    expect(await app.getUser()).toBeNull();
    expect(await user.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
  });

  it("a fresh app holding only a revoked refresh token reads no user", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    const { refreshToken } = await user.getAuthJson();
    await user.signOut();
    const other = env.clientApp({ tokenStore: { accessToken: null, refreshToken } });
    env.fetch.reset();
    expect(await other.getUser()).toBeNull();
    expect(env.fetch.calls.filter(isRefresh)).toHaveLength(1);
  });
});
