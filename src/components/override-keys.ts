/**
 * The keys `translationOverrides` accepts, loaded only when a host gives overrides: our
 * English texts, and the official SDK's English source texts (mapped to ours).
 */
import { OFFICIAL_TEXTS } from "./official-texts";
import { UI_TEXTS } from "./ui-texts";

const OURS = new Set(UI_TEXTS);

/**
 * Our text -> the host's text. An official key replaces each of our texts it maps to; an
 * official key we have no counterpart for does nothing, quietly; any other key warns.
 */
export function resolveOverrides(overrides: Record<string, string>, warn: (message: string) => void): Map<string, string> {
  const table = new Map<string, string>();
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value !== "string") {
      warn(`translationOverrides["${key}"] is not a string; it is ignored.`);
    } else if (OURS.has(key)) {
      table.set(key, value);
    } else if (Object.prototype.hasOwnProperty.call(OFFICIAL_TEXTS, key)) {
      // Our own key wins over an official one that maps to the same text.
      for (const ours of OFFICIAL_TEXTS[key]!) if (!(ours in overrides)) table.set(ours, value);
    } else {
      unknown.push(key);
    }
  }
  if (unknown.length > 0) {
    warn(
      `translationOverrides has ${unknown.length === 1 ? "a key" : "keys"} the UI never shows: ${unknown.map((k) => JSON.stringify(k)).join(", ")}. ` +
        "Use the English text exactly as it appears in the UI; these are ignored.",
    );
  }
  return table;
}
