/**
 * `getUser` and its `or` option (docs/api.md §2.2, docs/api.md §2.2): every variant for nobody, a normal
 * user and an anonymous user; concurrent anonymous sign-ups share one request.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isKnownError } from "../../src/index";
import { createTestEnv, PASSWORD, recordingRedirects } from "./harness";

const THROW_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }";
const anonymousProject = { project: { anonymousSignUpEnabled: true } };
const signUps = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path === "/api/v1/auth/anonymous/sign-up").length;

afterEach(() => {
  vi.useRealTimers();
});

describe("getUser with nobody signed in", () => {
  it("returns null by default, for return-null and for anonymous-if-exists, without signing anyone up", async () => {
    const env = createTestEnv(anonymousProject);
    const app = env.clientApp();
    expect(await app.getUser()).toBeNull();
    expect(await app.getUser({ or: "return-null" })).toBeNull();
    expect(await app.getUser({ or: "anonymous-if-exists" })).toBeNull();
    expect(signUps(env.fetch.calls)).toBe(0);
  });

  it("throws a plain Error with the exact message for or: 'throw'", async () => {
    const env = createTestEnv();
    const error = await env.clientApp().getUser({ or: "throw" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isKnownError(error)).toBe(false);
    expect((error as Error).message).toBe(THROW_MESSAGE);
  });

  it("redirects to the sign-in page (replacing the entry) and resolves to null for or: 'redirect'", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const env = createTestEnv();
    const { redirects: navigations, redirectMethod } = recordingRedirects();
    const app = env.clientApp({ redirectMethod });
    const pending = app.getUser({ or: "redirect" });
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toBeNull();
    expect(navigations[0]).toMatch(/^\/handler\/sign-in(\?|$)/);
  });

  it("resolves to null at once for or: 'redirect' with redirectMethod 'none'", async () => {
    const env = createTestEnv();
    expect(await env.clientApp().getUser({ or: "redirect" })).toBeNull();
  });
});

describe("getUser with a normal user signed in", () => {
  it("returns the user for every variant", async () => {
    const env = createTestEnv(anonymousProject);
    const { app } = await env.signUp();
    const id = (await app.getUser())!.id;
    for (const or of ["return-null", "anonymous-if-exists", "anonymous", "redirect", "throw"] as const) {
      expect((await app.getUser({ or }))!.id).toBe(id);
    }
    expect(signUps(env.fetch.calls)).toBe(0);
  });
});

describe("getUser on each tier", () => {
  // Each tier builds its own current-user object from /users/me (ClientContext.currentUser):
  // the admin tier's is the server user, with server fields and methods.
  it("returns a client user from a ClientApp, a server user from a ServerApp and from an AdminApp", async () => {
    const env = createTestEnv();
    const { app: client, email } = await env.signUp();
    expect(await client.getUser({ or: "throw" })).not.toHaveProperty("serverMetadata");
    for (const [tier, app] of [["server", env.serverApp()], ["admin", env.adminApp()]] as const) {
      expect((await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status, tier).toBe("ok");
      const user = await app.getUser({ or: "throw" });
      expect(user.primaryEmail, tier).toBe(email);
      await user.setServerMetadata({ tier });
      expect((await app.getUser({ or: "throw" })).serverMetadata, tier).toEqual({ tier });
    }
  });
});

describe("getUser with an anonymous user", () => {
  it("signs up once for concurrent or: 'anonymous' calls and shares the user", async () => {
    const env = createTestEnv(anonymousProject);
    const app = env.clientApp();
    const users = await Promise.all(Array.from({ length: 5 }, () => app.getUser({ or: "anonymous" })));
    expect(signUps(env.fetch.calls)).toBe(1);
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    expect(users[0]!.isAnonymous).toBe(true);
  });

  it("counts the anonymous user as signed out unless the call asks for anonymous users", async () => {
    const env = createTestEnv(anonymousProject);
    const app = env.clientApp();
    const anonymous = await app.getUser({ or: "anonymous" });

    expect(await app.getUser()).toBeNull();
    expect(await app.getUser({ or: "return-null" })).toBeNull();
    expect((await app.getUser({ or: "anonymous-if-exists" }))!.id).toBe(anonymous.id);
    expect((await app.getUser({ or: "anonymous" })).id).toBe(anonymous.id);
    await expect(app.getUser({ or: "throw" })).rejects.toThrow(THROW_MESSAGE);
    expect(await app.getUser({ or: "redirect" })).toBeNull();
    expect(signUps(env.fetch.calls)).toBe(1);
  });
});

describe("getUser and token stores", () => {
  it("throws without a store, and reads a per-call store", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const tokens = await (await app.getUser())!.currentSession.getTokens();
    const storeless = env.clientApp({ tokenStore: null });
    await expect(storeless.getUser()).rejects.toThrow(/token store/);
    const user = await storeless.getUser({ tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } });
    expect(user!.id).toBe((await app.getUser())!.id);
  });
});
