/**
 * Keyboard only: every flow of the pages completed without a mouse (Tab, Shift+Tab, arrow
 * keys, Enter, Escape and typing; no click anywhere in this file).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PASSWORD, picture, userButton, waitForEmail } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";
import { activate, tabTo, typeInto } from "./keyboard";
import { freshTotp } from "./totp";

/** Tabs to the tab list's selected tab, then moves with the arrow keys to tab `name`. */
async function chooseTab(page: Page, name: string): Promise<void> {
  await tabTo(page, page.locator("[role=tab][aria-selected=true]"));
  for (let i = 0; i < 5; i++) {
    if ((await page.getByRole("tab", { name, selected: true }).count()) === 1) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error(`The arrow keys did not reach the tab ${name}`);
}

/** Opens the UserButton's menu with Enter and moves down its items to `name`, then Enter. */
async function chooseFromMenu(page: Page, name: string): Promise<void> {
  // Keyboard only: a pointer left resting where the menu opens would hand the focus to the
  // item under it (Radix focuses the hovered item on pointer moves, which the browser also
  // fires when the page changes under a still pointer).
  await page.mouse.move(0, 0);
  await activate(page, userButton(page));
  const menu = page.getByRole("menu");
  const item = menu.getByRole("menuitem", { name });
  await item.waitFor();
  // The menu takes focus once it has opened (a key pressed before that goes to the trigger).
  await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  for (let i = 0; i < 8 && !(await item.evaluate((e) => e === document.activeElement)); i++) {
    const before = await focusedText();
    await page.keyboard.press("ArrowDown");
    // Each press lands before the next is sent, however slow the page is.
    await expect.poll(focusedText).not.toBe(before);
  }
  expect(await item.evaluate((e) => e === document.activeElement), `menu item ${name} focused`).toBe(true);
  await page.keyboard.press("Enter");
}

/** Opens an account-settings section from the sidebar with the keyboard. */
async function openSection(page: Page, title: string): Promise<void> {
  await activate(page, page.getByRole("navigation", { name: "Account settings" }).getByRole("button", { name: title }));
  await page.getByRole("heading", { name: title, level: 2 }).waitFor();
}

/** Signs up with email and password from the sign-up page, keyboard only. */
async function signUpByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto("/handler/sign-up");
  await chooseTab(page, "Email & password");
  await typeInto(page, page.getByLabel("Email", { exact: true }), email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), PASSWORD);
  await typeInto(page, page.getByLabel("Repeat password"), PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/welcome");
}

