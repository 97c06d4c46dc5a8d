// The third-party code the packed tarball bundles under dist/vendor/ (Radix, floating-ui, ...)
// is listed in dist/vendor/packages.json, at the versions the repo's lockfile pins, and each
// listed package has its license text in dist/THIRD-PARTY-NOTICES.md (docs/architecture.md §3).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { ROOT } from "./support/tarball";

type Listed = { name: string; version: string; license: string; location: string };
type LockEntry = { version?: string; license?: string };

const consumer = inject("packedConsumer");
const dist = join(consumer.dir, "node_modules", "gatehouse", "dist");
const listed = JSON.parse(readFileSync(join(dist, "vendor", "packages.json"), "utf8")) as Listed[];
const notices = readFileSync(join(dist, "THIRD-PARTY-NOTICES.md"), "utf8");
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((file) => `${name}/${file}`) : [name];
  });
}

/** The notices' sections: a `## ` heading outside a code fence, its plain lines, and its fenced texts. */
function sections(markdown: string): { head: string; lines: string[]; texts: string[] }[] {
  const found: { head: string; lines: string[]; texts: string[] }[] = [];
  let fence: string | null = null;
  let text: string[] = [];
  for (const line of markdown.split("\n")) {
    const current = found.at(-1);
    if (fence !== null) {
      if (line === fence) {
        current?.texts.push(text.join("\n"));
        fence = null;
      } else text.push(line);
    } else if (/^`{3,}text$/.test(line)) {
      fence = line.slice(0, -"text".length);
      text = [];
    } else if (line.startsWith("## ")) found.push({ head: line.slice(3), lines: [], texts: [] });
    else current?.lines.push(line);
  }
  expect(fence, "a code fence left open").toBeNull();
  return found;
}

/** A listed package's folder under dist/vendor: its lockfile location, node_modules spelled vendor. */
const vendorDir = (location: string) => location.replace(/^node_modules\//, "").replace(/\/node_modules\//g, "/vendor/");

describe("the bundled third-party packages", () => {
  it("are listed: the Radix dropdown of UserButton and what it pulls in", () => {
    const names = listed.map((p) => p.name);
    expect(names).toContain("@radix-ui/react-dropdown-menu");
    expect(names).toContain("@floating-ui/dom");
    expect(new Set(listed.map((p) => p.location)).size).toBe(listed.length);
  });

  it("each at the version and license package-lock.json has for it", () => {
    const shipped = listed.map(({ location, version, license }) => ({ location, version, license }));
    const locked = listed.map(({ location }) => ({ location, version: lock.packages[location]?.version, license: lock.packages[location]?.license }));
    expect(shipped).toEqual(locked);
  });

  it("covers every module under dist/vendor, and ships modules of every package it lists", () => {
    const modules = filesUnder(join(dist, "vendor")).filter((file) => /\.c?js$/.test(file));
    const dirs = listed.map((p) => vendorDir(p.location));
    // The deepest listed folder holding a module is its package (vendor/a/vendor/b is b's).
    const owner = (file: string) => dirs.filter((dir) => file.startsWith(`${dir}/`)).sort((a, b) => b.length - a.length)[0];
    expect(modules.filter((file) => owner(file) === undefined)).toEqual([]);
    expect(dirs.filter((dir) => !modules.some((file) => owner(file) === dir))).toEqual([]);
  });

  it("each has its license text in THIRD-PARTY-NOTICES.md", () => {
    const found = sections(notices);
    expect(found.map((s) => s.head)).toEqual(listed.map((p) => `${p.name} ${p.version}`));
    found.forEach(({ head, lines, texts }, i) => {
      expect(lines, head).toContain(`License: ${listed[i]!.license}`);
      // At least one license text, which reads as one (a copyright line, or the license's own words).
      expect(texts.length, head).toBeGreaterThan(0);
      expect(texts.join("\n"), head).toMatch(/copyright|license|public domain|creative commons/i);
    });
  });

  it("are named in the list at the top of THIRD-PARTY-NOTICES.md", () => {
    for (const p of listed) expect(notices).toContain(`| ${p.name} | ${p.version} | ${p.license} |`);
  });
});
