import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";

// The built package imported the way a user's project does: by package name, from an ESM
// file and from a CJS file, through the exports map. The build is the one `npm pack` made
// for this run (global-setup installs that tarball into the consumer project), not a second
// `rollup -c` of the repo.
const root = resolve(__dirname, "../..");
const consumer = inject("packedConsumer");
const project = consumer.dir;
const installed = join(project, "node_modules", "gatehouse");

function run(file: string): string {
  return execFileSync(process.execPath, [file], { cwd: project, encoding: "utf8" }).trim();
}

describe("the built package", () => {
  it("emits ESM, CJS and declaration files for the core entry", () => {
    for (const file of ["index.js", "index.cjs", "index.d.ts", "index.d.cts"]) {
      expect(existsSync(join(installed, "dist", file)), file).toBe(true);
    }
  });

  it("injects the package version", () => {
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    const built = readFileSync(join(installed, "dist", "version.js"), "utf8");
    expect(built).toContain(JSON.stringify(version));
  });

  it("imports from ESM by package name", () => {
    writeFileSync(
      join(project, "esm.mjs"),
      `import { ClientApp, ServerApp, AdminApp, KnownErrors, Result } from "gatehouse";
       const app = new ClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "memory" });
       console.log([typeof ClientApp, typeof ServerApp, typeof AdminApp, app.projectId,
         new KnownErrors.UserNotFound() instanceof Error, Result.ok(1).status].join(","));`,
    );
    expect(run("esm.mjs")).toBe("function,function,function,p,true,ok");
  });

  it("requires from CJS by package name", () => {
    writeFileSync(
      join(project, "cjs.cjs"),
      `const { ClientApp, KnownErrors } = require("gatehouse");
       const e = new KnownErrors.UserNotFound();
       console.log([typeof ClientApp, e.errorCode, KnownErrors.UserNotFound.isInstance(e)].join(","));`,
    );
    expect(run("cjs.cjs")).toBe("function,USER_NOT_FOUND,true");
  });

  it("runs gatehouse/testing by package name, from ESM and CJS, with the core's own classes", () => {
    const flow = (imports: string) => `${imports}
       (async () => {
         const emulator = await startEmulator();
         const project = await createTestProject(emulator);
         const user = await project.createUser({ displayName: "Ada" });
         const server = new ServerApp({ ...project.config, tokenStore: null });
         const found = await server.getUser({ tokenStore: requestFor(user) });
         console.log([project.server instanceof ServerApp, found.displayName].join(","));
         await emulator.close();
       })();`;
    writeFileSync(join(project, "testing.mjs"), flow(`import { ServerApp } from "gatehouse"; import { startEmulator, createTestProject, requestFor } from "gatehouse/testing";`));
    writeFileSync(join(project, "testing.cjs"), flow(`const { ServerApp } = require("gatehouse"); const { startEmulator, createTestProject, requestFor } = require("gatehouse/testing");`));
    expect(run("testing.mjs")).toBe("true,Ada");
    expect(run("testing.cjs")).toBe("true,Ada");
  });

  it("recognises a known error made by the other module format (guards survive duplicate copies)", () => {
    writeFileSync(
      join(project, "dual.mjs"),
      `import { createRequire } from "node:module";
       import { KnownErrors } from "gatehouse";
       const cjs = createRequire(import.meta.url)("gatehouse");
       const fromCjs = new cjs.KnownErrors.PasswordTooShort(8);
       console.log([fromCjs instanceof KnownErrors.PasswordTooShort,
         KnownErrors.PasswordTooShort.isInstance(fromCjs),
         KnownErrors.PasswordRequirementsNotMet.isInstance(fromCjs)].join(","));`,
    );
    expect(run("dual.mjs")).toBe("false,true,true");
  });
});
