import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CacheKind } from "../../../src/lib/apps/cache-kinds";

const lib = resolve(__dirname, "../../../src/lib");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("CacheKind", () => {
  it("gives every kind its own name (one name, one type of value)", () => {
    const names = Object.values(CacheKind);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is where every cache entry outside the store takes its kind from", () => {
    // A kind spelled as a string elsewhere could collide with another area's, unseen.
    const spelled = files(lib)
      .filter((file) => !relative(lib, file).startsWith("store"))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        const kinds = [
          ...text.matchAll(/\.cache\.entry(?:<[^(]*>)?\(\s*([^,]+),/g),
          ...text.matchAll(/\bsessionEntry(?:<[^(]*>)?\(\s*[^,:]+,\s*([^,]+),/g),
        ].map((m) => m[1]!.trim());
        const compared = [...text.matchAll(/\bkind\s*===\s*([^\s)&|]+)/g)].map((m) => m[1]!.trim());
        // `sessionEntry` itself forwards the kind its callers name.
        const forwards = relative(lib, file) === join("apps", "session-access.ts");
        return [...kinds, ...compared].filter((kind) => !(forwards && kind === "kind")).filter((kind) => !/^CacheKind\.\w+$|^KIND\[scope\]$/.test(kind)).map((kind) => `${relative(lib, file)}: ${kind}`);
      });
    expect(spelled).toEqual([]);
  });
});
