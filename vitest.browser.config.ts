import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { STEP_MS, TEST_MS } from "./test/browser/limits";

// The browser suite (test/browser): Playwright driving Debian's Chromium against the demo
// (demo/start.mjs, built once), which global-setup starts once for all files.
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
    // Each step waits for its condition with STEP_MS (test/browser/limits.ts); these limits
    // only back the steps up, so a slow machine never fails a test that would pass.
    testTimeout: TEST_MS,
    hookTimeout: TEST_MS,
    expect: { poll: { timeout: STEP_MS } },
    // Each file drives its own Chromium; two at a time on two cores.
    maxWorkers: 2,
    // No retries: a test that fails once under load is a bug to find, not to hide.
    retry: 0,
  },
});
