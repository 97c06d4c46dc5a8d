// The packed package however an app bundles or loads it: a tree-shaking bundler (esbuild,
// with code splitting as a browser app would use it) over an app that imports only
// ClientApp, and a Node app that mixes the ESM core with the CJS React entry. Both run
// against the emulator. Nothing in the package may depend on a module registering itself
// at import time ("sideEffects": false lets a bundler drop such a module).
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, inject, it } from "vitest";
import { run } from "./support/commands";

const consumer = inject("packedConsumer");
const INTERNAL_KEY = "this-publishable-client-key-is-for-local-development-only";

describe("a consumer's bundle", () => {
  it("that imports only ClientApp still makes owned projects with their AdminApp (user.createProject)", async () => {
    const dir = join(consumer.dir, "bundled-client");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "entry.mjs"),
      `import { ClientApp } from "gatehouse";
       export async function run(fetch) {
         const app = new ClientApp({ projectId: "internal", publishableClientKey: ${JSON.stringify(INTERNAL_KEY)},
           baseUrl: "http://127.0.0.1:1", fetch, tokenStore: "memory", redirectMethod: "none" });
         const signUp = await app.signUpWithCredential({ email: "owner-" + Date.now() + "@example.com", password: "Correct-Horse-9", noRedirect: true, verificationCallbackUrl: "http://localhost:3000/handler/email-verification" });
         if (signUp.status !== "ok") throw signUp.error;
         const user = await app.getUser({ or: "throw" });
         const project = await user.createProject({ displayName: "Bundled" });
         const seen = await project.app.getProject();
         return [project.displayName, seen.id === project.id, (await user.listOwnedProjects()).length].join(",");
       }`,
    );
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
    expect(readdirSync(join(dir, "out")).length).toBeGreaterThan(1); // the lazy areas are chunks of their own
    writeFileSync(
      join(dir, "main.mjs"),
      `import { createEmulator } from "gatehouse/emulator";
       import { run } from "./out/entry.js";
       console.log(await run(createEmulator().fetch));`,
    );
    expect(run(process.execPath, [join(dir, "main.mjs")], consumer.dir).stdout.trim()).toBe("Bundled,true,1");
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
