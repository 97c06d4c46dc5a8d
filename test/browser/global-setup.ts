/**
 * Starts the emulator and the demo once for the whole browser suite, after checking that
 * Chromium is there (a missing browser fails the suite with how to install it). Both listen
 * on ports the system picks, so two runs on one machine cannot collide;
 * GATEHOUSE_TEST_DEMO_PORT / GATEHOUSE_TEST_EMULATOR_PORT fix them instead.
 */
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { createEmulator } from "../../src/emulator/index";
import { chromiumPath } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    demoUrl: string;
    emulatorUrl: string;
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
  const demo = await startDemo({ demoPort, exactDemoPort: true, emulatorPort, exactEmulatorPort: true, built: true, createEmulator });
  console.log(`browser tests: demo ${demo.demoUrl}, emulator ${demo.emulatorUrl}`);
  project.provide("demoUrl", demo.demoUrl);
  project.provide("emulatorUrl", demo.emulatorUrl);
  return () => demo.close();
}

/** The port named by environment variable `name`, else 0 (any free port). */
function testPort(name: string): number {
  const text = process.env[name];
  if (text === undefined || text === "") return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), not ${JSON.stringify(text)}`);
  return port;
}
