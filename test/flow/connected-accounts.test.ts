/**
 * Connected accounts end to end (docs/api.md §3.3, §3.4, §3.10, §5.1, §5.2; docs/protocol.md §13.6): a
 * provider on the project's own ("standard") keys, signed in through the emulator's
 * mock provider (`mockStandardOAuthProviders`: made-up keys, no network); `getConnectedAccount` and its `or` values; the link flow that grants
 * extra scopes or links a provider; shared keys; the server tier by user id.
 */
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GatehouseProvider, KnownErrors, type ClientApp, type CurrentUser } from "../../src/react";
import { APP_URL, createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";
import { openOAuthPage, type OAuthPage } from "./support/oauth-session";

const pages: OAuthPage[] = [];
afterEach(() => {
  vi.useRealTimers();
  pages.splice(0).forEach((p) => p.uninstall());
});

const TOKEN_PATH = "/api/v1/connected-accounts/me/github/access-token";
const MOCK_TOKEN = /^mock_github_at_/;

/** github on the project's own keys (access tokens available), google on shared keys; both on the mock provider. */
function standardEnv(): TestEnv {
  return createTestEnv({
    emulator: { mockStandardOAuthProviders: true },
    project: {
      config: {
        oauth_providers: [
          { id: "github", type: "standard", client_id: "gh-client-id", client_secret: "gh-client-secret" },
          { id: "google", type: "shared" },
        ],
      },
    },
  });
}

function open(env: TestEnv = standardEnv(), appOptions?: Record<string, unknown>): OAuthPage {
  const page = openOAuthPage(env, appOptions);
  pages.push(page);
  return page;
}

/** A page signed in through github; returns the user and the email the provider knows. */
async function signedIn(page: OAuthPage, provider = "github"): Promise<{ user: CurrentUser; email: string }> {
  const email = uniqueEmail("connected");
  expect(await page.signIn(email, provider)).toBe(true);
  return { user: (await page.app.getUser({ or: "throw" })) as CurrentUser, email };
}

function tokenCalls(env: TestEnv, path = TOKEN_PATH) {
  return env.fetch.calls.filter((c) => c.method === "POST" && c.path === path);
}

describe("getConnectedAccount on the client", () => {
  it("returns the connection of the provider the user signed in with, and its provider token", async () => {
    const page = open();
    const { user } = await signedIn(page);
    const connection = await user.getConnectedAccount("github");
    expect(connection).not.toBeNull();
    expect(connection!.id).toBe("github");
    const { accessToken } = await connection!.getAccessToken();
    expect(accessToken).toMatch(MOCK_TOKEN);
    // The scopes granted at sign-in are covered.
    const withBase = await user.getConnectedAccount("github", { scopes: ["user:email"] });
    expect((await withBase!.getAccessToken()).accessToken).toMatch(MOCK_TOKEN);
  });

  it("sends the scopes as one space-separated string, empty when none (as the official SDK)", async () => {
    const bodies: unknown[] = [];
    const env = standardEnv();
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === TOKEN_PATH) bodies.push(await request.clone().json());
      return env.fetch(request);
    }) as typeof fetch;
    const page = open(env, { fetch: recording });
    const { user } = await signedIn(page);
    await user.getConnectedAccount("github");
    await user.getConnectedAccount("github", { scopes: ["user:email", "repo", "user:email"] });
    expect(bodies).toEqual([{ scope: "" }, { scope: "user:email repo" }]);
  });

  it("a scope the user has not granted: null by default and with return-null, the service's error with throw", async () => {
    const page = open();
    const { user } = await signedIn(page);
    expect(await user.getConnectedAccount("github", { scopes: ["repo"] })).toBeNull();
    expect(await user.getConnectedAccount("github", { scopes: ["repo"], or: "return-null" })).toBeNull();
    const error = await user.getConnectedAccount("github", { scopes: ["repo"], or: "throw" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.OAuthConnectionDoesNotHaveRequiredScope);
    expect((error as Error).message).toBe("The OAuth connection does not have the required scope.");
  });

  it("a provider the user never connected: null, or OAuthConnectionNotConnectedToUser with throw", async () => {
    const env = standardEnv();
    const page = open(env);
    const signUp = await page.app.signUpWithCredential({
      email: uniqueEmail("password"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification`,
    });
    expect(signUp.status).toBe("ok");
    const user = (await page.app.getUser({ or: "throw" }))!;
    expect(await user.getConnectedAccount("github")).toBeNull();
    await expect(user.getConnectedAccount("github", { or: "throw" })).rejects.toBeInstanceOf(KnownErrors.OAuthConnectionNotConnectedToUser);
  });

  it("shared OAuth keys: the known error is thrown whatever `or` says (it is not a 'no token' answer)", async () => {
    const page = open();
    const { user } = await signedIn(page, "google");
    for (const or of [undefined, "return-null", "throw", "redirect"] as const) {
      await expect(user.getConnectedAccount("google", or ? { or } : undefined)).rejects.toBeInstanceOf(KnownErrors.OAuthAccessTokenNotAvailableWithSharedOAuthKeys);
    }
    expect(page.browser.navigations.filter((n) => n.includes("type=link"))).toEqual([]);
  });

  it("a provider the project does not have: OAuthProviderNotFoundOrNotEnabled is thrown", async () => {
    const page = open();
    const { user } = await signedIn(page);
    await expect(user.getConnectedAccount("facebook")).rejects.toBeInstanceOf(KnownErrors.OAuthProviderNotFoundOrNotEnabled);
  });

  it("refuses bad arguments with a TypeError before any request", async () => {
    const page = open();
    const { user } = await signedIn(page);
    page.env.fetch.reset();
    await expect(user.getConnectedAccount("" as never)).rejects.toThrow(TypeError);
    await expect(user.getConnectedAccount("github", { or: "maybe" as never })).rejects.toThrow(/"or" must be one of/);
    await expect(user.getConnectedAccount("github", { scopes: "repo" as never })).rejects.toThrow(/scopes must be an array/);
    expect(page.env.fetch.calls).toEqual([]);
  });
});

describe("the link flow (or: 'redirect')", () => {
  it("grants a missing scope: authorize with type=link, the user's token and provider_scope, then back to the page", async () => {
    const page = open(standardEnv(), { oauthScopesOnSignIn: { github: ["read:org"] } });
    const { user, email } = await signedIn(page);
    const { accessToken: userAccessToken } = await user.currentSession.getTokens();
    page.browser.href = `${APP_URL}/settings?tab=accounts`;

    const leaving = page.browser.nextNavigation();
    let settled = false;
    void user.getConnectedAccount("github", { scopes: ["repo"], or: "redirect" }).finally(() => (settled = true));
    const authorizeUrl = new URL(await leaving);
    expect(authorizeUrl.pathname).toBe("/api/v1/auth/oauth/authorize/github");
    const q = authorizeUrl.searchParams;
    expect(q.get("type")).toBe("link");
    expect(q.get("token")).toBe(userAccessToken);
    expect(q.get("provider_scope")).toBe("repo read:org");
    expect(q.get("redirect_uri")).toBe(`${APP_URL}/handler/oauth-callback`);
    expect(q.get("error_redirect_url")).toBe(`${APP_URL}/handler/error`);
    expect(q.get("after_callback_redirect_url")).toBe(`${APP_URL}/settings?tab=accounts`);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(page.browser.cookies.get(`stack-oauth-outer-${q.get("state")}`)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const hop = await page.atProvider(authorizeUrl.href, email);
    expect(hop.status).toBe(303);
    expect(await page.callback()).toBe(true);
    expect(page.redirects.at(-1)).toBe("/settings?tab=accounts");
    expect(settled).toBe(false); // the redirecting call never resolves

    const after = (await page.app.getUser({ or: "throw" }))!;
    expect(after.id).toBe(user.id);
    const connection = await after.getConnectedAccount("github", { scopes: ["repo"] });
    expect((await connection!.getAccessToken()).accessToken).toMatch(MOCK_TOKEN);
    expect(await after.getConnectedAccount("github", { scopes: ["repo", "read:org", "user:email"], or: "throw" })).not.toBeNull();
  });

  it("links a provider a password user never connected (no provider_scope when nothing extra is asked)", async () => {
    const page = open();
    const email = uniqueEmail("password");
    const signUp = await page.app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    expect(signUp.status).toBe("ok");
    const user = (await page.app.getUser({ or: "throw" }))!;
    page.browser.href = `${APP_URL}/account`;

    const leaving = page.browser.nextNavigation();
    void user.getConnectedAccount("github", { or: "redirect" });
    const authorizeUrl = new URL(await leaving);
    expect(authorizeUrl.searchParams.get("type")).toBe("link");
    expect(authorizeUrl.searchParams.has("provider_scope")).toBe(false);

    await page.atProvider(authorizeUrl.href, uniqueEmail("github-account"));
    expect(await page.callback()).toBe(true);
    expect(page.redirects.at(-1)).toBe("/account");
    const after = (await page.app.getUser({ or: "throw" }))!;
    expect(after.id).toBe(user.id);
    expect(after.oauthProviders).toEqual([{ id: "github" }]);
    expect(await after.getConnectedAccount("github")).not.toBeNull();
  });

  it("does not redirect when the connection already covers the scopes", async () => {
    const page = open();
    const { user } = await signedIn(page);
    const before = page.browser.navigations.length;
    const connection = await user.getConnectedAccount("github", { or: "redirect" });
    expect(connection!.id).toBe("github");
    expect(page.browser.navigations.length).toBe(before);
  });
});

describe("caching (docs/api.md §5.1: OAuth connection and provider token [provider, scopes])", () => {
  it("reads of one turn share a request; every later read asks the service again", async () => {
    const page = open();
    const { user } = await signedIn(page);
    page.env.fetch.reset();

    const [connection, again] = await Promise.all([user.getConnectedAccount("github"), user.getConnectedAccount("github")]);
    expect(again).toBe(connection); // one request, one answer
    expect(tokenCalls(page.env)).toHaveLength(1);

    await user.getConnectedAccount("github", { scopes: ["user:email"] }); // other scopes: another entry
    expect(tokenCalls(page.env)).toHaveLength(2);

    const first = await connection!.getAccessToken();
    const second = await connection!.getAccessToken();
    expect(tokenCalls(page.env)).toHaveLength(4); // no read is answered from an earlier fetch
    expect(second.accessToken).toBe(first.accessToken); // the service hands out the stored token while it is fresh
  });
});

describe("the hook twins (useConnectedAccount, connection.useAccessToken)", () => {
  /** Renders once on the server inside the app's provider: the entries are loaded first, so nothing suspends. */
  function renderOnce(app: ClientApp, render: () => string): string {
    const Probe = (): ReactElement => createElement("p", null, render());
    const html = renderToString(createElement(GatehouseProvider, { app }, createElement(Probe)));
    // The provider puts its stylesheet in server HTML first; the probe's paragraph follows.
    return /<p>.*<\/p>/s.exec(html)?.[0] ?? html;
  }

  it("read the same cached entries as the async getters, with no further request", async () => {
    const page = open();
    const { user } = await signedIn(page);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const connection = await user.getConnectedAccount("github");
    const { accessToken } = await connection!.getAccessToken();
    expect(await user.getConnectedAccount("github", { scopes: ["repo"] })).toBeNull();
    page.env.fetch.reset();

    const html = renderOnce(page.app, () => {
      const hooked = user.useConnectedAccount("github");
      const missing = user.useConnectedAccount("github", { scopes: ["repo"] });
      return `${hooked === connection} ${hooked!.useAccessToken().accessToken} ${missing}`;
    });
    expect(html).toBe(`<p>true ${accessToken} null</p>`);
    expect(page.env.fetch.calls).toEqual([]);
    expect(() => renderOnce(page.app, () => String(user.useConnectedAccount("github", { scopes: ["repo"], or: "throw" })))).toThrow(
      KnownErrors.OAuthConnectionDoesNotHaveRequiredScope,
    );
  });
});

describe("getConnectedAccount on the server, by user id", () => {
  it("returns the user's connection and token; a missing scope is null or thrown; redirect throws before any request", async () => {
    const env = standardEnv();
    const server = env.serverApp(); // before the fake browser page exists (no "server app in a browser" warning)
    const page = open(env);
    const { user } = await signedIn(page);
    const serverUser = (await server.getUser(user.id))!;

    const connection = await serverUser.getConnectedAccount("github");
    expect(connection!.id).toBe("github");
    expect((await connection!.getAccessToken()).accessToken).toMatch(MOCK_TOKEN);
    expect(tokenCalls(env, `/api/v1/connected-accounts/${user.id}/github/access-token`).length).toBeGreaterThan(0);

    expect(await serverUser.getConnectedAccount("github", { scopes: ["repo"] })).toBeNull();
    await expect(serverUser.getConnectedAccount("github", { scopes: ["repo"], or: "throw" })).rejects.toBeInstanceOf(KnownErrors.OAuthConnectionDoesNotHaveRequiredScope);

    env.fetch.reset();
    await expect(serverUser.getConnectedAccount("github", { or: "redirect" })).rejects.toThrow(
      'getConnectedAccount({ or: "redirect" }) needs a browser session; it cannot be used on a server user.',
    );
    expect(env.fetch.calls).toEqual([]);
  });

  it("a server user with no connection gets null; shared keys throw", async () => {
    const env = standardEnv();
    const server = env.serverApp();
    const created = await server.createUser({ primaryEmail: uniqueEmail("server"), password: PASSWORD, primaryEmailAuthEnabled: true });
    expect(await created.getConnectedAccount("github")).toBeNull();
    await expect(created.getConnectedAccount("github", { or: "throw" })).rejects.toBeInstanceOf(KnownErrors.OAuthConnectionNotConnectedToUser);
    await expect(created.getConnectedAccount("google")).rejects.toBeInstanceOf(KnownErrors.OAuthAccessTokenNotAvailableWithSharedOAuthKeys);
  });
});
