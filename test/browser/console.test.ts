/**
 * The emulator's console (`/emulator`) in Chromium: a developer finds a user and revokes a
 * session with the keyboard alone, opens a request to its masked bodies, and axe finds no
 * violation on any console page, in light and in dark (the pages follow the system's scheme).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_PROJECT_ID, DEFAULT_PUBLISHABLE_CLIENT_KEY } from "../../src/interface/wire/defaults";
import { axeViolations, type Mode } from "./axe";
import { emulatorUrl, uniqueEmail, useBrowser } from "./harness";
import { activate, typeInto } from "./keyboard";

const PASSWORD = "Correct-Horse-9";
const CLIENT = { "x-stack-project-id": DEFAULT_PROJECT_ID, "x-stack-access-type": "client", "x-stack-publishable-client-key": DEFAULT_PUBLISHABLE_CLIENT_KEY, "content-type": "application/json" };

/** Signs a user up through the API (two sessions: the sign-up's and a sign-in's); returns the user id. */
async function userWithTwoSessions(email: string): Promise<string> {
  const signUp = await fetch(`${emulatorUrl()}/api/v1/auth/password/sign-up`, { method: "POST", headers: CLIENT, body: JSON.stringify({ email, password: PASSWORD, verification_callback_url: "http://localhost:3000/handler/email-verification" }) });
  expect(signUp.status).toBe(200);
  const signIn = await fetch(`${emulatorUrl()}/api/v1/auth/password/sign-in`, { method: "POST", headers: CLIENT, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signIn.status).toBe(200);
  return ((await signUp.json()) as { user_id: string }).user_id;
}

/** Emulates the system's colour scheme and checks the console followed it. */
async function setScheme(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme).toBe("light dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(mode === "dark" ? "rgb(22, 22, 26)" : "rgb(255, 255, 255)");
}

describe("the emulator's console", () => {
  const harness = useBrowser();

  it("finds a user and revokes one of their sessions with the keyboard alone", async () => {
    const { page } = harness;
    const email = uniqueEmail("console");
    await userWithTwoSessions(email);
    await page.goto(`${emulatorUrl()}/emulator`);
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    await activate(page, page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Users" }));
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    await typeInto(page, page.getByRole("searchbox", { name: "Search" }), email);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: `matching “${email}”` }).waitFor();
    await activate(page, page.getByRole("link", { name: email, exact: true }));
    await page.getByRole("heading", { name: email, level: 1 }).waitFor();
    const revoke = page.getByRole("button", { name: /^Revoke session / });
    await expect.poll(() => revoke.count()).toBe(2);
    await activate(page, revoke.first());
    await page.getByRole("status").filter({ hasText: "Session revoked." }).waitFor();
    await expect.poll(() => revoke.count()).toBe(1);
  });

  it("opens a request to its headers and bodies, with the password masked", async () => {
    const { page } = harness;
    const email = uniqueEmail("requests");
    await userWithTwoSessions(email);
    await page.goto(`${emulatorUrl()}/emulator/requests`);
    await page.getByLabel("Route").fill("sign-in");
    await page.getByLabel("Status").fill("200");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/route=sign-in/);
    await page.getByRole("link", { name: "/api/v1/auth/password/sign-in" }).first().click();
    await page.getByRole("heading", { name: "POST /api/v1/auth/password/sign-in", level: 1 }).waitFor();
    const request = page.getByRole("region", { name: "Request" });
    await expect.poll(() => request.textContent()).toContain('"password": "[masked]"');
    expect(await page.content()).not.toContain(PASSWORD);
  });

  it("has no axe violations on any page, in light and in dark", async () => {
    const { page } = harness;
    const email = uniqueEmail("axe");
    const userId = await userWithTwoSessions(email);
    await page.goto(`${emulatorUrl()}/emulator/requests?route=sign-up`);
    const requestPath = await page.getByRole("link", { name: "/api/v1/auth/password/sign-up" }).first().getAttribute("href");
    const pages = [
      ["Mail", `/emulator?to=${encodeURIComponent(email)}`],
      ["Requests", "/emulator/requests"],
      ["a request", requestPath!],
      ["Users", `/emulator/users?q=${encodeURIComponent(email)}`],
      ["a user", `/emulator/users/${userId}`],
      ["a page not found", "/emulator/users/00000000-0000-4000-8000-000000000abc"],
    ] as const;
    const found: string[] = [];
    for (const mode of ["light", "dark"] as const) {
      for (const [name, path] of pages) {
        await page.goto(`${emulatorUrl()}${path}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await setScheme(page, mode);
        // Details closed and open: the email's text is inside one.
        for (const summary of await page.locator("summary").all()) await summary.click();
        const violations = await axeViolations(page);
        for (const v of violations) found.push(`${name} (${mode}): ${v.rule} ${v.help} at ${v.targets.join(", ")}`);
      }
    }
    expect(found).toEqual([]);
  });
});
