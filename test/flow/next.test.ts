/**
 * The parts of gatehouse/next that run without a Next server, against the in-process
 * emulator: the protectRoutes() proxy on Next's own request and response classes, the
 * app's JSON for the browser, and tokenStore "nextjs-cookie" found per request (one
 * request's session never reaching another), including sign-ins written through Next's own
 * cookie jars: the writable one of a server action or route handler, the read-only one of a
 * server component. The whole of it in a built Next.js app is the browser test
 * test/browser/next-app.test.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { parseSetCookie } from "cookie";
import { NextRequest } from "next/server.js";
// Next's cookie jars as `cookies()` hands them out: internal modules, but the very classes
// Next uses (a server action's writable jar; a server component's sealed one, whose `set`
// throws Next's ReadonlyRequestCookiesError; the render after an action reads what it set).
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies.js";
import {
  MutableRequestCookiesAdapter,
  RequestCookiesAdapter,
  responseCookiesToRequestCookies,
} from "next/dist/server/web/spec-extension/adapters/request-cookies.js";
import { afterAll, describe, expect, it } from "vitest";
import { TokenStoreWriteError } from "../../src/index";
import { registerHostIntegration } from "../../src/lib/core/host-integration";
import { AppTokenStores } from "../../src/lib/token-store/app-token-stores";
import type { TokenStore } from "../../src/lib/token-store/token-store";
import { appFromClientJson, appToClientJson } from "../../src/next/app-json";
import { cookieJarStore, type CookieJar } from "../../src/next/cookie-jar-store";
import { PerRequestTokenStore } from "../../src/next/per-request-store";
import { protectRoutes, returnPath } from "../../src/next/protect-routes";
import { APP_URL, createTestEnv, EMULATOR_URL, PASSWORD, uniqueEmail, type TestEnv } from "./harness";

const SITE = "http://app.test";

/** The cookie header a browser holding `app`'s session would send. */
async function sessionCookies(env: TestEnv, app: Awaited<ReturnType<TestEnv["signUp"]>>["app"]): Promise<string> {
  const user = await app.getUser({ or: "throw" });
  const { refreshToken, accessToken } = await user.currentSession.getTokens();
  return `stack-refresh-${env.project.id}=${encodeURIComponent(refreshToken!)}; stack-access=${encodeURIComponent(JSON.stringify([refreshToken, accessToken]))}`;
}

describe("protectRoutes()", () => {
  it("sends a signed-out visitor of a protected path to sign-in with the path to come back to", async () => {
    const env = createTestEnv();
    const proxy = protectRoutes({ app: env.serverApp({ tokenStore: null }), protect: ["/dashboard", /^\/admin\b/] });
    const response = await proxy(new NextRequest(`${SITE}/dashboard/reports?year=2026`));
    expect(response.status).toBe(307);
    const target = new URL(response.headers.get("location")!);
    expect(target.origin + target.pathname).toBe(`${SITE}/handler/sign-in`);
    expect(target.searchParams.get("after_auth_return_to")).toBe("/dashboard/reports?year=2026");
    expect((await proxy(new NextRequest(`${SITE}/admin`))).status).toBe(307);
  });

  it("lets signed-in visitors and unprotected paths through, without a request for the latter", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const proxy = protectRoutes({ app: env.serverApp({ tokenStore: null }), protect: ["/dashboard"] });
    const cookie = await sessionCookies(env, app);
    const passed = await proxy(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    expect(passed.status).toBe(200);
    expect(passed.headers.get("x-middleware-next")).toBe("1");
    env.fetch.reset();
    expect((await proxy(new NextRequest(`${SITE}/dashboard-old`))).headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(new NextRequest(`${SITE}/`))).status).toBe(200);
    expect(env.fetch.calls).toEqual([]);
  });

  it("never carries a return path the browser would read as another origin", () => {
    expect(returnPath(new URL(`${SITE}/a/b?c=1`))).toBe("/a/b?c=1");
    expect(returnPath(new URL(`${SITE}//evil.example/x`))).toBe("/");
    expect(returnPath(new URL(`${SITE}/\\evil.example/x`))).toBe("/");
  });
});

