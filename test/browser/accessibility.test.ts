/**
 * axe-core finds no violation (WCAG 2.x A/AA and best practices) on any handler page, any
 * account settings section, the UserButton's menu, or a form showing its errors, in light
 * and in dark.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, setColorMode, type Mode } from "./axe";
import { alterOAuthCodes, chooseMenuItem, PASSWORD, picture, signInWithPassword, signUpWithPassword, userButton, waitForEmail } from "./flows";
import { emulatorUrl, uniqueEmail, useBrowser } from "./harness";
import { freshTotp } from "./totp";

/** A state of a page to check; `within` limits the check to a modal part (an open menu). */
type Screen = { name: string; open: (page: Page) => Promise<void>; within?: string };

/** Goes to `path` and waits for the page's heading (the page has loaded, not its spinner). */
const visit = (path: string, heading: string | RegExp) => async (page: Page) => {
  await page.goto(path);
  await page.getByRole("heading", { name: heading }).first().waitFor();
};

const SIGNED_OUT: Screen[] = [
  { name: "sign-in", open: visit("/handler/sign-in", "Sign in to your account") },
  {
    name: "sign-in, password tab",
    open: async (page) => {
      await visit("/handler/sign-in", "Sign in to your account")(page);
      await page.getByRole("tab", { name: "Email & password" }).click();
      await page.getByLabel("Password", { exact: true }).waitFor();
    },
  },
  { name: "sign-up", open: visit("/handler/sign-up", "Create a new account") },
  {
    name: "sign-up with errors on its fields",
    open: async (page) => {
      await visit("/handler/sign-up", "Create a new account")(page);
      await page.getByRole("tab", { name: "Email & password" }).click();
      await page.getByLabel("Email", { exact: true }).fill("a@b");
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByRole("button", { name: "Sign up", exact: true }).click();
      await page.getByText("Enter a valid email address, like name@example.com.").waitFor();
    },
  },
  { name: "forgot password", open: visit("/handler/forgot-password", "Reset your password") },
  { name: "password reset without a code", open: visit("/handler/password-reset", "Invalid password reset link") },
  { name: "password reset with an unknown code", open: visit("/handler/password-reset?code=unknown-code", /./) },
  { name: "email verification", open: visit("/handler/email-verification?code=unknown-code", /./) },
  { name: "magic-link callback without a code", open: visit("/handler/magic-link-callback", "Invalid sign-in link") },
  { name: "team invitation", open: visit("/handler/team-invitation?code=unknown-code", /./) },
  { name: "CLI login", open: visit("/handler/cli-auth-confirm?login_code=unknown-code", /./) },
  { name: "MFA with no sign-in in progress", open: visit("/handler/mfa", "No sign-in in progress") },
  { name: "error page", open: visit("/handler/error?errorCode=OAUTH_PROVIDER_ACCESS_DENIED", "Access denied") },
  { name: "page not found", open: visit("/handler/no-such-page", "Page not found") },
  {
    name: "UserButton menu",
    open: async (page) => {
      await page.goto("/");
      await userButton(page).click();
      await page.getByRole("menuitem", { name: "Sign in" }).waitFor();
    },
    within: "[role=menu]",
  },
];

const SECTIONS = ["My profile", "Emails & auth", "Active sessions", "API keys", "Settings", "Create a team"];

async function section(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Account settings" }).getByRole("button", { name: title }).click();
  await page.getByRole("heading", { name: title, level: 2 }).waitFor();
  // The section's own data (lists, sessions) has loaded.
  await page.locator(".gh-spinner").first().waitFor({ state: "detached" });
}

function expectNone(violations: Awaited<ReturnType<typeof axeViolations>>, where: string) {
  expect(violations, `${where}: ${violations.map((v) => `${v.rule} (${v.help}) at ${v.html.join(", ")}`).join("; ")}`).toEqual([]);
}

/** Checks the page as it is now in light, then in dark. */
async function expectNoneInBothModes(page: Page, where: string): Promise<void> {
  for (const mode of ["light", "dark"] as Mode[]) {
    await setColorMode(page, mode);
    expectNone(await axeViolations(page), `${where} (${mode})`);
  }
  await setColorMode(page, "light");
}

