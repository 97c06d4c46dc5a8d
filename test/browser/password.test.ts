/** Password sign-up, sign-out and sign-in with after_auth_return_to, driven through the demo. */
import { describe, expect, it } from "vitest";
import { chooseMenuItem, PASSWORD, signInWithPassword, signUpWithPassword, userButton } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("password sign-up and sign-in", () => {
  const b = useBrowser();

  it("signs up, lands on after-sign-up, and the UserButton shows the initials", async () => {
    const email = uniqueEmail("ada");
    await signUpWithPassword(b.page, email);
    await b.page.getByRole("heading", { name: "Welcome!" }).waitFor();
    // No display name yet: the initials come from the primary email.
    await expect.poll(() => userButton(b.page).textContent()).toContain("AD");
    await expect.poll(() => userButton(b.page).textContent()).toContain(email);
  });

  it("signs out from the UserButton", async () => {
    await signUpWithPassword(b.page, uniqueEmail());
    await chooseMenuItem(b.page, "Sign out");
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText("You are not signed in.").waitFor();
    await userButton(b.page).click();
    await b.page.getByRole("menu").getByText("Not signed in", { exact: true }).waitFor();
    expect(await b.page.getByRole("menuitem").allTextContents()).toEqual(["Sign in", "Sign up", "Toggle theme"]);
  });

  it("sends a signed-out visitor to sign-in and back to the page they wanted", async () => {
    const email = uniqueEmail();
    await signUpWithPassword(b.page, email);
    await b.context.clearCookies();

    await b.page.goto("/protected");
    await b.page.waitForURL("**/handler/sign-in?after_auth_return_to=*");
    expect(new URL(b.page.url()).searchParams.get("after_auth_return_to")).toBe("/protected");
    await signInWithPassword(b.page, email, PASSWORD);
    await b.page.waitForURL((url) => url.pathname === "/protected");
    await b.page.getByRole("heading", { name: "Protected page" }).waitFor();
  });

  it("says so when the password is wrong", async () => {
    const email = uniqueEmail();
    await signUpWithPassword(b.page, email);
    await b.context.clearCookies();
    await b.page.goto("/handler/sign-in");
    await signInWithPassword(b.page, email, "not the password");
    await b.page.getByRole("alert").filter({ hasText: "Wrong email or password." }).waitFor();
  });
});
