/**
 * The demo's home page shows sign-in and sign-up links (not only the avatar menu's items);
 * its header picks a language (its own navigation follows) and keeps the colour mode.
 */
import { describe, expect, it } from "vitest";
import { chooseMenuItem, signUpWithPassword } from "./flows";
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

  it("picks a language from the header, its own navigation included", async () => {
    await b.page.goto("/");
    await b.page.getByRole("combobox", { name: "Language" }).selectOption("de-DE");
    await b.page.getByRole("navigation", { name: "Demo" }).getByRole("link", { name: "Startseite" }).waitFor();
    expect(await b.page.getByRole("navigation", { name: "Demo" }).getByRole("link").allTextContents()).toEqual(["Startseite", "Geschützte Seite", "Emulator-Posteingang"]);
    await b.page.getByRole("combobox", { name: "Sprache" }).selectOption("en-US");
    await b.page.getByRole("navigation", { name: "Demo" }).getByRole("link", { name: "Home" }).waitFor();
  });

  it("keeps the colour mode chosen with Toggle theme across a reload", async () => {
    await b.page.goto("/");
    const dark = () => b.page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await dark()).toBe(false);
    await chooseMenuItem(b.page, "Toggle theme");
    await expect.poll(dark).toBe(true);
    await b.page.reload();
    await b.page.getByRole("navigation", { name: "Demo" }).waitFor();
    await expect.poll(() => dark()).toBe(true);
    await chooseMenuItem(b.page, "Toggle theme");
    await expect.poll(dark).toBe(false);
    await b.page.reload();
    await b.page.getByRole("navigation", { name: "Demo" }).waitFor();
    await expect.poll(() => dark()).toBe(false);
  });
});
