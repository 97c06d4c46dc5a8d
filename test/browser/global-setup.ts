/**
 * Starts the emulator and the demo once for the whole browser suite, after checking that
 * Chromium is there (a missing browser fails the suite with how to install it).
 */
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
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
  const demo = await startDemo({ emulatorPort: 18102, demoPort: 15173 });
  project.provide("demoUrl", demo.demoUrl);
  project.provide("emulatorUrl", demo.emulatorUrl);
  return () => demo.close();
}
