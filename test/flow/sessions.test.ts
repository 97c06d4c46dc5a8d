/**
 * Active sessions and impersonation (docs/api.md §3.3, §3.4; docs/protocol.md §9).
 */
import { describe, expect, it } from "vitest";
import { HttpStatusError, KnownErrors } from "../../src/index";
import { createTestEnv, PASSWORD } from "./harness";

const PAST_ACCESS_TOKEN_LIFETIME = 601_000;

describe("user.getActiveSessions / revokeSession", () => {
  it("lists the user's sessions newest first and marks the current one", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    env.emulator.clock.advance(1000);
    const second = env.clientApp();
    await second.signInWithCredential({ email, password: PASSWORD, noRedirect: true });

    const sessions = await (await app.getUser())!.getActiveSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.createdAt.getTime()).toBeGreaterThan(sessions[1]!.createdAt.getTime());
    expect(sessions.map((s) => s.isCurrentSession)).toEqual([false, true]);
    expect(sessions[0]).toMatchObject({ userId: (await app.getUser())!.id, isImpersonation: false });
    expect(sessions[0]!.lastUsedAt).toBeInstanceOf(Date);

    const fromSecond = await (await second.getUser())!.getActiveSessions();
    expect(fromSecond.map((s) => s.isCurrentSession)).toEqual([true, false]);
  });

  it("revokes another session: its refresh token stops working", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const second = env.clientApp();
    await second.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const secondTokens = await (await second.getUser())!.currentSession.getTokens();

    const user = (await app.getUser())!;
    const other = (await user.getActiveSessions()).find((s) => !s.isCurrentSession)!;
    await user.revokeSession(other.id);
    expect((await user.getActiveSessions()).map((s) => s.isCurrentSession)).toEqual([true]);

    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    expect(await env.clientApp({ tokenStore: { accessToken: null, refreshToken: secondTokens.refreshToken } }).getUser()).toBeNull();
  });

  it("refuses to revoke the current session (CannotDeleteCurrentSession) and stays signed in", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    const current = (await user.getActiveSessions())[0]!;
    await expect(user.revokeSession(current.id)).rejects.toBeInstanceOf(KnownErrors.CannotDeleteCurrentSession);
    expect((await user.getActiveSessions())).toHaveLength(1);
  });

  it("answers an unknown or foreign session id with the service's 404 text", async () => {
    const env = createTestEnv();
    const { app: mine } = await env.signUp();
    const { app: theirs } = await env.signUp();
    const foreign = (await (await theirs.getUser())!.getActiveSessions())[0]!;
    const error = await (await mine.getUser())!.revokeSession(foreign.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(404);
    expect((await (await theirs.getUser())!.getActiveSessions())).toHaveLength(1);
  });
});

describe("server sessions and impersonation", () => {
  it("serverUser.createSession mints fixed tokens that sign an app in as that user", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const id = (await app.getUser())!.id;
    const serverUser = (await env.serverApp().getUser(id))!;

    const session = await serverUser.createSession({ isImpersonation: true });
    const tokens = await session.getTokens();
    expect(await session.getTokens()).toEqual(tokens);
    const impersonating = env.clientApp({ tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } });
    expect((await impersonating.getUser())!.id).toBe(id);

    // The service keeps it as an impersonation session, which it lists for admin-tier calls
    // only: neither the user nor the server tier sees it.
    const stored = Object.values(env.emulator.getState().sessions).filter((s) => s.userId === id);
    expect(stored.map((s) => s.isImpersonation).sort()).toEqual([false, true]);
    expect(await (await app.getUser())!.getActiveSessions()).toHaveLength(1);
    expect(await serverUser.getActiveSessions()).toHaveLength(1);
  });

  it("lists and revokes any user's sessions from the server", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const { refreshToken } = await (await app.getUser())!.currentSession.getTokens();
    const serverUser = (await env.serverApp().getUser((await app.getUser())!.id))!;
    const extra = await serverUser.createSession({});
    const sessions = await serverUser.getActiveSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => !s.isCurrentSession)).toBe(true);

    // The oldest one is the sign-up session.
    await serverUser.revokeSession(sessions.at(-1)!.id);
    expect(await serverUser.getActiveSessions()).toHaveLength(1);
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    expect(await env.clientApp({ tokenStore: { accessToken: null, refreshToken } }).getUser()).toBeNull();
    const kept = await extra.getTokens();
    expect(await env.clientApp({ tokenStore: { accessToken: null, refreshToken: kept.refreshToken } }).getUser()).not.toBeNull();
  });
});
