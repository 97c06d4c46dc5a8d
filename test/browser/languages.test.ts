/**
 * A German and a Japanese user sign up, manage their account and a team entirely in their
 * language: every step names the controls in that language, and after each step no text
 * of ours is left in English (nor, in Japanese, any Latin word the catalogue does not know).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PASSWORD } from "./flows";
import { PROVIDER_STYLES } from "../../src/components/auth/provider-styles";
import { uniqueEmail, useBrowser } from "./harness";
import { chooseLanguage, englishLeft, latinWords, localeTable, translator } from "./languages";

type Person = { lang: string; name: string; team: string; keyDescription: string; cjk: boolean };

const PEOPLE: Person[] = [
  { lang: "de-DE", name: "Grete Müller", team: "Raketenverein", keyDescription: "Nächtliche Berichte", cjk: false },
  { lang: "ja-JP", name: "山田花子", team: "ロケット部", keyDescription: "夜間レポート", cjk: true },
];

describe("pages in the user's language", () => {
  const b = useBrowser();

  for (const person of PEOPLE) {
    it(`${person.lang}: sign-up, account settings and a team, with no English left`, async () => {
      const table = await localeTable(person.lang);
      const t = translator(table);
      const page = b.page;
      const email = uniqueEmail(person.lang.toLowerCase());
      const guest = uniqueEmail("guest");
      // What the person typed, addresses, the OAuth providers' names and the acronyms the
      // locale keeps ("API", "CLI").
      const brands = Object.values(PROVIDER_STYLES).map((style) => style.name);
      const allowed = [/[\w.+-]+@[\w.-]+/g, /\b\d{1,3}(\.\d{1,3}){3}\b/g, new RegExp(`\\b(API|CLI|URL|${brands.join("|")})\\b`, "g")];
      const check = async (step: string) => {
        expect(await englishLeft(page, table), `English left on ${step}`).toEqual([]);
        if (person.cjk) expect(await latinWords(page, allowed), `Latin words on ${step}`).toEqual([]);
      };

      await chooseLanguage(page, person.lang);
      await page.goto("/handler/sign-up");
      await page.getByRole("heading", { name: t("Create a new account") }).waitFor();
      await check("the sign-up page");

      // A mistake first: the error is in the person's language too.
      await page.getByRole("tab", { name: t("Email & password") }).click();
      await page.getByLabel(t("Email"), { exact: true }).fill("a@b");
      await page.getByLabel(t("Password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(t("Repeat password")).fill(PASSWORD);
      await page.getByRole("button", { name: t("Sign up"), exact: true }).click();
      await page.getByText(t("Enter a valid email address, like name@example.com.")).waitFor();
      await check("the sign-up page with an error");

      await page.getByLabel(t("Email"), { exact: true }).fill(email);
      await page.getByRole("button", { name: t("Sign up"), exact: true }).click();
      await page.waitForURL("**/welcome");

      await openMenu(page, t("Account menu"));
      await page.getByRole("menuitem", { name: t("Account settings") }).waitFor();
      await check("the account menu");
      await page.getByRole("menuitem", { name: t("Account settings") }).click();
      await page.waitForURL("**/handler/account-settings");

      await page.getByRole("heading", { name: t("Account settings"), level: 1 }).waitFor();
      await page.getByRole("textbox", { name: t("Display name") }).fill(person.name);
      await page.getByRole("button", { name: t("Save") }).click();
      await page.getByText(t("Saved.")).waitFor();
      await check("My profile");

      await section(page, t("Emails & auth"));
      await page.getByLabel(t("New email address")).fill(guest.replace("guest", "second"));
      await page.getByRole("button", { name: t("Add email") }).click();
      await page.getByRole("button", { name: `${t("Send verification email")} ${guest.replace("guest", "second")}` }).waitFor();
      await check("Emails & auth");

      await section(page, t("Active sessions"));
      await page.getByRole("list", { name: t("Active sessions") }).getByText(t("This device")).waitFor();
      await check("Active sessions");

      await section(page, t("API keys"));
      await page.getByLabel(t("Description")).fill(person.keyDescription);
      await page.getByRole("button", { name: t("Create API key") }).click();
      const key = (await page.getByLabel(t("New API key")).textContent())!;
      // The key, and its last four characters in the list ("末尾 cdeb"): random letters, not English.
      for (const shown of [key, key.slice(-4)]) allowed.push(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"));
      await page.getByText(t("Copy this key now. It will not be shown again.")).waitFor();
      await check("API keys");

      await section(page, t("Settings"));
      await page.getByRole("button", { name: t("Delete account") }).waitFor();
      await check("Settings");

      await section(page, t("Create a team"));
      await page.getByLabel(t("Team name")).fill(person.team);
      await page.locator("form").getByRole("button", { name: t("Create team") }).click();
      await page.getByRole("heading", { name: person.team, level: 2 }).waitFor();
      await page.getByText(t("This is your selected team.")).waitFor();
      await page.getByLabel(t("Email address to invite")).fill(guest);
      await page.getByRole("button", { name: t("Send invitation") }).click();
      await page.getByText(t("Invitation sent to {email}.", { email: guest })).waitFor();
      const ownName = page.getByRole("region", { name: t("Your name in this team") });
      await ownName.getByRole("textbox", { name: t("Your name in this team") }).fill(person.name.split(" ")[0]!);
      await ownName.getByRole("button", { name: t("Save") }).click();
      await ownName.getByText(t("Saved.")).waitFor();
      await check("the team page");

      await openMenu(page, t("Account menu"));
      await page.getByRole("menuitem", { name: t("Sign out") }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/handler/sign-in");
      await page.getByRole("heading", { name: t("Sign in to your account") }).waitFor();
      await check("the sign-in page");
    });
  }
});

/** Opens the UserButton's menu (its trigger's name starts with "Account menu", translated). */
async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
}

/** Opens a section of account settings from its sidebar and waits for its heading. */
async function section(page: Page, title: string): Promise<void> {
  await page.getByRole("navigation").getByRole("button", { name: title }).click();
  await page.getByRole("heading", { name: title, level: 2 }).waitFor();
}
