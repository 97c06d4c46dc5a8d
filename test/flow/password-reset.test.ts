/**
 * Forgotten password, password change and first password (docs/api.md §2.1, §3.3, §3.4;
 * docs/protocol.md §13.3): reset via the outbox, which sessions survive, err-values.
 */
import { describe, expect, it } from "vitest";
import { HttpStatusError, KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";

const RESET_URL = `${APP_URL}/handler/password-reset`;
const NEW_PASSWORD = "Battery-Staple-10";
/** Past the 600-second access-token lifetime: the next call must use the refresh token. */
const PAST_ACCESS_TOKEN_LIFETIME = 601_000;

async function resetCodeFor(env: TestEnv, email: string): Promise<string> {
  const result = await env.clientApp().sendForgotPasswordEmail(email, { callbackUrl: RESET_URL });
  expect(result).toEqual({ status: "ok", data: undefined });
  const mail = env.emulator.outbox.latest({ to: email })!;
  expect(mail.subject).toMatch(/^Reset your password at /);
  const link = new URL(mail.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(RESET_URL);
  return link.searchParams.get("code")!;
}

describe("password reset", () => {
  it("checks the code without using it, sets the new password and ends every old session", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const { refreshToken } = await (await app.getUser())!.currentSession.getTokens();
    const code = await resetCodeFor(env, email);

    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: "ok", data: undefined });
    expect(await app.verifyPasswordResetCode(code)).toEqual({ status: "ok", data: undefined });
    expect(await app.resetPassword({ code, password: NEW_PASSWORD })).toEqual({ status: "ok", data: undefined });

    // The old session's refresh token was revoked: once its access token runs out, it is signed out.
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    expect(await env.clientApp({ tokenStore: { accessToken: null, refreshToken } }).getUser()).toBeNull();
    // The app itself finds out on its next read: getUser() asks the service, whose refresh fails.
    expect(await app.getUser()).toBeNull();

    const fresh = env.clientApp();
    const old = await fresh.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(old.status === "error" && old.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect(await fresh.signInWithCredential({ email, password: NEW_PASSWORD, noRedirect: true })).toEqual({ status: "ok", data: undefined });
  });

  it("returns verification-code errors as Results for used and unknown codes", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const code = await resetCodeFor(env, email);
    await app.resetPassword({ code, password: NEW_PASSWORD });

    const reused = await app.resetPassword({ code, password: NEW_PASSWORD });
    expect(reused.status === "error" && reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
    const checked = await app.verifyPasswordResetCode(code);
    expect(checked.status === "error" && checked.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
    const unknown = await app.verifyPasswordResetCode("0".repeat(45));
    expect(unknown.status === "error" && unknown.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
  });

  it("throws PasswordTooShort for a short password, which still uses up the code", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const code = await resetCodeFor(env, email);
    await expect(app.resetPassword({ code, password: "short" })).rejects.toBeInstanceOf(KnownErrors.PasswordTooShort);
    const after = await app.verifyPasswordResetCode(code);
    expect(after.status === "error" && after.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const env = createTestEnv();
    const email = uniqueEmail("nobody");
    const result = await env.clientApp().sendForgotPasswordEmail(email, { callbackUrl: RESET_URL });
    expect(result).toEqual({ status: "ok", data: undefined });
    expect(env.inbox(email)).toEqual([]);
  });
});

describe("user.updatePassword", () => {
  it("returns err-values for a wrong old password and a short new one", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = (await app.getUser())!;
    expect(await user.updatePassword({ oldPassword: "Wrong-Horse-9", newPassword: NEW_PASSWORD })).toBeInstanceOf(KnownErrors.PasswordConfirmationMismatch);
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: "short" })).toBeInstanceOf(KnownErrors.PasswordTooShort);
  });

  it("changes the password, keeps this session and ends the user's other sessions", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const elsewhere = env.clientApp();
    await elsewhere.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const kept = await (await app.getUser())!.currentSession.getTokens();
    const ended = await (await elsewhere.getUser())!.currentSession.getTokens();

    expect(await (await app.getUser())!.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();

    // Fresh apps holding each refresh token, once the access tokens have run out.
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    const withKept = env.clientApp({ tokenStore: { accessToken: null, refreshToken: kept.refreshToken } });
    expect((await withKept.getUser())!.primaryEmail).toBe(email);
    expect(await env.clientApp({ tokenStore: { accessToken: null, refreshToken: ended.refreshToken } }).getUser()).toBeNull();

    const fresh = env.clientApp();
    expect(await fresh.signInWithCredential({ email, password: NEW_PASSWORD, noRedirect: true })).toEqual({ status: "ok", data: undefined });
  });

  it("throws UserDoesNotHavePassword for a user without a password", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const created = await server.createUser({ primaryEmail: uniqueEmail("nopw"), primaryEmailAuthEnabled: true });
    const tokens = await (await created.createSession({})).getTokens();
    const app = env.clientApp({ tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } });
    await expect((await app.getUser())!.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).rejects.toBeInstanceOf(KnownErrors.UserDoesNotHavePassword);
  });
});

describe("user.setPassword", () => {
  it("gives a password to a user without one; a short one is an err-value, a second one is refused", async () => {
    const env = createTestEnv();
    const email = uniqueEmail("nopw");
    const created = await env.serverApp().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    const tokens = await (await created.createSession({})).getTokens();
    const app = env.clientApp({ tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } });
    const user = (await app.getUser())!;
    expect(user.hasPassword).toBe(false);

    expect(await user.setPassword({ password: "short" })).toBeInstanceOf(KnownErrors.PasswordTooShort);
    expect(await user.setPassword({ password: NEW_PASSWORD })).toBeUndefined();
    expect((await app.getUser())!.hasPassword).toBe(true);

    const second = await user.setPassword({ password: NEW_PASSWORD }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(HttpStatusError);
    expect(String((second as HttpStatusError).body)).toContain("User already has a password set.");

    const fresh = env.clientApp();
    expect(await fresh.signInWithCredential({ email, password: NEW_PASSWORD, noRedirect: true })).toEqual({ status: "ok", data: undefined });
  });
});
