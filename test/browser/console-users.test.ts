/**
 * The console's Users page in Chromium: searching and paging through users, creating one,
 * and on a user's page editing metadata (a validation error first), revoking a session (an
 * impersonation one too), making an API key (its secret copied),
 * granting a permission, deleting; axe finds nothing, light and dark, and no page breaks
 * the console's Content-Security-Policy. An emulator of the file's own holds the data,
 * except for "open the app as this user", which lands in the demo (on the suite's emulator)
 * signed in as the user.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, type Mode } from "./axe";
import { api, createUser, DEFAULT_KEYS, expectConsoleScreenshot, openConsole } from "./console-data";
import { cspViolations, expectTabsWithoutAxeViolations, useConsoleEmulator, useScreenshotPage } from "./console-world";
import { userButton } from "./flows";
import { demoUrl, emulatorUrl, uniqueEmail, useBrowser } from "./harness";
import { activate, tabTo, typeInto } from "./keyboard";
import { FIXED_NOW } from "./screenshot";

const label = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("the console's users", () => {
  const b = useBrowser();
  const world = useConsoleEmulator();

  it("searches, pages forwards and back with cursors, and creates a user", async () => {
    const { page } = b;
    const csp = cspViolations(page);
    const tag = label();
    for (let i = 0; i < 27; i++) await createUser(world.url, DEFAULT_KEYS, { display_name: `${tag} ${String(i).padStart(2, "0")}`, primary_email: `${tag}-${i}@example.com` });
    await openConsole(page, world.url, "users");
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    await page.getByText(/^[\d,]+ users? in /).waitFor();
    await page.getByRole("searchbox", { name: "Search by name, email or id" }).fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: `Users matching “${tag}”` }).waitFor();
    const rows = page.getByRole("list", { name: "Users" }).getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(25);
    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByRole("heading", { name: `Users matching “${tag}”, page 2` }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    // The last page marks "Next page" unavailable but keeps the keyboard's focus on it.
    expect(await page.getByRole("button", { name: "Next page" }).getAttribute("aria-disabled")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Next page");
    await page.getByRole("button", { name: "Previous page" }).click();
    await page.getByRole("heading", { name: `Users matching “${tag}”`, exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    // The search is in the address: a user's page and back again keeps it.
    expect(new URL(page.url()).searchParams.get("q")).toBe(tag);
    await page.getByRole("link", { name: `${tag} 00` }).click();
    await page.getByRole("heading", { name: `${tag} 00`, level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: `Users matching “${tag}”`, exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(25);

    const email = uniqueEmail("made");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Display name" }).fill("Made In Console");
    await page.getByRole("button", { name: "Create user" }).click();
    await page.getByRole("heading", { name: "Made In Console", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/emulator\/users\/[0-9a-f-]{36}$/);
    await page.getByText(email).first().waitFor();
    expect(csp).toEqual([]);
  });

  it("edits metadata (a parse error shown, nothing sent), revokes a session, grants a permission, and deletes the user", async () => {
    const { page } = b;
    const email = uniqueEmail("edit");
    const { id } = await createUser(world.url, DEFAULT_KEYS, { display_name: "Edith Edits", primary_email: email });
    for (let i = 0; i < 2; i++) await api(world.url, DEFAULT_KEYS, "POST", "/auth/sessions", { user_id: id });
    const permission = `reports_${label()}`;
    await api(world.url, DEFAULT_KEYS, "POST", "/project-permission-definitions", { id: permission, description: "Reads reports" }, "admin");
    await openConsole(page, world.url, `users/${id}?tab=metadata`);
    await page.getByRole("heading", { name: "Edith Edits", level: 1 }).waitFor();

    const server = page.getByRole("form", { name: "Server metadata" });
    await server.getByRole("textbox").fill('{ "plan": ');
    await server.getByRole("button", { name: "Save server metadata" }).click();
    await expect.poll(() => server.getByRole("alert").textContent()).toMatch(/^Not valid JSON/);
    expect(await api<{ server_metadata: unknown }>(world.url, DEFAULT_KEYS, "GET", `/users/${id}`)).toMatchObject({ server_metadata: null });
    await server.getByRole("textbox").fill('{ "plan": "pro" }');
    // Saved from the keyboard, the focus stays on the button (it is never disabled while saving).
    await server.getByRole("button", { name: "Save server metadata" }).focus();
    await page.keyboard.press("Enter");
    await server.getByText("Saved.").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save server metadata");
    expect(await api(world.url, DEFAULT_KEYS, "GET", `/users/${id}`)).toMatchObject({ server_metadata: { plan: "pro" } });

    await page.getByRole("tab", { name: "Sessions" }).click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/emulator/users/${id}?tab=sessions`);
    const revoke = page.getByRole("button", { name: /^Revoke session / });
    await expect.poll(() => revoke.count()).toBe(2);
    await revoke.first().click();
    await page.getByRole("status").filter({ hasText: "Session revoked." }).waitFor();
    await expect.poll(() => revoke.count()).toBe(1);
    // The revoked row is gone; the focus went to its section's heading, not the page's top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Sessions");

    await page.getByRole("tab", { name: "Permissions" }).click();
    await page.getByRole("button", { name: `Grant ${permission}` }).click();
    await page.getByRole("button", { name: `Revoke ${permission}` }).waitFor();
    const granted = await api<{ items: { id: string }[] }>(world.url, DEFAULT_KEYS, "GET", `/project-permissions?user_id=${id}`);
    expect(granted.items.map((p) => p.id)).toContain(permission);

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Delete user" }).click();
    await page.getByRole("button", { name: "Yes, delete the user" }).click();
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    const gone = await fetch(`${world.url}/api/v1/users/${id}`, { headers: { "x-stack-project-id": DEFAULT_KEYS.projectId, "x-stack-access-type": "server", "x-stack-secret-server-key": DEFAULT_KEYS.secretServerKey } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-stack-known-error")).toBe("USER_NOT_FOUND");
  });

  it("finds a user, moves between the parts of their page and revokes a session with the keyboard alone", async () => {
    const { page } = b;
    const email = uniqueEmail("keys");
    const { id } = await createUser(world.url, DEFAULT_KEYS, { display_name: "Kim Keys", primary_email: email });
    for (let i = 0; i < 2; i++) await api(world.url, DEFAULT_KEYS, "POST", "/auth/sessions", { user_id: id });
    await openConsole(page, world.url, "users");
    await typeInto(page, page.getByRole("searchbox", { name: "Search by name, email or id" }), email);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `Users matching “${email}”` }).waitFor();
    await activate(page, page.getByRole("link", { name: "Kim Keys" }));
    await page.getByRole("heading", { name: "Kim Keys", level: 1 }).waitFor();
    // The tabs: Tab reaches the selected one, the arrow keys move between them.
    await tabTo(page, page.getByRole("tab", { name: "Profile" }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "Sessions", selected: true }).waitFor();
    const revoke = page.getByRole("button", { name: /^Revoke session / });
    await expect.poll(() => revoke.count()).toBe(2);
    await activate(page, revoke.first());
    await page.getByRole("status").filter({ hasText: "Session revoked." }).waitFor();
    await expect.poll(() => revoke.count()).toBe(1);
    // From the section's heading, the next Tab is the remaining session's button.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Revoke");
  });

  it("makes an API key for a user: its secret shown once, copied with the button, only the last four after a reload", async () => {
    const { page } = b;
    const csp = cspViolations(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.url });
    const { id } = await createUser(world.url, DEFAULT_KEYS, { display_name: "Kay Keys", primary_email: uniqueEmail("keys") });
    await openConsole(page, world.url, `users/${id}?tab=api-keys`);
    await page.getByText("No API keys.").waitFor();
    const form = page.getByRole("form", { name: "Make an API key" });
    await form.getByRole("textbox", { name: "Description" }).fill("browser key");
    await form.getByRole("combobox", { name: "Expires" }).selectOption("90");
    await form.getByRole("button", { name: "Make the key" }).click();
    await page.getByRole("status").filter({ hasText: "Made the key “browser key”" }).waitFor();
    const secret = (await page.locator(".gc-value").textContent())!;
    await page.getByRole("button", { name: "Copy the new API key" }).click();
    await page.getByRole("status").filter({ hasText: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const checked = await api<{ user_id: string }>(world.url, DEFAULT_KEYS, "POST", "/user-api-keys/check", { api_key: secret });
    expect(checked.user_id).toBe(id);
    await page.reload();
    const keys = page.getByRole("list", { name: "API keys" });
    await keys.getByText("browser key").waitFor();
    expect(await page.locator("body").textContent()).not.toContain(secret);
    expect(await keys.textContent()).toContain(secret.slice(-4));
    expect(csp).toEqual([]);
  });

  it("opens the demo as a user: an untrusted URL is refused on the page, the demo's callback page signs in", async () => {
    const { page, context } = b;
    const email = uniqueEmail("imp");
    const { id } = await createUser(emulatorUrl(), DEFAULT_KEYS, { display_name: "Ivy Impersonated", primary_email: email });
    await openConsole(page, emulatorUrl(), `users/${id}?tab=open-app`);
    const field = page.getByRole("textbox", { name: "The app's magic-link callback page" });
    await field.fill("https://elsewhere.example/handler/magic-link-callback");
    await page.getByRole("button", { name: "Make a sign-in link" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/REDIRECT_URL_NOT_WHITELISTED/);
    await field.fill(`${demoUrl()}/handler/magic-link-callback`);
    await page.getByRole("button", { name: "Make a sign-in link" }).click();
    const [app] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Open the app as Ivy Impersonated" }).click()]);
    await app.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => userButton(app).textContent()).toContain(email);
    const sessions = await api<{ items: { is_impersonation: boolean }[] }>(emulatorUrl(), DEFAULT_KEYS, "GET", `/auth/sessions?user_id=${id}`, undefined, "admin");
    expect(sessions.items.map((s) => s.is_impersonation)).toEqual([true]);
    // The console's Sessions tab lists it, marked, and revokes it.
    await page.getByRole("tab", { name: "Sessions" }).click();
    const listed = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().locator(".gh-badge").textContent()).toBe("impersonation");
    await page.getByRole("button", { name: /^Revoke impersonation session / }).click();
    await page.getByRole("status").filter({ hasText: "Session revoked." }).waitFor();
    await page.getByText("No live sessions.").waitFor();
    const after = await api<{ items: unknown[] }>(emulatorUrl(), DEFAULT_KEYS, "GET", `/auth/sessions?user_id=${id}`, undefined, "admin");
    expect(after.items).toEqual([]);
  });

  for (const mode of ["light", "dark"] as Mode[]) {
    it(`has no axe violations, ${mode}: the list and each part of a user's page`, async () => {
      const { page } = b;
      const { id } = await createUser(world.url, DEFAULT_KEYS, { display_name: "Axel Axe", primary_email: uniqueEmail("axe") });
      await api(world.url, DEFAULT_KEYS, "POST", "/auth/sessions", { user_id: id });
      await openConsole(page, world.url, "users", { mode });
      await page.getByRole("list", { name: "Users" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${world.url}/emulator/users/${id}`);
      await page.getByRole("heading", { name: "Axel Axe", level: 1 }).waitFor();
      await expectTabsWithoutAxeViolations(page, ["Profile", "Contact channels", "Sessions", "Teams", "Permissions", "API keys", "Metadata", "Open the app"], mode);
    });
  }
});

describe("screenshots of the console's users", () => {
  const b = useBrowser();
  // An emulator with a frozen clock and fixed names: the same pictures every run (ids masked).
  const world = useConsoleEmulator({ now: FIXED_NOW.getTime() });
  let adaId = "";
  beforeAll(async () => {
    for (const [name, email] of [["Ada Lovelace", "ada@example.com"], ["Charles Babbage", "charles@example.com"], ["Mary Somerville", "mary@example.com"]] as const) {
      const { id } = await createUser(world.url, DEFAULT_KEYS, { display_name: name, primary_email: email, password: "Correct-Horse-9" });
      adaId ||= id;
    }
  });
  for (const mode of ["light", "dark"] as Mode[]) {
    describe(mode, () => {
      const shot = useScreenshotPage(b, mode);
      it("the users list", () => expectConsoleScreenshot(shot.page, world.url, "users", "Users", `console-users-list-${mode}`));
      it("a user's page", () => expectConsoleScreenshot(shot.page, world.url, `users/${adaId}`, "Ada Lovelace", `console-user-page-${mode}`));
    });
  }
});
