/** OAuth sign-in through the emulator's mock provider page. */
import { describe, expect, it } from "vitest";
import { alterOAuthCodes, userButton } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("OAuth sign-in", () => {
  const b = useBrowser();

  it("signs in with GitHub through the mock provider and removes code and state from the address", async () => {
    const email = uniqueEmail("octo");
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await b.page.getByRole("heading", { name: /Sign in with github/i }).waitFor();
    await b.page.getByLabel("Email").fill(email);
    await b.page.getByRole("button", { name: "Sign in as this email" }).click();
    await b.page.waitForURL("**/welcome");
    expect(new URL(b.page.url()).searchParams.has("code")).toBe(false);
    await expect.poll(() => userButton(b.page).textContent()).toContain(email);

    // The second time is a sign-in of the same account: after-sign-in (home).
    await b.context.clearCookies();
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("button", { name: /Sign in with GitHub/ }).click();
    await b.page.getByRole("button", { name: `Sign in as ${email}` }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${email}.`).waitFor();
  });

  it("says when the service refuses the code, and leads back to sign in", async () => {
    await alterOAuthCodes(b.page);
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await b.page.getByRole("heading", { name: /Sign in with github/i }).waitFor();
    await b.page.getByLabel("Email").fill(uniqueEmail("refused"));
    await b.page.getByRole("button", { name: "Sign in as this email" }).click();
    await b.page.getByRole("heading", { name: "Sign-in failed" }).waitFor();
    // The card stays: the callback does not run again on the address it emptied.
    expect(new URL(b.page.url()).pathname).toBe("/handler/oauth-callback");
    expect(new URL(b.page.url()).searchParams.has("code")).toBe(false);
    await b.page.getByRole("button", { name: "Back to sign in" }).click();
    await b.page.waitForURL("**/handler/sign-in");
  });
});
