/**
 * OAuth sign-in end to end (docs/api.md §2.1; docs/protocol.md §8): the SDK's signInWithOAuth builds
 * the authorize URL and saves the PKCE verifier, the emulator's mock provider page is
 * driven over plain HTTP, and callOAuthCallback exchanges the code on the app's page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";
import { openOAuthPage, type OAuthPage } from "./support/oauth-session";
import { totp } from "./support/totp";

const pages: OAuthPage[] = [];
afterEach(() => pages.splice(0).forEach((p) => p.uninstall()));

/** A project with github on shared (development) keys, plus `config`. */
function oauthEnv(config: Record<string, unknown> = {}): TestEnv {
  return createTestEnv({ project: { config: { oauth_providers: [{ id: "github", type: "shared" }], ...config } } });
}

function open(env: TestEnv = oauthEnv(), appOptions?: Record<string, unknown>): OAuthPage {
  const page = openOAuthPage(env, appOptions);
  pages.push(page);
  return page;
}

function errorRedirect(location: string | null) {
  const url = new URL(location!);
  return { path: `${url.origin}${url.pathname}`, errorCode: url.searchParams.get("errorCode"), message: url.searchParams.get("message"), details: JSON.parse(url.searchParams.get("details")!) };
}

describe("OAuth sign-in through the mock provider", () => {
  it("signs a new user up: authorize URL, verifier cookie, code exchange, afterSignUp, clean URL", async () => {
    const page = open();
    const authorizeUrl = new URL(await page.startSignIn("github"));
    expect(authorizeUrl.pathname).toBe("/api/v1/auth/oauth/authorize/github");
    expect([...authorizeUrl.searchParams.keys()]).toEqual([
      "client_id", "client_secret", "redirect_uri", "scope", "state", "grant_type", "code_challenge", "code_challenge_method", "response_type", "type", "error_redirect_url",
    ]);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${APP_URL}/handler/oauth-callback`);
    const state = authorizeUrl.searchParams.get("state")!;
    expect(page.browser.cookies.get(`stack-oauth-outer-${state}`)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const email = uniqueEmail("oauth");
    const hop = await page.atProvider(authorizeUrl.href, email);
    expect(hop.status).toBe(303);
    const back = new URL(hop.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/handler/oauth-callback`);
    expect(back.searchParams.get("code")).toMatch(/^[0-9a-f]{64}$/);
    expect(back.searchParams.get("state")).toBe(state);

    expect(await page.callback()).toBe(true);
    expect(page.redirects).toEqual(["/after-sign-up"]);
    expect(page.browser.href).toBe(`${APP_URL}/handler/oauth-callback`);
    expect(page.browser.cookies.has(`stack-oauth-outer-${state}`)).toBe(false);
    const user = await page.app.getUser();
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: true, hasPassword: false });
    expect(user!.oauthProviders).toEqual([{ id: "github" }]);
  });

  it("signs a returning user in (afterSignIn) as the same user", async () => {
    const env = oauthEnv();
    const email = uniqueEmail("oauth");
    const first = open(env);
    await first.signIn(email);
    const firstId = (await first.app.getUser())!.id;

    const second = open(env);
    expect(await second.signIn(email.toUpperCase())).toBe(true);
    expect(second.redirects).toEqual(["/after-sign-in"]);
    expect((await second.app.getUser())!.id).toBe(firstId);
  });

  it("does not send oauthScopesOnSignIn with a sign-in (shared keys would refuse extra scopes)", async () => {
    const page = open(oauthEnv(), { oauthScopesOnSignIn: { github: ["repo"] } });
    const authorizeUrl = new URL(await page.startSignIn());
    expect(authorizeUrl.searchParams.has("provider_scope")).toBe(false);
    expect(authorizeUrl.searchParams.has("token")).toBe(false);
    await page.atProvider(authorizeUrl.href, uniqueEmail("oauth"));
    expect(await page.callback()).toBe(true);
  });

  it("follows after_callback_redirect_url from the authorize step", async () => {
    const page = open();
    const authorizeUrl = new URL(await page.startSignIn());
    authorizeUrl.searchParams.set("after_callback_redirect_url", `${APP_URL}/after`);
    await page.atProvider(authorizeUrl.href, uniqueEmail("oauth"));
    expect(await page.callback()).toBe(true);
    expect(page.redirects).toEqual(["/after"]);
    expect(await page.app.getUser()).not.toBeNull();
  });

  it("ignores a callback URL whose state has no verifier cookie: wrong state, or the cookie is gone", async () => {
    const page = open();
    const hop = await page.atProvider(await page.startSignIn(), uniqueEmail("oauth"));
    const wrongState = new URL(hop.location!);
    wrongState.searchParams.set("state", "not-the-state-we-sent");
    page.env.fetch.reset();
    expect(await page.callback(wrongState.href)).toBe(false);
    expect(page.env.fetch.calls).toEqual([]);
    expect(page.browser.href).toBe(wrongState.href);

    page.browser.cookies.clear();
    expect(await page.callback(hop.location!)).toBe(false);
    expect(page.env.fetch.calls).toEqual([]);
    expect(await page.app.getUser()).toBeNull();
    expect(page.redirects).toEqual([]);
  });

  it("rejects an expired authorization code (5 minutes) with INVALID_AUTHORIZATION_CODE", async () => {
    const page = open();
    await page.atProvider(await page.startSignIn(), uniqueEmail("oauth"));
    page.env.emulator.clock.advance(5 * 60 * 1000 + 1000);
    await expect(page.callback()).rejects.toBeInstanceOf(KnownErrors.InvalidAuthorizationCode);
    expect(await page.app.getUser()).toBeNull();
  });

  it("asks for the TOTP code of an MFA user, and alerts and returns false on a wrong one", async () => {
    const env = oauthEnv();
    const email = uniqueEmail("oauth-mfa");
    const setup = open(env);
    await setup.signIn(email);
    const secret = new Uint8Array(20).map((_, i) => i * 7 + 3);
    await (await setup.app.getUser())!.update({ totpMultiFactorSecret: secret });

    const wrong = open(env);
    wrong.browser.promptAnswers.push("000000" === totp(secret, env.emulator.clock.now()) ? "111111" : "000000");
    expect(await wrong.signIn(email)).toBe(false);
    expect(wrong.browser.prompts).toHaveLength(1);
    expect(wrong.browser.alerts).toEqual(["Invalid TOTP code. Please try signing in again."]);
    expect(await wrong.app.getUser()).toBeNull();

    const right = open(env);
    right.browser.promptAnswers.push(totp(secret, env.emulator.clock.now()));
    expect(await right.signIn(email)).toBe(true);
    expect(right.redirects).toEqual(["/after-sign-in"]);
    expect((await right.app.getUser())!.primaryEmail).toBe(email);
  });

  it("sends the browser to the error page when the flow timed out (10 minutes)", async () => {
    const page = open();
    const providerPage = await page.provider.authorize(await page.startSignIn());
    page.env.emulator.clock.advance(10 * 60 * 1000 + 1000);
    // The provider page itself knows the request is stale.
    expect((await page.provider.request(providerPage)).status).toBe(400);
    const state = new URL(providerPage).searchParams.get("state")!;
    const late = await page.provider.request(`${new URL(providerPage).origin}/api/v1/auth/oauth/callback/github?code=x&state=${state}`);
    expect(late.status).toBe(307);
    expect(errorRedirect(late.location)).toEqual({
      path: `${APP_URL}/handler/error`, errorCode: "OUTER_OAUTH_TIMEOUT", message: "The OAuth flow has timed out. Please sign in again.", details: {},
    });
  });

  it("sends the browser to the error page when sign-up is disabled", async () => {
    const page = open(oauthEnv({ sign_up_enabled: false }));
    const hop = await page.atProvider(await page.startSignIn(), uniqueEmail("oauth"));
    expect(errorRedirect(hop.location)).toMatchObject({ errorCode: "SIGN_UP_NOT_ENABLED" });
  });
});

