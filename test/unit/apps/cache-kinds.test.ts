import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CacheKind } from "../../../src/lib/core/cache-kinds";
import { CacheStore } from "../../../src/lib/store/cache-store";
import { spelledCacheKinds } from "../architecture/scanners";

const lib = resolve(__dirname, "../../../src/lib");

describe("CacheKind", () => {
  it("gives every kind its own name (one name, one type of value)", () => {
    const names = Object.values(CacheKind);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is where every cache entry outside the store takes its kind from", () => {
    expect(spelledCacheKinds(lib)).toEqual([]);
  });

  it("finds a kind spelled outside the table, however the entry is made or the kind compared", () => {
    const dir = mkdtempSync(join(tmpdir(), "gatehouse-kinds-"));
    const plant = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    plant("teams/a.ts", 'ctx.cache.entry<Team[]>(\n  "teams-v2", [session.scope], load, { endedValue: [] });\n');
    plant("teams/b.ts", 'sessionEntry<Team[]>(ctx, "rogue", session, [], load, []);\n');
    plant("teams/c.ts", 'ctx.cache.invalidateWhere((kind) => kind === "teams");\n');
    plant("teams/d.ts", 'ctx.cache.invalidateWhere((kind) => "teams" === kind);\n');
    plant("teams/ok.ts", "ctx.cache.entry(CacheKind.teams, [], load);\n");
    expect(spelledCacheKinds(dir).length).toBe(4);
  });

  it("is enforced at run time too: an app's store refuses a kind outside the table", () => {
    const store = new CacheStore({ kinds: Object.values(CacheKind) });
    expect(() => store.entry("teams-v2", [], async () => [])).toThrow(/unknown cache kind "teams-v2"/);
    expect(() => store.entry(CacheKind.project, [], async () => null)).not.toThrow();
  });
});
