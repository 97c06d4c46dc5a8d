// Builds ESM (.js) and CJS (.cjs) with preserveModules (tree-shakable output), plus one
// bundled declaration file per entry (.d.ts for import, .d.cts for require).
import { readFileSync, existsSync } from "node:fs";
import { builtinModules } from "node:module";
import esbuild from "rollup-plugin-esbuild";
import { dts } from "rollup-plugin-dts";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

/** Entry name -> source file. Entries join as their layers land. */
const entries = Object.fromEntries(
  [
    ["index", "src/index.ts"],
    ["react", "src/react.ts"],
    ["emulator", "src/emulator/index.ts"],
    ["cli", "src/emulator/cli-entry.ts"],
  ].filter(([, file]) => existsSync(file)),
);

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

// Rollup drops module-level directives; keep "use client" atop React modules.
const keepUseClient = () => ({
  name: "keep-use-client",
  renderChunk(code, chunk) {
    const isClient = chunk.facadeModuleId && /src\/(components|handler)\//.test(chunk.facadeModuleId);
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

const outputs = (format, ext) => ({
  dir: "dist",
  format,
  preserveModules: true,
  preserveModulesRoot: "src",
  entryFileNames: `[name].${ext}`,
  exports: "named",
  sourcemap: false,
});

export default [
  {
    input: entries,
    external,
    onwarn(warning, warn) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning);
    },
    plugins: [esbuild({ target: "es2022", define, jsx: "automatic", minify: false }), keepUseClient(), shebang()],
    output: [outputs("es", "js"), outputs("cjs", "cjs")],
  },
  ...Object.entries(entries)
    .filter(([name]) => name !== "cli")
    .map(([name, file]) => ({
      input: file,
      external,
      plugins: [dts({ respectExternal: false })],
      output: [
        { file: `dist/${name}.d.ts`, format: "es" },
        { file: `dist/${name}.d.cts`, format: "es" },
      ],
    })),
];
