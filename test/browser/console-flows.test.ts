/**
 * The console's Projects, Mail, Requests and Time pages in Chromium, each through a flow a
 * developer goes through: a project created and set up with the keyboard alone; mail read as
 * it arrives, its code copied, filtered by recipient, the cap said; a failed and a
 * successful request found and opened to masked bodies; the console's own requests hidden
 * behind a toggle; new requests and mail shown as the emulator's event stream announces
 * them (no poll), none asked for while the tab is hidden, a poll while the stream is
 * refused; the clock moved.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PASSWORD, clientHeaders, cspViolations, sendSignInCode, signUpUser, useConsoleEmulator, type ConsoleWorld } from "./console-world";
import { useBrowser } from "./harness";
import { activate, tabTo, typeInto } from "./keyboard";

const START = Date.UTC(2026, 2, 5, 12, 0, 0);

async function allowClipboard(page: Page, world: ConsoleWorld): Promise<void> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.url });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

type Watched = { reads: number; sources: Set<EventSource> };

/** Counts the page's reads of `path` and keeps its event streams, from the page's first script on. */
async function watchReads(page: Page, path: string): Promise<void> {
  await page.addInitScript((path) => {
    const w = window as unknown as { watched: Watched };
    w.watched = { reads: 0, sources: new Set() };
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(path)) w.watched.reads++;
      return original(input, init);
    };
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        w.watched.sources.add(this);
      }
      override close() {
        w.watched.sources.delete(this);
        super.close();
      }
    };
  }, path);
}

const logReads = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched.reads);

/** The page's event streams open now. */
const openStreams = (page: Page) => page.evaluate(() => [...(window as unknown as { watched: Watched }).watched.sources].filter((s) => s.readyState === EventSource.OPEN).length);

