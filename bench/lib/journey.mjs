// The sign-in journey, measured in Chromium: every byte of JavaScript a browser downloads
// to sign a user in with a password and show who is signed in. A page (bench/entries/
// journey.js, or the official SDK's official-journey.js) is bundled as an app's bundler
// would (esbuild: browser, ESM, minified, production, code splitting), served from a
// loopback server that sends each script gzipped (level 9, as the size table counts it) and
// counts the bytes it sends, and driven by Chromium (playwright-core) against an emulator:
//   1. load the page and wait until it is idle (no script fetched for 500 ms, then an idle
//      callback): the first load plus what the page prefetches while idle;
//   2. sign in and show the user: the scripts this needs beyond step 1.
// Used by bench/run.mjs (section "journey") and test/browser/journey.test.ts.
import { build } from "esbuild";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "./size.mjs";

export const JOURNEY_ENTRIES = { gatehouse: "journey.js", official: "official-journey.js" };

/** How long no script may be fetched before the page counts as idle. */
const QUIET_MS = 500;

/**
 * Bundles the journey page of `sdk` into a temporary directory. `gatehouseIndex` is the
 * package entry `gatehouse` resolves to (dist/index.js as built, or src/index.ts).
 */
export async function buildJourneyPage(sdk, { gatehouseIndex = join(ROOT, "dist", "index.js") } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `gatehouse-journey-${sdk}-`));
  await build({
    entryPoints: { journey: join(ROOT, "bench", "entries", JOURNEY_ENTRIES[sdk]) },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    outdir: dir,
    minify: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"', __GATEHOUSE_VERSION__: '"0.0.0-journey"' },
    nodePaths: [join(ROOT, "node_modules")],
    plugins: [
      {
        name: "gatehouse-entry",
        setup(b) {
          b.onResolve({ filter: /^gatehouse$/ }, () => ({ path: gatehouseIndex }));
        },
      },
    ],
    logLevel: "silent",
  });
  writeFileSync(join(dir, "index.html"), '<!doctype html><meta charset="utf-8"><title>journey</title><p id="user"></p><script type="module" src="./journey.js"></script>\n');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Serves `dir` on 127.0.0.1 (any free port); scripts go out gzipped and are logged with their sizes. */
export async function servePage(dir) {
  const scripts = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let body;
    try {
      body = readFileSync(join(dir, path === "/" ? "index.html" : path));
    } catch {
      res.writeHead(404).end();
      return;
    }
    if (extname(path) === ".js") {
      const gz = gzipSync(body, { level: 9 });
      scripts.push({ path, bytes: gz.length, at: Date.now() });
      res.writeHead(200, { "content-type": "text/javascript", "content-encoding": "gzip", "cache-control": "no-store" }).end(gz);
    } else {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    scripts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Resolves once no script has been fetched for QUIET_MS and the page has had an idle callback. */
async function untilIdle(page, scripts) {
  for (;;) {
    const count = scripts.length;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    await page.evaluate(() => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve())));
    if (scripts.length === count) return;
  }
}

const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);

/**
 * Runs the journey of `sdk` in Chromium against the service at `api` (`project`: `{ id,
 * publishableClientKey }`) for an existing user. Returns the scripts (gzipped bytes) loaded
 * by the idle page and by the sign-in, and what the page showed.
 */
export async function measureJourney(sdk, { api, project, email, password, gatehouseIndex, executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const page$ = await buildJourneyPage(sdk, { gatehouseIndex });
  const served = await servePage(page$.dir);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    const query = new URLSearchParams({ api, project: project.id, key: project.publishableClientKey });
    await page.goto(`${served.url}/index.html?${query}`);
    await page.waitForFunction(() => typeof window.journey === "function");
    await untilIdle(page, served.scripts);
    const idle = served.scripts.length;
    const shown = await page.evaluate(([e, p]) => window.journey(e, p), [email, password]);
    await untilIdle(page, served.scripts);
    const idleScripts = served.scripts.slice(0, idle).map(({ path, bytes }) => ({ path, bytes }));
    const journeyScripts = served.scripts.slice(idle).map(({ path, bytes }) => ({ path, bytes }));
    return {
      sdk,
      shown,
      text: await page.textContent("#user"),
      errors,
      idle: { bytes: sum(idleScripts), scripts: idleScripts },
      signIn: { bytes: sum(journeyScripts), scripts: journeyScripts },
      total: sum(idleScripts) + sum(journeyScripts),
    };
  } finally {
    await browser.close();
    await served.close();
    page$.dispose();
  }
}

/**
 * Section "journey" of bench/run.mjs: both SDKs' journeys against the built emulator on a
 * loopback port (each with a fresh user), from the built package (dist/).
 */
export async function runJourney() {
  const { createWorld, PASSWORD } = await import("./world.mjs");
  const world = await createWorld();
  try {
    const project = { id: world.project.id, publishableClientKey: world.project.publishableClientKey };
    const rows = [];
    for (const sdk of ["gatehouse", "official"]) {
      const { email } = await world.signUp();
      const result = await measureJourney(sdk, { api: world.server.url, project, email, password: PASSWORD });
      if (result.text !== email) throw new Error(`${sdk}: the journey page showed ${JSON.stringify(result.text)}, not the user (${result.errors.join("; ")})`);
      rows.push(result);
    }
    return { rows };
  } finally {
    await world.close();
  }
}
