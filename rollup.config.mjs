// Builds ESM (.js) and CJS (.cjs) with preserveModules (tree-shakable output), plus one
// bundled declaration file per entry (.d.ts for import, .d.cts for require).
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import esbuild from "rollup-plugin-esbuild";
import { dts } from "rollup-plugin-dts";
import { sharedDeclarations } from "./build/declarations.mjs";
import { thirdPartyNotices } from "./build/third-party-notices.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

/**
 * Entry name -> source file: the "." , "./react", "./next", "./emulator" and "./testing" exports.
 * "./next" has two builds: next-server for Next's server components (the `react-server`
 * condition; it may import next/headers), next for everything else. One declaration file
 * (from next-server, which exports the same names) serves both.
 */
const entries = { index: "src/index.ts", react: "src/react.ts", next: "src/next.ts", "next-server": "src/next-server.ts", emulator: "src/emulator/index.ts", testing: "src/testing/index.ts" };
const declarations = { index: "src/index.ts", react: "src/react.ts", next: "src/next-server.ts", emulator: "src/emulator/index.ts", testing: "src/testing/index.ts" };

const deps = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
];
const external = (id) =>
  id.startsWith("node:") ||
  builtinModules.includes(id) ||
  deps.some((dep) => id === dep || id.startsWith(`${dep}/`));

const define = { __GATEHOUSE_VERSION__: JSON.stringify(pkg.version) };

// Rollup drops module-level directives; keep "use client" atop React modules (every module of
// components/ and handler/, and the two of next/ that are client components).
const keepUseClient = () => ({
  name: "keep-use-client",
  renderChunk(code, chunk) {
    const isClient = chunk.facadeModuleId && /src\/(components\/|handler\/|next\/client-provider|next\/handler)/.test(chunk.facadeModuleId);
    return isClient && !code.startsWith('"use client"') ? { code: `"use client";\n${code}`, map: null } : null;
  },
});

// The bin needs its interpreter line.
const shebang = () => ({
  name: "shebang",
  renderChunk(code, chunk) {
    return chunk.facadeModuleId?.endsWith("src/emulator/cli-entry.ts") ? { code: `#!/usr/bin/env node\n${code}`, map: null } : null;
  },
});

// One declaration per type across the entries: a class with #private members is nominal, so a
// `ClientApp` declared again in react.d.ts would not be the `ClientApp` of index.d.ts. The React
// entry's declarations therefore import whatever they use of the core (src/index, lib, errors,
// interface) from the core's own declaration file (./index.js or ./index.cjs, by output.paths).
// Each such name must be exported by src/index.ts; the package test compiles against the result.
// The testing kit's declarations name the apps too (its projects carry them), so they import the
// core's the same way. The emulator's declarations share no class with the core (only wire type
// aliases), so they stand alone.
const CORE = "\0gatehouse-core";
const ROOT = fileURLToPath(new URL(".", import.meta.url));
// Every entry's declarations come from one TypeScript pass (build/declarations.mjs), run by
// the first declaration build; the inputs below are the .d.ts files it writes.
const declarationFiles = sharedDeclarations(ROOT, Object.values(declarations));
// The testing kit reaches the wire types through the emulator's (ProjectConfig, EmailRecord),
// not all of which the core exports: for it, wire types are inlined like the emulator's own.
const coreFromIndex = (dirs = ["lib", "errors", "interface"]) => ({
  name: "core-from-index",
  resolveId(source, importer) {
    if (!importer || !source.startsWith(".")) return null;
    const coreIndex = declarationFiles.pathOf("src/index.ts").replace(/\.d\.ts$/, "");
    const coreDirs = dirs.map((dir) => declarationFiles.pathOf(`src/${dir}/x.ts`).replace(/x\.d\.ts$/, ""));
    const target = resolvePath(dirname(importer), source).replace(/\.(d\.)?ts$/, "");
    const isCore = target === coreIndex || coreDirs.some((dir) => target.startsWith(dir));
    return isCore ? { id: CORE, external: true } : null;
  },
});

// Points a declaration build at the emitted .d.ts of its entry, emitting them first (once for
// all the builds). The input is set here rather than in the config, so importing this config
// (bench/lib/build-dist.mjs does) creates nothing; the last build removes the files.
const fromSharedDeclarations = (file, last) => ({
  name: "from-shared-declarations",
  options(options) {
    return { ...options, input: declarationFiles.pathOf(file) };
  },
  async buildStart() {
    await declarationFiles.emit();
  },
  closeBundle() {
    if (last) declarationFiles.dispose();
  },
});

