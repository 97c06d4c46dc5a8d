/**
 * Static checks of the source tree, written as functions of a directory so that each test
 * can also run them on a tree with a violation planted in it (a check that stays green
 * with a planted violation checks nothing).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Every .ts/.tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every relative module specifier a file names: static imports and re-exports (type-only
 * ones flagged), side-effect imports, `require()`, module augmentations (`declare module
 * "./x"`, type-only: the file adds to x's declarations, so it depends on x), and `import()`
 * (flagged `onUse`: a dynamic import, or `typeof import()`, the type of a module loaded on use).
 */
export function importsOf(text: string): { specifier: string; typeOnly: boolean; onUse: boolean }[] {
  const found: { specifier: string; typeOnly: boolean; onUse: boolean }[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+["'](\.[^"']+)["']/gm)) found.push({ specifier: m[2]!, typeOnly: Boolean(m[1]), onUse: false });
  for (const m of text.matchAll(/^\s*import\s+["'](\.[^"']+)["']/gm)) found.push({ specifier: m[1]!, typeOnly: false, onUse: false });
  for (const m of text.matchAll(/^\s*declare\s+module\s+["'](\.[^"']+)["']/gm)) found.push({ specifier: m[1]!, typeOnly: true, onUse: false });
  for (const m of text.matchAll(/\b(import|require)\s*\(\s*["'](\.[^"']+)["']\s*\)/g)) found.push({ specifier: m[2]!, typeOnly: false, onUse: m[1] === "import" });
  return found;
}

/** The file a relative specifier names (a directory means its index.ts; no extension means .ts or .tsx). */
export function resolveSpecifier(fromFile: string, specifier: string): string {
  const target = resolve(dirname(fromFile), specifier.replace(/\.js$/, ""));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next spelling
    }
  }
  return `${target}.ts`;
}

// --- layers (docs/architecture.md) -------------------------------------------------------

function layerOf(src: string, path: string): string {
  const rel = relative(src, path).replace(/\\/g, "/");
  if (rel.startsWith("interface/wire/")) return "wire";
  const top = rel.split("/")[0]!;
  return top.includes(".") ? "entry" : top;
}

/** Which layers each layer may import from (besides itself). */
const ALLOWED: Record<string, string[]> = {
  errors: [],
  wire: ["errors"],
  interface: ["errors", "wire"],
  lib: ["interface", "wire", "errors"],
  components: ["lib", "interface-types", "errors"],
  handler: ["components", "lib", "errors"],
  next: ["handler", "components", "lib", "wire", "errors"],
  emulator: ["errors", "wire"],
  // gatehouse/testing: the kit for apps' tests drives the apps and the emulator alike.
  testing: ["entry", "lib", "interface", "wire", "errors", "emulator"],
  // The emulator's console (issue 26): a browser app of the core entry, the components and
  // the admin tier, served by the emulator as built files. Nothing imports it.
  console: ["entry", "components", "lib", "interface-types", "wire-types", "errors"],
  entry: ["errors", "interface", "wire", "lib", "components", "handler", "next", "emulator"],
};

/** Imports that point against the layers: errors <- interface <- lib <- components <- handler <- next; the emulator sees errors and wire types only. */
export function layerViolations(src: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = layerOf(src, file);
    if (from === "entry" && file.endsWith("version.ts")) continue;
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, "utf8"))) {
      const target = resolveSpecifier(file, specifier);
      if (!target.startsWith(src)) continue;
      let to = layerOf(src, target);
      if (to === "entry" && relative(src, target).startsWith("version")) continue;
      if (to === from) continue;
      // Components may name interface *types*; never runtime interface code.
      if ((from === "components" || from === "console") && to === "interface" && typeOnly) to = "interface-types";
      // The console reads the emulator's own JSON through its shapes in wire/emulator-api: types only.
      if (from === "console" && to === "wire" && typeOnly) to = "wire-types";
      if (!ALLOWED[from]?.includes(to)) found.push(`${relative(src, file)} (${from}) imports ${specifier} (${to})`);
    }
  }
  return found;
}

