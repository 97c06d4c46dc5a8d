/**
 * Per-file browser harness: one Chromium per file, a fresh context (cookies, storage)
 * per test, and a screenshot under `__screenshots__/` when a test fails.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { launchChromium } from "./chromium";
import { STEP_MS } from "./limits";

const SCREENSHOTS = fileURLToPath(new URL("./__screenshots__/", import.meta.url));

export const demoUrl = () => inject("demoUrl");
export const emulatorUrl = () => inject("emulatorUrl");

export type Harness = {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another independent browser session (a second person), closed after the test. */
  newContext(): Promise<{ context: BrowserContext; page: Page }>;
};

export function useBrowser(): Harness {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let extra: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async () => {
    const ctx = await browser.newContext({ baseURL: demoUrl() });
    ctx.setDefaultTimeout(STEP_MS);
    return { context: ctx, page: await ctx.newPage() };
  };
  beforeEach(async () => {
    ({ context, page } = await open());
  });
  afterEach(async (test) => {
    // Runs before the contexts close, so the pages can still be captured.
    if (test.task.result?.state === "fail") {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = test.task.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
      const pages = [page, ...extra.flatMap((c) => c.pages())];
      await Promise.all(pages.map((p, i) => p.screenshot({ path: `${SCREENSHOTS}${name}${i ? `-${i}` : ""}.png`, fullPage: true }).catch(() => {})));
    }
    await Promise.all([context, ...extra].map((c) => c?.close()));
    extra = [];
  });
  return {
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    async newContext() {
      const opened = await open();
      extra.push(opened.context);
      return opened;
    },
  };
}

/** A unique address, so tests never share a user. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
