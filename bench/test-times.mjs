#!/usr/bin/env node
/**
 * How long the test suite takes, layer by layer, on this machine.
 *
 *   node bench/test-times.mjs              `npm test` once, as a contributor runs it
 *   node bench/test-times.mjs --layers     also each vitest layer alone, one after another
 *   node bench/test-times.mjs --quick      `npm run test:quick` instead
 *
 * `--layers` runs every vitest project by itself (`vitest run --project X`), so each has its
 * own wall time; inside `npm test` they share one pool of workers and overlap. It reuses
 * one pack for the package layer, as `npm test` does.
 *
 * Prints a markdown table (with the machine's cores and its load average before and after,
 * since a loaded machine is slower) and writes bench/results/test-times.json and .md.
 * The figures measure the suite; no test asserts on them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PACK_DIR_VARIABLE, packForRun } from "../test/support/pack.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const layersAlone = args.includes("--layers");
const VITEST_LAYERS = ["unit", "wire", "emulator", "flow", "conformance", "components", "examples", "budget", "package"];

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(" / ");

/** Runs a command quietly; returns its wall time in seconds and whether it passed. */
function timed(command, commandArgs, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 1 << 30 });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const rows = [];
const loadBefore = load();
const work = mkdtempSync(join(tmpdir(), "gatehouse-test-times-"));
try {
  const timesFile = join(work, "times.json");
  const run = timed(process.execPath, ["test/run.mjs", ...(quick ? ["--quick"] : []), "--times", timesFile, "--", "--reporter=dot"]);
  const times = JSON.parse(readFileSync(timesFile, "utf8"));
  for (const layer of times.layers) rows.push({ what: `${quick ? "npm run test:quick" : "npm test"}: ${layer.name}`, seconds: layer.seconds, ok: layer.ok });
  rows.push({ what: `${quick ? "npm run test:quick" : "npm test"}: total`, seconds: times.total, ok: run.ok });
  if (!run.ok) console.error(run.output.slice(-20_000));

  if (layersAlone && !quick) {
    const packDir = join(work, "pack");
    const pack = (() => {
      const started = performance.now();
      packForRun(packDir);
      return (performance.now() - started) / 1000;
    })();
    rows.push({ what: "alone: pack (build + npm pack)", seconds: pack, ok: true });
    for (const layer of VITEST_LAYERS) {
      const result = timed(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", layer, "--reporter=dot"], { [PACK_DIR_VARIABLE]: packDir });
      rows.push({ what: `alone: ${layer}`, seconds: result.seconds, ok: result.ok });
    }
    const build = timed(process.execPath, ["node_modules/rollup/dist/bin/rollup", "-c", "--silent"]);
    rows.push({ what: "alone: rollup -c (JS and declarations)", seconds: build.seconds, ok: build.ok });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const machine = `${availableParallelism()} cores, load average (1/5/15 min) ${loadBefore} before, ${load()} after`;
const table = [`Machine: ${machine}.`, "", "| what | wall | result |", "|---|---:|---|", ...rows.map((r) => `| ${r.what} | ${clock(r.seconds)} | ${r.ok ? "passed" : "FAILED"} |`)].join("\n");
console.log(`\n${table}\n`);
writeFileSync(join(ROOT, "bench/results/test-times.json"), JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2));
writeFileSync(join(ROOT, "bench/results/test-times.md"), `${table}\n`);
