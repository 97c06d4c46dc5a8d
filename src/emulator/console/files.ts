/**
 * Serving the console (issue 26): a React app built with the package into `dist/console/`
 * (`index.html`, and hashed scripts and styles under `assets/`). The emulator answers
 * `/emulator` and every page path below it (anything but `/emulator/api/...` and the mock
 * OAuth provider's routes) with `index.html`, whose script routes in the browser, and
 * `/emulator/assets/<name>` with the built file.
 *
 * The directory is found next to the built emulator (a marker file written by the build,
 * {@link CONSOLE_MARKER}, tells a built console from the sources), or given with
 * `createEmulator({ consoleDir })`. Running from the sources without a build, `/emulator`
 * answers a short page that says how to build it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Reply } from "../http/route";

/** Written by the console's build beside its `index.html` (build/console.mjs). */
export const CONSOLE_MARKER = "gatehouse-console.json";

/**
 * The console's Content-Security-Policy. Scripts only from the emulator itself (no inline
 * script, no eval), requests only to it. Styles: gatehouse's components render their
 * stylesheet as a `<style>` element (`GatehouseStyles`, and a theme's values), so inline
 * styles are allowed. Hashes of the exact texts were the alternative; they would break on
 * any change of a component's CSS or of a theme value, and a style cannot run script: what
 * the policy guards against (script in the emulator's origin, which holds every key) stays
 * forbidden.
 */
export const CONSOLE_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** A name Vite gives a built file (`index-3fA9_x.js`): letters, digits, `-`, `_`, `.`, no leading dot. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/** A file name with a content hash before its extension (Vite's `[name]-[hash].[ext]`): it never changes. */
const HASHED = /-[\w-]{8,}\.\w+$/;

/** True when `dir` holds a built console. */
export function isConsoleDir(dir: string): boolean {
  return existsSync(join(dir, CONSOLE_MARKER)) && existsSync(join(dir, "index.html"));
}

/**
 * The built console next to this module: `console/` beside it or beside one of its parent
 * folders (dist/console, seen from dist/emulator/console/files.js or dist/bin/gatehouse.js);
 * null when there is none (the sources, not built).
 */
export function findConsoleDir(): string | null {
  let dir: string;
  try {
    dir = dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
  for (let level = 0; level < 4; level++) {
    const candidate = join(dir, "console");
    if (isConsoleDir(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** `/emulator/api` and below: the emulator's JSON, never a console page. */
function isEmulatorApiPath(pathname: string): boolean {
  return pathname === "/emulator/api" || pathname.startsWith("/emulator/api/");
}

function page(body: string | Uint8Array<ArrayBuffer>, type: string, cacheControl: string, status = 200): Reply {
  return new Response(body, { status, headers: { "content-type": type, "cache-control": cacheControl, "content-security-policy": CONSOLE_CSP } });
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gatehouse emulator</title></head>
<body><main><h1>The emulator's console is not built</h1>
<p>This emulator runs from the sources, and the console (a React app) has not been built. Build the package with <code>npm run build</code> and start the built emulator (<code>npm run emulator</code>), or pass the built console's folder: <code>createEmulator({ consoleDir })</code>.</p>
<p>The emulator's JSON stays available: <a href="/emulator/api/emails">/emulator/api/emails</a>, <a href="/emulator/api/requests">/emulator/api/requests</a>, <a href="/emulator/api/projects">/emulator/api/projects</a>.</p>
</main></body></html>`;

/**
 * The console's answer to a GET of `pathname`, or null when the path is not the console's
 * (outside `/emulator`, or the emulator's JSON under `/emulator/api`). Called for paths no
 * route matched.
 */
export function consoleAnswer(consoleDir: string | null, pathname: string): Reply | null {
  if (pathname !== "/emulator" && !pathname.startsWith("/emulator/")) return null;
  if (isEmulatorApiPath(pathname)) return null;
  if (consoleDir === null) return page(NOT_BUILT, TYPES[".html"]!, "no-store, max-age=0");
  if (pathname === "/emulator/assets" || pathname.startsWith("/emulator/assets/")) {
    const name = pathname.slice("/emulator/assets/".length);
    const file = join(consoleDir, "assets", name);
    if (!ASSET_NAME.test(name) || !existsSync(file) || !statSync(file).isFile()) {
      return page("Not found: the console has no such file.", TYPES[".txt"]!, "no-store, max-age=0", 404);
    }
    const type = TYPES[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream";
    const cache = HASHED.test(name) ? "public, max-age=31536000, immutable" : "no-cache";
    return page(new Uint8Array(readFileSync(file)), type, cache);
  }
  // Every other page path is the app's: its router reads the location.
  return page(readFileSync(join(consoleDir, "index.html"), "utf8"), TYPES[".html"]!, "no-store, max-age=0");
}
