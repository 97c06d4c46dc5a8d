/**
 * Packs the package as `npm pack` would publish it, from a copy of the working tree (its
 * own dist/, so nothing races the repo's dist/), and installs the tarball into a consumer
 * project without the network: gatehouse's dependencies come from the repo's
 * node_modules as tarballs too, and the tools a consumer app brings (React, TypeScript,
 * Vite, React Router, types) are linked in from the repo's node_modules.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { run } from "./commands";

export const ROOT = resolve(__dirname, "../../..");

/** Not part of a build: never copied to the packing directory. */
const NOT_BUILT = new Set(["node_modules", "dist", ".git", "test", "bench", "demo", "coverage"]);

/** `npm pack` of the working tree into `outDir`; returns the tarball and what npm printed. */
export function packTarball(workDir: string, outDir: string): { tarball: string; output: string } {
  const stage = join(workDir, "gatehouse");
  mkdirSync(stage, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_BUILT.has(entry)) cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(stage, "node_modules"), "dir");
  const packed = run("npm", ["pack", "--pack-destination", outDir], stage);
  return { tarball: join(outDir, packedName(packed.stdout, packed.output)), output: packed.output };
}

/** The file name `npm pack` prints last on stdout (its notices go to stderr). */
function packedName(stdout: string, output: string): string {
  const name = stdout.trim().split("\n").pop()?.trim() ?? "";
  if (!name.endsWith(".tgz")) throw new Error(`npm pack named no tarball:\n${output}`);
  return name;
}

/** Packages a consumer app brings itself, linked from the repo's node_modules (its test runners too: README's testing snippets). */
const LINKED = ["react", "react-dom", "react-router", "@types/react", "@types/react-dom", "@types/node", "typescript", "vite", "@vitejs/plugin-react", "vitest", "playwright-core"];

/** Installs `tarball` into a new consumer project at `dir`; returns what npm printed. */
export function installConsumer(dir: string, tarball: string): { output: string } {
  const deps = join(dir, ".deps");
  mkdirSync(deps, { recursive: true });
  // Each runtime dependency of gatehouse, packed from the repo's node_modules (they have none of their own).
  const runtime = Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies);
  const packed = Object.fromEntries(
    runtime.map((name) => {
      // Packed from a copy without its `scripts`: npm runs (and, since npm 11, warns about) a
      // `prepare` script of a package installed from a local tarball, never of one from the
      // registry, which is how a consumer gets these (cookie has one for its own build).
      const copy = join(deps, "src", name);
      cpSync(join(ROOT, "node_modules", name), copy, { recursive: true, dereference: true });
      const manifest = JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { scripts?: unknown };
      delete manifest.scripts;
      writeFileSync(join(copy, "package.json"), JSON.stringify(manifest, null, 2));
      const result = run("npm", ["pack", "--ignore-scripts", "--pack-destination", deps], copy);
      return [name, `file:${join(deps, packedName(result.stdout, result.output))}`];
    }),
  );
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify(
      {
        name: "outside-app",
        private: true,
        type: "module",
        dependencies: { gatehouse: `file:${tarball}`, ...packed },
      },
      null,
      2,
    ),
  );
  const installed = run("npm", ["install", "--offline", "--no-audit", "--no-fund"], dir);
  for (const name of LINKED) {
    const target = join(dir, "node_modules", name);
    mkdirSync(join(target, ".."), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), target, "dir");
  }
  return { output: installed.output };
}
