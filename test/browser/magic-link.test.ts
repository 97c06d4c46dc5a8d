/** Magic link / one-time code sign-in through the emulator's inbox. */
import { describe, expect, it } from "vitest";
import { userButton, waitForEmail } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

async function requestCode(page: import("playwright-core").Page, email: string) {
  await page.goto("/handler/sign-in");
  await page.getByRole("tab", { name: "Email code" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send email" }).click();
  await page.getByLabel("Code from the email").waitFor();
  return waitForEmail(email, /Your code is/);
}

describe("magic link sign-in", () => {
  const b = useBrowser();

  it("signs a new user in with the link from the email", async () => {
    const email = uniqueEmail("link");
    const mail = await requestCode(b.page, email);
    const link = mail.links.find((l) => l.includes("/handler/magic-link-callback"));
    expect(link).toBeDefined();
    await b.page.goto(link!);
    await b.page.getByRole("button", { name: "Sign in", exact: true }).click();
    // A new user goes to after-sign-up.
    await b.page.waitForURL("**/welcome");
    await expect.poll(() => userButton(b.page).textContent()).toContain(email);
  });

  it("signs in with the six-character code typed into the form", async () => {
    const email = uniqueEmail("code");
    const mail = await requestCode(b.page, email);
    const otp = /Your code is (\w{6})/.exec(mail.subject)![1]!;
    await b.page.getByLabel("Code from the email").fill(otp);
    await b.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await b.page.waitForURL("**/welcome");
  });

  it("says when a link was already used", async () => {
    const email = uniqueEmail("used");
    const mail = await requestCode(b.page, email);
    const link = mail.links.find((l) => l.includes("/handler/magic-link-callback"))!;
    await b.page.goto(link);
    await b.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await b.page.waitForURL("**/welcome");
    await b.context.clearCookies();
    await b.page.goto(link);
    await b.page.getByRole("button", { name: "Sign in", exact: true }).click();
    await b.page.getByText("This code or link has already been used. Ask for a new one.").waitFor();
  });
});