describe("account merge on first OAuth sign-in with an email already used for auth", () => {
  async function passwordUser(env: TestEnv, email: string, verified: boolean): Promise<string> {
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: email, primaryEmailVerified: verified, primaryEmailAuthEnabled: true, password: PASSWORD });
    return user.id;
  }

  const withStrategy = (strategy: string) => oauthEnv({ oauth_account_merge_strategy: strategy });

  it("link_method (default) attaches the provider to the verified user", async () => {
    const env = oauthEnv();
    const email = uniqueEmail("merge");
    const id = await passwordUser(env, email, true);
    const page = open(env);
    expect(await page.signIn(email)).toBe(true);
    expect(page.redirects).toEqual(["/after-sign-in"]);
    const user = await page.app.getUser();
    expect(user).toMatchObject({ id, hasPassword: true });
    expect(user!.oauthProviders).toEqual([{ id: "github" }]);
  });

  it("link_method refuses when the existing email is not verified", async () => {
    const env = oauthEnv();
    const email = uniqueEmail("merge");
    await passwordUser(env, email, false);
    const page = open(env);
    const hop = await page.atProvider(await page.startSignIn(), email);
    expect(errorRedirect(hop.location)).toEqual({
      path: `${APP_URL}/handler/error`,
      errorCode: "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE",
      message: `The email (${email}) is already used for authentication by another account.`,
      details: { type: "email", contact_channel_value: email },
    });
  });

  it("raise_error refuses even a verified email", async () => {
    const env = withStrategy("raise_error");
    const email = uniqueEmail("merge");
    await passwordUser(env, email, true);
    const page = open(env);
    const hop = await page.atProvider(await page.startSignIn(), email);
    expect(errorRedirect(hop.location).errorCode).toBe("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE");
  });

  it("allow_duplicates creates a second user with the same email", async () => {
    const env = withStrategy("allow_duplicates");
    const email = uniqueEmail("merge");
    const id = await passwordUser(env, email, true);
    const page = open(env);
    expect(await page.signIn(email)).toBe(true);
    expect(page.redirects).toEqual(["/after-sign-up"]);
    const user = await page.app.getUser();
    expect(user!.id).not.toBe(id);
    expect(user).toMatchObject({ primaryEmail: email, hasPassword: false });
  });
});
