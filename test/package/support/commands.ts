/** Runs the tools the package tests drive (npm, node scripts) and keeps what they print. */
import { spawn, spawnSync } from "node:child_process";
import { cleanEnv } from "../../support/pack.mjs";

export { cleanEnv };

export type Ran = { status: number | null; stdout: string; output: string };

/** Runs `command args` in `cwd`; stdout and stderr together. Throws with the output when it fails. */
export function run(command: string, args: string[], cwd: string, options: { allowFailure?: boolean; timeoutMs?: number } = {}): Ran {
  const result = spawnSync(command, args, { cwd, env: cleanEnv(), encoding: "utf8", timeout: options.timeoutMs ?? 180_000 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (!options.allowFailure && result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed with ${result.status ?? result.signal}:\n${output}`);
  }
  return { status: result.status, stdout: result.stdout ?? "", output };
}

/**
 * npm's warnings that are ours: every `npm warn` line except those about the machine's own
 * npm configuration (an unknown key in the user's ~/.npmrc or the environment), which no
 * package can cause or fix.
 */
export function ourWarnings(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => /^npm (warn|WARN)\b/.test(line) && !/Unknown (user|env|global|builtin) config/.test(line));
}

/** `run` without blocking, never throwing: for long commands that may run side by side. */
export function runAsync(command: string, args: string[], cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, output: stdout + stderr }));
  });
}
