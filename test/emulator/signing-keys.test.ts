/**
 * The emulator's per-project signing keys (src/emulator/tokens/keys.ts). Each project, and
 * each test's emulator, makes one; generating a key and then exporting it as a JWK can hang
 * Node 20 for good (a garbage collection during the export finalises the generation job,
 * whose destructor waits on the mutex the export holds). This makes thousands of keys in a
 * process of its own with a tiny young generation, so collections fall inside every step;
 * the old code hung within a few thousand. The process is killed if it hangs: a hang here
 * would otherwise stop the whole test worker, past any test timeout.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { generateSigningKey } from "../../src/emulator/tokens/keys";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const KEYS = 20_000;
/** Only for a hang: the loop takes about a second on a quiet machine. */
const HANG_MS = 90_000;

const LOOP = `
import { generateSigningKey } from ${JSON.stringify(join(ROOT, "src/emulator/tokens/keys.ts"))};
const kept = [];
let made = 0;
for (let i = 0; i < ${KEYS}; i++) {
  const key = generateSigningKey();
  if (key.privateJwk.d && key.publicJwk.x) made++;
  kept.push(new Array(64).fill(i));
  if (kept.length > 500) kept.length = 0;
}
console.log(made);
`;

async function runLoop(): Promise<{ status: number | null; signal: string | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-keys-"));
  const outfile = join(dir, "loop.mjs");
  await build({ stdin: { contents: LOOP, resolveDir: ROOT, loader: "js" }, outfile, bundle: true, platform: "node", format: "esm", target: "node20", logLevel: "silent" });
  writeFileSync(join(dir, "package.json"), "{}");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--max-semi-space-size=1", outfile], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const guard = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
    child.on("close", (status, signal) => {
      clearTimeout(guard);
      resolve({ status, signal, output });
    });
  });
}

describe("signing keys", () => {
  it("are P-256 pairs with a 12-character kid, the private half carrying d", () => {
    const key = generateSigningKey();
    expect(key.kid).toMatch(/^[\w-]{12}$/);
    expect(key.privateJwk).toMatchObject({ kty: "EC", crv: "P-256", d: expect.any(String), x: key.publicJwk.x, y: key.publicJwk.y });
    expect(key.publicJwk).not.toHaveProperty("d");
  });

  it(`are made ${KEYS.toLocaleString("en")} times over with collections in every step, and the process never hangs`, async () => {
    const ran = await runLoop();
    expect({ status: ran.status, signal: ran.signal, output: ran.output.trim() }).toEqual({ status: 0, signal: null, output: String(KEYS) });
  }, HANG_MS + 30_000);
});
