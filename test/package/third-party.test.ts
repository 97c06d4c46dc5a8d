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
    const sections = notices.split(/^## /m).slice(1);
    const heads = sections.map((section) => section.split("\n")[0]);
    expect(heads).toEqual(listed.map((p) => `${p.name} ${p.version}`));
    sections.forEach((section, i) => {
      const { license } = listed[i]!;
      expect(section, heads[i]).toContain(`License: ${license}`);
      // At least one fenced license text with a copyright line or the license's own title in it.
      const texts = [...section.matchAll(/^(`{3,})text\n([\s\S]*?)\n\1$/gm)].map((m) => m[2]!);
      expect(texts.length, heads[i]).toBeGreaterThan(0);
      expect(texts.join("\n"), heads[i]).toMatch(/copyright|license|public domain|creative commons|CC0/i);
    });
  });

  it("are named in the list at the top of THIRD-PARTY-NOTICES.md", () => {
    for (const p of listed) expect(notices).toContain(`| ${p.name} | ${p.version} | ${p.license} |`);
  });
});