/** Tells the page it is hidden or shown, as switching tabs does. */
const setVisibility = (page: Page, state: "hidden" | "visible") => page.evaluate((value) => {
  Object.defineProperty(document, "visibilityState", { value, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}, state);

describe("the console's pages", () => {
  const harness = useBrowser();
  const world = useConsoleEmulator({ now: START });

  it("Projects: creates a project, turns sign-in methods on and off, adds an OAuth provider and a trusted domain, and copies a key, with the keyboard alone", async () => {
    const { page } = harness;
    await allowClipboard(page, world);
    const csp = cspViolations(page);
    await page.goto(`${world.url}/emulator/projects`);
    await page.getByRole("heading", { name: "Projects", level: 1 }).waitFor();
    await typeInto(page, page.getByRole("textbox", { name: "Display name" }), "Keyboard Shop");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Keyboard Shop", level: 2 }).waitFor();
    const picker = page.getByRole("combobox", { name: "Project" });
    const id = await picker.inputValue();
    const stored = () => world.em.getState().projects[id]!;
    expect(stored().displayName).toBe("Keyboard Shop");
    // A new project's defaults: password sign-in only. Turn magic links and passkeys on, password off.
    expect(stored().config).toMatchObject({ credential_enabled: true, magic_link_enabled: false, passkey_enabled: false });
    const magic = page.getByRole("checkbox", { name: "Magic link and one-time code" });
    expect(await magic.isChecked()).toBe(false);
    await tabTo(page, magic);
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: "Saved: Magic link and one-time code on." }).waitFor();
    expect(stored().config.magic_link_enabled).toBe(true);
    // The saved setting keeps the keyboard's focus where it was.
    expect(await magic.evaluate((element) => element === document.activeElement)).toBe(true);
    const password = page.getByRole("checkbox", { name: "Password" });
    await tabTo(page, password, { backwards: true });
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: "Saved: Password off." }).waitFor();
    expect(stored().config.credential_enabled).toBe(false);
    const passkeys = page.getByRole("checkbox", { name: "Passkeys" });
    await tabTo(page, passkeys);
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: "Saved: Passkeys on." }).waitFor();
    expect(stored().config.passkey_enabled).toBe(true);
    expect(await magic.isChecked()).toBe(true);
    expect(await password.isChecked()).toBe(false);

    const github = page.getByRole("checkbox", { name: "GitHub" });
    await tabTo(page, github);
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: "Saved: GitHub sign-in on." }).waitFor();
    expect(stored().config.oauth_providers.map((p) => [p.id, p.type])).toContainEqual(["github", "shared"]);

    await typeInto(page, page.getByRole("textbox", { name: "Domain" }), "not a url");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Enter the app's address" }).waitFor();
    await typeInto(page, page.getByRole("textbox", { name: "Domain" }), "https://shop.example.com");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Remove https://shop.example.com" }).waitFor();
    expect(stored().config.domains.map((d) => d.domain)).toEqual(["https://shop.example.com"]);

    const keys = ((await (await fetch(`${world.url}/emulator/api/projects`)).json()) as { items: { id: string; publishableClientKey: string }[] }).items.find((p) => p.id === id)!;
    await activate(page, page.getByRole("button", { name: "Copy the publishable client key" }));
    await page.getByRole("status").filter({ hasText: "Copied" }).waitFor();
    expect(await clipboard(page)).toBe(keys.publishableClientKey);
    expect(csp).toEqual([]);
  });

  it("Mail: shows mail as it arrives with its code on its own, copies it, filters by recipient and says what was dropped", async () => {
    const { page } = harness;
    await allowClipboard(page, world);
    await page.goto(`${world.url}/emulator/mail`);
    await page.getByRole("heading", { name: "Mail", level: 1 }).waitFor();
    await page.getByText("The emulator keeps the newest 500 emails of each project").waitFor();
    // Sent while the page is open: it shows up without a reload.
    await sendSignInCode(world, "ada@example.com");
    await signUpUser(world, "bob@example.com");
    const adaMail = world.em.outbox.latest({ to: "ada@example.com" })!;
    const article = page.getByRole("article", { name: adaMail.subject });
    await article.waitFor();
    expect(await article.getByRole("definition").first().textContent()).toContain(adaMail.otp!);
    expect(await article.getByRole("link", { name: adaMail.links[0]! }).getAttribute("href")).toBe(adaMail.links[0]);
    await article.getByRole("button", { name: /^Copy the one-time code/ }).click();
    await article.getByRole("status").filter({ hasText: "Copied" }).waitFor();
    expect(await clipboard(page)).toBe(adaMail.otp);

    await page.getByRole("textbox", { name: "Recipient" }).fill("bob@example.com");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/\/emulator\/mail\?to=bob%40example\.com$/);
    await page.getByRole("status").filter({ hasText: "1 email to bob@example.com" }).waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    await page.getByRole("article", { name: "Verify your email at Default Project" }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole("article").count()).toBe(2);

    // Past the cap, the page says how many were dropped.
    const shop = world.em.createProject({ displayName: "Busy", config: { magic_link_enabled: true } });
    const headers = { ...clientHeaders(world.em), "x-stack-project-id": shop.id, "x-stack-publishable-client-key": shop.publishableClientKey };
    for (let i = 0; i < 503; i++) {
      const res = await fetch(`${world.url}/api/v1/auth/otp/send-sign-in-code`, { method: "POST", headers, body: JSON.stringify({ email: `busy${i}@example.com`, callback_url: "http://localhost:3000/handler/magic-link-callback" }) });
      expect(res.status).toBe(200);
    }
    await page.getByText(`3 older emails were dropped from project ${shop.id}.`).waitFor();
    await page.getByRole("status").filter({ hasText: "the newest 200 shown" }).waitFor();
  });

  it("Requests: finds a failed request by its known error and a sign-in by route and status, opened to masked bodies", async () => {
    const { page } = harness;
    await signUpUser(world, "req@example.com");
    const signIn = await fetch(`${world.url}/api/v1/auth/password/sign-in`, { method: "POST", headers: clientHeaders(world.em), body: JSON.stringify({ email: "req@example.com", password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const { access_token } = (await signIn.json()) as { access_token: string };
    expect((await fetch(`${world.url}/api/v1/users/me`, { headers: clientHeaders(world.em) })).status).toBe(400);

    await page.goto(`${world.url}/emulator/requests`);
    await page.getByRole("heading", { name: "Requests", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "Known error" }).fill("CANNOT_GET_OWN_USER_WITHOUT_USER");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/error=CANNOT_GET_OWN_USER_WITHOUT_USER/);
    await page.getByRole("status").filter({ hasText: "1 request of your app matching the filters" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "/api/v1/users/me" });
    expect(await row.getByRole("cell").allTextContents()).toEqual([expect.any(String), "GET", "/api/v1/users/me", "Default Project", "client", "400", "CANNOT_GET_OWN_USER_WITHOUT_USER", expect.stringMatching(/ ms$/)]);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByRole("combobox", { name: "Method" }).selectOption("POST");
    await page.getByRole("textbox", { name: "Route" }).fill("password/sign-in");
    await page.getByRole("textbox", { name: "Status" }).fill("200");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/method=POST&route=password%2Fsign-in&status=200/);
    await page.getByRole("status").filter({ hasText: "1 request of your app matching the filters" }).waitFor();
    await page.getByRole("link", { name: "/api/v1/auth/password/sign-in" }).click();
    await page.getByRole("heading", { name: "POST /api/v1/auth/password/sign-in", level: 1 }).waitFor();
    const request = page.getByRole("region", { name: "Request" });
    await expect.poll(() => request.textContent()).toContain('"password": "[masked]"');
    expect(await request.textContent()).toContain("x-stack-publishable-client-key: [masked]");
    const answer = page.getByRole("region", { name: "Answer" });
    expect(await answer.textContent()).toContain('"access_token": "[masked]"');
    const html = await page.content();
    expect(html).not.toContain(PASSWORD);
    expect(html).not.toContain(access_token);
    await page.goBack();
    await page.getByRole("heading", { name: "Requests", level: 1 }).waitFor();
    expect(await page.getByRole("textbox", { name: "Route" }).inputValue()).toBe("password/sign-in");
    await page.goto(`${world.url}/emulator/requests/no-such-request`);
    await page.getByRole("heading", { name: "Request not found", level: 1 }).waitFor();
  });

  it("Requests: hides the console's own calls behind a toggle and says how many, while an app's calls, from Node and from a page of another origin, are shown", async () => {
    const { page } = harness;
    const shop = world.em.createProject({ displayName: "Toggle Shop" });
    const shopHeaders = { ...clientHeaders(world.em), "x-stack-project-id": shop.id, "x-stack-publishable-client-key": shop.publishableClientKey };
    expect((await fetch(`${world.url}/api/v1/projects/current`, { headers: shopHeaders })).status).toBe(200);
    // An app's page in this browser, on another port of this machine (the same site, another
    // origin) and at a path like the console's: its call (to the API's `latest` alias, to tell it apart) is the app's too.
    const appServer = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>An app</title><p>An app</p>"));
    await new Promise<void>((resolve) => appServer.listen(0, "127.0.0.1", resolve));
    let fromApp: number;
    try {
      await page.goto(`http://127.0.0.1:${(appServer.address() as AddressInfo).port}/emulator/projects`);
      fromApp = await page.evaluate(async ([url, headers]) => (await fetch(`${url}/api/latest/projects/current`, { headers })).status, [world.url, shopHeaders] as const);
    } finally {
      await new Promise((resolve) => appServer.close(resolve));
    }
    expect(fromApp).toBe(200);
    // The console reads the project with the admin tier: a call of its own.
    await page.goto(`${world.url}/emulator/projects`);
    await page.getByRole("combobox", { name: "Project" }).selectOption(shop.id);
    await page.getByRole("heading", { name: "Toggle Shop", level: 2 }).waitFor();
    await page.getByRole("checkbox", { name: "Password" }).waitFor();

    await page.goto(`${world.url}/emulator/requests?project=${shop.id}`);
    const toggle = page.getByRole("checkbox", { name: "Show the console's own requests" });
    const status = page.getByRole("status");
    await status.filter({ hasText: "2 requests of your app matching the filters" }).waitFor();
    expect(await status.textContent()).toMatch(/; [1-9]\d* requests? of the console's own hidden\./);
    expect(await toggle.isChecked()).toBe(false);
    const paths = () => page.getByRole("row").getByRole("link").allTextContents();
    const appPaths = ["/api/latest/projects/current", "/api/v1/projects/current"];
    expect(await paths()).toEqual(appPaths);

    await toggle.check();
    await page.waitForURL(/console=shown/);
    const consoleRow = page.getByRole("row").filter({ hasText: "/api/v1/internal/projects/current" }).first();
    await consoleRow.waitFor();
    expect((await consoleRow.getByRole("cell").allTextContents()).slice(3)).toEqual(["Toggle Shop", "admin", "200", "", expect.stringMatching(/ ms$/), "console"]);
    for (const path of appPaths) {
      const appRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: path, exact: true }) });
      expect(await appRow.getByRole("cell").last().textContent()).toBe("app");
    }
    expect(await status.textContent()).toMatch(/of them the console's own/);
    // The detail says where the request came from.
    await consoleRow.getByRole("link").click();
    await page.getByRole("heading", { name: "GET /api/v1/internal/projects/current", level: 1 }).waitFor();
    await page.getByText("the console (a fetch from one of its pages)").waitFor();
    await page.goBack();
    await page.waitForURL(/console=shown/);
    // The address changes first; the page renders the state it names a moment later.
    await expect.poll(() => toggle.isChecked()).toBe(true);

    await toggle.uncheck();
    await status.filter({ hasText: "2 requests of your app matching the filters" }).waitFor();
    expect(new URL(page.url()).search).toBe(`?project=${shop.id}`);
    expect(await paths()).toEqual(appPaths);
  });

  it("Requests: shows new requests as the emulator announces them, with no poll, without moving the focus or losing a typed filter; holds no stream and asks nothing while the tab is hidden; an unchanged log costs no body", async () => {
    const { page } = harness;
    const shop = world.em.createProject({ displayName: "Live Shop" });
    const shopHeaders = { ...clientHeaders(world.em), "x-stack-project-id": shop.id, "x-stack-publishable-client-key": shop.publishableClientKey };
    // The page's timers run only when the test moves the clock (so its poll never does unless
    // the test says so); its reads of the log and its open event streams are counted.
    await page.clock.install();
    await watchReads(page, "/emulator/api/requests");
    const reads = () => logReads(page);
    await page.goto(`${world.url}/emulator/requests?project=${shop.id}`);
    const status = page.getByRole("status");
    await status.filter({ hasText: "0 requests of your app matching the filters" }).waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect.poll(() => openStreams(page)).toBe(1);

    const route = page.getByRole("textbox", { name: "Route" });
    await route.fill("proj");
    expect((await fetch(`${world.url}/api/v1/projects/current`, { headers: shopHeaders })).status).toBe(200);
    // Pushed: the clock has not moved, so no poll ran.
    await status.filter({ hasText: "1 request of your app matching the filters" }).waitFor();
    expect(await page.getByRole("row").getByRole("link").allTextContents()).toEqual(["/api/v1/projects/current"]);
    expect(await route.inputValue()).toBe("proj");
    expect(await route.evaluate((element) => element === document.activeElement)).toBe(true);

    await setVisibility(page, "hidden");
    await expect.poll(() => openStreams(page)).toBe(0);
    const before = await reads();
    expect((await fetch(`${world.url}/api/v1/projects/current`, { headers: shopHeaders })).status).toBe(200);
    await page.clock.runFor(20_000);
    expect(await reads()).toBe(before);
    expect(await status.textContent()).toContain("1 request of your app");
    // Shown again: read at once, the request made meanwhile appears, and the stream is open again.
    await setVisibility(page, "visible");
    await status.filter({ hasText: "2 requests of your app matching the filters" }).waitFor();
    await expect.poll(() => openStreams(page)).toBe(1);
    expect(await route.inputValue()).toBe("proj");

    // Hidden and shown with nothing logged: one read, a revalidation answered 304 with no body,
    // and the reopened stream (whose version is the one already read) asks nothing more.
    await setVisibility(page, "hidden");
    await expect.poll(() => openStreams(page)).toBe(0);
    const settled = await reads();
    const read = page.waitForResponse((r) => r.url().includes("/emulator/api/requests"));
    await setVisibility(page, "visible");
    expect((await (await read).request().sizes()).responseBodySize).toBe(0);
    await expect.poll(() => openStreams(page)).toBe(1);
    expect(await reads()).toBe(settled + 1);
    expect(await status.textContent()).toContain("2 requests of your app");
  });

  it("Requests: polls instead while the emulator refuses the event stream", async () => {
    const { page } = harness;
    const shop = world.em.createProject({ displayName: "Poll Shop" });
    const shopHeaders = { ...clientHeaders(world.em), "x-stack-project-id": shop.id, "x-stack-publishable-client-key": shop.publishableClientKey };
    await page.clock.install();
    let refused = 0;
    await page.route("**/emulator/api/events", (r) => {
      refused++;
      return r.fulfill({ status: 503, contentType: "text/plain", body: "Too many event streams open" });
    });
    await page.goto(`${world.url}/emulator/requests?project=${shop.id}`);
    const status = page.getByRole("status");
    await status.filter({ hasText: "0 requests of your app matching the filters" }).waitFor();
    await expect.poll(() => refused).toBe(1);
    await page.clock.pauseAt(Date.now() + 60_000);
    expect((await fetch(`${world.url}/api/v1/projects/current`, { headers: shopHeaders })).status).toBe(200);
    await page.clock.runFor(2_000);
    await status.filter({ hasText: "1 request of your app matching the filters" }).waitFor();
    // A refused stream is not asked for again until the page is shown again.
    expect(refused).toBe(1);
  });

  it("Mail: shows a new email as the emulator announces it, with no poll", async () => {
    const { page } = harness;
    await page.clock.install();
    await watchReads(page, "/emulator/api/emails");
    await page.goto(`${world.url}/emulator/mail?to=pushed@example.com`);
    await page.getByRole("status").filter({ hasText: "No emails to pushed@example.com" }).waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect.poll(() => openStreams(page)).toBe(1);
    const before = await logReads(page);
    await sendSignInCode(world, "pushed@example.com");
    const mail = world.em.outbox.latest({ to: "pushed@example.com" })!;
    await page.getByRole("article", { name: mail.subject }).waitFor();
    await page.getByRole("status").filter({ hasText: "1 email to pushed@example.com" }).waitFor();
    expect(await logReads(page)).toBeGreaterThan(before);
  });

  it("Time: shows the emulator's clock and moves it by an hour, a day and a custom amount", async () => {
    const { page } = harness;
    const before = world.em.clock.now();
    const shown = (ms: number) => `${new Date(ms).toISOString().replace("T", " ").replace(/\.\d+Z$/, "")} UTC`;
    await page.goto(`${world.url}/emulator/time`);
    await page.getByText(shown(before)).waitFor();
    await page.getByRole("button", { name: "Advance by 1 hour" }).click();
    await page.getByRole("status").filter({ hasText: `Moved forward by 1 hour: the emulator's time is now ${shown(before + 3_600_000)}.` }).waitFor();
    expect(world.em.clock.now()).toBe(before + 3_600_000);
    await page.getByRole("button", { name: "Advance by 1 day" }).click();
    await page.getByRole("status").filter({ hasText: "Moved forward by 1 day" }).waitFor();
    expect(world.em.clock.now()).toBe(before + 3_600_000 + 86_400_000);
    await page.getByRole("button", { name: "Advance", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Enter a number greater than zero." }).waitFor();
    await page.getByRole("textbox", { name: "Amount" }).fill("90");
    await page.getByRole("combobox", { name: "Unit" }).selectOption("minutes");
    await page.getByRole("button", { name: "Advance", exact: true }).click();
    const after = before + 3_600_000 + 86_400_000 + 90 * 60_000;
    await page.getByRole("status").filter({ hasText: `Moved forward by 90 minutes: the emulator's time is now ${shown(after)}.` }).waitFor();
    expect(world.em.clock.now()).toBe(after);
    await page.getByText(shown(after), { exact: true }).waitFor();
  });
});
