import { defineConfig } from "vitest/config";
// Runs this folder alone: npx vitest run -c test/components/vitest.config.ts (the root config can hold the same as a "components" project).
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  define: { __GATEHOUSE_VERSION__: JSON.stringify("0.0.0-test") },
  esbuild: { jsx: "automatic" },
  test: { name: "components", include: ["test/components/**/*.test.{ts,tsx}"] },
});
