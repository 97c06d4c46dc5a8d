/**
 * Languages in the browser tests: the built-in texts of a locale (so a step can name a
 * control in that language), and the check that a page shows nothing left in English.
 */
import type { Page } from "playwright-core";
import { fillIn } from "../../src/components/format-text";
import { UI_TEXTS } from "../../src/components/ui-texts";

type Table = Readonly<Record<string, string>>;

export async function localeTable(locale: string): Promise<Table> {
  return ((await import(`../../src/components/locales/${locale}.ts`)) as { default: Table }).default;
}

/** `english` as the locale shows it (placeholders filled in from `values`). */
export function translator(table: Table) {
  return (english: string, values?: Record<string, string | number>): string => {
    const text = table[english];
    if (text === undefined) throw new Error(`No translation of ${JSON.stringify(english)}: the tests name controls by the catalogue's texts.`);
    return fillIn(text, values);
  };
}

/** Opens the demo once in `lang` (it keeps the choice for the tab: demo/main.tsx). */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.goto(`/?lang=${encodeURIComponent(lang)}`);
}

/**
 * Every text a person meets in the gatehouse components on the page now: the visible text
 * of each element under a component root (`.gh-root`, the UserButton's menu included),
 * and the accessible names, placeholders and titles that screen readers read or a
 * pointer shows. The host page's own text is not ours and is left out.
 */
export async function componentTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (text: string | null | undefined) => {
      const trimmed = text?.replace(/\s+/g, " ").trim();
      if (trimmed) out.add(trimmed);
    };
    for (const root of document.querySelectorAll<HTMLElement>(".gh-root")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Screen-reader-only text (`gh-sr-only`) is read aloud, so it counts; hidden elements do not.
        if (parent && (parent.checkVisibility({ visibilityProperty: true }) || parent.closest(".gh-sr-only"))) add(node.textContent);
      }
      for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
        for (const attribute of ["aria-label", "placeholder", "title", "alt", "aria-valuetext"]) add(element.getAttribute(attribute));
      }
    }
    return [...out];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The texts on the page that are one of our English texts although `table` translates it
 * differently: the English left standing where the locale has its own words. A text with
 * placeholders matches with anything in their place ("Invitation sent to {email}.").
 */
export async function englishLeft(page: Page, table: Table): Promise<string[]> {
  // A text the table lacks shows in English too.
  const english = UI_TEXTS.filter((text) => table[text] !== text);
  const exact = new Set(english.filter((text) => !text.includes("{")));
  const patterns = english.filter((text) => text.includes("{")).map((text) => new RegExp(`^${text.split(/\{\w+\}/).map(escape).join(".+")}$`));
  return (await componentTexts(page)).filter((text) => exact.has(text) || patterns.some((p) => p.test(text)));
}

/**
 * Texts with a run of Latin letters that are not in `allowed` (what the person typed, brand
 * names): in a CJK locale every sentence of ours has CJK letters, so a Latin-only word is
 * English the catalogue does not know about (a text hard-coded outside `t()`).
 */
export async function latinWords(page: Page, allowed: RegExp[]): Promise<string[]> {
  return (await componentTexts(page)).filter((text) => {
    const rest = allowed.reduce((s, pattern) => s.replace(pattern, " "), text);
    return /[A-Za-z]{3,}/.test(rest);
  });
}