/** Requests a sign-in email from the email-code tab and returns its magic link. */
async function magicLink(page: Page, email: string): Promise<string> {
  await page.goto("/handler/sign-in");
  await page.getByRole("tab", { name: "Email code" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send email" }).click();
  await page.getByLabel("Code from the email").waitFor();
  return (await waitForEmail(email, /Your code is/)).links.find((l) => l.includes("/handler/magic-link-callback"))!;
}

/**
 * Starts a GitHub sign-in from the sign-in page and sends the mock provider's form for
 * `email`; `onProviderPage` runs once the provider's page is there.
 */
async function signInWithGitHub(page: Page, email: string, onProviderPage?: () => Promise<void>): Promise<void> {
  await page.goto("/handler/sign-in");
  await page.getByRole("button", { name: "Sign in with GitHub" }).click();
  await page.getByRole("heading", { name: /Sign in with github/i }).waitFor();
  await onProviderPage?.();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in as this email" }).click();
}

describe("accessibility (axe-core)", () => {
  const b = useBrowser();

  for (const screen of SIGNED_OUT) {
    it(`${screen.name}, signed out, light and dark`, async () => {
      await screen.open(b.page);
      for (const mode of ["light", "dark"] as Mode[]) {
        await setColorMode(b.page, mode);
        expectNone(await axeViolations(b.page, screen.within), `${screen.name} (${mode})`);
      }
    });
  }

  for (const mode of ["light", "dark"] as Mode[]) {
    it(`every account settings section, a team page and the UserButton menu, signed in, in ${mode}`, async () => {
      const page = b.page;
      await signUpWithPassword(page, uniqueEmail(`a11y-${mode}`), PASSWORD);
      await page.goto("/handler/account-settings");
      await page.getByRole("heading", { name: "Account settings", level: 1 }).waitFor();
      await setColorMode(page, mode);
      for (const title of SECTIONS) {
        await section(page, title);
        expectNone(await axeViolations(page), `${title} (${mode})`);
      }
      // The states a section shows after an action: the crop step, the authenticator setup,
      // a new API key shown once.
      await section(page, "My profile");
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Upload image" }).click();
      await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: picture() });
      await page.getByRole("slider", { name: "Zoom" }).waitFor();
      expectNone(await axeViolations(page), `the crop step (${mode})`);
      await section(page, "Emails & auth");
      await page.getByRole("button", { name: "Turn on multi-factor authentication" }).click();
      await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
      expectNone(await axeViolations(page), `authenticator setup (${mode})`);
      await section(page, "API keys");
      await page.getByLabel("Description").fill("Checked key");
      await page.getByRole("button", { name: "Create API key" }).click();
      await page.getByLabel("New API key").waitFor();
      expectNone(await axeViolations(page), `a new API key (${mode})`);
      await section(page, "Create a team");
      await page.getByLabel("Team name").fill("Access Club");
      await page.locator("form").getByRole("button", { name: "Create team" }).click();
      await page.getByRole("heading", { name: "Access Club", level: 2 }).waitFor();
      await page.getByRole("list", { name: "Members" }).getByRole("listitem").first().waitFor();
      expectNone(await axeViolations(page), `team page (${mode})`);

      await userButton(page).click();
      await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
      expectNone(await axeViolations(page, "[role=menu]"), `UserButton menu, signed in (${mode})`);
    });
  }

  // The handler pages that only show up in the middle of a sign-in.
  it("the MFA page while a sign-in waits for its code, and with a wrong code, light and dark", async () => {
    const page = b.page;
    const email = uniqueEmail("a11y-mfa");
    await signUpWithPassword(page, email);
    await page.goto("/handler/account-settings");
    await section(page, "Emails & auth");
    await page.getByRole("button", { name: "Turn on multi-factor authentication" }).click();
    const secret = (await page.locator("[data-totp-secret]").getAttribute("data-totp-secret"))!;
    await page.getByLabel("Six-digit code from your authenticator app").fill(await freshTotp(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await page.getByText("Multi-factor authentication is on.").waitFor();
    await page.goto("/");
    await chooseMenuItem(page, "Sign out");
    await page.getByText("You are not signed in.").waitFor();

    await page.goto("/handler/sign-in");
    await signInWithPassword(page, email);
    await page.waitForURL("**/handler/mfa");
    await page.getByRole("heading", { name: "Multi-factor authentication" }).waitFor();
    await expectNoneInBothModes(page, "MFA, waiting for the code");
    await page.getByLabel("Six-digit code from your authenticator app").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").filter({ hasText: "This code does not match." }).waitFor();
    await expectNoneInBothModes(page, "MFA, a wrong code");
  });

  it("the magic-link callback asking to sign in, and with a used link, light and dark", async () => {
    const page = b.page;
    const link = await magicLink(page, uniqueEmail("a11y-link"));
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await expectNoneInBothModes(page, "magic-link callback");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/welcome");
    await b.context.clearCookies();
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("This code or link has already been used. Ask for a new one.").waitFor();
    await expectNoneInBothModes(page, "magic-link callback, a used link");
  });

  it("the mock provider's page, and the OAuth callback while it signs in and when the service refuses its code, light and dark", async () => {
    const page = b.page;
    const email = uniqueEmail("a11y-oauth");
    // The code exchange waits until the page has been checked: "Signing you in..." is
    // otherwise on screen for a moment only. Token refreshes pass straight through.
    let release!: () => void;
    const checked = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${emulatorUrl()}/api/v1/auth/oauth/token`, async (route) => {
      if (route.request().postData()?.includes("authorization_code")) await checked;
      await route.continue();
    });
    // The emulator's mock provider page is a page people see too (it has no dark theme).
    await signInWithGitHub(page, email, async () => expectNone(await axeViolations(page), "the mock provider's page"));
    await page.getByRole("status").filter({ hasText: "Signing you in..." }).waitFor();
    try {
      await expectNoneInBothModes(page, "OAuth callback, signing in");
    } finally {
      release();
    }
    await page.waitForURL("**/welcome");
    await page.unroute(`${emulatorUrl()}/api/v1/auth/oauth/token`);

    await b.context.clearCookies();
    await alterOAuthCodes(page);
    await signInWithGitHub(page, email);
    await page.getByRole("heading", { name: "Sign-in failed" }).waitFor();
    await expectNoneInBothModes(page, "OAuth callback, sign-in failed");
  });

  it("the sign-out page while it signs out, light and dark", async () => {
    const page = b.page;
    await signUpWithPassword(page, uniqueEmail("a11y-sign-out"));
    // The service's answer waits until the page has been checked (see the OAuth callback).
    let release!: () => void;
    const checked = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${emulatorUrl()}/api/v1/auth/sessions/current`, async (route) => {
      if (route.request().method() === "DELETE") await checked;
      await route.continue();
    });
    await page.goto("/handler/sign-out");
    await page.getByRole("heading", { name: "Signing out..." }).waitFor();
    try {
      await expectNoneInBothModes(page, "sign-out, signing out");
    } finally {
      release();
    }
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("You are not signed in.").waitFor();
  });
});
