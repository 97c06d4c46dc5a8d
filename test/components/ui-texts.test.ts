import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_TEXTS } from "../../src/components/ui-texts";

const dir = new URL("../../src/components/", import.meta.url).pathname;
const files = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : /\.tsx?$/.test(n) ? [join(d, n)] : []));

describe("translationOverrides keys", () => {
  it("lists every text the components translate", () => {
    const used = new Set<string>();
    for (const file of files(dir)) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)) used.add(JSON.parse(`"${m[1]}"`));
    }
    const known = new Set(UI_TEXTS);
    expect([...used].filter((text) => !known.has(text))).toEqual([]);
  });
});
