/**
 * UI texts. Components write their English text through `t(...)`; the provider's
 * `translationOverrides` may replace any of them. An override for a text the UI never
 * shows throws, so a typo does not silently do nothing.
 */
import { fillIn } from "./format-text";
import type { Translator } from "./format-text";
import { UI_TEXTS } from "./ui-texts";

/** Replaces `{name}` placeholders after translating. */
export type { Translator } from "./format-text";

const known = new Set<string>(UI_TEXTS);

/** The translator for a language and the host's overrides (docs/api.md §4.1). */
export function createTranslator(_lang: string | undefined, overrides: Record<string, string> | undefined): Translator {
  const table = new Map<string, string>();
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (!known.has(key)) {
      throw new Error(`translationOverrides: "${key}" is not a text gatehouse shows. Use the English text exactly as it appears in the UI.`);
    }
    table.set(key, value);
  }
  return (english, values) => fillIn(table.get(english) ?? english, values);
}
