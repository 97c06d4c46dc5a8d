/**
 * The tabs case of issue 17, in Node: four tabs of one app (four ClientApps with the
 * cookie store on one shared cookie jar, and one Web Locks manager) in a browser whose
 * clock is behind the service's. The service rejects an access token the local clock still
 * thinks fresh: no tab sends that token again, the next call refreshes, and sign-out clears
 * the jar and ends the session on the service even while the tabs are stuck.
 * test/browser/tabs-clock-skew.test.ts does the same in Chromium with real tabs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientApp } from "../../src/index";
import { APP_URL, PASSWORD, createTestEnv, uniqueEmail, type TestEnv } from "./harness";
import { FakeBrowser } from "./support/fake-browser";

/** Past the 600-second access-token lifetime: the service's clock runs this far ahead of the page's. */
const SKEW_MS = 601_000;
const TOKEN = "/api/v1/auth/oauth/token";

/** An exclusive Web Locks manager shared by the tabs (what `navigator.locks` gives a browser). */
function lockManager() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, options: { signal?: AbortSignal }, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        if (options.signal?.aborted) throw options.signal.reason;
        return fn();
      });
      tails.set(name, run.catch(() => {}));
      return run;
    },
  };
}

type Sent = { tab: number; method: string; path: string; accessToken: string | null };

let uninstall: () => void = () => {};
let browser: FakeBrowser;
beforeEach(() => {
  browser = new FakeBrowser(`${APP_URL}/`);
  uninstall = browser.install();
  vi.stubGlobal("navigator", { ...globalThis.navigator, locks: lockManager() });
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

/** Four tabs on the shared jar; every request records the tab and the access token it carried. */
function openTabs(env: TestEnv): { tabs: ClientApp[]; sent: Sent[] } {
  const sent: Sent[] = [];
  const tabs = [0, 1, 2, 3].map((tab) =>
    env.clientApp({
      tokenStore: "cookie",
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        sent.push({ tab, method: request.method, path: url.pathname, accessToken: request.headers.get("x-stack-access-token") });
        return env.fetch(request);
      }) as typeof fetch,
    }),
  );
  return { tabs, sent };
}

const accessTokenCookie = () => browser.cookies.get("stack-access");
const refreshCookie = (env: TestEnv) => browser.cookies.get(`stack-refresh-${env.project.id}`);

describe("four tabs on one cookie jar, in a browser whose clock is behind the service's", () => {
  it("never send a token the service rejected; the next call refreshes; every tab gets the user", async () => {
    const env = createTestEnv();
    const { tabs, sent } = openTabs(env);
    const email = uniqueEmail("tabs");
    const signUp = await tabs[0]!.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    expect(signUp.status).toBe("ok");
    for (const tab of tabs) expect((await tab.getUser())?.primaryEmail).toBe(email);

    for (let round = 0; round < 3; round++) {
      const stale = (await tabs[0]!.getUser())!;
      const rejected = (await stale.getAuthJson()).accessToken!;
      env.emulator.clock.advance(SKEW_MS); // the service's clock moves past the token's expiry; the page's does not

      const before = sent.length;
      // One tab meets the rejection first, then all four read at once.
      expect((await tabs[round % 4]!.getUser())?.primaryEmail).toBe(email);
      const users = await Promise.all(tabs.map((tab) => tab.getUser()));
      expect(users.map((u) => u?.primaryEmail)).toEqual([email, email, email, email]);

      const after = sent.slice(before);
      const withRejected = after.filter((r) => r.accessToken === rejected);
      expect(withRejected).toHaveLength(1); // the one request the service refused, never again by any tab
      expect(after.filter((r) => r.path === TOKEN).length).toBeGreaterThanOrEqual(1);
      expect(accessTokenCookie()).toBeDefined();
      expect(accessTokenCookie()).not.toContain(rejected);
    }
  });

  it("sign-out while stuck clears the jar for every tab and ends the session on the service", async () => {
    const env = createTestEnv();
    const { tabs } = openTabs(env);
    const email = uniqueEmail("tabs-out");
    await tabs[1]!.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    const users = await Promise.all(tabs.map((tab) => tab.getUser()));
    const { refreshToken } = await users[2]!.getAuthJson();
    expect(refreshCookie(env)).toBeDefined();

    env.emulator.clock.advance(SKEW_MS); // every tab holds an access token the service rejects
    await users[2]!.signOut();

    expect(refreshCookie(env)).toBeUndefined();
    expect(accessTokenCookie()).toBeUndefined();
    for (const tab of tabs) await vi.waitFor(async () => expect(await tab.getUser()).toBeNull(), { timeout: 2000 });
    // The service ended the session: its refresh token no longer signs anyone in.
    const elsewhere = env.clientApp({ tokenStore: { accessToken: null, refreshToken } });
    expect(await elsewhere.getUser()).toBeNull();
  });
});
