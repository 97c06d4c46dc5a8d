/**
 * The Next.js app of test/browser/next-app, built and served the way a user's would be:
 * gatehouse packed into a tarball (the package layer's `npm pack` of a copy of the tree)
 * and installed into a temporary copy of the app, Next and React linked from the repo's
 * node_modules, then `next build --webpack` and `next start` on a port the system picks.
 * Webpack, not Turbopack: Turbopack refuses modules that resolve outside the app's root,
 * and the linked packages live in the repo.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cleanEnv } from "../package/support/commands";
import { installConsumer, ROOT, sharedPack } from "../package/support/tarball";

const APP_SOURCE = resolve(__dirname, "next-app");

export type NextApp = {
  url: string;
  close(): Promise<void>;
  /**
   * Another `next start` of the same build that has answered no request yet: the first
   * request it gets is a cold start's. Stopped by its own `close` (or the app's).
   */
  coldServer(): Promise<{ url: string; close(): Promise<void> }>;
};

/** A port free right now (Next's `-p 0` would not say which one it took). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

/** The environment the app reads its project, keys and base URL from. */
function appEnv(emulatorUrl: string): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    GATEHOUSE_API_URL: emulatorUrl,
    GATEHOUSE_PROJECT_ID: "00000000-0000-4000-8000-0000000000d1",
    GATEHOUSE_PUBLISHABLE_CLIENT_KEY: "pck_gatehouse-default-project-publishable-client-key",
    GATEHOUSE_SECRET_SERVER_KEY: "ssk_gatehouse-default-project-secret-server-key",
  };
}

/** Packs, installs and builds the app; returns its directory (removed by `close`). */
function buildApp(work: string, emulatorUrl: string): string {
  const { tarball } = sharedPack(work);
  const dir = join(work, "app");
  cpSync(APP_SOURCE, dir, { recursive: true, filter: (path) => !/[/\\](\.next|node_modules)$/.test(path) });
  installConsumer(dir, tarball);
  const next = join(dir, "node_modules", "next");
  if (!existsSync(next)) {
    mkdirSync(join(dir, "node_modules"), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", "next"), next, "dir");
  }
  const built = spawnSync(process.execPath, [join(next, "dist/bin/next"), "build", "--webpack"], {
    cwd: dir,
    env: cleanEnv(appEnv(emulatorUrl)),
    encoding: "utf8",
    timeout: 600_000,
  });
  if (built.status !== 0) throw new Error(`next build failed (${built.status ?? built.signal}):\n${built.stdout}${built.stderr}`);
  return dir;
}

/** Resolves once something accepts connections on `port` (no HTTP request: the server stays cold). */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("error", () => (socket.destroy(), done(false)));
  });
}

/**
 * `next start` of the built app in `dir` on a free port. `warm`: waits until a handler page
 * answers (that request is the server's first); else only until the port accepts
 * connections, so the caller's request is the first the server renders (a cold start, as a
 * serverless host has often).
 */
async function serve(dir: string, emulatorUrl: string, warm: boolean): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: cleanEnv(appEnv(emulatorUrl)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
  };
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
      const ok = warm ? await fetch(`${url}/handler/sign-in`).then((r) => r.ok, () => false) : await listening(port);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`next start did not answer within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Builds the app and starts `next start`, resolving once it answers. */
export async function startNextApp(emulatorUrl: string): Promise<NextApp> {
  const work = mkdtempSync(join(tmpdir(), "gatehouse-next-app-"));
  const servers: { stop(): Promise<void> }[] = [];
  let dir: string | null = null;
  const close = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    dir = buildApp(work, emulatorUrl);
    const server = await serve(dir, emulatorUrl, true);
    servers.push(server);
    const built = dir;
    const coldServer = async () => {
      const cold = await serve(built, emulatorUrl, false);
      servers.push(cold);
      return { url: cold.url, close: cold.stop };
    };
    return { url: server.url, close, coldServer };
  } catch (error) {
    await close();
    throw error;
  }
}
