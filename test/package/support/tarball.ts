/**
 * Installs a packed gatehouse (test/support/pack.mjs packs it, once per `npm test`) into a
 * consumer project without the network: gatehouse's dependencies come from the repo's
 * node_modules as tarballs too, and the tools a consumer app brings (React, TypeScript,
 * Vite, React Router, types) are linked in from the repo's node_modules.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packedName, ROOT } from "../../support/pack.mjs";
import { run } from "./commands";

export { packTarball, ROOT, sharedPack } from "../../support/pack.mjs";

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
