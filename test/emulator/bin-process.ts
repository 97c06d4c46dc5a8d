/**
 * The `gatehouse` bin as its own process, built from the current sources (esbuild, one
 * file, like rollup's bin build), for tests that need real signals: SIGHUP, SIGKILL.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let built: Promise<string> | null = null;

/** The bin bundled into a temporary directory (once per test file). */
export function binPath(): Promise<string> {
  built ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), "gatehouse-bin-")), "gatehouse.mjs");
    await build({
      entryPoints: [join(ROOT, "src/emulator/cli-entry.ts")],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      define: { __GATEHOUSE_VERSION__: JSON.stringify("0.0.0-test") },
      logLevel: "silent",
    });
    return outfile;
  })();
  return built;
}

export type RunningBin = { child: ChildProcessWithoutNullStreams; url: string; output: () => string; exited: Promise<number | null> };

/** Starts `gatehouse emulator --port 0 ...args` and resolves once it prints its URL. */
export async function startBin(args: string[]): Promise<RunningBin> {
  const child = spawn(process.execPath, [await binPath(), "emulator", "--port", "0", ...args], { stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 20 s: ${output}`)), 20_000);
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off("data", look);
      resolve(match[1]!);
    };
    child.stdout.on("data", look);
    void exited.then((code) => reject(new Error(`exited (${code}) before listening: ${output}`)));
  });
  return { child, url, output: () => output, exited };
}
