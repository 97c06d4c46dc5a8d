/**
 * The consumer's TypeScript for the README and docs snippet tests: the compiler options a new
 * project gets, and that project's own `tsc` (installed beside the packed tarball) run on a
 * config written for one module resolution.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAsync, type Ran } from "./commands";

/** What a consumer compiles with: strict, the library's declarations checked too. */
export const CONSUMER_COMPILER_OPTIONS = {
  strict: true,
  // What `tsc --init` writes since TypeScript 6: an optional option may not be given `undefined`
  // unless its type says so, so every optional property of the package's types does.
  exactOptionalPropertyTypes: true,
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  jsx: "react-jsx",
  types: ["node"],
  noEmit: true,
  skipLibCheck: false,
  isolatedModules: true,
};

/** The two ways an app resolves the package: a bundler (Vite, webpack, Next.js) and Node ESM. */
export const RESOLUTIONS = {
  bundler: { module: "esnext", moduleResolution: "bundler" },
  node16: { module: "node16", moduleResolution: "node16" },
} as const;

/**
 * Writes `tsconfig.<resolution>.json` in `dir` (the consumer options, `include` as given) and
 * starts the consumer's tsc on it at once, so several configs compile side by side.
 */
export function consumerTsc(consumerDir: string, dir: string, resolution: keyof typeof RESOLUTIONS, include: string[]): Promise<Ran> {
  const config = `tsconfig.${resolution}.json`;
  writeFileSync(join(dir, config), JSON.stringify({ compilerOptions: { ...CONSUMER_COMPILER_OPTIONS, ...RESOLUTIONS[resolution] }, include }, null, 2));
  return runAsync(process.execPath, [join(consumerDir, "node_modules", "typescript", "bin", "tsc"), "-p", config, "--pretty", "false"], dir);
}

/** tsc's diagnostics, or "" when it compiled. */
export const diagnostics = (ran: Ran) => (ran.status === 0 ? "" : ran.output || `tsc exited with ${ran.status}`);
