/**
 * Anonymous users (docs/protocol.md §12, seed behaviour): what the user looks like, where the
 * service refuses them, and that a later sign-up creates a separate user.
 */
import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail } from "./harness";

describe("anonymous sign-up", () => {
  it("creates an ordinary-token user named 'Anonymous user' without email or password", async () => {
    const env = createTestEnv({ project: { anonymousSignUpEnabled: true } });
    const app = env.clientApp();
    const user = await app.getUser({ or: "anonymous" });
    expect(user).toMatchObject({ isAnonymous: true, displayName: "Anonymous user", primaryEmail: null, hasPassword: false, otpAuthEnabled: false });
    const tokens = await user.currentSession.getTokens();
    expect(tokens.refreshToken).toMatch(/^[0-9a-z]{45}$/);

    // The server sees the same user, flagged anonymous.
    const serverUser = await env.serverApp().getUser(user.id);
    expect(serverUser).toMatchObject({ id: user.id, isAnonymous: true });
  });

  it("works on the built-in default project", async () => {
    const env = createTestEnv({ project: "default" });
    const user = await env.clientApp().getUser({ or: "anonymous" });
    expect(user.isAnonymous).toBe(true);
  });

  it("throws AnonymousAccountsNotEnabled on a project that does not allow it", async () => {
    const env = createTestEnv();
    const error = await env.clientApp().getUser({ or: "anonymous" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.AnonymousAccountsNotEnabled);
  });

  it("a password sign-up while anonymous creates a separate, normal user (seed behaviour)", async () => {
    const env = createTestEnv({ project: { anonymousSignUpEnabled: true } });
    const app = env.clientApp();
    const anonymous = await app.getUser({ or: "anonymous" });
    const email = uniqueEmail();
    const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    expect(result.status).toBe("ok");
    const user = await app.getUser();
    expect(user).toMatchObject({ primaryEmail: email, isAnonymous: false });
    expect(user!.id).not.toBe(anonymous.id);
  });
});
