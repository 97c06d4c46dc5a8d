// The tarball as a consumer gets it: `npm pack` and installing it print no warnings of
// ours, it carries no install-time scripts, its bin runs, and each type is declared once
// across the entries (a class with #private members is nominal: a second declaration of
// ClientApp in react.d.ts would not be the ClientApp of index.d.ts).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { ourWarnings, run } from "./support/commands";

const consumer = inject("packedConsumer");
const installed = join(consumer.dir, "node_modules", "gatehouse");

describe("the packed tarball", () => {
  it("packs and installs without a warning of ours", () => {
    expect(consumer.packOutput).toMatch(/gatehouse-[\d.]+\.tgz/);
    expect(ourWarnings(consumer.packOutput)).toEqual([]);
    // Rollup's own warnings would show up in npm pack's output through the prepack build.
    expect(consumer.packOutput).not.toMatch(/\(!\)/);
    expect(consumer.installOutput).toMatch(/added \d+ packages?/);
    expect(ourWarnings(consumer.installOutput)).toEqual([]);
  });

  it("runs no script of ours on install", () => {
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { scripts?: Record<string, string> };
    const installTime = ["preinstall", "install", "postinstall", "prepare"].filter((name) => manifest.scripts?.[name] !== undefined);
    expect(installTime).toEqual([]);
  });

  it("ships only the built package: dist, README and CHANGELOG", () => {
    expect(readdirSync(installed).sort()).toEqual(["CHANGELOG.md", "README.md", "dist", "package.json"]);
  });

  it("installs a working bin", () => {
    const help = run(join(consumer.dir, "node_modules", ".bin", "gatehouse"), ["emulator", "--help"], consumer.dir);
    expect(help.output).toMatch(/^Usage: gatehouse emulator/);
  });

  it("declares each class once across the entries' declaration files", () => {
    const classes = (file: string) => [...readFileSync(join(installed, "dist", file), "utf8").matchAll(/^declare (?:abstract )?class (\w+)/gm)].map((m) => m[1]!);
    for (const ext of ["d.ts", "d.cts"]) {
      const core = classes(`index.${ext}`);
      expect(core).toContain("ClientApp");
      for (const entry of ["react", "next", "emulator", "testing"]) {
        expect(classes(`${entry}.${ext}`).filter((name) => core.includes(name)), `${entry}.${ext}`).toEqual([]);
      }
      for (const entry of ["react", "next", "testing"]) {
        expect(readFileSync(join(installed, "dist", `${entry}.${ext}`), "utf8")).toContain(`from './index.${ext === "d.ts" ? "js" : "cjs"}'`);
      }
    }
  });
});
