/**
 * Password sign-up, sign-in and sign-out through the public API (docs/api.md §2.1, §3.2).
 */
import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail } from "./harness";

const VERIFY_URL = `${APP_URL}/handler/email-verification`;

describe("password sign-up", () => {
  it("creates the account, signs it in and mails a verification link", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const user = await app.getUser();
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: false, hasPassword: true, otpAuthEnabled: false, isAnonymous: false });
    const mails = env.inbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(new RegExp(`^${VERIFY_URL}\\?code=[0-9a-z]{45}$`));
  });

  it("returns UserWithEmailAlreadyExists and PasswordRequirementsNotMet as Results, storing nothing", async () => {
    const env = createTestEnv();
    const { email } = await env.signUp();
    const app = env.clientApp();

    const again = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY_URL });
    expect(again.status).toBe("error");
    if (again.status === "error") expect(again.error).toBeInstanceOf(KnownErrors.UserWithEmailAlreadyExists);

    const short = await app.signUpWithCredential({ email: uniqueEmail(), password: "short", noRedirect: true, verificationCallbackUrl: VERIFY_URL });
    expect(short.status).toBe("error");
    if (short.status === "error") {
      expect(short.error).toBeInstanceOf(KnownErrors.PasswordRequirementsNotMet);
      expect(short.error).toBeInstanceOf(KnownErrors.PasswordTooShort);
    }
    expect(await app.getUser()).toBeNull();
  });
});

describe("password sign-in", () => {
  it("signs the same user in from another app", async () => {
    const env = createTestEnv();
    const { app: first, email } = await env.signUp();
    const second = env.clientApp();
    const result = await second.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result).toEqual({ status: "ok", data: undefined });
    expect((await second.getUser())!.id).toBe((await first.getUser())!.id);
  });

  it("answers a wrong password and an unknown email with EmailPasswordMismatch as a Result", async () => {
    const env = createTestEnv();
    const { email } = await env.signUp();
    const app = env.clientApp();
    for (const attempt of [{ email, password: "Wrong-Horse-9" }, { email: uniqueEmail("nobody"), password: PASSWORD }]) {
      const result = await app.signInWithCredential({ ...attempt, noRedirect: true });
      expect(result.status).toBe("error");
      if (result.status === "error") {
        expect(result.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
        expect(result.error.message).toBe("Wrong e-mail or password.");
      }
    }
    expect(await app.getUser()).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends the session on the service: the user is gone and the old refresh token no longer works", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    const tokens = await user.currentSession.getTokens();
    expect(tokens.refreshToken).toMatch(/^[0-9a-z]{45}$/);

    env.fetch.reset();
    await user.signOut();
    expect(env.fetch.calls).toContainEqual({ method: "DELETE", path: "/api/v1/auth/sessions/current" });
    expect(await app.getUser()).toBeNull();

    // Another app holding only the old refresh token cannot get an access token with it.
    const other = env.clientApp({ tokenStore: { accessToken: null, refreshToken: tokens.refreshToken } });
    expect(await other.getUser()).toBeNull();
  });

  it("app.signOut() with nobody signed in sends nothing", async () => {
    const env = createTestEnv();
    const app = env.clientApp();
    env.fetch.reset();
    await app.signOut();
    expect(env.fetch.calls).toEqual([]);
  });
});
