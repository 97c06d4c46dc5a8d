import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_TEXTS } from "../../src/components/ui-texts";

const dirs = ["../../src/components/", "../../src/handler/"].map((d) => new URL(d, import.meta.url).pathname);
const files = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : /\.tsx?$/.test(n) && !d.endsWith("locales") ? [join(d, n)] : []));

/**
 * English texts in the components' sources: `t("…")` calls, the wording of error routes
 * (`text: "…"`), the checks' messages (`return "…"`, `? "…" : …`) and link texts.
 */
const PATTERNS = [/\bt\(\s*"((?:[^"\\]|\\.)*)"/g, /\btext: "((?:[^"\\]|\\.)*)"/g, /\breturn "((?:[^"\\]|\\.)*)"/g, /: "((?:[^"\\]|\\.)*\.)"[,)]/g, /\? null : "((?:[^"\\]|\\.)*)"/g];

export function textsInSources(): Set<string> {
  const used = new Set<string>();
  for (const file of dirs.flatMap(files)) {
    const source = readFileSync(file, "utf8");
    for (const pattern of PATTERNS) {
      for (const m of source.matchAll(pattern)) {
        const text = JSON.parse(`"${m[1]}"`) as string;
        // Sentences and labels start upper-case or hold a space; ids ("profile", "en-US") do not.
        if (/^[A-Z]/.test(text) || text.includes(" ")) used.add(text);
      }
    }
  }
  return used;
}

describe("translationOverrides keys", () => {
  it("lists every text the components translate", () => {
    const known = new Set(UI_TEXTS);
    expect([...textsInSources()].filter((text) => !known.has(text))).toEqual([]);
  });

  it("lists each text once", () => {
    expect(UI_TEXTS.length).toBe(new Set(UI_TEXTS).size);
  });
});
