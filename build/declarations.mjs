// One TypeScript pass for every entry's declarations.
//
// rollup-plugin-dts, given a .ts input, builds a TypeScript program of its own for each
// entry: four programs over the same sources (the package's `index.d.ts` alone took 1 min
// 30 s on a loaded two-core machine). Instead, the first declaration build emits the .d.ts
// of all of src/ once (`emitDeclarationOnly`, in-process) into a directory of its own, and
// every declaration build bundles from those files, which rollup-plugin-dts only parses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";

/**
 * The shared emit. `dir` is where `src/<file>.d.ts` lands; `emit()` runs the pass once
 * (later calls share its promise) and throws with TypeScript's messages if it fails;
 * `dispose()` removes the directory.
 */
export function sharedDeclarations(root, entries) {
  let dir;
  let emitted;
  const dispose = () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
    emitted = undefined;
  };
  const outDir = () => {
    if (dir === undefined) {
      dir = mkdtempSync(join(tmpdir(), "gatehouse-declarations-"));
      // A failed build ends the process without reaching the last build's clean-up.
      process.once("exit", dispose);
    }
    return dir;
  };
  return {
    /** Where the declaration of `src/x.ts` is, once emitted. */
    pathOf(file) {
      return join(outDir(), file.replace(/\.tsx?$/, ".d.ts"));
    },
    emit() {
      emitted ??= Promise.resolve().then(() => emitOnce(root, entries, outDir()));
      return emitted;
    },
    dispose,
  };
}

function emitOnce(root, entries, outDir) {
  const configFile = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  if (configFile.error) throw new Error(format([configFile.error]));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const options = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    // The emitted tree mirrors the repository (src/... under outDir).
    rootDir: root,
    outDir,
    // Only what the entries reach: test/ and bench/ are not part of the package.
    types: ["node"],
    incremental: false,
    composite: false,
  };
  const program = ts.createProgram(
    entries.map((file) => resolve(root, file)),
    options,
  );
  const result = program.emit(undefined, undefined, undefined, true);
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new Error(`Declarations could not be emitted:\n${format(errors)}`);
}

function format(diagnostics) {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => "\n" });
}
