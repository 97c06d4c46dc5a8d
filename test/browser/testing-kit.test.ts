/**
 * Example: a Playwright suite for an app (here the demo) written with gatehouse/testing: a
 * page that opens signed in without a sign-in form, a magic-link sign-in whose code the
 * test reads from the kit's mail wait, an OAuth sign-in with a scripted account, and an MFA
 * sign-in whose code comes from the emulator's clock. The suite runs its own emulator (in this process, listening on a free
 * port) and points the demo's pages at it, so the clock and outbox are the test's.
 */
import { createTestProject, signInBrowser, startEmulator, TEST_PASSWORD, type TestEmulator, type TestProject } from "gatehouse/testing";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInWithPassword } from "./flows";
import { demoUrl, useBrowser } from "./harness";

let emulator: TestEmulator;
// The demo configures no project: it uses the emulator's built-in default one.
let project: TestProject;
beforeAll(async () => {
  emulator = await startEmulator({ listen: true });
  project = await createTestProject(emulator, { project: "default" });
});
afterAll(() => emulator?.close());

/** The demo reads where the emulator is from `window.__GATEHOUSE_DEMO__`: this suite's emulator, whatever the page sets. */
async function useThisEmulator(context: BrowserContext): Promise<void> {
  await context.addInitScript((url: string) => {
    Object.defineProperty(window, "__GATEHOUSE_DEMO__", { value: { emulatorUrl: url }, writable: false, configurable: false });
  }, emulator.url);
}

describe("the demo, tested with gatehouse/testing", () => {
  const b = useBrowser();
  beforeEach(() => useThisEmulator(b.context));

  it("opens signed in, without a sign-in form", async () => {
    const user = await project.createUser({ displayName: "Ada" });
    await signInBrowser(b.context, user, { url: demoUrl() });
    await b.page.goto("/");
    await b.page.getByText("Signed in as Ada.").waitFor();
  });

  it("signs in with the code of the magic-link email", async () => {
    const user = await project.createUser({ password: null, signedIn: false });
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("tab", { name: "Email code" }).click();
    await b.page.getByLabel("Email", { exact: true }).fill(user.email);
    await b.page.getByRole("button", { name: "Send email" }).click();
    const mail = await project.waitForEmail(user.email, { timeoutMs: 15_000 });
    expect(mail.otp).toMatch(/^\w{6}$/);
    await b.page.getByLabel("Code from the email").fill(mail.otp!);
    await b.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${user.email}.`).waitFor();
  });

  it("signs in with GitHub headless: the mock provider answers with the scripted account", async () => {
    const user = await project.createUser({ password: null, signedIn: false });
    emulator.nextOAuthAccount("github", user.email);
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("button", { name: "Sign in with GitHub" }).click();
    // No provider page: straight back to the app, as the existing user (whose email matches).
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${user.email}.`).waitFor();
  });

  it("finishes an MFA sign-in with the code of the emulator's time, and refuses a code from a minute ago", async () => {
    const user = await project.createUser({ mfa: true, signedIn: false });
    // Start of a 30-second step, so the code cannot roll over while the page is filled in.
    emulator.clock.set(Math.ceil(emulator.clock.now() / 30_000) * 30_000 + 1000);
    const stale = user.totpCode();
    await emulator.advanceTime(60_000);
    await b.page.goto("/handler/sign-in");
    await signInWithPassword(b.page, user.email, TEST_PASSWORD);
    await b.page.waitForURL("**/handler/mfa");
    const field = b.page.getByLabel("Six-digit code from your authenticator app");
    await field.fill(stale);
    await b.page.getByRole("button", { name: "Verify" }).click();
    await b.page.getByRole("alert").filter({ hasText: "This code does not match." }).waitFor();
    await field.fill(user.totpCode());
    await b.page.getByRole("button", { name: "Verify" }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${user.email}.`).waitFor();
  });
});
