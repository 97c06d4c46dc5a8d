/**
 * Magic link / one-time code sign-in (docs/api.md §2.1, docs/protocol.md §13.4) through the outbox:
 * the link's code, and the typed 6-character OTP followed by the nonce.
 */
import { describe, expect, it } from "vitest";
import { HttpStatusError, KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";

const CALLBACK = `${APP_URL}/handler/magic-link-callback`;
const magicLinkProject = { project: { displayName: "OTP Project", config: { magic_link_enabled: true } } };

/** Sends a code and returns the nonce and what the email carries. */
async function sendCode(env: TestEnv, app: ReturnType<TestEnv["clientApp"]>, email: string) {
  const result = await app.sendMagicLinkEmail(email, { callbackUrl: CALLBACK });
  if (result.status !== "ok") throw result.error;
  const mail = env.emulator.outbox.latest({ to: email })!;
  const linkCode = new URL(mail.links[0]!).searchParams.get("code")!;
  const otp = /Your code is ([0-9A-Z]{6})$/.exec(mail.subject)![1]!;
  return { nonce: result.data.nonce, linkCode, otp, mail };
}

describe("magic link sign-in", () => {
  it("signs a new user up with the link's code: verified email, OTP on, no password", async () => {
    const env = createTestEnv(magicLinkProject);
    const app = env.clientApp();
    const email = uniqueEmail("otp");
    const { linkCode, nonce, otp, mail } = await sendCode(env, app, email);
    expect(mail.subject).toBe(`Sign in to OTP Project: Your code is ${otp}`);
    expect(mail.links[0]).toBe(`${CALLBACK}?code=${linkCode}`);
    expect(linkCode).toBe(`${otp.toLowerCase()}${nonce}`);

    expect(await app.signInWithMagicLink(linkCode, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    const user = await app.getUser();
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: true, otpAuthEnabled: true, hasPassword: false });
  });

  it("signs an existing user in with the typed OTP followed by the nonce", async () => {
    const env = createTestEnv(magicLinkProject);
    const email = uniqueEmail("otp");
    const first = env.clientApp();
    const sent = await sendCode(env, first, email);
    await first.signInWithMagicLink(sent.linkCode, { noRedirect: true });

    const second = env.clientApp();
    const again = await sendCode(env, second, email);
    expect(await second.signInWithMagicLink(`${again.otp}${again.nonce}`, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect((await second.getUser())!.id).toBe((await first.getUser())!.id);
  });

  it("returns verification-code errors as Results: a used code, an unknown code", async () => {
    const env = createTestEnv(magicLinkProject);
    const app = env.clientApp();
    const { linkCode, nonce } = await sendCode(env, app, uniqueEmail("otp"));
    await app.signInWithMagicLink(linkCode, { noRedirect: true });

    const reused = await env.clientApp().signInWithMagicLink(linkCode, { noRedirect: true });
    expect(reused.status === "error" && reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
    const unknown = await env.clientApp().signInWithMagicLink(`UUUUUU${nonce}`, { noRedirect: true });
    expect(unknown.status === "error" && unknown.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    expect(unknown.status === "error" && unknown.error).toBeInstanceOf(KnownErrors.VerificationCodeError);
  });

  it("burns the code after 20 wrong OTPs with its nonce", async () => {
    const env = createTestEnv(magicLinkProject);
    const app = env.clientApp();
    const { otp, nonce } = await sendCode(env, app, uniqueEmail("otp"));
    for (let i = 0; i < 20; i++) {
      // `U` is not in the code alphabet, so these are never the real OTP.
      const wrong = await app.signInWithMagicLink(`UUUU${String(i).padStart(2, "0")}${nonce}`, { noRedirect: true });
      expect(wrong.status === "error" && wrong.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    }
    const right = await app.signInWithMagicLink(`${otp}${nonce}`, { noRedirect: true });
    expect(right.status === "error" && right.error).toBeInstanceOf(KnownErrors.VerificationCodeMaxAttemptsReached);
    expect(await app.getUser()).toBeNull();
  });

  it("adds OTP sign-in to a verified password user and signs that same user in", async () => {
    const env = createTestEnv(magicLinkProject);
    const email = uniqueEmail("verified");
    const created = await env.serverApp().createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: PASSWORD });
    const app = env.clientApp();
    const { linkCode } = await sendCode(env, app, email);
    await app.signInWithMagicLink(linkCode, { noRedirect: true });
    expect(await app.getUser()).toMatchObject({ id: created.id, otpAuthEnabled: true, hasPassword: true });
  });

  it("refuses an unverified sign-in email with UserWithEmailAlreadyExists (thrown)", async () => {
    const env = createTestEnv(magicLinkProject);
    const { email } = await env.signUp();
    const error = await env.clientApp().sendMagicLinkEmail(email, { callbackUrl: CALLBACK }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.UserWithEmailAlreadyExists);
  });

  it("returns RedirectUrlNotWhitelisted as a Result for an untrusted callback URL", async () => {
    const env = createTestEnv(magicLinkProject);
    const result = await env.clientApp().sendMagicLinkEmail(uniqueEmail("otp"), { callbackUrl: "https://evil.example.com/cb" });
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
    expect(env.emulator.outbox.list()).toEqual([]);
  });

  it("fails with the service's 403 text on a project without magic links, and SignUpNotEnabled when sign-up is off", async () => {
    const off = createTestEnv();
    const error = await off.clientApp().sendMagicLinkEmail(uniqueEmail("otp"), { callbackUrl: CALLBACK }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(403);
    expect(String((error as HttpStatusError).body)).toContain("Magic link is not enabled for this project");

    const closed = createTestEnv({ project: { config: { magic_link_enabled: true, sign_up_enabled: false } } });
    const closedError = await closed.clientApp().sendMagicLinkEmail(uniqueEmail("otp"), { callbackUrl: CALLBACK }).catch((e: unknown) => e);
    expect(closedError).toBeInstanceOf(KnownErrors.SignUpNotEnabled);
  });
});
