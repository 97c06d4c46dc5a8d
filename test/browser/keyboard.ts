/** Moving through a page with the keyboard alone, as a person without a mouse does. */
import type { Locator, Page } from "playwright-core";

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, and fails when it is
 * not reached within `limit` presses: a control Tab never reaches cannot be used without a
 * mouse.
 */
export async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "nothing");
  throw new Error(`${limit} presses of ${backwards ? "Shift+Tab" : "Tab"} did not reach ${target}; focus is on ${focused}`);
}

/** Tabs to a field and types into it (what is there first is selected and replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press("Enter");
}
