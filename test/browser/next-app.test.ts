/**
 * gatehouse/next in a real Next.js 16 App Router app (test/browser/next-app), built from the
 * packed tarball with `next build` and served by `next start` against the suite's emulator:
 * the first HTML of a signed-in page already names the user (server and client components),
 * the proxy sends signed-out visitors of /dashboard to sign-in, sign-out works, a server
 * action signs in (its response sets the token cookies), the handler's pages that need no
 * user are in the first HTML and hydrate to the same DOM (also as the first request of a
 * freshly started server), the handler's password forms work
 * with JavaScript off (they post to the provider's server actions) and stay the browser's own
 * with it, and the browser logs no error (a hydration mismatch would be one).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerApp } from "../../src/index";
import { DEFAULT_PROJECT_ID, DEFAULT_PUBLISHABLE_CLIENT_KEY, DEFAULT_SECRET_SERVER_KEY } from "../../src/interface/wire/defaults";
import { launchChromium } from "./chromium";
import { PASSWORD, chooseMenuItem } from "./flows";
import { emulatorUrl, uniqueEmail } from "./harness";
import { STEP_MS } from "./limits";
import { startNextApp, type NextApp } from "./next-app-server";

let app: NextApp;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  [app, browser] = await Promise.all([startNextApp(emulatorUrl()), launchChromium()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A fresh browser session on the app, recording every console error and page error. */
async function open(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: app.url });
  context.setDefaultTimeout(STEP_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  // The console says only "Failed to load resource"; the response names the URL.
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, errors };
}

