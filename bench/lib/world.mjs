// The world every runtime section shares: the built emulator, served on a loopback port
// through a counting HTTP adapter, and the two SDKs' client apps pointed at it. Counting
// happens at the server, so both SDKs are counted the same way, whatever fetch they use.
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { ROOT } from "./size.mjs";

const dist = (...candidates) => {
  const found = candidates.map((c) => join(ROOT, "dist", c)).find((p) => existsSync(p));
  if (!found) throw new Error(`Not built: none of dist/${candidates.join(", dist/")} exists (run npx rollup -c)`);
  return pathToFileURL(found).href;
};

export const paths = {
  core: () => dist("index.js"),
  react: () => dist("react.js"),
  emulator: () => dist("emulator/index.js", "emulator.js"),
  cli: () => dist("bin/gatehouse.js"),
};

export const PASSWORD = "Correct-Horse-9";
const CALLBACK = "http://localhost:3000/handler/email-verification";

/** The headers of a client-tier request to `project`, as a signed-in user when given a token. */
export function clientHeaders(project, accessToken) {
  return {
    "content-type": "application/json",
    "x-stack-project-id": project.id,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": project.publishableClientKey,
    ...(accessToken ? { "x-stack-access-token": accessToken } : {}),
  };
}

/** Signs `email` up with a password through `fetch` at `baseUrl`; returns its tokens. */
export async function signUpUser(fetch, baseUrl, project, email) {
  const response = await fetch(`${baseUrl}/api/v1/auth/password/sign-up`, {
    method: "POST",
    headers: clientHeaders(project),
    body: JSON.stringify({ email, password: PASSWORD, verification_callback_url: CALLBACK }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed (${response.status}): ${await response.text()}`);
  const json = await response.json();
  return { email, accessToken: json.access_token, refreshToken: json.refresh_token, userId: json.user_id };
}

/** Serves `handler` (a fetch-style function) on 127.0.0.1 and records every request. */
export async function serveCounting(handler) {
  const calls = [];
  const server = createServer(async (req, res) => {
    calls.push(`${req.method} ${req.url.split("?")[0]}`);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, [value].flat().join(", "));
    const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }));
    const out = {};
    response.headers.forEach((value, name) => (out[name] = value));
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    reset: () => void calls.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A fresh emulator and project, served through a counting adapter. */
export async function createWorld() {
  const { createEmulator } = await import(paths.emulator());
  const emulator = createEmulator();
  const project = emulator.createProject({});
  const server = await serveCounting(emulator.fetch);
  let n = 0;
  const world = {
    emulator,
    project,
    server,
    /** Signs a new user up over the in-process handler (not counted); returns the tokens. */
    signUp() {
      n += 1;
      return signUpUser(emulator.fetch, server.url, project, `bench-${process.pid}-${Date.now().toString(36)}-${n}@example.com`);
    },
    close: () => server.close(),
  };
  return world;
}

const officialCache = new Map();
/**
 * The official SDK as Node can run it. Its published files are written for bundlers
 * (extensionless and directory imports), so Node cannot load them as they are; esbuild
 * bundles the package for Node once per process (a CJS file in node_modules/.cache).
 */
export async function loadOfficial(name) {
  if (officialCache.has(name)) return officialCache.get(name);
  const { build } = await import("esbuild");
  // Inside the repository so the external React resolves to the app's copy (one React).
  const outfile = join(ROOT, "node_modules", ".cache", "gatehouse-bench", `${name.replace(/[@/]/g, "_")}.cjs`);
  await build({
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: ROOT, loader: "js" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    outfile,
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    logLevel: "silent",
  });
  const loaded = createRequire(import.meta.url)(outfile);
  officialCache.set(name, loaded);
  return loaded;
}

/** Constructors of both SDKs' client apps, same options for each. */
export async function loadSdks() {
  const ours = await import(paths.core());
  const official = await loadOfficial("@stackframe/js");
  const options = (world, tokenStore, extra) => ({
    projectId: world.project.id,
    publishableClientKey: world.project.publishableClientKey,
    baseUrl: world.server.url,
    tokenStore,
    redirectMethod: "none",
    ...extra,
  });
  return {
    ours: (world, tokenStore, extra = {}) => new ours.ClientApp(options(world, tokenStore, extra)),
    official: (world, tokenStore, extra = {}) => new official.StackClientApp(options(world, tokenStore, extra)),
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
