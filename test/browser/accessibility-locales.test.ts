/**
 * axe-core in every shipped locale, light and dark: translated texts change widths, line
 * breaks and accessible names, so each locale gets its own check of the signed-out pages,
 * the account-settings preview's sections (fixed data, no service) and the UserButton menu.
 * (accessibility.test.ts checks every page and state in English.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/components/translation";
import { axeViolations, setColorMode, type Mode } from "./axe";
import { useBrowser } from "./harness";
import { localeTable, translator } from "./languages";

type T = ReturnType<typeof translator>;

/** A screen to check: opened on a fresh load in the locale; `within` limits the check to an open menu. */
type Screen = { name: string; open: (page: Page, t: T, lang: string) => Promise<void>; within?: string };

const visit = (path: string, heading: string) => async (page: Page, t: T, lang: string) => {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  await page.getByRole("heading", { name: t(heading) }).first().waitFor();
};

const settingsSection = (title: string) => async (page: Page, t: T, lang: string) => {
  await visit("/preview/account-settings", "Account settings")(page, t, lang);
  await page.getByRole("navigation", { name: t("Account settings") }).getByRole("button", { name: t(title) }).click();
  await page.getByRole("heading", { name: t(title), level: 2 }).waitFor();
};

const SCREENS: Screen[] = [
  { name: "sign-in", open: visit("/handler/sign-in", "Sign in to your account") },
  { name: "sign-up", open: visit("/handler/sign-up", "Create a new account") },
  { name: "forgot password", open: visit("/handler/forgot-password", "Reset your password") },
  { name: "password reset without a code", open: visit("/handler/password-reset", "Invalid password reset link") },
  { name: "page not found", open: visit("/handler/no-such-page", "Page not found") },
  { name: "settings: my profile", open: settingsSection("My profile") },
  { name: "settings: emails & auth", open: settingsSection("Emails & auth") },
  { name: "settings: settings", open: settingsSection("Settings") },
  {
    name: "UserButton menu",
    open: async (page, t, lang) => {
      await page.goto(`/?lang=${lang}`);
      // Named in the locale: the language has loaded (the trigger is not replaced under the click).
      await page.getByRole("button", { name: t("Account menu") }).click();
      await page.getByRole("menuitem", { name: t("Sign in") }).waitFor();
    },
    within: "[role=menu]",
  },
];

describe("accessibility (axe-core) in every locale", () => {
  const b = useBrowser();

  for (const lang of LOCALES.filter((l) => l !== "en-US")) {
    it(`${lang}: the signed-out pages, the settings preview and the menu, light and dark`, async () => {
      const t = translator(await localeTable(lang));
      const failures: string[] = [];
      for (const screen of SCREENS) {
        await screen.open(b.page, t, lang);
        for (const mode of ["light", "dark"] as Mode[]) {
          await setColorMode(b.page, mode);
          for (const v of await axeViolations(b.page, screen.within)) failures.push(`${screen.name} (${mode}): ${v.rule} (${v.help}) at ${v.html.join(", ")}`);
        }
        await setColorMode(b.page, "light");
      }
      expect(failures).toEqual([]);
    }, 180_000);
  }
});