// Dev-only packages the React entry uses (Radix) are bundled, not installed with gatehouse;
// npm never publishes folders named node_modules, so their modules go under dist/vendor/.
// A module's name starts at its first node_modules: one that resolves outside the repo (a
// node_modules symlinked from elsewhere, as the package test's staging copy has) would
// otherwise be named by its path from src/ ("tmp/x/node_modules/...").
// dist/vendor/packages.json and dist/THIRD-PARTY-NOTICES.md list them (thirdPartyNotices).
const vendorName = (name) => name.replace(/^(?:.*?\/)?node_modules\//, "vendor/").replace(/\/node_modules\//g, "/vendor/");
const outputs = (format, ext) => ({
  dir: "dist",
  format,
  preserveModules: true,
  preserveModulesRoot: "src",
  entryFileNames: (chunk) => `${vendorName(chunk.name)}.${ext}`,
  exports: "named",
  sourcemap: false,
});

// The bin is bundled into one file: a start-up that loads ~150 small modules spends most of
// its time resolving them (issue 3 wants the emulator's cold start close to a bare node:http).
const bin = {
  input: "src/emulator/cli-entry.ts",
  external,
  plugins: [nodeResolve({ extensions: [".mjs", ".js", ".ts"] }), esbuild({ target: "es2022", define, minify: false }), shebang(), thirdPartyNotices({ none: true })],
  output: { file: "dist/bin/gatehouse.js", format: "es", inlineDynamicImports: true },
};

// A module augmentation of one of our own modules (`declare module "./internal-user-types" {
// interface OwnedProjectApp { ... } }` in lib/apps/admin-app.ts) names a file the bundled
// declaration file does not have; with both in one file, it is plain declaration merging, so
// the block is unwrapped. (The package test compiles a consumer with skipLibCheck off.)
// rollup-plugin-dts would point the block at the chunk only if the chunk exported the
// augmented name, and warns that it keeps the specifier: this unwrapping answers that warning.
const ownAugmentationWarning = (warning) => warning.plugin === "dts" && /^(\[plugin dts\] )?declare module ["']\.\.?\/.* keeping the original specifier$/.test(warning.message);
const unwrapOwnAugmentations = () => ({
  name: "unwrap-own-augmentations",
  renderChunk(code) {
    const unwrapped = code.replace(/^declare module ["']\.\.?\/[^"']*["'] \{\n([\s\S]*?)\n\}$/gm, (_, body) => body.replace(/^ {4}/gm, ""));
    return unwrapped === code ? null : { code: unwrapped, map: null };
  },
});

// `rollup -c --configBinOnly` builds only the bin (e.g. while dist/ is being rebuilt for the other
// entries). Read from argv, not through a config function: bench/lib/build-dist.mjs imports this array.
const binOnly = process.argv.includes("--configBinOnly");

export default binOnly ? [bin] : [
  bin,
  {
    input: entries,
    external,
    onwarn(warning, warn) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      // An import cycle (CIRCULAR_DEPENDENCY) is not silenced: src/ has none
      // (test/unit/architecture/import-cycles.test.ts), and npm pack prints the build's
      // warnings, which the package test does not allow.
      warn(warning);
    },
    plugins: [nodeResolve({ extensions: [".mjs", ".js", ".ts", ".tsx"], browser: true }), esbuild({ target: "es2022", define, jsx: "automatic", minify: false }), keepUseClient(), thirdPartyNotices()],
    output: [outputs("es", "js"), outputs("cjs", "cjs")],
  },
  ...Object.entries(declarations)
    .map(([name, file], index, all) => ({
      input: file,
      external,
      onwarn(warning, warn) {
        if (!ownAugmentationWarning(warning)) warn(warning);
      },
      plugins: [
        fromSharedDeclarations(file, index === all.length - 1),
        ...(name === "react" || name === "next" ? [coreFromIndex()] : name === "testing" ? [coreFromIndex(["lib", "errors"])] : []),
        dts({ respectExternal: false }),
        unwrapOwnAugmentations(),
      ],
      output: [
        { file: `dist/${name}.d.ts`, format: "es", paths: { [CORE]: "./index.js" } },
        { file: `dist/${name}.d.cts`, format: "es", paths: { [CORE]: "./index.cjs" } },
      ],
    })),
];