describe("the app handed to the browser", () => {
  it("carries the browser's options and no secret", async () => {
    const env = createTestEnv();
    const server = env.serverApp({
      tokenStore: "nextjs-cookie",
      baseUrl: { browser: "https://api.example.com", server: EMULATOR_URL },
      extraRequestHeaders: { "x-internal-secret": "s3cret" },
      cookieDomain: "example.com",
    });
    const json = await appToClientJson(server);
    const text = JSON.stringify(json);
    expect(text).not.toContain(env.project.secretServerKey);
    expect(text).not.toContain("s3cret");
    expect(json).toMatchObject({ projectId: env.project.id, baseUrl: "https://api.example.com", cookieDomain: "example.com", extraRequestHeaders: {} });
    const copy = appFromClientJson(json);
    expect(copy.projectId).toBe(env.project.id);
    expect(appFromClientJson(JSON.parse(text))).toBe(copy);
    expect("secretServerKey" in (await copy._ready()).options).toBe(false);
  });

  it("refuses an app whose session the browser cannot read", async () => {
    const env = createTestEnv();
    await expect(appToClientJson(env.serverApp({ tokenStore: "memory" }))).rejects.toThrow(/nextjs-cookie/);
    expect(() => appFromClientJson({} as never)).toThrow(TypeError);
  });
});

describe('tokenStore "nextjs-cookie" on a server', () => {
  afterAll(() => registerHostIntegration({ perRequestStore: undefined }));

  it("names gatehouse/next when nothing registered the request cookies", async () => {
    const env = createTestEnv();
    const app = env.serverApp({ tokenStore: "nextjs-cookie" });
    await expect(app.getUser()).rejects.toThrow(/needs gatehouse\/next/);
  });

  it("reads each request's own cookies, per call, also when requests overlap", async () => {
    const env = createTestEnv();
    // What Next does: the request being handled is found through async context.
    const current = new AsyncLocalStorage<TokenStore>();
    registerHostIntegration({
      perRequestStore: () =>
        new PerRequestTokenStore(async () => {
          const store = current.getStore();
          if (!store) throw new Error("outside a request");
          return store;
        }),
    });
    const app = env.serverApp({ tokenStore: "nextjs-cookie" });
    const stores = new AppTokenStores({ projectId: env.project.id });
    const people = await Promise.all([env.signUp(), env.signUp(), env.signUp()]);
    const requests = await Promise.all(people.map(async ({ app: own, email }) => ({ email, cookie: await sessionCookies(env, own) })));
    const seen = await Promise.all(
      [...requests, ...requests].map(({ cookie }) =>
        current.run(stores.resolve({ headers: new Headers({ cookie }) })!, async () => (await app.getUser())?.primaryEmail),
      ),
    );
    expect(seen).toEqual([...requests, ...requests].map((r) => r.email));
    expect(await current.run(stores.resolve({ headers: new Headers() })!, () => app.getUser())).toBeNull();
  });
});