/** Imports from one console page's folder (`console/pages/<page>/`) into another's: shared pieces belong in `console/parts/`. */
export function consolePageCrossings(src: string): string[] {
  const pages = join(src, "console", "pages");
  const pageOf = (path: string) => {
    const rel = relative(pages, path).replace(/\\/g, "/");
    return rel.startsWith("..") || !rel.includes("/") ? null : rel.split("/")[0]!;
  };
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = pageOf(file);
    if (from === null) continue;
    for (const { specifier } of importsOf(readFileSync(file, "utf8"))) {
      const to = pageOf(resolveSpecifier(file, specifier));
      if (to !== null && to !== from) found.push(`${relative(src, file)} imports ${specifier} (the ${to} page's)`);
    }
  }
  return found;
}

// --- cache kinds (src/lib/core/cache-kinds.ts) ---------------------------------------------

/**
 * Cache kinds named anywhere in `lib` other than through the `CacheKind` table: a kind
 * spelled as a string could collide with another area's, unseen. Looks at every entry
 * made (`cache.entry(kind, …)`, `sessionEntry(ctx, kind, …)`) and every kind compared.
 */
export function spelledCacheKinds(lib: string): string[] {
  return sourceFiles(lib)
    .filter((file) => !relative(lib, file).startsWith("store"))
    .flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const named = [
        ...text.matchAll(/\.(?:cache|store)\.entry(?:<[^(]*>)?\(\s*([^,]+),/g),
        ...text.matchAll(/\bsessionEntry(?:<[^(]*>)?\(\s*[^,:]+,\s*([^,]+),/g),
        ...text.matchAll(/\bkind\s*(?:===|!==|==|!=)\s*([^\s)&|;]+)/g),
        ...text.matchAll(/([^\s(&|!]+)\s*(?:===|!==)\s*kind\b/g),
      ].map((m) => m[1]!.trim());
      // `sessionEntry` itself forwards the kind its callers name.
      const forwards = relative(lib, file).replace(/\\/g, "/") === "core/session-access.ts";
      return named
        .filter((kind) => !(forwards && kind === "kind"))
        // permission-definition-ops picks between two CacheKind names with a `KIND[scope]` table.
        .filter((kind) => !/^CacheKind\.\w+$|^KIND\[scope\]$/.test(kind))
        .map((kind) => `${relative(lib, file)}: ${kind}`);
    });
}

// --- import cycles (docs/architecture.md §2) ---------------------------------------------

/**
 * The import cycles among the files under `dir`: each strongly connected set of files
 * (more than one file, or a file importing itself), as paths relative to `dir`, sorted.
 * Every import counts: static ones, type-only ones and re-exports, `require()`, and a
 * module loaded on use (`import()`, and `typeof import()`, its type). A lazy import takes
 * no part in the order modules are evaluated in, but it is knowledge all the same: a module
 * that loads the one above it is read by knowing that one first. A module that must reach
 * one above it is handed a loader (docs/architecture.md, "Floors of src/lib").
 */
export function importCycles(dir: string): string[][] {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(readFileSync(file, "utf8"))
        .map((i) => resolveSpecifier(file, i.specifier))
        .filter((target) => known.has(target)),
    ]),
  );
  // Tarjan's strongly connected components.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.map((f) => relative(dir, f).replace(/\\/g, "/")).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

// --- floors inside lib (docs/architecture.md §2) -------------------------------------------

/** lib's floors, bottom up: the core (context, loaders, sessions, stores, URLs), the areas, the app facades. */
function floorOf(lib: string, file: string): number {
  const top = relative(lib, file).replace(/\\/g, "/").split("/")[0]!;
  if (top === "apps") return 3;
  return ["core", "session", "store", "token-store", "urls"].includes(top) ? 1 : 2;
}

/**
 * Imports inside `lib` that point up a floor: the core importing an area or a facade, an
 * area importing a facade, by a static import, a type, or an `import()` on use. A lower
 * floor that must load a higher one is handed the loader by the facade, through the
 * context (`ctx.areas`, `ctx.ownedApps`).
 */
export function floorViolations(lib: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(lib)) {
    for (const { specifier } of importsOf(readFileSync(file, "utf8"))) {
      const target = resolveSpecifier(file, specifier);
      if (!target.startsWith(lib)) continue;
      if (floorOf(lib, target) > floorOf(lib, file)) found.push(`${relative(lib, file)} imports ${specifier}`);
    }
  }
  return found;
}
