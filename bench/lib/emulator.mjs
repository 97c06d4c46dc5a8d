// Section 4: the emulator as a process. Cold start (spawn of the bin to the first 200 on
// /health), resident memory (after start, after load), and throughput over loopback with
// autocannon for sign-in, refresh and getUser.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { clientHeaders as headersFor, paths, PASSWORD, signUpUser, sleep } from "./world.mjs";

const STARTS = 5;
const LOAD_SECONDS = 5;
const CONNECTIONS = 10;

/** Resident set size of a process in bytes (Linux /proc, else ps). */
function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // not Linux: ask ps
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) * 1024;
}

/**
 * The baseline of issue 3: a bare node:http hello-world, started and probed the same way as
 * the bin (an ES module file run by node, printing its URL).
 */
const HELLO_WORLD = `
  import { createServer } from "node:http";
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"status":"ok"}');
  });
  server.listen(0, "127.0.0.1", () => console.log("listening on http://127.0.0.1:" + server.address().port));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

let helloWorldPath = null;
function helloWorldFile() {
  if (!helloWorldPath) {
    helloWorldPath = join(mkdtempSync(join(tmpdir(), "gatehouse-bench-")), "hello-world.mjs");
    writeFileSync(helloWorldPath, HELLO_WORLD);
  }
  return helloWorldPath;
}

/** Spawns the bin (or the hello-world baseline) on a free port; resolves once /health answers 200. */
async function start({ baseline = false } = {}) {
  const started = performance.now();
  const args = baseline ? [helloWorldFile()] : [fileURLToPath(paths.cli()), "emulator", "--port", "0"];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 10 s: ${output}`)), 10_000);
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`emulator exited (${code}): ${output}`)));
  });
  for (;;) {
    const response = await fetch(`${url}/health`).catch(() => null);
    if (response?.status === 200) {
      await response.arrayBuffer();
      break;
    }
    await sleep(5);
  }
  const coldStartMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, pid: child.pid, coldStartMs, output, stop };
}

function parseKeys(output) {
  // The bin prints the default project's keys first.
  const field = (label) => new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1];
  return { id: field("project id"), publishableClientKey: field("publishable client key") };
}

function load(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runEmulator() {
  // Interleaved, so both see the same machine load.
  const starts = [];
  const baselineStarts = [];
  for (let i = 0; i < STARTS; i++) {
    const hello = await start({ baseline: true });
    baselineStarts.push(hello.coldStartMs);
    await hello.stop();
    const run = await start();
    starts.push(run.coldStartMs);
    if (i < STARTS - 1) await run.stop();
    else return measureLoad(run, starts, baselineStarts);
  }
  throw new Error("unreachable");
}

async function measureLoad(run, starts, baselineStarts) {
  try {
    const rssAfterStart = rssBytes(run.pid);
    const project = parseKeys(run.output);
    const clientHeaders = headersFor(project);
    const email = `load-${process.pid}@example.com`;
    const tokens = await signUpUser(fetch, run.url, project, email);

    const signIn = await load(`${run.url}/api/v1/auth/password/sign-in`, {
      method: "POST",
      headers: clientHeaders,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const refresh = await load(`${run.url}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refreshToken,
        client_id: project.id,
        client_secret: project.publishableClientKey,
      }).toString(),
    });
    const getUser = await load(`${run.url}/api/v1/users/me`, {
      headers: headersFor(project, tokens.accessToken),
    });
    const rssAfterLoad = rssBytes(run.pid);
    return {
      coldStartMs: { median: Math.round(median(starts)), min: Math.round(Math.min(...starts)), runs: starts.length },
      // Issue 3's bar: within 1.5x of a bare node:http hello-world started the same way.
      baselineColdStartMs: { median: Math.round(median(baselineStarts)), runs: baselineStarts.length },
      coldStartRatio: Number((median(starts) / median(baselineStarts)).toFixed(2)),
      rssAfterStartBytes: rssAfterStart,
      rssAfterLoadBytes: rssAfterLoad,
      load: { connections: CONNECTIONS, seconds: LOAD_SECONDS },
      throughput: { "sign-in": summary(signIn), refresh: summary(refresh), getUser: summary(getUser) },
    };
  } finally {
    await run.stop();
  }
}
