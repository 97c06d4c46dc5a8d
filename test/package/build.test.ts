import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, mkdirSync, symlinkSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Builds the package with rollup and imports it the way a user's project would: by
// package name, from an ESM file and from a CJS file, through the exports map.
const root = resolve(__dirname, "../..");
let project: string;

function run(file: string): string {
  return execFileSync(process.execPath, [file], { cwd: project, encoding: "utf8" }).trim();
}

beforeAll(() => {
  execFileSync("npx", ["rollup", "-c", "--silent"], { cwd: root, stdio: "pipe" });
  project = mkdtempSync(join(tmpdir(), "gatehouse-consumer-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(root, join(project, "node_modules", "gatehouse"), "dir");
}, 120_000);

describe("the built package", () => {
  it("emits ESM, CJS and declaration files for the core entry", () => {
    for (const file of ["index.js", "index.cjs", "index.d.ts", "index.d.cts"]) {
      expect(existsSync(join(root, "dist", file)), file).toBe(true);
    }
  });

  it("injects the package version", () => {
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    const built = readFileSync(join(root, "dist", "version.js"), "utf8");
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
