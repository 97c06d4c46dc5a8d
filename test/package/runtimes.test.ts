// The packed core in the other server runtimes apps deploy to: Deno and Bun, both installed
// from the npm registry (devDependencies `deno` and `bun`). A script in the consumer project
// imports `gatehouse` as an app there would (Deno reads the project's package.json and
// node_modules; Bun resolves node_modules itself), then signs up, signs out, signs in, reads
// the user, verifies its access token against the project's keys, and reads the user again
// from a request with a ServerApp, with the runtime's own fetch against the emulator on a
// loopback port. Node 22 runs the same script: its binary comes from the npm registry
// (`node-<platform>-<arch>`, fetched once into node_modules/.cache), while the tests
// themselves run in the repo's Node 20. Cloudflare's runtime has its own test (workerd.test.ts).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createEmulator, type Emulator, type ProjectCredentials } from "../../src/emulator/index";
import { passedFlow, writeRuntimeFlow } from "./support/runtime-flow";
import { ROOT } from "./support/tarball";

const run = promisify(execFile);
const consumer = inject("packedConsumer");

/** The runtime's entry: the shared flow, its answer printed as the last line. */
const SCRIPT = `import { check } from "./runtime-flow.mjs";
const input = globalThis.process?.env.GATEHOUSE_RUNTIME_TEST ?? Deno.env.get("GATEHOUSE_RUNTIME_TEST");
console.log(JSON.stringify(await check(JSON.parse(input))));
`;

/** The Node 22 release the test runs in, from the npm registry's per-platform Node packages. */
const NODE_22 = "22.23.3";

/** Node 22's binary, fetched and unpacked once into node_modules/.cache. */
async function node22(): Promise<string> {
  const platform = process.platform === "win32" ? "win" : process.platform;
  const cache = join(ROOT, "node_modules", ".cache", `gatehouse-node-${NODE_22}`);
  const bin = join(cache, "package", "bin", platform === "win" ? "node.exe" : "node");
  if (!existsSync(bin)) {
    mkdirSync(cache, { recursive: true });
    const { stdout } = await run("npm", ["pack", `node-${platform}-${process.arch}@${NODE_22}`, "--pack-destination", cache, "--silent"], { cwd: cache });
    await run("tar", ["xzf", stdout.trim().split("\n").pop()!], { cwd: cache });
  }
  return bin;
}

/** Each runtime's command to run `script` with what the flow needs: the network and the project's files. */
const RUNTIMES = [
  { name: "Deno", bin: join(ROOT, "node_modules", ".bin", "deno"), args: (script: string) => ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys", script] },
  { name: "Bun", bin: join(ROOT, "node_modules", ".bin", "bun"), args: (script: string) => ["run", script] },
  { name: "Node 22", bin: "", args: (script: string) => [script] },
];

let emulator: Emulator;
let baseUrl: string;
let project: ProjectCredentials;
let script: string;

beforeAll(async () => {
  emulator = createEmulator();
  ({ url: baseUrl } = await emulator.listen(0, "127.0.0.1"));
  project = emulator.createProject();
  writeRuntimeFlow(consumer.dir);
  script = join(consumer.dir, "runtime-check.mjs");
  writeFileSync(script, SCRIPT);
  RUNTIMES.find((r) => r.name === "Node 22")!.bin = await node22();
}, 180_000);

afterAll(async () => {
  await emulator?.close();
});

describe("the core in Deno, Bun and Node 22", () => {
  for (const runtime of RUNTIMES) {
    it(`${runtime.name}: signs up, signs in, reads, verifies and reads from a request with the runtime's fetch`, async () => {
      const { stdout: version } = await run(runtime.bin, ["--version"]);
      if (runtime.name === "Node 22") expect(version.trim()).toBe(`v${NODE_22}`);
      expect(version.trim()).not.toBe("");
      const { stdout, stderr } = await run(runtime.bin, runtime.args(script), {
        cwd: consumer.dir,
        env: { ...process.env, GATEHOUSE_RUNTIME_TEST: JSON.stringify({ baseUrl, project }), NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
        timeout: 90_000,
      });
      const answer = JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, unknown>;
      expect(answer, stderr).toEqual(passedFlow(answer.email));
      expect(answer.email).toMatch(/^runtime-.+@example\.com$/);
    }, 120_000);
  }
});
