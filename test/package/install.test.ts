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

  it("ships the emulator's console built, and the installed emulator serves it", async () => {
    const consoleDir = join(installed, "dist", "console");
    const html = readFileSync(join(consoleDir, "index.html"), "utf8");
    const scripts = [...html.matchAll(/src="\/emulator\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(readdirSync(join(consoleDir, "assets"))).toContain(scripts[0]);
    // Production React: no development build's warnings text.
    expect(readFileSync(join(consoleDir, "assets", scripts[0]!), "utf8")).not.toContain("jsxDEV");
    // React and the rest are inside its scripts: their notices ship beside them.
    const notices = readFileSync(join(consoleDir, "THIRD-PARTY-NOTICES.md"), "utf8");
    for (const name of ["react", "react-dom", "scheduler"]) expect(notices).toContain(`| ${name} | `);
    const { createEmulator } = (await import(join(installed, "dist", "emulator.js"))) as typeof import("../../src/emulator");
    const em = createEmulator();
    const page = await em.fetch("http://localhost:8102/emulator/mail");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(await page.text()).toBe(html);
    const script = await em.fetch(`http://localhost:8102/emulator/assets/${scripts[0]}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toContain("immutable");
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
