import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The browser suite (test/browser): Playwright driving Debian's Chromium against the
// demo (demo/start.mjs), which global-setup starts once for all files.
export default defineConfig({
  define: { __GATEHOUSE_VERSION__: JSON.stringify("0.0.0-test") },
  // test/browser/testing-kit.test.ts is written as an app's test: it imports the kit by name.
  resolve: {
    alias: [
      { find: /^gatehouse\/testing$/, replacement: fileURLToPath(new URL("./src/testing/index.ts", import.meta.url)) },
      { find: /^gatehouse$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
    ],
  },
  test: {
    name: "browser",
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["test/browser/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file drives its own Chromium; a few at a time keeps the machine responsive.
    maxWorkers: 3,
    // One retry: a real browser on a loaded two-core CI machine now and then loses a race
    // (a key pressed before focus moved). A broken feature still fails both attempts; the
    // screenshot of the first failure is kept.
    retry: 1,
  },
});
