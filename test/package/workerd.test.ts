// The packed core in Cloudflare's runtime (workerd, through miniflare): an app's worker
// bundles gatehouse for the edge (esbuild, browser platform with the workerd/worker
// conditions, so a Node built-in anywhere in the core fails the build), then signs up,
// signs in, reads the user with a ClientApp, verifies the access token and reads the user
// from a request with a ServerApp, all with the runtime's own fetch against the emulator on
// a loopback port. It runs twice: with today's defaults, and with the `cache` fetch option
// disabled (what workerd did until late 2024), which the SDK must then not send.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createEmulator, type Emulator, type ProjectCredentials } from "../../src/emulator/index";
import { passedFlow, writeRuntimeFlow } from "./support/runtime-flow";

const consumer = inject("packedConsumer");

/** The worker: the shared flow, its answer as the response. */
const WORKER = `import { check } from "./runtime-flow.mjs";
export default {
  async fetch(request) {
    return Response.json(await check(await request.json()));
  },
};`;


let emulator: Emulator;
let baseUrl: string;
let project: ProjectCredentials;
let script: string;

beforeAll(async () => {
  emulator = createEmulator();
  ({ url: baseUrl } = await emulator.listen(0, "127.0.0.1"));
  project = emulator.createProject();
  const dir = join(consumer.dir, "edge-worker");
  mkdirSync(dir, { recursive: true });
  writeRuntimeFlow(dir);
  writeFileSync(join(dir, "worker.mjs"), WORKER);
  await build({
    entryPoints: [join(dir, "worker.mjs")],
    absWorkingDir: consumer.dir,
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    outfile: join(dir, "out", "worker.js"),
    logLevel: "silent",
  });
  script = readFileSync(join(dir, "out", "worker.js"), "utf8");
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe("the core in workerd (miniflare)", () => {
  for (const flags of [[], ["cache_option_disabled"]]) {
    it(`signs up, signs in, reads and verifies the user with the runtime's fetch${flags.length ? ` (${flags.join(", ")})` : ""}`, async () => {
      const mf = new Miniflare({ modules: true, script, compatibilityDate: "2025-09-01", compatibilityFlags: flags });
      try {
        const response = await mf.dispatchFetch("http://worker.test/", { method: "POST", body: JSON.stringify({ baseUrl, project }) });
        const text = await response.text();
        expect(response.status, text).toBe(200);
        const answer = JSON.parse(text) as { email: string };
        expect(answer).toEqual(passedFlow(answer.email));
        expect(answer.email).toMatch(/^runtime-.+@example\.com$/);
      } finally {
        await mf.dispose();
      }
    }, 60_000);
  }
});
