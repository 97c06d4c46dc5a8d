/**
 * The banner of `gatehouse emulator` is paste-ready: its browser and server blocks, copied
 * as printed into modules of an app, give apps that reach the emulator with the right keys.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bannerLines } from "../../src/emulator/banner";
import { main, type CliResult } from "../../src/emulator/cli";
import { createEmulator } from "../../src/emulator/index";
import type { ClientApp, ServerApp } from "../../src/index";
import { bannerBlock } from "../package/support/banner-block";

const running: Extract<CliResult, { url: string }>[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const r of running) await r.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Writes a printed block as a module, its `from "gatehouse"` pointed at the sources, and loads it. */
async function paste<T>(block: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-banner-"));
  dirs.push(dir);
  const file = join(dir, "pasted.ts");
  writeFileSync(
    file,
    block
      .replace(/from "gatehouse"/g, `from ${JSON.stringify(resolve(__dirname, "../../src/index.ts"))}`)
      .replace(/from "gatehouse\/next"/g, `from ${JSON.stringify(resolve(__dirname, "../../src/next.ts"))}`),
  );
  return (await import(file)) as T;
}

describe("the emulator's banner", () => {
  it("prints browser and server blocks that work as pasted, and the environment", async () => {
    const out: string[] = [];
    const result = await main(["emulator", "--port", "0"], { out: (line) => out.push(line), err: () => {}, handleSignals: false });
    if (!("url" in result)) throw new Error("the emulator did not start");
    running.push(result);
    const text = out.join("\n");

    const browser = bannerBlock(text, "// Browser");
    const server = bannerBlock(text, "// Node server");
    expect(browser).toContain(`baseUrl: "${result.url}"`);
    expect(server).toContain(`secretServerKey: "${result.emulator.defaultProject.secretServerKey}"`);
    expect(text).toContain(`GATEHOUSE_API_URL=${result.url}`);

    const { app } = await paste<{ app: ClientApp }>(browser!);
    const { serverApp } = await paste<{ serverApp: ServerApp }>(server!);
    expect((await app.getProject()).id).toBe(result.emulator.defaultProject.id);
    await serverApp.createUser({ primaryEmail: "banner@example.com", primaryEmailAuthEnabled: true, password: "Correct-Horse-9" });
    expect((await app.signInWithCredential({ email: "banner@example.com", password: "Correct-Horse-9", noRedirect: true })).status).toBe("ok");
    expect((await app.getUser())?.primaryEmail).toBe("banner@example.com");

    // The Next.js block: gatehouse/next's ServerApp with Next's cookie store and redirects,
    // the same project and keys (outside a request, it still reaches the service as the server).
    const next = bannerBlock(text, "// Next.js");
    expect(next).toContain('import { ServerApp } from "gatehouse/next";');
    expect(next).toContain('tokenStore: "nextjs-cookie"');
    const { serverApp: nextServerApp } = await paste<{ serverApp: ServerApp }>(next!);
    expect(nextServerApp.projectId).toBe(result.emulator.defaultProject.id);
    expect((await nextServerApp.listUsers()).some((u) => u.primaryEmail === "banner@example.com")).toBe(true);
  });

  it("is what README.md shows, line for line (its \"...\" lines stand for the rest)", () => {
    const readme = readFileSync(resolve(__dirname, "../../README.md"), "utf8");
    const shown = /```text\n(Gatehouse emulator listening on [\s\S]*?)```/.exec(readme)?.[1];
    expect(shown).toBeDefined();
    const emulator = createEmulator();
    const printed = bannerLines({ url: "http://127.0.0.1:8102", defaultProject: emulator.defaultProject, internalProject: emulator.internalProject, dataFile: null });
    let at = 0;
    for (const line of shown!.trimEnd().split("\n").filter((l) => l.trim() !== "...")) {
      const found = printed.indexOf(line, at);
      expect(found, `README line not in the banner (in order): ${JSON.stringify(line)}`).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
  });
});
