#!/usr/bin/env node
/**
 * `npm test` and `npm run test:quick`: every test layer, in the order that spends a two-core
 * machine well, with each layer's wall time printed at the end.
 *
 *   npm test              typecheck and the pack side by side, then vitest's layers (unit,
 *                         wire, emulator, flow, conformance, components, budget, package),
 *                         then the browser layer (Chromium against the demo and a Next app)
 *   npm run test:quick    typecheck, then the unit, wire and component layers: the inner loop
 *
 * The package is packed once here (test/support/pack.mjs) and every layer that installs it
 * (the package tests, the outside app, the Next app) takes that pack. Every layer runs even
 * when an earlier one failed, so one run shows everything that is red; the exit status is
 * non-zero if any failed.
 *
 * `--times FILE` also writes the layers' times as JSON (bench/test-times.mjs reads it).
 * Arguments after `--` go to both vitest runs (e.g. `npm test -- --reporter=dot`).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PACK_DIR_VARIABLE, ROOT } from "./support/pack.mjs";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const timesFile = valueOf("--times");
const passThrough = args.includes("--") ? args.slice(args.indexOf("--") + 1) : [];

function valueOf(flag) {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * How long a step may run before it is taken for hung and killed. A guard against a hang
 * (a process stuck for good, which would otherwise hold the run until CI's own limit, with no
 * word of where), not against a slow machine: the whole suite takes about 8 minutes on a
 * quiet two-core machine. `GATEHOUSE_TEST_HANG_MINUTES` changes it.
 */
const HANG_MS = Number(process.env.GATEHOUSE_TEST_HANG_MINUTES || 25) * 60_000;

/** The command lines of `pid`'s descendants (Linux /proc), to say what a hung step was running. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").replace(/^.*\) /s, "").split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (id) => {
    for (const child of children.get(id) ?? []) {
      try {
        found.push(`  ${child}: ${readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0").join(" ").trim().slice(0, 300)}`);
      } catch {
        // gone meanwhile
      }
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** The process groups of the steps running now: Ctrl-C (or CI stopping the run) ends them too. */
const groups = new Set();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/** Runs a command with the terminal as its output; resolves with its status and wall time. */
function step(name, command, commandArgs, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so that a hung step is killed with everything it started.
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env }, detached: true });
    groups.add(child.pid);
    let hung = false;
    const guard = setTimeout(() => {
      hung = true;
      let running = [];
      try {
        running = descendants(child.pid);
      } catch {
        // no /proc: say nothing more
      }
      console.error(`\n${name}: no end after ${HANG_MS / 60_000} minutes, taken for a hang and killed. Still running:\n${running.join("\n") || "  (unknown)"}\n`);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, HANG_MS);
    child.on("error", (error) => {
      clearTimeout(guard);
      groups.delete(child.pid);
      console.error(`${name}: ${error.message}`);
      resolve({ name, ok: false, seconds: (performance.now() - started) / 1000 });
    });
    child.on("close", (status, signal) => {
      clearTimeout(guard);
      groups.delete(child.pid);
      resolve({ name, ok: status === 0 && !hung, status: hung ? "hung" : (status ?? signal), seconds: (performance.now() - started) / 1000 });
    });
  });
}

const node = process.execPath;
const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
const vitest = join(ROOT, "node_modules/vitest/vitest.mjs");
const results = [];
const started = performance.now();

if (quick) {
  results.push(await step("typecheck", node, [tsc, "--noEmit"]));
  results.push(await step("unit, wire, components", node, [vitest, "run", "--project", "unit", "--project", "wire", "--project", "components", ...passThrough]));
} else {
  const packDir = mkdtempSync(join(tmpdir(), "gatehouse-test-pack-"));
  try {
    // The typecheck and the build inside `npm pack` are each mostly one core: side by side.
    const packing = step("pack (build + npm pack)", node, ["--input-type=module", "-e", `import(${JSON.stringify(join(ROOT, "test/support/pack.mjs"))}).then((m) => m.packForRun(${JSON.stringify(packDir)}))`]);
    results.push(...(await Promise.all([step("typecheck", node, [tsc, "--noEmit"]), packing])));
    const env = results.find((r) => r.name.startsWith("pack"))?.ok ? { [PACK_DIR_VARIABLE]: packDir } : {};
    results.push(await step("vitest layers (unit … package)", node, [vitest, "run", ...passThrough], env));
    results.push(await step("browser", node, [vitest, "run", "-c", "vitest.browser.config.ts", ...passThrough], env));
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
}

const total = (performance.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.name.length), 5);
const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;
console.log(`\n${"layer".padEnd(width)}  wall    result`);
for (const r of results) console.log(`${r.name.padEnd(width)}  ${clock(r.seconds).padStart(5)}   ${r.ok ? "passed" : `FAILED (${r.status})`}`);
console.log(`${"total".padEnd(width)}  ${clock(total).padStart(5)}   (steps that ran side by side overlap)\n`);
if (timesFile) writeFileSync(timesFile, JSON.stringify({ quick, total, layers: results }, null, 2));
process.exit(results.every((r) => r.ok) ? 0 : 1);
