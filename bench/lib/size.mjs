// Section 1: what a browser app ships. Each entry in bench/entries/ is bundled with
// esbuild the way an app's bundler would (browser, ESM, minified, production), and the
// output is measured minified and gzipped. React and react-dom are external for every
// entry of both SDKs: the app ships them anyway, so only what the SDK adds is counted.
import { build } from "esbuild";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { readFileSync, readdirSync, statSync, lstatSync, existsSync, realpathSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ENTRIES = join(ROOT, "bench", "entries");

/** 1 KB = 1000 bytes throughout (the stricter reading of the budgets). */
export const KB = 1000;

/**
 * Budgets in gzipped first-load bytes (issue 5; the React entry's lowered from 80 KB to
 * 50 KB by issue 22); test/budget enforces them.
 */
export const BUDGETS = { core: 20 * KB, react: 50 * KB };

/**
 * Budget of issue 22 for every byte an entry can ever load (all of its code, the chunks it
 * loads on use included, as one file: `measureEverything`), gzipped; test/budget enforces it.
 */
export const EVERYTHING_BUDGETS = { core: 40 * KB };

/**
 * What test/budget enforces while an entry is over its budget: a ceiling just above the
 * measured size, so the first load cannot grow while the work to meet the budget is open
 * (lower it with every saving, drop it at the budget). None is open: the core went from
 * 26.7 KB to 8.4 KB when the app facades began loading their context and operations on use
 * (2026-11-26), and the React entry is within its budget.
 */
export const CEILINGS = {};

/**
 * The same for `EVERYTHING_BUDGETS`: the core entry's every byte was 77.8 KB when it was first
 * measured (2026-11-27: all of `jose` behind `import("jose")`, the whole of
 * `@simplewebauthn/browser`, every known-error class, the admin tier behind owned projects),
 * 63.4 KB after jose's subpath entries, and 63.6 KB once the security review's token checks
 * (anonymous-token markers, the key set's failure cooldown, http(s)-only callback URLs) came in;
 * 62.0 KB (61,982 bytes) on 2026-11-27 after the error registry stopped carrying an object of
 * every class's name and the lazily loaded modules stopped exporting what only they read, and
 * 62.1 KB (62,081 bytes) once two modules named others for the journey's chunks (9 scripts
 * became 7), and 62.2 KB (62,243 bytes) merged with main's later changes (main alone: 63.8 KB).
 * Issue 22's size pass (2026-11-27) raised it: 62.4 KB (62,387 bytes as test/budget builds the
 * package) once every error's `name` was spelled out rather than read from its minified
 * constructor (a fix, +0.2 KB), and 62.7 KB (62,745 bytes; the bench's build of dist/ measures
 * 62.8) once the known-error registry came through a loader src/lib hands down, whose entry
 * names the first page's small modules so that the journey is 6 scripts rather than 7
 * (+0.4 KB). 63.2 KB (63,240 bytes as test/budget builds it) once the server tier's cache
 * refreshes were fixed (2026-11-27: API-key lookups read their owner's own entry, a user's
 * server entries refreshed by one helper from the session methods too; a fix, +0.4 KB). The
 * ceiling keeps about 0.25 KB above that figure.
 */
export const EVERYTHING_CEILINGS = { core: 63.5 * KB };

/** Measured pairs: our entry, the official SDK's entry doing the same. */
export const SIZE_ENTRIES = [
  { id: "core", label: "core (ClientApp + getUser + password sign-in)", ours: "core.js", official: "official-core.js" },
  { id: "core-all-sign-in", label: "core + every sign-in method", ours: "core-all-sign-in.js", official: "official-core-all-sign-in.js" },
  { id: "react", label: "React (provider + UserButton + Handler, all pages)", ours: "react.jsx", official: "official-react.jsx" },
];

const EXTERNAL = ["react", "react-dom", "react/*", "react-dom/*"];

/** Resolves `gatehouse` and `gatehouse/react` to the built package in `distDir`. */
function gatehousePlugin(distDir) {
  return {
    name: "gatehouse-dist",
    setup(b) {
      b.onResolve({ filter: /^gatehouse(\/react)?$/ }, (args) => ({
        path: join(distDir, args.path === "gatehouse" ? "index.js" : "react.js"),
      }));
    },
  };
}

/**
 * Bundles one entry file the way an app's bundler does (code splitting on: every dynamic
 * `import()` becomes a chunk of its own, fetched when it runs) and measures what the
 * browser loads:
 * - `firstLoad`: the entry chunk plus every chunk it imports statically, transitively
 *   (esbuild's metafile: `imports` of kind `import-statement`);
 * - `lazy`: every other chunk, loaded on use (dynamic imports).
 * Each chunk is gzipped on its own (as served); sizes are sums over chunks, in bytes.
 * `minified`, `gzip` and `brotli` at the top level are the first load's; `metafile` is
 * esbuild's, `firstLoadOutputs` names the first-load chunks (see `biggestContributors`).
 */
export async function measureEntry(file, { distDir = join(ROOT, "dist"), nodePaths = [] } = {}) {
  const result = await build({ ...buildOptions(file, { distDir, nodePaths }), splitting: true });
  const { outputs } = result.metafile;
  const bytesOf = new Map(result.outputFiles.map((f) => [relativeOutput(f.path), Buffer.from(f.contents)]));
  const js = Object.keys(outputs).filter((out) => out.endsWith(".js"));
  // Dynamic-import chunks have an entryPoint too: the page's entry is the one of `file`.
  const entryPoint = relativeOutput(join(ENTRIES, file));
  const entry = js.find((out) => outputs[out].entryPoint === entryPoint);
  const firstLoad = new Set();
  const visit = (out) => {
    if (firstLoad.has(out)) return;
    firstLoad.add(out);
    for (const imp of outputs[out].imports) if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
  };
  visit(entry);
  const lazy = js.filter((out) => !firstLoad.has(out));
  const first = sizesOf([...firstLoad].map((out) => bytesOf.get(out)));
  return {
    ...first,
    chunks: firstLoad.size,
    lazy: { ...sizesOf(lazy.map((out) => bytesOf.get(out))), chunks: lazy.length },
    metafile: result.metafile,
    firstLoadOutputs: [...firstLoad],
  };
}

/** How an app's bundler builds `file` (browser, ESM, minified, production; React external). */
export function buildOptions(file, { distDir, nodePaths }) {
  return {
    entryPoints: [join(ENTRIES, file)],
    absWorkingDir: ROOT,
    bundle: true,
    outdir: join(ROOT, "node_modules", ".cache", "gatehouse-bench", "size-out"),
    minify: true,
    write: false,
    metafile: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    external: EXTERNAL,
    define: { "process.env.NODE_ENV": '"production"' },
    nodePaths,
    plugins: [gatehousePlugin(distDir)],
    logLevel: "silent",
  };
}

/**
 * Every byte `file` can ever load: bundled as above but with code splitting off, so each
 * `import()` is bundled into the one output (esbuild inlines it), and measured as one file.
 * What a first load leaves for later is all here: the tier's chunk, the areas, the error
 * registry, jose's verification, the passkey ceremonies, an owned project's AdminApp.
 */
export async function measureEverything(file, { distDir = join(ROOT, "dist"), nodePaths = [] } = {}) {
  const result = await build({ ...buildOptions(file, { distDir, nodePaths }), splitting: false });
  const js = result.outputFiles.filter((f) => f.path.endsWith(".js"));
  return { ...sizesOf(js.map((f) => Buffer.from(f.contents))), files: js.length, metafile: result.metafile };
}

/** esbuild's metafile names outputs relative to the working directory (`absWorkingDir`). */
function relativeOutput(path) {
  return relative(ROOT, path).split(sep).join("/");
}

function sizesOf(chunks) {
  let minified = 0, gzip = 0, brotli = 0;
  for (const code of chunks) {
    minified += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { minified, gzip, brotli };
}

/**
 * The biggest inputs of a bundle by bytes in the output, grouped by package (or our src
 * dir). `outputs` limits the count to some chunks (e.g. a measurement's `firstLoadOutputs`).
 */
export function biggestContributors(metafile, top = 12, outputs = Object.keys(metafile.outputs)) {
  const groups = new Map();
  for (const output of outputs.map((out) => metafile.outputs[out])) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = groupOf(input);
      groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...groups.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([input, bytes]) => ({ input, bytes }));
}

function groupOf(input) {
  const nm = input.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = input.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  // Our built files (dist/ or a temporary build): <layer>/<dir>/file.js -> gatehouse <layer>/<dir>
  const ours = /(?:^|\/)(errors|interface|lib|components|handler|emulator)((?:\/[^/]+)?)\/[^/]*$/.exec(input);
  if (ours) return `gatehouse ${ours[1]}${ours[2]}`;
  return input.startsWith("bench/") ? input : `gatehouse ${input.split("/").pop()}`;
}

const summary = (m, everything) => ({
  minified: m.minified,
  gzip: m.gzip,
  brotli: m.brotli,
  chunks: m.chunks,
  lazy: m.lazy,
  everything: { minified: everything.minified, gzip: everything.gzip, brotli: everything.brotli },
});

/** Sizes of every entry pair, ours and official, with the ratio ours/official (gzip). */
export async function runSize() {
  const rows = [];
  for (const entry of SIZE_ENTRIES) {
    const ours = await measureEntry(entry.ours);
    const official = await measureEntry(entry.official);
    const oursEverything = await measureEverything(entry.ours);
    const officialEverything = await measureEverything(entry.official);
    rows.push({
      id: entry.id,
      entry: entry.label,
      ours: summary(ours, oursEverything),
      official: summary(official, officialEverything),
      ratioGzip: ours.gzip / official.gzip,
      budgetGzip: BUDGETS[entry.id] ?? null,
      everythingBudgetGzip: EVERYTHING_BUDGETS[entry.id] ?? null,
      everythingContributors: biggestContributors(oursEverything.metafile, 10),
      contributors: biggestContributors(ours.metafile, 8, ours.firstLoadOutputs),
      lazyContributors: biggestContributors(ours.metafile, 8, Object.keys(ours.metafile.outputs).filter((out) => !ours.firstLoadOutputs.includes(out))),
    });
  }
  return { entries: rows, install: [installFootprint("gatehouse", ROOT, { self: true }), installFootprint("@stackframe/js"), installFootprint("@stackframe/react")] };
}

// ---------------------------------------------------------------------------------------
// Install footprint: the packages (and their bytes on disk) that `npm install <name>`
// brings, computed from the dependency closure already present in node_modules (no
// network). Optional dependencies count only where installed (this machine's platform).

function findPackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function dirBytes(dir, { skipNodeModules }) {
  let total = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (skipNodeModules && name === "node_modules") continue;
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      const sub = dirBytes(path, { skipNodeModules });
      total += sub.bytes;
      files += sub.files;
    } else {
      total += stat.size;
      files += 1;
    }
  }
  return { bytes: total, files };
}

