#!/usr/bin/env node
/**
 * Builds the emulator's console (src/console, a React app) with Vite into `dist/console/`:
 * `index.html`, and scripts and styles with content hashes under `assets/`, served by the
 * emulator at `/emulator` (src/emulator/console/files.ts). Production React, minified. A
 * marker file (`gatehouse-console.json`) tells the emulator the folder holds a built console;
 * `THIRD-PARTY-NOTICES.md` and `packages.json` name the packages its scripts bundle.
 *
 * Part of `npm run build` (so `npm pack` ships it). Exports `buildConsole()` for the browser
 * tests, which build it once into a folder of their own.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { thirdPartyNotices } from "./third-party-notices.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));

/** The marker the emulator looks for (CONSOLE_MARKER in src/emulator/console/files.ts). */
export const CONSOLE_MARKER = "gatehouse-console.json";

/** Builds the console into `outDir` (emptied first). */
export async function buildConsole({ outDir = join(repo, "dist", "console"), logLevel = "warn" } = {}) {
  await build({
    configFile: false,
    root: join(repo, "src", "console"),
    base: "/emulator/",
    mode: "production",
    logLevel,
    clearScreen: false,
    define: { __GATEHOUSE_VERSION__: JSON.stringify(pkg.version), "process.env.NODE_ENV": JSON.stringify("production") },
    // Production JSX whatever NODE_ENV the caller runs under (the test runner sets "test").
    esbuild: { jsx: "automatic", jsxDev: false },
    // React and the rest ship inside the console's scripts: their notices ship beside them.
    plugins: [thirdPartyNotices({ build: "console" })],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: "assets",
      sourcemap: false,
      reportCompressedSize: false,
      // Nothing inlined as a data: URL (the policy allows images only; fonts and scripts come as files).
      assetsInlineLimit: 0,
      // No inline module-preload script: the page's policy allows no inline script.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // Radix's "use client" lines mean nothing in a browser bundle; the rest is reported.
        onwarn: (warning, warn) => warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning),
      },
    },
  });
  writeFileSync(join(outDir, CONSOLE_MARKER), `${JSON.stringify({ name: "gatehouse-console", version: pkg.version }, null, 2)}\n`);
  return outDir;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const outDir = await buildConsole({ logLevel: "warn" });
  console.log(`console built into ${outDir}`);
}
