import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { floorViolations, importCycles } from "./scanners";

// docs/architecture.md §2: no two files of src/ import each other, directly or through
// others (type-only imports included), and inside src/lib the facades sit on top of the
// areas, which sit on top of lib/core.
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
  it("finds a planted cycle of every kind: type-only, re-export, side-effect, require, module augmentation, self", () => {
    const planted = tree({
      "a/one.ts": 'import type { Two } from "./two";\nexport type One = { two: Two };\n',
      "a/two.ts": 'import type { One } from "./one";\nexport type Two = { one: One };\n',
      "b/x.ts": 'export * from "../b/y";\n',
      "b/y.ts": 'import "./z";\n',
      "b/z.ts": 'const x = require("./x");\n',
      "c/self.ts": 'export { s } from "./self.js";\n',
      "d/fine.ts": 'import type { One } from "../a/one";\nexport async function f() {\n  return import("./lazy");\n}\n',
      "d/lazy.ts": 'import { f } from "./fine";\nexport type L = typeof import("./fine");\n',
      "e/slot.ts": 'import type { Filler } from "./filler";\nexport interface Slot {}\nexport type F = Filler;\n',
      "e/filler.ts": 'export class Filler {}\ndeclare module "./slot" {\n  interface Slot { filler: Filler }\n}\n',
      // An augmentation that points down, as lib/apps/admin-app.ts fills internal-user-types' slot: no cycle.
      "f/slot.ts": "export interface Slot {}\n",
      "f/filler.ts": 'import type { Slot } from "./slot";\nexport class Filler {}\ndeclare module "./slot" {\n  interface Slot { filler: Filler }\n}\n',
    });
    expect(importCycles(planted)).toEqual([["a/one.ts", "a/two.ts"], ["b/x.ts", "b/y.ts", "b/z.ts"], ["c/self.ts"], ["e/filler.ts", "e/slot.ts"]]);
  });

  it("src/ has none", () => {
    expect(importCycles(src)).toEqual([]);
  });
});

describe("floors of src/lib", () => {
  it("finds a planted import up a floor, and lets a lower floor load a higher one on use", () => {
    const planted = tree({
      "apps/client-app.ts": 'import { ctx } from "../core/context";\nimport { getTeam } from "../teams/team-ops";\n',
      "core/context.ts": 'import type { Team } from "../teams/team";\nexport const ctx = 1;\n',
      "core/areas.ts": 'export const load = () => import("../apps/area-modules");\n',
      "teams/team.ts": 'import type { ClientApp } from "../apps/client-app";\n',
      "teams/team-ops.ts": 'import { ctx } from "../core/context";\n',
      "urls/redirect.ts": 'import { ctx } from "../core/context";\n',
    });
    expect(floorViolations(planted).map((v) => v.replace(/\\/g, "/"))).toEqual([
      "core/context.ts imports ../teams/team",
      "teams/team.ts imports ../apps/client-app",
    ]);
  });

  it("src/lib has none", () => {
    expect(floorViolations(join(src, "lib"))).toEqual([]);
  });
});
