/**
 * Screenshots of each page in German and in Japanese, light and dark, compared with the
 * committed images in screenshots/ (regenerate with GATEHOUSE_UPDATE_SCREENSHOTS=1 after a
 * change meant to alter them, and look at them before committing).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { setColorMode, type Mode } from "./axe";
import { useBrowser } from "./harness";
import { localeTable, translator } from "./languages";
import { expectScreenshot, screenshotContext, settle, useTestFont } from "./screenshot";

type Shot = { name: string; path: string; ready: (page: Page, t: ReturnType<typeof translator>) => Promise<void> };

const heading = (english: string) => async (page: Page, t: ReturnType<typeof translator>) => {
  await page.getByRole("heading", { name: t(english) }).first().waitFor();
};

/** A section of the demo's preview of account settings (fixed data, no service). */
const settingsSection = (english: string) => async (page: Page, t: ReturnType<typeof translator>) => {
  await page.getByRole("heading", { name: t("Account settings"), level: 1 }).waitFor();
  await page.getByRole("navigation").getByRole("button", { name: english === "team" ? "Analytical Engines" : t(english) }).click();
  await page.getByRole("heading", { name: english === "team" ? "Analytical Engines" : t(english), level: 2 }).waitFor();
};

const SHOTS: Shot[] = [
  { name: "sign-in", path: "/handler/sign-in", ready: heading("Sign in to your account") },
  { name: "sign-up", path: "/handler/sign-up", ready: heading("Create a new account") },
  { name: "forgot-password", path: "/handler/forgot-password", ready: heading("Reset your password") },
  { name: "settings-profile", path: "/preview/account-settings", ready: settingsSection("My profile") },
  { name: "settings-emails", path: "/preview/account-settings", ready: settingsSection("Emails & auth") },
  { name: "settings-sessions", path: "/preview/account-settings", ready: settingsSection("Active sessions") },
  { name: "settings-api-keys", path: "/preview/account-settings", ready: settingsSection("API keys") },
  { name: "settings-settings", path: "/preview/account-settings", ready: settingsSection("Settings") },
  { name: "settings-team", path: "/preview/account-settings", ready: settingsSection("team") },
  { name: "settings-create-team", path: "/preview/account-settings", ready: settingsSection("Create a team") },
  // A message page (no form): the same card every link page shows when something is off.
  { name: "password-reset-no-code", path: "/handler/password-reset", ready: heading("Invalid password reset link") },
];

// One test per picture, each with its own limit: a page that hangs fails alone, by name. The
// pictures of one language and mode share a browser context (opened once, with its font route).
describe("screenshots", () => {
  const b = useBrowser();
  for (const lang of ["de-DE", "ja-JP"]) {
    for (const mode of ["light", "dark"] as Mode[]) {
      describe(`${lang}, ${mode}`, () => {
        let shots: { context: BrowserContext; page: Page; t: ReturnType<typeof translator> };
        beforeAll(async () => {
          const t = translator(await localeTable(lang));
          const { context, page } = await screenshotContext(b.browser);
          shots = { context, page, t };
        });
        afterAll(async () => {
          await shots?.context.close();
        });
        for (const shot of SHOTS) {
          it(shot.name, async () => {
            const { page, t } = shots;
            await page.goto(`${shot.path}?lang=${lang}`);
            await useTestFont(page);
            await shot.ready(page, t);
            await setColorMode(page, mode);
            await settle(page);
            await expectScreenshot(page.locator(".gh-card").first(), `${shot.name}-${lang}-${mode}`);
          });
        }
      });
    }
  }
});
