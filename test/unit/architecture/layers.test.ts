import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md §2: imports point one way only. errors <- interface <- lib <- components <- handler;
// the emulator imports only errors and the type-only wire files. A violation is a design bug.
const root = resolve(__dirname, "../../..");
const src = join(root, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function layerOf(path: string): string {
  const rel = relative(src, path).replace(/\\/g, "/");
  if (rel.startsWith("interface/wire/")) return "wire";
  const top = rel.split("/")[0]!;
  return top.includes(".") ? "entry" : top;
}

/** Which layers each layer may import from (besides itself). */
const allowed: Record<string, string[]> = {
  errors: [],
  wire: ["errors"],
  interface: ["errors", "wire"],
  lib: ["interface", "wire", "errors"],
  components: ["lib", "interface-types", "errors"],
  handler: ["components", "lib", "errors"],
  emulator: ["errors", "wire"],
  entry: ["errors", "interface", "wire", "lib", "components", "handler", "emulator"],
};

const importRe = /^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+["'](\.[^"']+)["']/gm;

function violations(): string[] {
  const found: string[] = [];
  for (const file of files(src)) {
    const from = layerOf(file);
    if (from === "entry" && file.endsWith("version.ts")) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importRe)) {
      const target = resolve(dirname(file), match[2]!);
      if (!target.startsWith(src)) continue;
      const isDir = (() => { try { return statSync(target).isDirectory(); } catch { return false; } })();
      let to = layerOf(isDir ? join(target, "index.ts") : /\.tsx?$/.test(target) ? target : `${target}.ts`);
      if (to === "entry" && relative(src, target).startsWith("version")) continue;
      // Components may use wire-free interface *types* only through lib; never runtime interface code.
      if (to === from) continue;
      if (from === "components" && to === "interface" && match[1]) to = "interface-types";
      if (!allowed[from]?.includes(to)) found.push(`${relative(root, file)} (${from}) imports ${match[2]} (${to})`);
    }
  }
  return found;
}

describe("layering", () => {
  it("keeps every import pointing one way, as docs/architecture.md §2 draws the layers", () => {
    expect(violations()).toEqual([]);
  });

  it("keeps the core entry free of React", () => {
    const text = readFileSync(join(src, "index.ts"), "utf8");
    expect(text).not.toMatch(/from ["']react/);
    for (const file of files(join(src, "lib"))) {
      expect(readFileSync(file, "utf8"), relative(root, file)).not.toMatch(/from ["']react(-dom)?["']/);
    }
  });
});
