// The packed package however an app bundles or loads it: a tree-shaking bundler (esbuild,
// with code splitting as a browser app would use it) over an app that imports only
// ClientApp, and a Node app that mixes the ESM core with the CJS React entry. Both run
// against the emulator. Owned projects carry an AdminApp, which ClientApp loads on use
// and hands over through the app's context (no registration when a module loads), so a
// bundle that imports only ClientApp makes them too.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, inject, it } from "vitest";
import { run } from "./support/commands";

const consumer = inject("packedConsumer");
const INTERNAL_KEY = "this-publishable-client-key-is-for-local-development-only";

/** Bundles `source` as a browser app's bundler would split it, then runs its `run(fetch)` against an emulator. */
async function bundleAndRun(name: string, source: string): Promise<{ output: string; chunks: number }> {
  const dir = join(consumer.dir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "entry.mjs"), source);
  await build({
    entryPoints: [join(dir, "entry.mjs")],
    absWorkingDir: consumer.dir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    outdir: join(dir, "out"),
    logLevel: "silent",
  });
  writeFileSync(
    join(dir, "main.mjs"),
    `import { createEmulator } from "gatehouse/emulator";
     import { run } from "./out/entry.js";
     console.log(await run(createEmulator().fetch));`,
  );
  return { output: run(process.execPath, [join(dir, "main.mjs")], consumer.dir).stdout.trim(), chunks: readdirSync(join(dir, "out")).length };
}

const SIGN_UP = `
  const app = new ClientApp({ projectId: "internal", publishableClientKey: ${JSON.stringify(INTERNAL_KEY)},
    baseUrl: "http://127.0.0.1:1", fetch, tokenStore: "memory", redirectMethod: "none" });
  const signUp = await app.signUpWithCredential({ email: "owner-" + Date.now() + "@example.com", password: "Correct-Horse-9", noRedirect: true, verificationCallbackUrl: "http://localhost:3000/handler/email-verification" });
  if (signUp.status !== "ok") throw signUp.error;
  const user = await app.getUser({ or: "throw" });`;

describe("a consumer's bundle", () => {
  it("that imports only ClientApp signs in, loads its lazy areas as chunks, and makes owned projects with their AdminApp", async () => {
    const { output, chunks } = await bundleAndRun(
      "client-only",
      `import { ClientApp } from "gatehouse";
       export async function run(fetch) {
         ${SIGN_UP}
         const channels = await user.listContactChannels(); // a lazy area
         const project = await user.createProject({ displayName: "Bundled" });
         const seen = await project.app.getProject(); // the owned AdminApp acts as its owner
         const owned = await user.listOwnedProjects();
         return [channels.length, typeof project.app.listInternalApiKeys, project.displayName, seen.id === project.id, owned.map((p) => p.id).includes(project.id)].join(" | ");
       }`,
    );
    expect(chunks).toBeGreaterThan(1); // the lazy areas are chunks of their own
    expect(output).toBe("1 | function | Bundled | true | true");
  });

  it("that also imports AdminApp makes owned projects with their AdminApp (user.createProject)", async () => {
    const { output } = await bundleAndRun(
      "with-admin",
      `import { AdminApp, ClientApp } from "gatehouse";
       export async function run(fetch) {
         ${SIGN_UP}
         const project = await user.createProject({ displayName: "Bundled" });
         const seen = await project.app.getProject();
         return [project.app instanceof AdminApp, project.displayName, seen.id === project.id, (await user.listOwnedProjects()).length].join(",");
       }`,
    );
    expect(output).toBe("true,Bundled,true,1");
  });
});

describe("a Node app that mixes module formats", () => {
  it("renders useUser() from the CJS React entry for an app made with the ESM core", () => {
    const file = join(consumer.dir, "mixed.mjs");
    writeFileSync(
      file,
      `import { createRequire } from "node:module";
       import { ClientApp } from "gatehouse";
       import { createEmulator } from "gatehouse/emulator";
       const require = createRequire(import.meta.url);
       const { GatehouseProvider, useUser } = require("gatehouse/react");
       const React = require("react");
       const { renderToString } = require("react-dom/server");
       const emulator = createEmulator();
       const app = new ClientApp({ baseUrl: "http://127.0.0.1:1", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
       const signUp = await app.signUpWithCredential({ email: "mixed-" + Date.now() + "@example.com", password: "Correct-Horse-9", noRedirect: true, verificationCallbackUrl: "http://localhost:3000/handler/email-verification" });
       if (signUp.status !== "ok") throw signUp.error;
       await app.getUser(); // the first render reads the loaded entry (server rendering does not wait)
       function Who() {
         const user = useUser();
         return React.createElement("p", null, user ? "signed in: " + user.primaryEmail.split("@")[0].split("-")[0] : "nobody");
       }
       console.log(renderToString(React.createElement(GatehouseProvider, { app }, React.createElement(Who))));`,
    );
    expect(run(process.execPath, [file], consumer.dir).stdout).toContain("<p>signed in: mixed</p>");
  });
});
