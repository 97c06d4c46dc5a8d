import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { consolePageCrossings, layerViolations, sourceFiles } from "./scanners";

// docs/architecture.md §2: imports point one way only. errors <- interface <- lib <- components <- handler <- next;
// the emulator imports only errors and the type-only wire files. A violation is a design bug.
const root = resolve(__dirname, "../../..");
const src = join(root, "src");

/** A small source tree in a temp directory: path (under src) -> text. */
function tree(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), "gatehouse-layers-")), "src");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("layering", () => {
  it("keeps every import pointing one way, as docs/architecture.md §2 draws the layers", () => {
    expect(layerViolations(src)).toEqual([]);
  });

  it("finds a planted violation of every kind the rule covers", () => {
    const planted = tree({
      "lib/apps/context.ts": "export const x = 1;\n",
      "components/ui/button.tsx": "export const Button = 1;\n",
      "interface/request.ts": "export const r = 1;\n",
      "errors/bad.ts": 'import { x } from "../lib/apps/context";\n',
      "emulator/routes/bad.ts": 'export async function f() {\n  return (await import("../../lib/apps/context")).x;\n}\n',
      "emulator/state/bad.ts": 'import "../../interface/request";\n',
      "lib/bad.ts": 'import type {\n  Button,\n} from "../components/ui/button";\n',
      "interface/bad.ts": 'const lib = require("../lib/apps/context");\n',
      "lib/fine.ts": 'import { r } from "../interface/request";\n',
    });
    expect(layerViolations(planted).map((v) => v.split(" ")[0])).toEqual(
      ["emulator/routes/bad.ts", "emulator/state/bad.ts", "errors/bad.ts", "interface/bad.ts", "lib/bad.ts"].map((p) => p.replace(/\//g, sep)),
    );
  });

  it("keeps Next.js out of every layer but src/next and its entries", () => {
    const outside = [join(src, "index.ts"), join(src, "react.ts"), ...["errors", "interface", "lib", "components", "handler", "emulator", "testing"].flatMap((dir) => sourceFiles(join(src, dir)))];
    for (const file of outside) {
      expect(readFileSync(file, "utf8"), relative(root, file)).not.toMatch(/(from |import\(|require\()["']next(\/[^"']*)?["']/);
    }
  });

  it("keeps the core entry free of React", () => {
    const text = readFileSync(join(src, "index.ts"), "utf8");
    expect(text).not.toMatch(/from ["']react/);
    for (const file of sourceFiles(join(src, "lib"))) {
      expect(readFileSync(file, "utf8"), relative(root, file)).not.toMatch(/from ["']react(-dom)?["']/);
    }
  });

  it("keeps each console page to its own folder, sharing only through console/parts", () => {
    expect(consolePageCrossings(src)).toEqual([]);
    const planted = tree({
      "console/parts/section.tsx": "export const Section = 1;\n",
      "console/pages/users/list.tsx": "export const List = 1;\n",
      "console/pages/teams/page.tsx": 'import { List } from "../users/list";\nimport { Section } from "../../parts/section";\n',
      "console/pages/users/page.tsx": 'import { List } from "./list";\n',
    });
    expect(consolePageCrossings(planted)).toEqual([`${join("console", "pages", "teams", "page.tsx")} imports ../users/list (the users page's)`]);
  });
});
