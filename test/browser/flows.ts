/** Steps many browser tests share, written as a person would do them. */
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { emulatorUrl } from "./harness";
import { STEP_MS } from "./limits";

export const PASSWORD = "correct horse battery staple";

/** Signs up with email and password from the sign-up page; lands on the demo's after-sign-up page. */
export async function signUpWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/handler/sign-up");
  await page.getByRole("tab", { name: "Email & password" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.waitForURL("**/welcome");
}

/** Fills the password form of the current sign-in page. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole("tab", { name: "Email & password" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export type InboxEmail = { to: string; subject: string; text: string; links: string[]; code?: string; otp?: string };

/** The newest email to `to` whose subject matches, waiting for it to arrive. */
export async function waitForEmail(to: string, subject: RegExp): Promise<InboxEmail> {
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    const response = await fetch(`${emulatorUrl()}/emulator/api/emails?to=${encodeURIComponent(to)}`);
    const { items } = (await response.json()) as { items: InboxEmail[] };
    const match = items.filter((e) => subject.test(e.subject)).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} (got: ${items.map((e) => e.subject).join(", ") || "none"})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The UserButton's trigger. */
export function userButton(page: Page) {
  return page.getByRole("button", { name: /Account menu/ });
}

/** Opens the UserButton menu and picks an item. */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  await userButton(page).click();
  await page.getByRole("menuitem", { name }).click();
}

export async function expectSignedOut(page: Page): Promise<void> {
  await userButton(page).click();
  await page.getByRole("menu").getByText("Not signed in", { exact: true }).waitFor();
  await page.keyboard.press("Escape");
}

/** A 90 x 60 picture (red left half, blue right half) as a PNG file, to upload. */
export function picture(): Buffer {
  const png = new PNG({ width: 90, height: 60 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set((i / 4) % 90 < 45 ? [220, 40, 40, 255] : [40, 80, 220, 255], i);
  return PNG.sync.write(png);
}

/**
 * From now on, every OAuth sign-in on `page` comes back to the app with a code the service
 * never issued (one that expired, or was altered on the way): the mock provider's answer is
 * followed by hand through the service's callback, and the browser is sent on to the app's
 * callback page with the code replaced.
 */
export async function alterOAuthCodes(page: Page): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(`${emulatorUrl()}/emulator/oauth/`),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const toService = (await route.fetch({ maxRedirects: 0 })).headers()["location"]!;
      const toApp = new URL((await page.context().request.get(toService, { maxRedirects: 0 })).headers()["location"]!);
      toApp.searchParams.set("code", "a-code-the-service-never-issued");
      await route.fulfill({ status: 303, headers: { location: toApp.toString() } });
    },
  );
}
