/** Forgot password and reset through the inbox. */
import { describe, it } from "vitest";
import { signInWithPassword, signUpWithPassword, waitForEmail } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("forgot password", () => {
  const b = useBrowser();

  it("resets the password from the emailed link, then signs in with the new one", async () => {
    const email = uniqueEmail("forgot");
    await signUpWithPassword(b.page, email);
    await b.context.clearCookies();

    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("tab", { name: "Email & password" }).click();
    await b.page.getByRole("link", { name: "Forgot password?" }).click();
    await b.page.waitForURL("**/handler/forgot-password");
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByRole("button", { name: "Send reset link" }).click();
    await b.page.getByRole("heading", { name: "Check your email" }).waitFor();

    const mail = await waitForEmail(email, /Reset your password/);
    const link = mail.links.find((l) => l.includes("/handler/password-reset"))!;
    await b.page.goto(link);
    const fresh = "a brand new passphrase";
    await b.page.getByLabel("New password", { exact: true }).fill(fresh);
    await b.page.getByLabel("Repeat new password").fill(fresh);
    await b.page.getByRole("button", { name: "Reset password" }).click();
    await b.page.getByRole("heading", { name: "Your password has been reset" }).waitFor();

    // The link is single-use.
    await b.page.goto(link);
    await b.page.getByRole("heading", { name: "Invalid password reset link" }).waitFor();

    await b.page.goto("/handler/sign-in");
    await signInWithPassword(b.page, email, fresh);
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${email}.`).waitFor();
  });
});
