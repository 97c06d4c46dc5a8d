/** Turning on TOTP multi-factor authentication, then signing in with a computed code. */
import { describe, expect, it } from "vitest";
import { chooseMenuItem, signInWithPassword, signUpWithPassword } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";
import { totp } from "./totp";

describe("TOTP multi-factor authentication", () => {
  const b = useBrowser();

  it("enables MFA with a confirmed code and asks for a code at the next sign-in", async () => {
    const email = uniqueEmail("mfa");
    await signUpWithPassword(b.page, email);
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Emails & auth" }).click();
    await b.page.getByRole("button", { name: "Turn on multi-factor authentication" }).click();
    await b.page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await b.page.locator("[data-totp-secret]").getAttribute("data-totp-secret"))!;
    await b.page.getByLabel("Six-digit code from your authenticator app").fill(totp(secret));
    await b.page.getByRole("button", { name: "Confirm and turn on" }).click();
    await b.page.getByText("Multi-factor authentication is on.").waitFor();

    await b.page.goto("/");
    await chooseMenuItem(b.page, "Sign out");
    await b.page.getByText("You are not signed in.").waitFor();
    await b.page.goto("/handler/sign-in");
    await signInWithPassword(b.page, email);
    await b.page.waitForURL("**/handler/mfa");
    await b.page.getByLabel("Six-digit code from your authenticator app").fill("000000");
    await b.page.getByRole("button", { name: "Verify" }).click();
    // A wrong code is told on the code field, with what to do.
    await b.page.getByRole("alert").filter({ hasText: "This code does not match. Check the time on your device and try the newest code." }).waitFor();
    expect(await b.page.getByLabel("Six-digit code from your authenticator app").getAttribute("aria-invalid")).toBe("true");
    await b.page.getByLabel("Six-digit code from your authenticator app").fill(totp(secret));
    await b.page.getByRole("button", { name: "Verify" }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${email}.`).waitFor();
  });
});
