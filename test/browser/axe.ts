/**
 * Accessibility checks with axe-core (Deque's rules engine) inside the page, and the
 * colour modes the checks run in.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

export type Violation = { rule: string; impact: string | null | undefined; help: string; targets: string[]; html: string[] };

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core's violations of the WCAG 2.x A and AA rules and its best practices on the whole
 * page as it is now (the host page's parts included: they are the demo's, and ours to fix),
 * or only inside `within` (a CSS selector): an open menu is modal, and the page behind it is
 * hidden from assistive technology on purpose (checked before it opened).
 */
export async function axeViolations(page: Page, within?: string): Promise<Violation[]> {
  // Evaluated by the test tool rather than added as a <script>: the emulator's own pages
  // forbid every script with their Content-Security-Policy, and a test tool is not a page.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(`${axe.source}\n;undefined`);
  return page.evaluate(async (selector) => {
    const result = await window.axe!.run(selector ? { include: [selector] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")), html: v.nodes.map((n) => n.html.slice(0, 300)) }));
  }, within);
}

export type Mode = "light" | "dark";

/**
 * Puts the page in `mode` the way a host does (the demo's theme toggle: class `dark` on
 * `<html>`), and makes sure the components followed (their `color-scheme`), so a dark run
 * never silently checks the light colours again.
 */
export async function setColorMode(page: Page, mode: Mode): Promise<void> {
  const scheme = await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    const root = document.querySelector(".gh-root");
    return root ? getComputedStyle(root).colorScheme : null;
  }, mode === "dark");
  if (scheme !== null && scheme !== mode) throw new Error(`The components did not switch to ${mode} (color-scheme: ${scheme}).`);
}