/** The raw HTML of `path` as the server sends it for the cookies of `context` (no JavaScript runs). */
async function firstHtml(context: BrowserContext | null, path: string): Promise<{ status: number; html: string; location: string | null }> {
  const cookies = context ? (await context.cookies(app.url)).map((c) => `${c.name}=${c.value}`).join("; ") : "";
  const response = await fetch(`${app.url}${path}`, { headers: cookies ? { cookie: cookies } : {}, redirect: "manual", signal: AbortSignal.timeout(STEP_MS) });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

/** Text of the element with `data-testid`, as the server's HTML has it. */
function testIdText(html: string, id: string): string | null {
  return new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

/** The handler pages that need no user, with a text their real content shows (not a spinner). */
const SIGNED_OUT_PAGES: { path: string; text: string; afterLoad?: string }[] = [
  { path: "/handler/sign-in", text: "Sign in to your account" },
  { path: "/handler/sign-up", text: "Create a new account" },
  { path: "/handler/forgot-password", text: "Reset your password" },
  // The code is checked once the page runs: this one is refused, and the card says so.
  { path: "/handler/password-reset?code=not-a-code", text: "Set a new password", afterLoad: "Invalid password reset link" },
  { path: "/handler/email-verification?code=not-a-code", text: "Verify your email" },
  { path: "/handler/magic-link-callback?code=not-a-code", text: "Continue to sign in with the link from your email." },
  { path: "/handler/team-invitation?code=not-a-code", text: "Sign in or create an account to join the team." },
  { path: "/handler/error?errorCode=SOMETHING_ELSE&message=It%20broke", text: "It broke" },
  // A callback's waiting state (with no callback in the address, the page then goes to sign-in).
  { path: "/handler/oauth-callback", text: "Signing you in...", afterLoad: "Sign in to your account" },
  // The waiting attempt is in the tab's sessionStorage: the server sends the form; this tab has none.
  { path: "/handler/mfa", text: "Multi-factor authentication", afterLoad: "No sign-in in progress" },
];

/** A server app on the app's project, which is the emulator's default one (test/browser/next-app-server.ts). */
function serviceAdmin(): ServerApp {
  return new ServerApp({
    baseUrl: emulatorUrl(),
    projectId: DEFAULT_PROJECT_ID,
    publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY,
    secretServerKey: DEFAULT_SECRET_SERVER_KEY,
    tokenStore: null,
  });
}

/** Waits until React has hydrated the handler's element (before that, the server's form takes no click). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector(".gh-root") ?? {}).some((key) => key.startsWith("__reactFiber")));
}

/** The handler's element (`.gh-root`) as the DOM holds it, once React has hydrated it (or with JavaScript off, as parsed). */
async function handlerDom(page: Page, hydrate: boolean): Promise<string> {
  if (hydrate) await hydrated(page);
  return page.locator(".gh-root").first().evaluate((element) => element.outerHTML);
}

describe("a Next.js App Router app on gatehouse/next", () => {
  it("sends each handler page that needs no user in its first HTML, and hydrates it to the same DOM", async () => {
    const plain = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const { context, page, errors } = await open();
    try {
      const noScript = await plain.newPage();
      for (const { path, text, afterLoad } of SIGNED_OUT_PAGES) {
        const first = await firstHtml(null, path);
        expect([path, first.status]).toEqual([path, 200]);
        expect([path, first.html.includes(text)]).toEqual([path, true]);
        // Real content, not the loading card (the waiting pages' spinner sits beside their message).
        if (!text.endsWith("...")) expect([path, first.html.includes('aria-label="Loading"')]).toEqual([path, false]);
        // A form sent before hydration posts its fields, never puts them in the address.
        expect([path, first.html.match(/<form\b[^>]*>/g)?.filter((tag) => !/method="post"/i.test(tag)) ?? []]).toEqual([path, []]);

        await noScript.goto(path);
        const parsed = await handlerDom(noScript, false);
        expect([path, parsed.includes(text)]).toEqual([path, true]);
        await page.goto(path);
        if (afterLoad) {
          // Hydrated first (a mismatch would be a console error, checked below), then changed.
          await page.getByRole("heading", { name: afterLoad }).waitFor();
          continue;
        }
        await page.waitForLoadState("networkidle");
        expect([path, await handlerDom(page, true)]).toEqual([path, parsed]);
      }
      // A lenient spelling is redirected by the server itself, keeping the query.
      const lenient = await firstHtml(null, "/handler/signin?after_auth_return_to=%2Fdashboard");
      expect(lenient.status).toBe(307);
      expect(lenient.location).toBe("/handler/sign-in?after_auth_return_to=%2Fdashboard");
      // The sign-in form is a real form: its fields are there with JavaScript off.
      await noScript.goto("/handler/sign-in");
      await noScript.getByLabel("Email", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await plain.close();
      await context.close();
    }
  });

  it("sends the handler page in place in the first HTML of a freshly started server too (a cold start)", async () => {
    // Each page as the very first request of its own `next start`: the server loads its
    // modules (and their lazy chunks) during that request. A part still loading when the
    // shell went out would leave a spinner there and the page in a hidden element for a
    // script to swap in, which a visitor without JavaScript, or a crawler, never runs.
    const pages = [
      { path: "/handler/sign-in", text: "Sign in to your account", form: true },
      { path: "/handler/sign-up", text: "Create a new account", form: true },
      { path: "/handler/forgot-password", text: "Reset your password", form: true },
      // One of the pages the handler loads lazily (its own chunk).
      { path: "/handler/error?errorCode=SOMETHING_ELSE&message=It%20broke", text: "It broke", form: false },
    ];
    for (const { path, text, form } of pages) {
      const cold = await app.coldServer();
      try {
        const response = await fetch(`${cold.url}${path}`, { redirect: "manual", signal: AbortSignal.timeout(STEP_MS) });
        const html = await response.text();
        const handler = html.slice(html.indexOf('class="gh-root'));
        expect({
          path,
          status: response.status,
          content: html.includes(text),
          loading: html.includes('aria-label="Loading"'),
          // A boundary still pending when the shell was sent, and the part streamed for a script.
          pending: html.includes("<!--$?-->"),
          hidden: /<div hidden id="S:/.test(html),
          // The form itself is in the handler's element as sent (sign-in and sign-up offer the email code first).
          form: /<form\b/.test(handler),
        }).toEqual({ path, status: 200, content: true, loading: false, pending: false, hidden: false, form });
      } finally {
        await cold.close();
      }
    }
  });


  it("renders signed out on the server, and the proxy sends /dashboard to sign-in with a return path", async () => {
    const home = await firstHtml(null, "/");
    expect(home.status).toBe(200);
    expect(testIdText(home.html, "server-user")).toBe("Server sees nobody");
    expect(testIdText(home.html, "client-user")).toBe("Client sees nobody");
    // The components' stylesheet is in the server's HTML: no unstyled first paint.
    expect(home.html).toMatch(/<style[^>]*>[^<]*\.gh-root\{/);

    const dashboard = await firstHtml(null, "/dashboard?tab=1");
    expect(dashboard.status).toBe(307);
    const target = new URL(dashboard.location!, app.url);
    expect(target.pathname).toBe("/handler/sign-in");
    expect(target.searchParams.get("after_auth_return_to")).toBe("/dashboard?tab=1");

    // A path the browser would read as another origin is never carried back.
    const sneaky = await firstHtml(null, "//evil.example/dashboard");
    if (sneaky.status === 307) expect(new URL(sneaky.location!, app.url).searchParams.get("after_auth_return_to") ?? "/").not.toMatch(/^\/\//);
  });

  it("a handler page that needs a user ends its server render with a redirect instead of hanging", async () => {
    const settings = await firstHtml(null, "/handler/account-settings");
    // Next answers a redirect thrown mid-stream with a refresh to the target.
    expect([settings.status === 307 ? settings.location : settings.html.match(/url=([^"]+)"/)?.[1]]).toEqual(["/handler/sign-in"]);
  });

  it("signs up, shows the user in the first HTML, opens the protected page, signs out; no console error", async () => {
    const { context, page, errors } = await open();
    const email = uniqueEmail("next");
    try {
      await page.goto("/handler/sign-up");
      await hydrated(page);
      await page.getByRole("tab", { name: "Email & password" }).click();
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Repeat password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign up", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("server-user").filter({ hasText: `Server sees ${email}` }).waitFor();

      // The server's HTML names the user, in the server component and in the client one.
      const home = await firstHtml(context, "/");
      expect(testIdText(home.html, "server-user")).toBe(`Server sees ${email}`);
      expect(testIdText(home.html, "client-user")).toBe(`Client sees ${email}`);

      // A full load hydrates over that HTML (a mismatch would log an error, checked below).
      await page.goto("/");
      await page.getByTestId("client-user").filter({ hasText: `Client sees ${email}` }).waitFor();
      await page.waitForLoadState("networkidle");

      // A page that needs the user is rendered on the server, where the provider has the user.
      const settings = await firstHtml(context, "/handler/account-settings");
      expect(settings.status).toBe(200);
      expect(settings.html).toMatch(/<h1 [^>]*class="gh-title"[^>]*>Account settings<\/h1>/);
      expect(settings.html).toMatch(/<h2 class="gh-h2">My profile<\/h2>/);
      expect(settings.html).toContain('placeholder="Display name"');

      const dashboard = await firstHtml(context, "/dashboard");
      expect(dashboard.status).toBe(200);
      expect(testIdText(dashboard.html, "dashboard-user")).toBe(`Dashboard of ${email}`);
      await page.goto("/dashboard");
      await page.getByTestId("dashboard-user").filter({ hasText: email }).waitFor();

      await page.goto("/");
      await chooseMenuItem(page, "Sign out");
      await page.getByTestId("server-user").filter({ hasText: "Server sees nobody" }).waitFor();
      await page.getByTestId("client-user").filter({ hasText: "Client sees nobody" }).waitFor();
      expect((await firstHtml(context, "/dashboard")).status).toBe(307);
      await page.goto("/dashboard");
      await page.waitForURL((url) => url.pathname === "/handler/sign-in");

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("signs in from the app's own form through a server action; the next page's first HTML names the user", async () => {
    const email = uniqueEmail("next-action");
    await serviceAdmin().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD });
    const { context, page, errors } = await open();
    const hasSession = async () => (await context.cookies(app.url)).some((c) => c.name === `stack-refresh-${DEFAULT_PROJECT_ID}`);
    try {
      // Each attempt on a freshly loaded, settled page: React resets an action's form once the
      // action is done, which could otherwise empty the fields after they were filled.
      const openForm = async (path: string) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      };
      await openForm("/sign-in-action");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(`${PASSWORD}-wrong`);
      await page.getByRole("button", { name: "Sign in here" }).click();
      await page.waitForURL((url) => url.searchParams.get("failed") === "1");
      await page.getByRole("alert").filter({ hasText: "Wrong email or password." }).waitFor();
      expect(await hasSession()).toBe(false);

      await openForm("/sign-in-action");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in here" }).click();
      // The action's response set the cookies and redirected to afterSignIn ("/").
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("server-user").filter({ hasText: `Server sees ${email}` }).waitFor();
      await page.getByTestId("client-user").filter({ hasText: `Client sees ${email}` }).waitFor();
      expect(await hasSession()).toBe(true);

      const home = await firstHtml(context, "/");
      expect(testIdText(home.html, "server-user")).toBe(`Server sees ${email}`);
      expect(testIdText(home.html, "client-user")).toBe(`Client sees ${email}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with JavaScript off, the password forms post to server actions: sign-in, a wrong password's error, sign-up", async () => {
    const email = uniqueEmail("next-no-js");
    await serviceAdmin().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD });
    // The forms are in the first HTML in place, not in a part streamed later for a script to reveal.
    for (const path of ["/handler/sign-in?method=password", "/handler/sign-up?method=password", "/handler/sign-up?method=password&password_error=PASSWORDS_DIFFER"]) {
      const first = await firstHtml(null, path);
      expect([path, first.html.includes('name="password"'), /<div hidden id="S:/.test(first.html)]).toEqual([path, true, false]);
    }
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    context.setDefaultTimeout(STEP_MS);
    const page = await context.newPage();
    const hasSession = async () => (await context.cookies(app.url)).some((c) => c.name === `stack-refresh-${DEFAULT_PROJECT_ID}`);
    try {
      // The project offers the email code first: without JavaScript a link opens the password form.
      await page.goto("/handler/sign-in?after_auth_return_to=%2Fdashboard%3Ftab%3D1");
      await page.getByRole("link", { name: "Email & password" }).click();
      await page.waitForURL((url) => url.searchParams.get("method") === "password");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(`${PASSWORD}-wrong`);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      // Back on the page with the error's code only: the server's render shows the form's own words.
      await page.waitForURL((url) => url.searchParams.get("password_error") === "EMAIL_PASSWORD_MISMATCH");
      expect(page.url()).not.toContain(encodeURIComponent(email));
      expect(page.url()).not.toContain(PASSWORD);
      expect(new URL(page.url()).searchParams.get("after_auth_return_to")).toBe("/dashboard?tab=1");
      await page.getByRole("alert").filter({ hasText: "Wrong email or password." }).waitFor();
      expect(await hasSession()).toBe(false);

      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      // Signed in by the action (its response set the cookies), then sent where the visitor came from.
      await page.waitForURL((url) => url.pathname === "/dashboard");
      expect(new URL(page.url()).search).toBe("?tab=1");
      await page.getByTestId("dashboard-user").filter({ hasText: `Dashboard of ${email}` }).waitFor();
      expect(await hasSession()).toBe(true);
      await page.goto("/");
      await page.getByTestId("server-user").filter({ hasText: `Server sees ${email}` }).waitFor();
      await page.getByTestId("client-user").filter({ hasText: `Client sees ${email}` }).waitFor();
    } finally {
      await context.close();
    }

    const fresh = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    fresh.setDefaultTimeout(STEP_MS);
    const signUp = await fresh.newPage();
    const newEmail = uniqueEmail("next-no-js-up");
    try {
      await signUp.goto("/handler/sign-up?method=password");
      // A short password: refused by the server's run of the form's check, worded as the form words it.
      await signUp.getByLabel("Email", { exact: true }).fill(newEmail);
      await signUp.getByLabel("Password", { exact: true }).fill("short");
      await signUp.getByLabel("Repeat password").fill("short");
      await signUp.getByRole("button", { name: "Sign up", exact: true }).click();
      await signUp.waitForURL((url) => url.searchParams.get("password_error") === "PASSWORD_TOO_SHORT");
      await signUp.getByRole("alert").filter({ hasText: "Use at least 8 characters." }).waitFor();

      // An address that has an account already.
      await signUp.getByLabel("Email", { exact: true }).fill(email);
      await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await signUp.getByLabel("Repeat password").fill(PASSWORD);
      await signUp.getByRole("button", { name: "Sign up", exact: true }).click();
      await signUp.waitForURL((url) => url.searchParams.get("password_error") === "USER_EMAIL_ALREADY_EXISTS");
      await signUp.getByRole("alert").filter({ hasText: "An account with this email already exists." }).waitFor();

      // Two passwords that differ: only the server's run of the check sees it without JavaScript.
      await signUp.getByLabel("Email", { exact: true }).fill(newEmail);
      await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await signUp.getByLabel("Repeat password").fill(`${PASSWORD}-other`);
      await signUp.getByRole("button", { name: "Sign up", exact: true }).click();
      await signUp.waitForURL((url) => url.searchParams.get("password_error") === "PASSWORDS_DIFFER");
      await signUp.getByRole("alert").filter({ hasText: "Passwords do not match." }).waitFor();

      // A return path that would leave the site is dropped: the new account lands on afterSignUp.
      await signUp.goto("/handler/sign-up?method=password&after_auth_return_to=%2F%2Fevil.example%2Fx");
      await signUp.getByLabel("Email", { exact: true }).fill(newEmail);
      await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await signUp.getByLabel("Repeat password").fill(PASSWORD);
      await signUp.getByRole("button", { name: "Sign up", exact: true }).click();
      await signUp.waitForURL((url) => url.origin === app.url && url.pathname === "/" && url.search === "");
      await signUp.getByTestId("server-user").filter({ hasText: `Server sees ${newEmail}` }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  it("with JavaScript on, the sign-in form stays the browser's own: it signs in without posting to the action", async () => {
    const email = uniqueEmail("next-js-form");
    await serviceAdmin().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD });
    const { context, page, errors } = await open();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).origin === app.url) posts.push(request.url());
    });
    try {
      await page.goto("/handler/sign-in?method=password");
      await hydrated(page);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(`${PASSWORD}-wrong`);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByRole("alert").filter({ hasText: "Wrong email or password." }).waitFor();
      expect(new URL(page.url()).searchParams.get("password_error")).toBeNull();
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("client-user").filter({ hasText: `Client sees ${email}` }).waitFor();
      // The client flow talked to the service itself: no post reached the app (no server action ran).
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