describe('tokenStore "nextjs-cookie": signing in where Next lets code set cookies', () => {
  afterAll(() => registerHostIntegration({ perRequestStore: undefined }));

  // The cookie jar of the request being handled, found through async context as Next does.
  const currentJar = new AsyncLocalStorage<CookieJar>();
  const noHeaders = async () => new Headers({ host: "app.test" });
  function useNextJars(): void {
    registerHostIntegration({
      perRequestStore: (options) =>
        new PerRequestTokenStore(async () => {
          const jar = currentJar.getStore();
          if (!jar) throw new Error("outside a request");
          return cookieJarStore(jar, options, noHeaders);
        }),
    });
  }

  /** A server action's (or route handler's) jar over `cookie`, recording the Set-Cookie Next would send. */
  function actionJar(cookie = ""): { jar: CookieJar; setCookies: () => string[] } {
    let sent: string[] = [];
    const jar = MutableRequestCookiesAdapter.wrap(new RequestCookies(new Headers({ cookie })), (cookies: string[]) => (sent = cookies));
    return { jar, setCookies: () => sent };
  }

  /** A server component's jar: Next's sealed request cookies. */
  function componentJar(cookie = ""): CookieJar {
    return RequestCookiesAdapter.seal(new RequestCookies(new Headers({ cookie })));
  }

  /** The cookie header a browser sends after receiving `setCookies` (expired ones deleted). */
  function browserCookies(setCookies: string[]): string {
    return setCookies
      .map((text) => parseSetCookie(text))
      .filter((c) => c.value && c.maxAge !== 0 && !(c.expires && c.expires.getTime() <= Date.now()))
      .map((c) => `${c.name}=${encodeURIComponent(c.value!)}`)
      .join("; ");
  }

  it("signs in and up from overlapping server actions, each writing only its own session's cookies", async () => {
    useNextJars();
    const env = createTestEnv();
    const app = env.serverApp({ tokenStore: "nextjs-cookie" });
    const existing = await Promise.all([env.signUp(), env.signUp(), env.signUp()]);
    const newcomers = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    type Action = { email: string; run: () => Promise<unknown> };
    const actions: Action[] = [
      ...existing.map(({ email }) => ({ email, run: () => app.signInWithCredential({ email, password: PASSWORD, noRedirect: true }) })),
      ...newcomers.map((email) => ({
        email,
        run: () => app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` }),
      })),
    ];

    const outcomes = await Promise.all(
      actions.map(async ({ email, run }) => {
        const { jar, setCookies } = actionJar();
        return currentJar.run(jar, async () => {
          expect(await run()).toEqual({ status: "ok", data: undefined });
          // The rest of the action, then the render Next does after it (a read-only jar
          // holding what the action set), see this request's user.
          const inAction = (await app.getUser())?.primaryEmail;
          const inRender = await currentJar.run(RequestCookiesAdapter.seal(responseCookiesToRequestCookies(jar as never)), async () => (await app.getUser())?.primaryEmail);
          return { email, inAction, inRender, setCookies: setCookies() };
        });
      }),
    );
    for (const { email, inAction, inRender, setCookies } of outcomes) {
      expect([inAction, inRender]).toEqual([email, email]);
      expect(setCookies.some((c) => c.startsWith(`stack-refresh-${env.project.id}=`))).toBe(true);
      expect(setCookies.every((c) => /; Path=\//.test(c))).toBe(true);
    }
    // Six responses, six sessions: no response carries another request's refresh token.
    const refreshTokens = outcomes.map(({ setCookies }) => parseSetCookie(setCookies.find((c) => c.startsWith(`stack-refresh-${env.project.id}=`))!).value);
    expect(new Set(refreshTokens).size).toBe(outcomes.length);

    // The browsers come back with what each response set: every one is its own user, in
    // server components (read-only jars) handled at the same time.
    const seen = await Promise.all(
      [...outcomes, ...outcomes].map(({ setCookies }) => currentJar.run(componentJar(browserCookies(setCookies)), async () => (await app.getUser())?.primaryEmail)),
    );
    expect(seen).toEqual([...outcomes, ...outcomes].map((o) => o.email));
    // A request without those cookies has nobody.
    expect(await currentJar.run(componentJar(), () => app.getUser())).toBeNull();
  });

  it("signs out from a route handler, deleting the cookies it set", async () => {
    useNextJars();
    const env = createTestEnv();
    const app = env.serverApp({ tokenStore: "nextjs-cookie" });
    const { email } = await env.signUp();
    const signIn = actionJar();
    await currentJar.run(signIn.jar, () => app.signInWithCredential({ email, password: PASSWORD, noRedirect: true }));
    const signOut = actionJar(browserCookies(signIn.setCookies()));
    await currentJar.run(signOut.jar, () => app.signOut());
    // The response deletes the refresh cookie (an empty value that has expired).
    const deleted = signOut.setCookies().map((text) => parseSetCookie(text)).find((c) => c.name === `stack-refresh-${env.project.id}`);
    expect(deleted?.value).toBe("");
    expect(deleted?.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(browserCookies(signOut.setCookies())).not.toContain(`stack-refresh-${env.project.id}=`);
    expect(await currentJar.run(componentJar(browserCookies(signIn.setCookies())), () => app.getUser())).toBeNull();
  });

  it("a sign-in in a server component throws TokenStoreWriteError and changes nothing for the request", async () => {
    useNextJars();
    const env = createTestEnv();
    const app = env.serverApp({ tokenStore: "nextjs-cookie" });
    const [signedIn, other] = await Promise.all([env.signUp(), env.signUp()]);
    const cookie = await sessionCookies(env, signedIn.app);
    await currentJar.run(componentJar(cookie), async () => {
      const error = await app.signInWithCredential({ email: other.email, password: PASSWORD, noRedirect: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TokenStoreWriteError);
      expect((error as Error).message).toMatch(/server action.*route handler/);
      // Next's own ReadonlyRequestCookiesError (not in its type declarations) is the cause.
      expect(((error as Error).cause as Error).message).toMatch(/^Cookies can only be modified in a Server Action or Route Handler/);
      // The request still has the user its cookies name.
      expect((await app.getUser())?.primaryEmail).toBe(signedIn.email);
    });
  });
});
