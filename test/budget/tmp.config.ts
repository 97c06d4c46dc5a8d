import { defineConfig } from "vitest/config";
export default defineConfig({ test: { projects: [{ test: { name: "budget", include: ["test/budget/**/*.test.ts"] } }] } });
