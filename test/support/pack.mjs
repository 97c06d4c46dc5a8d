/**
 * `npm pack` of the working tree, once per test run.
 *
 * Three layers need the packed package: the package tests (global-setup installs it into a
 * consumer project), the outside app, and the Next app of the browser suite. Packing runs the
 * whole build (JS and declarations), so `npm test` (test/run.mjs) packs once before the
 * layers start and names the result in GATEHOUSE_TEST_PACK_DIR; each layer takes it from
 * there (`sharedPack`), and packs for itself only when run alone (`npx vitest run ...`).
 *
 * Plain JavaScript so that the runner (Node, no TypeScript loader) and the tests share it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Names the directory of a pack made for this run (tarball + what npm printed). */
export const PACK_DIR_VARIABLE = "GATEHOUSE_TEST_PACK_DIR";

/** Not part of a build: never copied to the packing directory. */
const NOT_BUILT = new Set(["node_modules", "dist", ".git", "test", "bench", "demo", "coverage"]);

/**
 * The environment without npm's `npm_*` variables: a nested npm started from `npm test`
 * would otherwise take the outer run's settings (and print their warnings).
 */
export function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")));
  return { ...env, ...extra };
}

/** The file name `npm pack` prints last on stdout (its notices go to stderr). */
export function packedName(stdout, output) {
  const name = stdout.trim().split("\n").pop()?.trim() ?? "";
  if (!name.endsWith(".tgz")) throw new Error(`npm pack named no tarball:\n${output}`);
  return name;
}

/**
 * `npm pack` of the working tree into `outDir`, from a copy in `workDir` (its own dist/, so
 * nothing races the repo's dist/). Returns the tarball's path and what npm printed.
 */
export function packTarball(workDir, outDir) {
  const stage = join(workDir, "gatehouse");
  mkdirSync(stage, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_BUILT.has(entry)) cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(stage, "node_modules"), "dir");
  const result = spawnSync("npm", ["pack", "--pack-destination", outDir], { cwd: stage, env: cleanEnv(), encoding: "utf8", timeout: 600_000 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) throw new Error(`npm pack (in ${stage}) failed with ${result.status ?? result.signal}:\n${output}`);
  return { tarball: join(outDir, packedName(result.stdout, output)), output };
}

/** Packs into `dir` and records the result there, for `sharedPack` in the layers. */
export function packForRun(dir) {
  const packed = packTarball(join(dir, "work"), join(dir, "out"));
  writeFileSync(join(dir, "pack.json"), JSON.stringify(packed));
  return packed;
}

/**
 * The run's pack when `npm test` made one (GATEHOUSE_TEST_PACK_DIR), else a new pack made in
 * `workDir`. `shared` says which.
 */
export function sharedPack(workDir) {
  const dir = process.env[PACK_DIR_VARIABLE];
  if (dir && existsSync(join(dir, "pack.json"))) {
    const packed = JSON.parse(readFileSync(join(dir, "pack.json"), "utf8"));
    if (existsSync(packed.tarball)) return { ...packed, shared: true };
  }
  return { ...packTarball(join(workDir, "pack"), join(workDir, "out")), shared: false };
}
