/**
 * Takes the run's packed gatehouse (or packs it) for the package tests and installs the tarball into a consumer
 * project (test/package/support/tarball.ts); the test files read and build there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { installConsumer, sharedPack } from "./support/tarball";

export type PackedConsumer = {
  /** The consumer project: gatehouse installed from the tarball in node_modules. */
  dir: string;
  tarball: string;
  /** What `npm pack` printed. */
  packOutput: string;
  /** What installing the tarball printed. */
  installOutput: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    packedConsumer: PackedConsumer;
  }
}

export default function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), "gatehouse-package-"));
  // The run's pack (test/run.mjs packs once for every layer), or a pack of its own.
  const { tarball, output: packOutput } = sharedPack(work);
  const dir = join(work, "consumer");
  const { output: installOutput } = installConsumer(dir, tarball);
  project.provide("packedConsumer", { dir, tarball, packOutput, installOutput });
  return () => rmSync(work, { recursive: true, force: true });
}
