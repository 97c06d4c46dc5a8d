import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One project per test layer of docs/architecture.md §4. The browser layer runs from its own
// config (see test/browser) because it needs a built demo and Chromium.
export default defineConfig({
  define: { __GATEHOUSE_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    // A timeout catches a hang, it does not measure speed (bench/ does): CI machines have two
    // cores shared by every test file, where a property run or a real server can pass 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine,
    // which left a core idle while flow files waited on their emulators and the package
    // files on npm. Two keep both busy; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "wire", include: ["test/wire/**/*.test.ts"], setupFiles: ["test/wire/setup.ts"] } },
      { extends: true, test: { name: "emulator", include: ["test/emulator/**/*.test.ts"] } },
      { extends: true, esbuild: { jsx: "automatic" }, test: { name: "flow", include: ["test/flow/**/*.test.{ts,tsx}"] } },
      // The official SDK's published ESM uses extensionless/directory imports that Node's
      // resolver rejects, so vite resolves (inlines) @stackframe/* instead.
      { extends: true, test: { name: "conformance", include: ["test/conformance/**/*.test.ts"], server: { deps: { inline: [/@stackframe\//] } } } },
      { extends: true, esbuild: { jsx: "automatic" }, test: { name: "components", include: ["test/components/**/*.test.{ts,tsx}"], setupFiles: ["test/components/setup.ts"] } },
      // Example suites of gatehouse/testing written as an app's own tests: they import the
      // package by its public names, which resolve to the source here.
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^gatehouse\/testing$/, replacement: fileURLToPath(new URL("./src/testing/index.ts", import.meta.url)) },
            { find: /^gatehouse\/next$/, replacement: fileURLToPath(new URL("./src/next.ts", import.meta.url)) },
            { find: /^gatehouse$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
          ],
        },
        esbuild: { jsx: "automatic" },
        test: { name: "examples", include: ["test/examples/**/*.test.ts"] },
      },
      { extends: true, test: { name: "budget", include: ["test/budget/**/*.test.ts"], testTimeout: 120_000 } },
      // The package layer works on the packed tarball: global-setup packs and installs it once.
      { extends: true, test: { name: "package", include: ["test/package/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 120_000, globalSetup: ["test/package/global-setup.ts"] } },
    ],
  },
});