/** Bytes of our own published files (package.json "files" plus package.json itself). */
function ownPublishedBytes(pkgDir, pkg) {
  let bytes = statSync(join(pkgDir, "package.json")).size;
  for (const entry of pkg.files ?? []) {
    const path = join(pkgDir, entry);
    if (!existsSync(path)) continue;
    bytes += statSync(path).isDirectory() ? dirBytes(path, { skipNodeModules: true }).bytes : statSync(path).size;
  }
  return bytes;
}

/** Peers every React app has already; never counted as added by an install. */
const APP_HAS = new Set(["react", "react-dom", "@types/react", "@types/react-dom"]);

export function installFootprint(name, pkgDir = findPackage(name, ROOT), { self = false } = {}) {
  const seen = new Map(); // realpath -> { name, version, bytes }
  const missing = [];
  const visit = (dir, isRoot) => {
    if (seen.has(dir)) return;
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const bytes = isRoot && self ? ownPublishedBytes(dir, pkg) : dirBytes(dir, { skipNodeModules: true }).bytes;
    seen.set(dir, { name: pkg.name, version: pkg.version, bytes });
    const peersRequired = Object.keys(pkg.peerDependencies ?? {}).filter((p) => !pkg.peerDependenciesMeta?.[p]?.optional);
    const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), ...(isRoot ? [] : peersRequired)];
    for (const dep of new Set(deps)) {
      if (APP_HAS.has(dep)) continue;
      const found = findPackage(dep, dir);
      if (found) visit(found, false);
      else if (!(dep in (pkg.optionalDependencies ?? {}))) missing.push(`${pkg.name} -> ${dep}`);
    }
  };
  visit(pkgDir, true);
  const packages = [...seen.values()];
  return {
    package: name,
    packages: packages.length,
    bytes: packages.reduce((sum, p) => sum + p.bytes, 0),
    ownBytes: packages[0].bytes,
    missing,
    largest: [...packages].sort((a, b) => b.bytes - a.bytes).slice(0, 5).map((p) => ({ name: `${p.name}@${p.version}`, bytes: p.bytes })),
  };
}