// Long flows, typed key by key: each step's deadline catches a hang (limits.ts).
describe("keyboard only", () => {
  const b = useBrowser();

  it("signs up, edits the profile with a cropped image, creates a team and invites, signs out and in, resets a password", async () => {
    const page = b.page;
    const email = uniqueEmail("keys-only");
    const guest = uniqueEmail("keys-guest");

    await signUpByKeyboard(page, email);

    await chooseFromMenu(page, "Account settings");
    await page.waitForURL("**/handler/account-settings");
    await typeInto(page, page.getByRole("textbox", { name: "Display name" }), "Keyboard Kim");
    await page.keyboard.press("Enter");
    await page.getByText("Saved.").waitFor();

    // The crop step: the file picker opens from a button, the crop area takes the arrow
    // keys and + / -, and saving uploads the cropped square.
    const chooser = page.waitForEvent("filechooser");
    await activate(page, page.getByRole("button", { name: "Upload image" }));
    await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: picture() });
    const area = page.getByRole("group", { name: "Image position" });
    await expect.poll(() => area.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("+");
    await expect.poll(() => page.getByRole("slider", { name: "Zoom" }).inputValue()).toBe("1.25");
    await activate(page, page.getByRole("button", { name: "Save image" }));
    await page.getByRole("button", { name: "Remove image" }).waitFor();
    const avatar = page.getByRole("region", { name: "Profile image" }).locator("img");
    expect(await avatar.getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
    // The crop of a 90 x 60 picture: a square, scaled to the avatar's size.
    expect(await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([128, 128]);

    await openSection(page, "Active sessions");
    await page.getByRole("list", { name: "Active sessions" }).getByText("This device").waitFor();

    await openSection(page, "Create a team");
    await typeInto(page, page.getByLabel("Team name"), "Keyboard Club");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Keyboard Club", level: 2 }).waitFor();
    await typeInto(page, page.getByLabel("Email address to invite"), guest);
    await page.keyboard.press("Enter");
    await page.getByText(`Invitation sent to ${guest}.`).waitFor();

    await chooseFromMenu(page, "Sign out");
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/handler/sign-in");
    await chooseTab(page, "Email & password");
    await typeInto(page, page.getByLabel("Email", { exact: true }), email);
    await typeInto(page, page.getByLabel("Password", { exact: true }), PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => userButton(page).textContent()).toContain("Keyboard Kim");

    // Escape closes the menu and gives focus back to its button.
    await activate(page, userButton(page));
    await page.getByRole("menu").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    // Radix gives focus back a task after the menu leaves the DOM: wait for it.
    await expect.poll(() => userButton(page).evaluate((e) => e === document.activeElement)).toBe(true);

    // Signing out lands on the home page: leave it first, so arriving there says it is done.
    await page.goto("/protected");
    await page.getByRole("heading", { name: "Protected page" }).waitFor();
    await chooseFromMenu(page, "Sign out");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/handler/sign-in");
    await chooseTab(page, "Email & password");
    await activate(page, page.getByRole("link", { name: "Forgot password?" }));
    await page.waitForURL("**/handler/forgot-password");
    await typeInto(page, page.getByLabel("Email", { exact: true }), email);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await waitForEmail(email, /reset/i);
    await page.goto(mail.links.find((l) => l.includes("/handler/password-reset"))!);
    await typeInto(page, page.getByLabel("New password", { exact: true }), `${PASSWORD} 2`);
    await typeInto(page, page.getByLabel("Repeat new password"), `${PASSWORD} 2`);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your password has been reset" }).waitFor();
  });

  it("signs in with an emailed code, adds an email, creates and revokes an API key", async () => {
    const page = b.page;
    const email = uniqueEmail("keys-code");
    const second = uniqueEmail("keys-second");

    await page.goto("/handler/sign-in");
    await chooseTab(page, "Email code");
    await typeInto(page, page.getByLabel("Email", { exact: true }), email);
    await page.keyboard.press("Enter");
    const mail = await waitForEmail(email, /Your code is/);
    await typeInto(page, page.getByLabel("Code from the email"), /Your code is (\w{6})/.exec(mail.subject)![1]!);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/welcome");

    await page.goto("/handler/account-settings");
    await openSection(page, "Emails & auth");
    await typeInto(page, page.getByLabel("New email address"), second);
    await page.keyboard.press("Enter");
    await page.getByRole("list", { name: "Emails" }).getByText(second).waitFor();

    await openSection(page, "API keys");
    await typeInto(page, page.getByLabel("Description"), "Keyboard key");
    await page.keyboard.press("Enter");
    await page.getByLabel("New API key").waitFor();
    await activate(page, page.getByRole("button", { name: "Revoke Keyboard key" }));
    await page.getByRole("list", { name: "Your API keys" }).getByText("Revoked", { exact: false }).waitFor();
  });

  it("verifies an email, joins a team from an invitation, turns on MFA and signs in with a code", async () => {
    const owner = uniqueEmail("keys-owner");
    const guest = uniqueEmail("keys-guest");
    const page = b.page;
    await signUpByKeyboard(page, owner);
    await page.goto("/handler/account-settings");
    await openSection(page, "Create a team");
    await typeInto(page, page.getByLabel("Team name"), "Tab Club");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Tab Club", level: 2 }).waitFor();
    await typeInto(page, page.getByLabel("Email address to invite"), guest);
    await page.keyboard.press("Enter");
    await page.getByText(`Invitation sent to ${guest}.`).waitFor();
    const invitation = (await waitForEmail(guest, /invited to join Tab Club/)).links.find((l) => l.includes("/handler/team-invitation"))!;

    const other = (await b.newContext()).page;
    await signUpByKeyboard(other, guest);
    await other.goto(invitation);
    await activate(other, other.getByRole("button", { name: "Join team" }));
    await other.getByRole("heading", { name: "You joined Tab Club" }).waitFor();

    await other.goto("/handler/account-settings");
    await openSection(other, "Emails & auth");
    await activate(other, other.getByRole("button", { name: `Send verification email ${guest}` }));
    const verification = (await waitForEmail(guest, /Verify your email/)).links.find((l) => l.includes("/handler/email-verification"))!;
    await other.goto(verification);
    await activate(other, other.getByRole("button", { name: "Verify email" }));
    await other.getByRole("heading", { name: "Your email has been verified" }).waitFor();

    await other.goto("/handler/account-settings");
    await openSection(other, "Emails & auth");
    await activate(other, other.getByRole("button", { name: "Turn on multi-factor authentication" }));
    const secret = (await other.locator("[data-totp-secret]").getAttribute("data-totp-secret"))!;
    await typeInto(other, other.getByLabel("Six-digit code from your authenticator app"), await freshTotp(secret));
    await other.keyboard.press("Enter");
    await other.getByText("Multi-factor authentication is on.").waitFor();
    await chooseFromMenu(other, "Sign out");
    await other.waitForURL((url) => url.pathname === "/");

    await other.goto("/handler/sign-in");
    await chooseTab(other, "Email & password");
    await typeInto(other, other.getByLabel("Email", { exact: true }), guest);
    await typeInto(other, other.getByLabel("Password", { exact: true }), PASSWORD);
    await other.keyboard.press("Enter");
    await other.waitForURL("**/handler/mfa");
    await typeInto(other, other.getByLabel("Six-digit code from your authenticator app"), await freshTotp(secret));
    await other.keyboard.press("Enter");
    await other.waitForURL((url) => url.pathname === "/");
    await other.getByText(`Signed in as ${guest}.`).waitFor();
  });

  it("registers a passkey in account settings and signs in with it", async () => {
    const page = b.page;
    // Chromium's virtual authenticator (DevTools WebAuthn domain) answers in place of a
    // security key or the device's lock; it needs no click either.
    const cdp = await b.context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const email = uniqueEmail("keys-passkey");
    await signUpByKeyboard(page, email);

    await page.goto("/handler/account-settings");
    await openSection(page, "Emails & auth");
    await activate(page, page.getByRole("button", { name: "Register a passkey" }));
    await page.getByText("Passkey sign-in is on.").waitFor();
    await chooseFromMenu(page, "Sign out");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("You are not signed in.").waitFor();

    await page.goto("/handler/sign-in");
    await activate(page, page.getByRole("button", { name: "Sign in with a passkey" }));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText(`Signed in as ${email}.`).waitFor();
  });

  it("signs up and in with GitHub through the mock provider's page", async () => {
    const page = b.page;
    const email = uniqueEmail("keys-octo");
    await page.goto("/handler/sign-in");
    await activate(page, page.getByRole("button", { name: "Sign in with GitHub" }));
    await page.getByRole("heading", { name: /Sign in with github/i }).waitFor();
    await typeInto(page, page.getByLabel("Email"), email);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/welcome");
    await expect.poll(() => userButton(page).textContent()).toContain(email);

    // The second time, the provider's page offers the account to pick.
    await chooseFromMenu(page, "Sign out");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/handler/sign-in");
    await activate(page, page.getByRole("button", { name: "Sign in with GitHub" }));
    await activate(page, page.getByRole("button", { name: `Sign in as ${email}` }));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText(`Signed in as ${email}.`).waitFor();
  });
});
