/** The demo's home page shows sign-in and sign-up links (not only the avatar menu's items). */
import { describe, expect, it } from "vitest";
import { signUpWithPassword } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("the demo's home page", () => {
  const b = useBrowser();

  it("links a signed-out visitor to sign in and sign up", async () => {
    await b.page.goto("/");
    const links = b.page.getByRole("navigation", { name: "Account" }).getByRole("link");
    await b.page.getByText("You are not signed in.").waitFor();
    expect(await links.allTextContents()).toEqual(["Sign in", "Sign up"]);
    await links.getByText("Sign up", { exact: true }).click();
    await b.page.getByRole("heading", { name: "Create a new account" }).waitFor();
    await b.page.goBack();
    await links.getByText("Sign in", { exact: true }).click();
    await b.page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
  });

  it("links a signed-in user to account settings and sign out", async () => {
    await signUpWithPassword(b.page, uniqueEmail());
    await b.page.goto("/");
    const links = b.page.getByRole("navigation", { name: "Account" }).getByRole("link");
    await expect.poll(() => links.allTextContents()).toEqual(["Account settings", "Sign out"]);
    await links.getByText("Sign out", { exact: true }).click();
    await b.page.getByText("You are not signed in.").waitFor();
  });
});
