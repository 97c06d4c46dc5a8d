/**
 * The parts of gatehouse/next that run without a Next server, against the in-process
 * emulator: the protectRoutes() proxy on Next's own request and response classes, the
 * app's JSON for the browser, and tokenStore "nextjs-cookie" found per request (one
 * request's session never reaching another). The whole of it in a built Next.js app is
 * the browser test test/browser/next-app.test.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { NextRequest } from "next/server.js";
import { afterAll, describe, expect, it } from "vitest";
import { registerHostIntegration } from "../../src/lib/core/host-integration";
import { AppTokenStores } from "../../src/lib/token-store/app-token-stores";
import type { TokenStore } from "../../src/lib/token-store/token-store";
import { appFromClientJson, appToClientJson } from "../../src/next/app-json";
import { PerRequestTokenStore } from "../../src/next/per-request-store";
import { protectRoutes, returnPath } from "../../src/next/protect-routes";
import { createTestEnv, EMULATOR_URL, type TestEnv } from "./harness";

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
