/**
 * An emulator of its own for a console test file, serving the console built for the run
 * (global-setup), so a file that moves its clock or changes a project touches no other
 * file's emulator; and what the files share: API calls to fill it, the console's theme.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../src/emulator";
import { axeViolations, type Mode } from "./axe";
import type { Harness } from "./harness";
import { screenshotContext } from "./screenshot";

export const PASSWORD = "Correct-Horse-9";

export type ConsoleWorld = { readonly em: Emulator; readonly url: string };

/** Starts an emulator serving the console before the file's tests, and stops it after. */
export function useConsoleEmulator(options: EmulatorOptions = {}): ConsoleWorld {
  let em: Emulator;
  let url: string;
  beforeAll(async () => {
    em = createEmulator({ ...options, consoleDir: inject("consoleDir") });
    ({ url } = await em.listen(0));
  });
  afterAll(() => em?.close());
  return {
    get em() {
      return em;
    },
    get url() {
      return url;
    },
  };
}

export function clientHeaders(em: Emulator): Record<string, string> {
  const p = em.defaultProject;
  return { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" };
}

/** Signs a user up with a password (a verification email is sent); returns the user id. */
export async function signUpUser(world: ConsoleWorld, email: string): Promise<string> {
  const res = await fetch(`${world.url}/api/v1/auth/password/sign-up`, { method: "POST", headers: clientHeaders(world.em), body: JSON.stringify({ email, password: PASSWORD, verification_callback_url: "http://localhost:3000/handler/email-verification" }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user_id: string }).user_id;
}

/** Sends a sign-in code (an email with a one-time code, a code and a link). */
export async function sendSignInCode(world: ConsoleWorld, email: string): Promise<void> {
  const res = await fetch(`${world.url}/api/v1/auth/otp/send-sign-in-code`, { method: "POST", headers: clientHeaders(world.em), body: JSON.stringify({ email, callback_url: "http://localhost:3000/handler/magic-link-callback" }) });
  expect(res.status).toBe(200);
}

/** The console's light/dark choice, through its own toggle; checks the page and the components followed. */
export async function setConsoleTheme(page: Page, mode: "light" | "dark"): Promise<void> {
  const toggle = page.getByRole("button", { name: "Dark theme" });
  if ((await toggle.getAttribute("aria-pressed")) !== String(mode === "dark")) await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe(String(mode === "dark"));
  const scheme = await page.evaluate(() => getComputedStyle(document.querySelector(".gc-app")!).colorScheme);
  expect(scheme).toBe(mode);
}

/** Collects the Content-Security-Policy violations the page reports (none may happen). */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) found.push(message.text());
  });
  return found;
}

/**
 * On a record's page (a user's, a team's): opens each tab in turn and, once its part has
 * loaded (a heading in the panel, no spinner), expects axe to find nothing.
 */
export async function expectTabsWithoutAxeViolations(page: Page, tabs: readonly string[], mode: Mode): Promise<void> {
  for (const tab of tabs) {
    await page.getByRole("tab", { name: tab }).click();
    await page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first().waitFor();
    await page.locator(".gh-spinner").first().waitFor({ state: "detached" });
    expect(await axeViolations(page), `${tab}, ${mode}`).toEqual([]);
  }
}

/**
 * For a describe of screenshots in `mode`: a screenshot context of its own in that colour
 * scheme, opened before its tests and closed after. The fonts come from the test, which
 * the console's policy would refuse, so the policy is bypassed: the picture is of the layout.
 */
export function useScreenshotPage(b: Pick<Harness, "browser">, mode: Mode): { readonly page: Page } {
  let shot: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    shot = await screenshotContext(b.browser, { bypassCSP: true });
    await shot.page.emulateMedia({ colorScheme: mode });
  });
  afterAll(() => shot?.context.close());
  return {
    get page() {
      return shot.page;
    },
  };
}

