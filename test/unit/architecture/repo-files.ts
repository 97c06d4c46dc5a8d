/**
 * The repo's own text files, found by walking the tree (a copy made by `git archive` has no
 * `.git` to ask), for the tests that check what the files say and read.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = resolve(__dirname, "../../..");

/** Never the repo's own writing: installed packages, build output, recorded data, results. */
const SKIPPED = new Set(["node_modules", "dist", ".git", "coverage", "__screenshots__"]);
const SKIPPED_PATHS = new Set(["test/fixtures/protocol/exchanges", "bench/results"]);
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|html|css)$/;

/** Repo-relative paths of the text files under `dirs`. */
export function textFiles(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = dir === "." ? name : `${dir}/${name}`;
      if (SKIPPED.has(name) || SKIPPED_PATHS.has(rel)) continue;
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (TEXT.test(name)) out.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** The repo's top-level files (configs, README, CHANGELOG). */
export function topLevelFiles(): string[] {
  return readdirSync(ROOT).filter((name) => TEXT.test(name) && statSync(join(ROOT, name)).isFile()).sort();
}

export const read = (rel: string): string => readFileSync(join(ROOT, rel), "utf8");
export const repoRelative = (abs: string): string => relative(ROOT, abs).replace(/\\/g, "/");
