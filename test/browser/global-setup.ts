/**
 * Builds the emulator's console (as `npm run build` does, into a folder of its own) and
 * starts the emulator, serving it, and the demo once for the whole browser suite, after checking that
 * Chromium is there (a missing browser fails the suite with how to install it). Both listen
 * on ports the system picks, so two runs on one machine cannot collide;
 * GATEHOUSE_TEST_DEMO_PORT / GATEHOUSE_TEST_EMULATOR_PORT fix them instead.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createEmulator, type EmulatorOptions } from "../../src/emulator/index";
import { chromiumPath } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    demoUrl: string;
    emulatorUrl: string;
    /** The console built for this run (`createEmulator({ consoleDir })`). */
    consoleDir: string;
  }
}

export default async function setup(project: TestProject) {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium was not found at ${executable}. The browser tests need it: install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  // @ts-expect-error: a plain .mjs module without types
  const { startDemo } = (await import("../../demo/start.mjs")) as { startDemo: (o?: object) => Promise<{ demoUrl: string; emulatorUrl: string; close(): Promise<void> }> };
  const demoPort = testPort("GATEHOUSE_TEST_DEMO_PORT");
  const emulatorPort = testPort("GATEHOUSE_TEST_EMULATOR_PORT");
  // The demo is built once for the suite (a few bundled scripts per page load, not Vite's dev
  // server compiling hundreds of modules for each fresh browser context).
  const consoleDir = mkdtempSync(join(tmpdir(), "gatehouse-console-"));
  // @ts-expect-error: a plain .mjs module without types
  const { buildConsole } = (await import("../../build/console.mjs")) as { buildConsole: (o: { outDir: string }) => Promise<string> };
  await buildConsole({ outDir: consoleDir });
  const withConsole = (options: EmulatorOptions = {}) => createEmulator({ ...options, consoleDir });
  let demo: Awaited<ReturnType<typeof startDemo>>;
  try {
    demo = await startDemo({ demoPort, exactDemoPort: true, emulatorPort, exactEmulatorPort: true, built: true, createEmulator: withConsole });
  } catch (error) {
    rmSync(consoleDir, { recursive: true, force: true });
    throw error;
  }
  console.log(`browser tests: demo ${demo.demoUrl}, emulator ${demo.emulatorUrl}`);
  project.provide("demoUrl", demo.demoUrl);
  project.provide("emulatorUrl", demo.emulatorUrl);
  project.provide("consoleDir", consoleDir);
  return async () => {
    await demo.close();
    rmSync(consoleDir, { recursive: true, force: true });
  };
}

/** The port named by environment variable `name`, else 0 (any free port). */
function testPort(name: string): number {
  const text = process.env[name];
  if (text === undefined || text === "") return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), not ${JSON.stringify(text)}`);
  return port;
}
