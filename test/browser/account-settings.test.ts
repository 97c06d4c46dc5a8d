/** Account settings edits that the service keeps: they are still there after a reload. */
import { describe, expect, it } from "vitest";
import { signUpWithPassword, userButton, waitForEmail } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("account settings", () => {
  const b = useBrowser();

  it("keeps a new display name across a reload, and the UserButton uses it", async () => {
    await signUpWithPassword(b.page, uniqueEmail("profile"));
    await userButton(b.page).click();
    await b.page.getByRole("menuitem", { name: "Account settings" }).click();
    await b.page.waitForURL("**/handler/account-settings");
    await b.page.getByRole("textbox", { name: "Display name" }).fill("Grace Hopper");
    await b.page.getByRole("button", { name: "Save" }).click();
    await b.page.getByText("Saved.").waitFor();
    await b.page.reload();
    await expect.poll(() => b.page.getByRole("textbox", { name: "Display name" }).inputValue()).toBe("Grace Hopper");
    await expect.poll(() => userButton(b.page).textContent()).toContain("GR");
  });

  it("adds and verifies a second email, makes it primary, and keeps it after a reload", async () => {
    await signUpWithPassword(b.page, uniqueEmail("first"));
    const second = uniqueEmail("second");
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Emails & auth" }).click();
    await b.page.getByLabel("New email address").fill(second);
    await b.page.getByRole("button", { name: "Add email" }).click();
    await b.page.getByRole("button", { name: `Send verification email ${second}` }).click();
    const mail = await waitForEmail(second, /Verify your email/);
    const link = mail.links.find((l) => l.includes("/handler/email-verification"))!;
    await b.page.goto(link);
    await b.page.getByRole("button", { name: "Verify email" }).click();
    await b.page.getByRole("heading", { name: "Your email has been verified" }).waitFor();

    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Emails & auth" }).click();
    const row = b.page.getByRole("list", { name: "Emails" }).getByRole("listitem").filter({ hasText: second });
    await row.getByRole("button", { name: `Make primary ${second}` }).click();
    // The badge, exactly: "Primary" alone would also match the row's "Make primary" button.
    await row.getByText("Primary", { exact: true }).waitFor();
    await b.page.reload();
    await b.page.getByRole("button", { name: "Emails & auth" }).click();
    await row.getByText("Primary", { exact: true }).waitFor();
    await row.getByText("Verified", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: `Make primary ${second}` }).count()).toBe(0);
  });

  it("creates an API key, shows it once, and revokes it", async () => {
    await signUpWithPassword(b.page, uniqueEmail("keys"));
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "API keys" }).click();
    await b.page.getByLabel("Description").fill("CI deploys");
    await b.page.getByRole("button", { name: "Create API key" }).click();
    const value = (await b.page.getByLabel("New API key").textContent())!;
    expect(value.length).toBeGreaterThan(8);
    await b.page.reload();
    await b.page.getByRole("button", { name: "API keys" }).click();
    const row = b.page.getByRole("list", { name: "Your API keys" }).getByRole("listitem").filter({ hasText: "CI deploys" });
    await row.getByText(`Ends in ${value.slice(-4)}`, { exact: false }).waitFor();
    expect(await b.page.getByText(value).count()).toBe(0);
    await row.getByRole("button", { name: "Revoke CI deploys" }).click();
    await row.getByText("Revoked", { exact: false }).waitFor();
  });

  it("lists this device among the active sessions", async () => {
    await signUpWithPassword(b.page, uniqueEmail("sessions"));
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Active sessions" }).click();
    await b.page.getByRole("list", { name: "Active sessions" }).getByText("This device").waitFor();
  });
});
