/**
 * Sign-in methods on an app made with `tokenStore: null` (docs/api.md §1): each one throws
 * the "needs a token store" error before it sends anything, so the service creates no
 * account and no session, and nothing single-use (a magic-link code, an MFA attempt code,
 * an OAuth code and its verifier) is spent: each still works afterwards on an app with a store.
 */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";
import { FakeBrowser } from "./support/fake-browser";
import { openOAuthPage, type OAuthPage } from "./support/oauth-session";
import { totp } from "./support/totp";

const uninstalls: (() => void)[] = [];
afterEach(() => uninstalls.splice(0).forEach((uninstall) => uninstall()));

/** `run` rejects with `caller`'s no-store error, and the emulator answered no request meanwhile. */
async function refusesBeforeAnyRequest(env: TestEnv, caller: string, run: () => Promise<unknown>): Promise<void> {
  const before = env.fetch.calls.length;
  await expect(run()).rejects.toThrow(new RegExp(`^${caller} needs a token store, but this app was created with tokenStore: null`));
  expect(env.fetch.calls.slice(before)).toEqual([]);
}

async function userCount(env: TestEnv): Promise<number> {
  return (await env.serverApp().listUsers()).length;
}

describe("sign-in methods without a token store", () => {
  it("signUpWithCredential creates no account (ServerApp and ClientApp)", async () => {
    const env = createTestEnv();
    const email = uniqueEmail("storeless");
    const signUp = { email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` };
    await refusesBeforeAnyRequest(env, "signUpWithCredential", () => env.serverApp({ tokenStore: null }).signUpWithCredential(signUp));
    await refusesBeforeAnyRequest(env, "signUpWithCredential", () => env.clientApp({ tokenStore: null }).signUpWithCredential(signUp));
    expect(await userCount(env)).toBe(0);

    // The address is still free.
    expect((await env.clientApp().signUpWithCredential(signUp)).status).toBe("ok");
    expect(await userCount(env)).toBe(1);
  });

  it("signInWithCredential opens no session", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const sessionsBefore = (await (await app.getUser())!.getActiveSessions()).length;
    await refusesBeforeAnyRequest(env, "signInWithCredential", () =>
      env.clientApp({ tokenStore: null }).signInWithCredential({ email, password: PASSWORD, noRedirect: true }),
    );
    expect((await (await app.getUser())!.getActiveSessions()).length).toBe(sessionsBefore);
  });

  it("signInWithMagicLink leaves the code unused and creates no account", async () => {
    const env = createTestEnv({ project: { config: { magic_link_enabled: true } } });
    const email = uniqueEmail("storeless-otp");
    const sent = await env.clientApp().sendMagicLinkEmail(email, { callbackUrl: `${APP_URL}/handler/magic-link-callback` });
    if (sent.status !== "ok") throw sent.error;
    const code = new URL(env.emulator.outbox.latest({ to: email })!.links[0]!).searchParams.get("code")!;

    await refusesBeforeAnyRequest(env, "signInWithMagicLink", () => env.clientApp({ tokenStore: null }).signInWithMagicLink(code, { noRedirect: true }));
    expect(await userCount(env)).toBe(0);

    const app = env.clientApp();
    expect(await app.signInWithMagicLink(code, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect((await app.getUser())!.primaryEmail).toBe(email);
  });

  it("signInWithMfa leaves the attempt code usable", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const secret = new Uint8Array(randomBytes(20));
    await (await app.getUser())!.update({ totpMultiFactorSecret: secret });
    // The start of a 30-second step, so both codes below are the same step's.
    env.emulator.clock.set(Math.floor(env.emulator.clock.now() / 30_000) * 30_000 + 1_000);
    const gated = await env.clientApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    if (gated.status !== "error" || !(gated.error instanceof KnownErrors.MultiFactorAuthenticationRequired)) throw new Error("expected the MFA step");
    const attemptCode = gated.error.attemptCode;

    await refusesBeforeAnyRequest(env, "signInWithMfa", () =>
      env.clientApp({ tokenStore: null }).signInWithMfa(totp(secret, env.emulator.clock.now()), attemptCode, { noRedirect: true }),
    );

    const other = env.clientApp();
    expect(await other.signInWithMfa(totp(secret, env.emulator.clock.now()), attemptCode, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect((await other.getUser())!.primaryEmail).toBe(email);
  });

  it("signInWithPasskey asks nothing of the service", async () => {
    const env = createTestEnv({ project: { config: { passkey_enabled: true } } });
    const browser = new FakeBrowser(`${APP_URL}/handler/sign-in`);
    uninstalls.push(browser.install());
    await refusesBeforeAnyRequest(env, "signInWithPasskey", () => env.clientApp({ tokenStore: null }).signInWithPasskey());
  });

  it("signInWithOAuth stays on the page", async () => {
    const env = createTestEnv({ project: { config: { oauth_providers: [{ id: "github", type: "shared" }] } } });
    const browser = new FakeBrowser(`${APP_URL}/handler/sign-in`);
    uninstalls.push(browser.install());
    await refusesBeforeAnyRequest(env, "signInWithOAuth", () => env.clientApp({ tokenStore: null }).signInWithOAuth("github"));
    expect(browser.href).toBe(`${APP_URL}/handler/sign-in`);
  });

  it("callOAuthCallback keeps the code and its verifier for an app with a store", async () => {
    const env = createTestEnv({ project: { config: { oauth_providers: [{ id: "github", type: "shared" }] } } });
    const page: OAuthPage = openOAuthPage(env);
    uninstalls.push(page.uninstall);
    const hop = await page.atProvider(await page.startSignIn("github"), uniqueEmail("storeless-oauth"));
    const callbackUrl = hop.location!;
    const state = new URL(callbackUrl).searchParams.get("state")!;
    expect(page.browser.cookies.has(`stack-oauth-outer-${state}`)).toBe(true);

    page.browser.href = callbackUrl;
    await refusesBeforeAnyRequest(env, "callOAuthCallback", () => env.clientApp({ tokenStore: null }).callOAuthCallback());
    expect(page.browser.href).toBe(callbackUrl);
    expect(page.browser.cookies.has(`stack-oauth-outer-${state}`)).toBe(true);

    expect(await page.callback(callbackUrl)).toBe(true);
    expect(page.redirects).toEqual(["/after-sign-up"]);
  });
});
