// Nothing in the repo reads a file outside it: a clone with nothing beside it must pass
// `npm ci && npm test` (.ci/run proves it end to end; this catches it in a second). Paths
// are found where code builds them from its own location: `new URL("…", import.meta.url)`
// and `resolve`/`join(__dirname, "…")`.
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, read, repoRelative, textFiles, topLevelFiles } from "./repo-files";

const CODE = [...textFiles("src", "test", "bench", "demo"), ...topLevelFiles()].filter((f) => /\.(ts|tsx|mts|js|jsx|mjs|cjs)$/.test(f));

const URL_FROM_MODULE = /new URL\(\s*(["'`])([^"'`$]*)\1\s*,\s*import\.meta\.url\s*\)/g;
const PATH_FROM_DIR = /\b(?:resolve|join)\(\s*(?:__dirname|import\.meta\.dirname)\s*((?:,\s*(["'`])[^"'`$]*\2\s*)+)\)/g;

/** Where each module-relative path of `file` leads, as [written, resolved]. */
function pathsOf(file: string): [string, string][] {
  const text = read(file);
  const dir = dirname(join(ROOT, file));
  const found: [string, string][] = [];
  for (const m of text.matchAll(URL_FROM_MODULE)) found.push([m[2]!, resolve(dir, m[2]!)]);
  for (const m of text.matchAll(PATH_FROM_DIR)) {
    const parts = [...m[1]!.matchAll(/(["'`])([^"'`]*)\1/g)].map((p) => p[2]!);
    found.push([parts.join(", "), resolve(dir, ...parts)]);
  }
  return found;
}

const outside = (abs: string) => repoRelative(abs).startsWith("..");

describe("the repo", () => {
  it("finds the paths its code builds (the scan sees the usual spellings)", () => {
    const all = CODE.flatMap(pathsOf);
    expect(all.length).toBeGreaterThan(10);
    expect(all.map(([, abs]) => repoRelative(abs))).toEqual(expect.arrayContaining(["test/fixtures/protocol/exchanges", "package.json"]));
  });

  it("reads no file outside itself", () => {
    const escaping = CODE.flatMap((file) => pathsOf(file).filter(([, abs]) => outside(abs)).map(([written]) => `${file}: ${written}`));
    expect(escaping).toEqual([]);
  });

  it("names no absolute path of the machine it was written on", () => {
    const absolute = CODE.flatMap((file) =>
      [...read(file).matchAll(/(["'`])(\/(?:work|home|Users|root)\/[^"'`]*)\1/g)].map((m) => `${file}: ${m[2]}`));
    expect(absolute).toEqual([]);
  });
});
