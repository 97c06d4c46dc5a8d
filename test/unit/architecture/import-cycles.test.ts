import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { floorViolations, importCycles } from "./scanners";

// docs/architecture.md §2: no two files of src/ import each other, directly or through
// others (type-only imports and modules loaded on use included), and inside src/lib the
// facades sit on top of the areas, which sit on top of lib/core, lazily or not.
const src = resolve(__dirname, "../../../src");

/** A small source tree in a temp directory: path -> text. */
function tree(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), "gatehouse-cycles-")), "src");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("import cycles", () => {
  it("finds a planted cycle of every kind: type-only, re-export, side-effect, require, import() on use, typeof import(), module augmentation, self", () => {
    const planted = tree({
      "a/one.ts": 'import type { Two } from "./two";\nexport type One = { two: Two };\n',
      "a/two.ts": 'import type { One } from "./one";\nexport type Two = { one: One };\n',
      "b/x.ts": 'export * from "../b/y";\n',
      "b/y.ts": 'import "./z";\n',
      "b/z.ts": 'const x = require("./x");\n',
      "c/self.ts": 'export { s } from "./self.js";\n',
      // A module that loads the one above it on use: lazy, and a cycle all the same.
      "d/floor.ts": 'export async function f() {\n  return import("./top");\n}\n',
      "d/top.ts": 'import { f } from "./floor";\nexport const g = f;\n',
      // The request layer's options naming, by type, the calls that use them.
      "g/options.ts": 'export type Calls = typeof import("./calls");\n',
      "g/calls.ts": 'import type { Calls } from "./options";\nexport const c = 1;\n',
      // A loader handed down: the top names the lazy module, the floor takes any loader: no cycle.
      "h/floor.ts": "export type Loader = () => Promise<unknown>;\nexport const run = (load: Loader) => load();\n",
      "h/top.ts": 'import { run } from "./floor";\nexport const go = () => run(() => import("./chunk"));\n',
      "h/chunk.ts": 'import type { Loader } from "./floor";\nexport const l: Loader[] = [];\n',
      "e/slot.ts": 'import type { Filler } from "./filler";\nexport interface Slot {}\nexport type F = Filler;\n',
      "e/filler.ts": 'export class Filler {}\ndeclare module "./slot" {\n  interface Slot { filler: Filler }\n}\n',
      // An augmentation that points down, as lib/apps/admin-app.ts fills internal-user-types' slot: no cycle.
      "f/slot.ts": "export interface Slot {}\n",
      "f/filler.ts": 'import type { Slot } from "./slot";\nexport class Filler {}\ndeclare module "./slot" {\n  interface Slot { filler: Filler }\n}\n',
    });
    expect(importCycles(planted)).toEqual([
      ["a/one.ts", "a/two.ts"],
      ["b/x.ts", "b/y.ts", "b/z.ts"],
      ["c/self.ts"],
      ["d/floor.ts", "d/top.ts"],
      ["e/filler.ts", "e/slot.ts"],
      ["g/calls.ts", "g/options.ts"],
    ]);
  });

  it("src/ has none", () => {
    expect(importCycles(src)).toEqual([]);
  });
});

describe("floors of src/lib", () => {
  it("finds a planted import up a floor, static, by type or on use; a loader handed down is fine", () => {
    const planted = tree({
      "apps/client-app.ts": 'import { ctx } from "../core/context";\nimport { getTeam } from "../teams/team-ops";\nconst areas = () => import("./area-modules");\n',
      "apps/area-modules.ts": 'export * as teams from "../teams/team-ops";\n',
      "core/context.ts": 'import type { Team } from "../teams/team";\nexport const ctx = 1;\n',
      "core/areas.ts": 'export const load = () => import("../apps/area-modules");\n',
      "core/options.ts": 'export type Modules = typeof import("../apps/area-modules");\n',
      "teams/team.ts": 'import type { ClientApp } from "../apps/client-app";\n',
      "teams/team-ops.ts": 'import { ctx } from "../core/context";\n',
      "urls/redirect.ts": 'import { ctx } from "../core/context";\n',
    });
    expect(floorViolations(planted).map((v) => v.replace(/\\/g, "/"))).toEqual([
      "core/areas.ts imports ../apps/area-modules",
      "core/context.ts imports ../teams/team",
      "core/options.ts imports ../apps/area-modules",
      "teams/team.ts imports ../apps/client-app",
    ]);
  });

  it("src/lib has none", () => {
    expect(floorViolations(join(src, "lib"))).toEqual([]);
  });
});
