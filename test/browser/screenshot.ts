/**
 * Screenshot comparison: a picture of a page element against a committed image, with a
 * small tolerance (pixelmatch), and the page set up so the picture is the same on every
 * machine: one bundled font (Noto Sans JP from Fontsource, Latin and Japanese alike) instead
 * of whatever the machine has, a fixed clock and time zone, no animations, no caret.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { demoUrl } from "./harness";
import { STEP_MS } from "./limits";

const BASELINES = fileURLToPath(new URL("./screenshots/", import.meta.url));
const FAILURES = fileURLToPath(new URL("./__screenshots__/", import.meta.url));
const FONT_DIR = dirname(createRequire(import.meta.url).resolve("@fontsource-variable/noto-sans-jp/index.css"));
const FONT_ROUTE = "/__test-fonts/";

/** `GATEHOUSE_UPDATE_SCREENSHOTS=1` writes the pictures as the new committed images. */
export const UPDATING = process.env.GATEHOUSE_UPDATE_SCREENSHOTS === "1";

/** Share of pixels allowed to differ (anti-aliasing), beyond pixelmatch's per-pixel threshold. */
const MAX_DIFFERENT = 0.002;

/** The moment every screenshot page lives at (the preview's dates are relative to it). */
export const FIXED_NOW = new Date("2026-03-05T12:00:00Z");

/**
 * A browser context for screenshots: fixed viewport, time zone and clock; the test font
 * served. `bypassCSP` for pages whose policy forbids fonts (the emulator's console): the
 * picture is of the layout, and the policy is tested elsewhere.
 */
export async function screenshotContext(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: demoUrl(), viewport: { width: 1000, height: 800 }, timezoneId: "UTC", locale: "en-US", deviceScaleFactor: 1, bypassCSP: options.bypassCSP ?? false });
  context.setDefaultTimeout(STEP_MS);
  await context.route(`**${FONT_ROUTE}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(FONT_ROUTE.length);
    if (!/^[\w.-]+\.woff2$/.test(name)) return route.fulfill({ status: 404 });
    await route.fulfill({ status: 200, contentType: "font/woff2", body: readFileSync(join(FONT_DIR, "files", name)) });
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  return { context, page };
}

/** The test font for the components (their theme's font variable) and for the page. */
export async function useTestFont(page: Page): Promise<void> {
  const faces = readFileSync(join(FONT_DIR, "index.css"), "utf8").replaceAll("./files/", FONT_ROUTE);
  await page.addStyleTag({ content: `${faces}\n:root{--gh-theme-font:"Noto Sans JP Variable";font-family:"Noto Sans JP Variable"}` });
}

/**
 * Waits until the page has no spinner left, the fonts it uses have loaded, and the picture
 * can no longer change.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator(".gh-spinner").first().waitFor({ state: "detached" });
  // No hover: the pointer stays where the last click was, and the element screenshot may
  // scroll another control under it.
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: layout and paint after the last font swap.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * Compares a screenshot of `element` with `screenshots/<name>.png`. A missing image, a
 * different size or too many different pixels fail, leaving the new picture and a diff in
 * `__screenshots__/` to look at (or, when updating, the picture becomes the image).
 * `options.mask`: parts of the picture left out of the comparison.
 */
export async function expectScreenshot(element: Locator, name: string, options: { mask?: Locator[] } = {}): Promise<void> {
  // Masked parts (what differs on every run: ids, codes, wall-clock times) are painted one grey.
  const actual = await element.screenshot({ animations: "disabled", caret: "hide", ...(options.mask ? { mask: options.mask, maskColor: "#8a8a96" } : {}) });
  const file = join(BASELINES, `${name}.png`);
  // The images depend on Chromium's rendering: the version that made them is kept beside
  // them, and a failure says when this run's version differs (then rewrite the images).
  const version = element.page().context().browser()?.version() ?? "unknown";
  const versionFile = join(BASELINES, "CHROMIUM_VERSION");
  if (UPDATING) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, actual);
    writeFileSync(versionFile, `${version}\n`);
    return;
  }
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, "utf8").trim() : "unknown";
  const versionNote =
    recorded === version ? "" : ` The committed images were made with Chromium ${recorded}, this run uses ${version}: if the pictures look right, rewrite them (GATEHOUSE_UPDATE_SCREENSHOTS=1).`;
  const keep = (suffix: string, data: Buffer) => {
    mkdirSync(FAILURES, { recursive: true });
    writeFileSync(join(FAILURES, `${name}${suffix}.png`), data);
  };
  if (!existsSync(file)) {
    keep("-actual", actual);
    throw new Error(`No committed image ${name}.png: run GATEHOUSE_UPDATE_SCREENSHOTS=1 npx vitest run -c vitest.browser.config.ts test/browser/screenshots.test.ts, look at the pictures and commit them.`);
  }
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  if (want.width !== got.width || want.height !== got.height) {
    keep("-actual", actual);
    throw new Error(`${name}: the picture is ${got.width}x${got.height}, the committed image ${want.width}x${want.height} (new picture in __screenshots__/).${versionNote}`);
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const different = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 });
  if (different > want.width * want.height * MAX_DIFFERENT) {
    keep("-actual", actual);
    keep("-diff", PNG.sync.write(diff));
    throw new Error(`${name}: ${different} pixels differ from the committed image (at most ${Math.floor(want.width * want.height * MAX_DIFFERENT)} may); see __screenshots__/${name}-diff.png.${versionNote}`);
  }
}
