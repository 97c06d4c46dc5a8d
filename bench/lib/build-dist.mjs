// Builds the package's ESM output (exactly the JS of rollup.config.mjs, no declarations)
// into a directory of its own, so the budget test measures the current sources without
// racing other tests or builds that write to dist/.
// Usage: node bench/lib/build-dist.mjs <outDir>
import { rollup } from "rollup";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROOT } from "./size.mjs";

const outDir = resolve(process.argv[2] ?? "");
if (!process.argv[2]) {
  console.error("Usage: node bench/lib/build-dist.mjs <outDir>");
  process.exit(2);
}
process.chdir(ROOT); // the config names its inputs relative to the repository root
const { default: configs } = await import(join(ROOT, "rollup.config.mjs"));
// The package's JS build: the config with the preserveModules outputs (not the bin, not the .d.ts).
const js = configs.find((c) => [c.output].flat().some((o) => o.preserveModules));
const esm = [js.output].flat().find((o) => o.format === "es");
const bundle = await rollup({ ...js, output: undefined, onwarn: () => {} });
await bundle.write({ ...esm, dir: outDir });
await bundle.close();
// Like the real package: ESM, and free of side effects but for the modules its `sideEffects`
// lists (lets bundlers drop unused modules, and keeps the ones that run when imported).
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const sideEffects = pkg.sideEffects.map((path) => path.replace(/^\.\/dist\//, "./"));
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "package.json"), JSON.stringify({ type: "module", sideEffects }));
