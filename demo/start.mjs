#!/usr/bin/env node
/**
 * `npm start`: the emulator and the demo app on loopback, with no build step. Vite
 * serves the demo from source (TypeScript and JSX through esbuild) and also loads the
 * emulator's TypeScript for Node (`ssrLoadModule`).
 *
 * Exports `startDemo()` for the browser tests. Run directly, it prints the URLs and the
 * ports it chose and runs until Ctrl+C; `--port` / `--emulator-port` (or the environment,
 * see ./ports.mjs) choose the ports.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, createServer, preview } from "vite";
import { buildConsole } from "../build/console.mjs";
import { USAGE, describePort, resolvePorts } from "./ports.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** True when `port` on `host` can be bound right now. */
function isFree(port, host) {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port the system reports free on `host` (vite reads port 0 as "its default", so ask first). */
function anyFreePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function firstFreePort(start, host, tries = 50) {
  for (let port = start; port < start + tries; port++) if (await isFree(port, host)) return port;
  throw new Error(`No free port between ${start} and ${start + tries - 1} on ${host}.`);
}

/** Port 0: any free port; else `port` itself when `exact` (listening fails if it is taken), else the first free port from it. */
const choosePort = (port, host, exact) => (port === 0 ? anyFreePort(host) : exact ? port : firstFreePort(port, host));

/** The demo's Vite configuration, shared by the dev server and the built demo. */
function demoConfigFor(host, logLevel, demoConfig) {
  return {
    configFile: false,
    root,
    logLevel,
    clearScreen: false,
    appType: "spa",
    define: { __GATEHOUSE_VERSION__: JSON.stringify(pkg.version) },
    resolve: {
      alias: [
        { find: /^gatehouse\/react$/, replacement: `${repo}src/react.ts` },
        { find: /^gatehouse$/, replacement: `${repo}src/index.ts` },
      ],
    },
    esbuild: { jsx: "automatic" },
    plugins: [
      {
        name: "gatehouse-demo-config",
        // Read per request (dev server) or when building: the emulator's URL is known only once it listens.
        transformIndexHtml: () => [{ tag: "script", children: `window.__GATEHOUSE_DEMO__ = ${JSON.stringify(demoConfig)};`, injectTo: "head-prepend" }],
      },
    ],
  };
}

/**
 * Starts the emulator (default 127.0.0.1:8102) and the demo (default 127.0.0.1:5173). A port
 * marked exact is used as is (start-up fails if it is taken); otherwise a taken port moves to
 * the next free one. Port 0 lets the system pick one.
 *
 * `built: true` (the browser tests) bundles the demo once with Vite's build and serves the
 * files, instead of Vite's dev server compiling each of its ~400 modules for every fresh
 * browser context: the same sources and the same development React, a few requests per page.
 * `createEmulator` hands in the emulator's factory (the tests import the TypeScript
 * themselves); without it the emulator's sources are loaded through Vite. `consoleDir` is the
 * built console the emulator serves at `/emulator` (build/console.mjs); without it, and
 * without a factory, the console is built into a temporary folder first.
 * @returns the URLs, the ports and a `close()` that stops both.
 */
export async function startDemo({ host = "127.0.0.1", emulatorPort = 8102, demoPort = 5173, exactDemoPort = false, exactEmulatorPort = false, logLevel = "warn", built = false, createEmulator, consoleDir } = {}) {
  const demoConfig = { emulatorUrl: "" };
  const config = demoConfigFor(host, logLevel, demoConfig);
  const port = await choosePort(demoPort, host, exactDemoPort);
  const cleanUp = [];
  const close = async () => {
    await Promise.allSettled(cleanUp.splice(0).map((fn) => fn()));
  };
  try {
    // Without a factory, the emulator's TypeScript is loaded through a Vite server of its own
    // (the dev server itself, or one that never listens when the demo is built).
    let factory = createEmulator;
    let devServer;
    if (!built || !factory) {
      devServer = await createServer({
        ...config,
        optimizeDeps: {
          // Pre-bundled up front, so the first page load does not trigger a reload.
          include: ["react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime", "@radix-ui/react-dropdown-menu", "@simplewebauthn/browser", "simple-icons", "@fortawesome/free-brands-svg-icons"],
        },
        // No file watching or hot reload: the demo is for clicking through, and a reload in
        // the middle of a flow (an edited source file) would lose the page's state.
        server: built ? { middlewareMode: true, hmr: false, watch: null } : { host, port, strictPort: true, fs: { allow: [repo] }, hmr: false, watch: null },
      });
      cleanUp.push(() => devServer.close());
      factory ??= (await devServer.ssrLoadModule(`${repo}src/emulator/index.ts`)).createEmulator;
    }
    // The emulator's API answers pages on this machine only; the demo's own origin is one
    // even when `host` is not a loopback address.
    // The emulator's console (`/emulator`) is a React app of its own, built with Vite.
    if (consoleDir === undefined && !createEmulator) {
      consoleDir = mkdtempSync(join(tmpdir(), "gatehouse-console-"));
      const dir = consoleDir;
      cleanUp.push(() => rmSync(dir, { recursive: true, force: true }));
      await buildConsole({ outDir: consoleDir, logLevel });
    }
    const emulator = factory({ allowOrigins: [`http://${host.includes(":") ? `[${host}]` : host}:${port}`], ...(consoleDir === undefined ? {} : { consoleDir }) });
    cleanUp.push(() => emulator.close());
    const listening = await emulator.listen(await choosePort(emulatorPort, host, exactEmulatorPort), host);
    demoConfig.emulatorUrl = listening.url;
    let demoPortUsed;
    if (built) {
      const outDir = mkdtempSync(join(tmpdir(), "gatehouse-demo-"));
      cleanUp.push(() => rmSync(outDir, { recursive: true, force: true }));
      await build({
        ...config,
        // Development React and the development branches of gatehouse, as `npm start` serves.
        mode: "development",
        define: { ...config.define, "process.env.NODE_ENV": JSON.stringify("development") },
        build: {
          outDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          reportCompressedSize: false,
          chunkSizeWarningLimit: 100_000,
          rollupOptions: {
            // The page's app module is an entry of its own at a fixed address (/app.js), the
            // same instance the page uses, so a test can reach the page's ClientApp.
            input: { main: join(root, "index.html"), app: join(root, "app.ts") },
            preserveEntrySignatures: "exports-only",
            output: { entryFileNames: (chunk) => (chunk.name === "app" ? "app.js" : "assets/[name]-[hash].js") },
            // Radix's "use client" lines mean nothing in a browser bundle; the rest is reported.
            onwarn: (warning, warn) => warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning),
          },
        },
      });
      const server = await preview({ ...config, plugins: [], build: { outDir }, preview: { host, port, strictPort: true } });
      cleanUp.push(() => new Promise((resolve) => server.httpServer.close(() => resolve())));
      demoPortUsed = server.httpServer.address().port;
    } else {
      await devServer.listen();
      demoPortUsed = devServer.httpServer.address().port;
    }
    return {
      // WebAuthn refuses IP addresses as relying-party ids: passkeys need a host name.
      demoUrl: `http://localhost:${demoPortUsed}`,
      emulatorUrl: demoConfig.emulatorUrl,
      demoPort: demoPortUsed,
      emulatorPort: listening.port,
      consoleUrl: `${demoConfig.emulatorUrl}/emulator`,
      emulator,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  let ports;
  try {
    ports = resolvePorts(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (ports.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const demo = await startDemo({
    logLevel: "info",
    demoPort: ports.demo.port,
    exactDemoPort: ports.demo.exact,
    emulatorPort: ports.emulator.port,
    exactEmulatorPort: ports.emulator.exact,
  }).catch((error) => {
    console.error(`The demo could not start: ${error.message}\n\n${USAGE}`);
    process.exit(1);
  });
  console.log(`
  gatehouse demo      ${demo.demoUrl}   (port ${demo.demoPort}: ${describePort(ports.demo, demo.demoPort)})
  emulator (API)      ${demo.emulatorUrl}   (port ${demo.emulatorPort}: ${describePort(ports.emulator, demo.emulatorPort)})
  emulator console    ${demo.consoleUrl}

  The demo uses the emulator's default project; emails land in the console's Mail page.
  Press Ctrl+C to stop.
`);
  const stop = async () => {
    await demo.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
