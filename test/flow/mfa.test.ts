/**
 * TOTP multi-factor sign-in (docs/api.md §2.1 `signInWithMfa`, §3.3 `update({ totpMultiFactorSecret })`;
 * docs/protocol.md §7.6). TOTP codes are computed here, independently of the emulator.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, recordingRedirects, withRedirectWait, type TestEnv } from "./harness";
import { totp } from "./support/totp";

/** Moves the emulator to the start of a 30-second step, so a test never straddles two. */
function alignClock(env: TestEnv): void {
  env.emulator.clock.set(Math.floor(env.emulator.clock.now() / 30_000) * 30_000 + 1_000);
}

/** A signed-up user with TOTP turned on, signed in on `app`. */
async function userWithTotp(env: TestEnv) {
  const { app, email } = await env.signUp();
  const secret = new Uint8Array(randomBytes(20));
  await (await app.getUser())!.update({ totpMultiFactorSecret: secret });
  return { app, email, secret };
}

/** A password sign-in that must stop at the MFA step; returns its attempt code. */
async function attemptCodeOf(app: ReturnType<TestEnv["clientApp"]>, email: string): Promise<string> {
  const result = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (result.status !== "error" || !(result.error instanceof KnownErrors.MultiFactorAuthenticationRequired)) {
    throw new Error(`expected MultiFactorAuthenticationRequired, got ${JSON.stringify(result)}`);
  }
  return result.error.attemptCode;
}

describe("TOTP multi-factor sign-in", () => {
  it("turning TOTP on shows on the user and gates the next password sign-in", async () => {
    const env = createTestEnv();
    const { app, email } = await userWithTotp(env);
    expect((await app.getUser())!.isMultiFactorRequired).toBe(true);

    const other = env.clientApp();
    const attemptCode = await attemptCodeOf(other, email);
    expect(attemptCode).toMatch(/^[0-9a-z]{45}$/);
    expect(await other.getUser()).toBeNull();
  });

  it("finishes the sign-in with the current TOTP code and the attempt code", async () => {
    const env = createTestEnv();
    const { app, email, secret } = await userWithTotp(env);
    const other = env.clientApp();
    alignClock(env);
    const attemptCode = await attemptCodeOf(other, email);
    const result = await other.signInWithMfa(totp(secret, env.emulator.clock.now()), attemptCode, { noRedirect: true });
    expect(result).toEqual({ status: "ok", data: undefined });
    expect((await other.getUser())!.id).toBe((await app.getUser())!.id);

    // The attempt code is single-use.
    const reused = await env.clientApp().signInWithMfa(totp(secret, env.emulator.clock.now()), attemptCode, { noRedirect: true });
    expect(reused.status === "error" && reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it("returns InvalidTotpCode for a wrong code and keeps the attempt code usable", async () => {
    const env = createTestEnv();
    const { email, secret } = await userWithTotp(env);
    const app = env.clientApp();
    alignClock(env);
    const attemptCode = await attemptCodeOf(app, email);
    const right = totp(secret, env.emulator.clock.now());
    const wrong = right === "000000" ? "111111" : "000000";

    const failed = await app.signInWithMfa(wrong, attemptCode, { noRedirect: true });
    expect(failed.status === "error" && failed.error).toBeInstanceOf(KnownErrors.InvalidTotpCode);
    expect(await app.getUser()).toBeNull();

    expect(await app.signInWithMfa(right, attemptCode, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect(await app.getUser()).not.toBeNull();
  });

  it("expires the attempt code after 5 minutes", async () => {
    const env = createTestEnv();
    const { email, secret } = await userWithTotp(env);
    const app = env.clientApp();
    const attemptCode = await attemptCodeOf(app, email);
    env.emulator.clock.advance(5 * 60 * 1000 + 1);
    const result = await app.signInWithMfa(totp(secret, env.emulator.clock.now()), attemptCode, { noRedirect: true });
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.VerificationCodeExpired);
  });

  it("gates magic-link sign-in too; the gated attempt uses up the magic-link code", async () => {
    const env = createTestEnv({ project: { config: { magic_link_enabled: true } } });
    const { app, email, secret } = await userWithTotp(env);
    // Make the email verified so OTP sign-in is allowed for this user.
    await (await env.serverApp().getUser((await app.getUser())!.id))!.update({ primaryEmailVerified: true });

    const other = env.clientApp();
    await other.sendMagicLinkEmail(email, { callbackUrl: `${APP_URL}/handler/magic-link-callback` });
    const code = env.emulator.outbox.latest({ to: email })!.code!;
    const gated = await other.signInWithMagicLink(code, { noRedirect: true });
    expect(gated.status === "error" && gated.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    if (gated.status !== "error" || !(gated.error instanceof KnownErrors.MultiFactorAuthenticationRequired)) return;

    alignClock(env);
    expect(await other.signInWithMfa(totp(secret, env.emulator.clock.now()), gated.error.attemptCode, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect((await other.getUser())!.primaryEmail).toBe(email);
    // The magic-link code was used up by the gated attempt.
    const again = await env.clientApp().signInWithMagicLink(code, { noRedirect: true });
    expect(again.status === "error" && again.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it("turning TOTP off removes the gate", async () => {
    const env = createTestEnv();
    const { app, email } = await userWithTotp(env);
    await (await app.getUser())!.update({ totpMultiFactorSecret: null });
    expect((await app.getUser())!.isMultiFactorRequired).toBe(false);
    const other = env.clientApp();
    expect(await other.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).toEqual({ status: "ok", data: undefined });
  });

  it("sends a gated sign-in to the MFA page through the app's redirectMethod, with no browser window", async () => {
    const env = createTestEnv({ project: { config: { magic_link_enabled: true } } });
    const { app, email } = await userWithTotp(env);
    await (await env.serverApp().getUser((await app.getUser())!.id))!.update({ primaryEmailVerified: true });
    const { redirects, redirectMethod } = recordingRedirects();
    const other = env.clientApp({ redirectMethod });

    const password = await withRedirectWait(() => other.signInWithCredential({ email, password: PASSWORD }), redirects);
    expect(password.status === "error" && password.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(redirects).toEqual(["/handler/mfa"]);

    await other.sendMagicLinkEmail(email, { callbackUrl: `${APP_URL}/handler/magic-link-callback` });
    const code = env.emulator.outbox.latest({ to: email })!.code!;
    const magic = await withRedirectWait(() => other.signInWithMagicLink(code), redirects);
    expect(magic.status === "error" && magic.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(redirects).toEqual(["/handler/mfa", "/handler/mfa"]);
  });
});
