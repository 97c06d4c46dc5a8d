/**
 * The tabs case of issue 17 in Chromium: four real tabs (pages of one browser context,
 * sharing its cookies and Web Locks) of the demo app, whose clock runs 10 minutes behind
 * the service's. The service here is an emulator this file starts, so the test can move
 * the service's clock on past the access token's expiry while the pages' clocks stay
 * behind: the service rejects a token every tab still thinks fresh. No tab sends that
 * token again, the next call refreshes, and sign-out clears every tab and ends the
 * session on the service. test/flow/tabs-clock-skew.test.ts does the same in Node.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { signUpWithPassword } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

/** The pages' clock against the service's: 10 minutes behind. */
const PAGE_SKEW_MS = -10 * 60_000;
/** Moves the service's clock past the 600-second token lifetime; the pages' clocks do not move. */
const SERVICE_STEP_MS = 601_000;
/** The demo's app module, as the page loaded it (the built demo gives it a fixed address). */
const APP_MODULE = "/app.js";

const emulator = createEmulator();
let serviceUrl = "";
beforeAll(async () => {
  serviceUrl = (await emulator.listen(0, "127.0.0.1")).url;
});
afterAll(() => emulator.close());

/**
 * Runs before any script of every page: points the demo at this file's emulator (the
 * demo's own config script cannot overwrite it) and sets the page's clock back.
 */
function pageSetup({ url, skewMs }: { url: string; skewMs: number }): void {
  Object.defineProperty(window, "__GATEHOUSE_DEMO__", { value: { emulatorUrl: url }, writable: false, configurable: false });
  const RealDate = Date;
  class SkewedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + skewMs);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + skewMs;
    }
  }
  (globalThis as { Date: DateConstructor }).Date = SkewedDate as DateConstructor;
}

type Sent = { page: Page | null; method: string; path: string; accessToken: string | null };

/** Records every request the pages send to the service, with the access token it carries. */
function recordRequests(context: BrowserContext): Sent[] {
  const sent: Sent[] = [];
  context.on("request", (request) => {
    if (!request.url().startsWith(`${serviceUrl}/api/`)) return;
    sent.push({
      page: request.frame()?.page() ?? null,
      method: request.method(),
      path: new URL(request.url()).pathname,
      accessToken: request.headers()["x-stack-access-token"] ?? null,
    });
  });
  return sent;
}

/**
 * Runs `body` in the page with `app` bound to the page's own ClientApp. Given as text: a
 * function would be rewritten by the test runner's transform (its `import()` included).
 */
function inApp<T>(page: Page, body: string): Promise<T> {
  return page.evaluate(`(async () => { const { app } = await import(${JSON.stringify(APP_MODULE)}); ${body} })()`) as Promise<T>;
}

/** The page's own app: its `getUser()`'s primary email, or null when signed out. */
function emailIn(page: Page): Promise<string | null> {
  return inApp(page, "const user = await app.getUser(); return user ? user.primaryEmail : null;");
}

/** The page's current tokens, as its app holds them. */
function tokensIn(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return inApp(page, 'return (await app.getUser({ or: "throw" })).getAuthJson();');
}

describe("four tabs whose clock is behind the service's", () => {
  const b = useBrowser();

  async function openTabs(): Promise<{ tabs: Page[]; sent: Sent[]; email: string }> {
    await b.context.addInitScript(pageSetup, { url: serviceUrl, skewMs: PAGE_SKEW_MS });
    const sent = recordRequests(b.context);
    const email = uniqueEmail("tabs");
    await b.page.goto("/handler/sign-up");
    await b.page.getByRole("tab", { name: "Email & password" }).waitFor();
    await signUpWithPassword(b.page, email);
    const tabs = [b.page, ...(await Promise.all([1, 2, 3].map(() => b.context.newPage())))];
    await Promise.all(tabs.map((tab) => tab.goto("/")));
    for (const tab of tabs) await tab.getByText(`Signed in as ${email}.`).waitFor();
    expect(await tabs[0]!.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeLessThan(PAGE_SKEW_MS / 2); // the page's clock is behind
    return { tabs, sent, email };
  }

  it("never send a token the service rejected; the next call refreshes; every tab gets the user", async () => {
    const { tabs, sent, email } = await openTabs();
    for (let round = 0; round < 2; round++) {
      const rejected = (await tokensIn(tabs[0]!)).accessToken!;
      emulator.clock.advance(SERVICE_STEP_MS);
      const before = sent.length;

      expect(await emailIn(tabs[round]!)).toBe(email); // meets the rejection, refreshes
      expect(await Promise.all(tabs.map(emailIn))).toEqual([email, email, email, email]);

      const after = sent.slice(before);
      expect(after.filter((r) => r.accessToken === rejected)).toHaveLength(1);
      expect(after.filter((r) => r.path === "/api/v1/auth/oauth/token").length).toBeGreaterThanOrEqual(1);
      const fresh = await Promise.all(tabs.map(tokensIn));
      for (const tokens of fresh) expect(tokens.accessToken).not.toBe(rejected);
    }
  });

  it("sign-out while stuck clears every tab and ends the session on the service", async () => {
    const { tabs, email } = await openTabs();
    const { refreshToken } = await tokensIn(tabs[2]!);
    emulator.clock.advance(SERVICE_STEP_MS); // every tab now holds a token the service rejects

    const account = tabs[2]!.getByRole("navigation", { name: "Account" });
    await account.getByText("Sign out", { exact: true }).click();
    for (const tab of tabs) await tab.getByText("You are not signed in.").waitFor();
    expect(await Promise.all(tabs.map(emailIn))).toEqual([null, null, null, null]);
    expect((await b.context.cookies()).filter((c) => c.name.startsWith("stack-"))).toEqual([]);

    // The service ended the session: its refresh token no longer signs anyone in.
    const elsewhere = new ClientApp({ baseUrl: serviceUrl, tokenStore: { accessToken: null, refreshToken }, redirectMethod: "none" });
    expect(await elsewhere.getUser()).toBeNull();
    expect(email).toContain("@");
  });
});
