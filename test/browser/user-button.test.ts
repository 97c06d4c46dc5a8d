/** The UserButton with the keyboard alone: opening, arrow keys, type-ahead, Escape. */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signUpWithPassword, userButton } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

const focusedItem = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute("role") === "menuitem" ? document.activeElement.textContent : null));

describe("UserButton keyboard use", () => {
  const b = useBrowser();

  it("opens with Enter, moves with the arrows, jumps by typing, and closes with Escape", async () => {
    // The page's timers run on a clock the test can move: type-ahead forgets what was typed
    // after 1 s, and the test moves the clock past that instead of waiting for it.
    await b.page.clock.install();
    await signUpWithPassword(b.page, uniqueEmail("keys"));
    await userButton(b.page).focus();
    await b.page.keyboard.press("Enter");
    await b.page.getByRole("menu").waitFor();
    await expect.poll(() => focusedItem(b.page)).toBe("Account settings");
    await b.page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedItem(b.page)).toBe("Toggle theme");
    await b.page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedItem(b.page)).toBe("Sign out");
    // The menu loops.
    await b.page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedItem(b.page)).toBe("Account settings");
    // Type-ahead: "t" jumps to "Toggle theme", then "s" (after the 1 s reset) to "Sign out".
    await b.page.keyboard.type("t");
    await expect.poll(() => focusedItem(b.page)).toBe("Toggle theme");
    await b.page.clock.runFor(1100);
    await b.page.keyboard.type("s");
    await expect.poll(() => focusedItem(b.page)).toBe("Sign out");
    await b.page.keyboard.press("Escape");
    await expect.poll(() => b.page.getByRole("menu").count()).toBe(0);
    // Radix gives focus back a task after the menu leaves the DOM: wait for it.
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Account menu");
  });

  it("runs the theme toggle from the keyboard and closes the menu", async () => {
    await b.page.goto("/");
    await userButton(b.page).focus();
    await b.page.keyboard.press("ArrowDown");
    await b.page.getByRole("menu").waitFor();
    // Type only once the menu has moved focus into itself, or the first keys are lost.
    await expect.poll(() => focusedItem(b.page)).toBe("Sign in");
    await b.page.keyboard.type("toggle");
    await expect.poll(() => focusedItem(b.page)).toBe("Toggle theme");
    await b.page.keyboard.press("Enter");
    await expect.poll(() => b.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expect.poll(() => b.page.getByRole("menu").count()).toBe(0);
  });
});
