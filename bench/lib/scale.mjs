// The emulator under load and at scale (issue 11): 200 concurrent sign-ups then reads on a
// fresh bin, and the bin serving stores of 10,000 and 100,000 users from --data: sign-up,
// list and search latency, whether a search holds up other requests, data file size, start
// time, and the cost of a save (measured in-process with Emulator.persist).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay } from "node:perf_hooks";
import autocannon from "autocannon";
import { build } from "esbuild";
import { ROOT } from "./size.mjs";
import { paths, sleep } from "./world.mjs";

const PASSWORD = "Correct-Horse-9";
const CALLBACK = "http://localhost:3000/handler/email-verification";

/** The emulator's module from the current sources, bundled once (dist/ may be stale or mid-build). */
export async function loadEmulatorModule() {
  const outfile = join(mkdtempSync(join(tmpdir(), "gatehouse-scale-")), "emulator.mjs");
  await build({
    entryPoints: [join(ROOT, "src/emulator/index.ts")], outfile, bundle: true, platform: "node", format: "esm", target: "node20",
    define: { __GATEHOUSE_VERSION__: '"bench"' }, logLevel: "silent",
  });
  const mod = await import(outfile);
  rmSync(dirname(outfile), { recursive: true, force: true });
  return mod;
}

/** Spawns the built bin with --data; resolves with its URL, keys and the time to its first 200 from /health. */
async function startBin(dataFile) {
  const started = performance.now();
  const child = spawn(process.execPath, [fileURLToPath(paths.cli()), "emulator", "--port", "0", "--data", dataFile], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 300 s: ${output}`)), 300_000);
    child.stdout.on("data", () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`bin exited (${code}): ${output}`)));
  });
  for (;;) {
    const res = await fetch(`${url}/health`).catch(() => null);
    if (res?.status === 200) break;
    await sleep(10);
  }
  const field = (label) => new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1];
  const project = { id: field("project id"), publishableClientKey: field("publishable client key"), secretServerKey: field("secret server key") };
  const stop = () => new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
  return { url, project, pid: child.pid, startMs: performance.now() - started, stop, output: () => output };
}

/** Resident memory of a process in bytes (Linux), or null elsewhere. */
function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const client = (p) => ({ "content-type": "application/json", "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey });
const server = (p) => ({ "content-type": "application/json", "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey });

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const summary = (r) => ({
  requests: r.requests.total,
  perSecond: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  maxMs: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
});

let signUpCounter = 0;
/** Sign-ups with fresh emails, `amount` in all over `connections` connections. */
const signUps = (url, project, connections, amount) => cannon({
  url: `${url}/api/v1/auth/password/sign-up`, connections, amount, method: "POST", headers: client(project),
  requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `load-${process.pid}-${signUpCounter++}@example.org`, password: PASSWORD, verification_callback_url: CALLBACK }) }) }],
});

const reads = (url, project, path, connections, seconds) => cannon({ url: `${url}${path}`, connections, duration: seconds, headers: server(project) });

async function countUsers(url, project) {
  let count = 0;
  let cursor = null;
  do {
    const res = await fetch(`${url}/api/v1/users?limit=1000${cursor ? `&cursor=${cursor}` : ""}`, { headers: server(project) });
    const body = await res.json();
    count += body.items.length;
    cursor = body.pagination.next_cursor;
  } while (cursor);
  return count;
}

/** 200 concurrent sign-ups on a fresh bin, then reads with 200 connections; every sign-up must be stored. */
async function concurrentSignUps() {
  const dataFile = join(mkdtempSync(join(tmpdir(), "gatehouse-scale-")), "state.json");
  const bin = await startBin(dataFile);
  try {
    const signUp = await signUps(bin.url, bin.project, 200, 200);
    const read = await reads(bin.url, bin.project, "/api/v1/users?limit=10", 200, 3);
    const stored = await countUsers(bin.url, bin.project);
    return { signUps: summary(signUp), reads: summary(read), storedUsers: stored };
  } finally {
    await bin.stop();
    rmSync(dirname(dataFile), { recursive: true, force: true });
  }
}

/** A state of `count` users of the default project (verified email used for sign-in, a session each), saved to a file. */
export async function buildStore(mod, count) {
  const template = mod.createEmulator({ now: Date.UTC(2030, 0, 1) });
  const p = template.defaultProject;
  const headers = server({ id: p.id, secretServerKey: p.secretServerKey });
  const res = await template.fetch("http://localhost/api/v1/users", {
    method: "POST", headers,
    body: JSON.stringify({ primary_email: "template@example.com", primary_email_verified: true, primary_email_auth_enabled: true, display_name: "Template", client_metadata: { plan: "free" } }),
  });
  const { id } = await res.json();
  await template.fetch("http://localhost/api/v1/auth/sessions", { method: "POST", headers, body: JSON.stringify({ user_id: id }) });
  const state = structuredClone(template.getState());
  const user = state.users[id];
  const channel = Object.values(state.contactChannels)[0];
  const session = Object.values(state.sessions)[0];
  state.users = {};
  state.contactChannels = {};
  state.sessions = {};
  state.verificationCodes = {};
  state.emails = [];
  const uuid = (n, kind) => `${kind}${n.toString(16).padStart(7, "0")}-0000-4000-8000-${(n * 7919).toString(16).padStart(12, "0").slice(-12)}`;
  for (let i = 0; i < count; i++) {
    const userId = uuid(i, "a");
    const at = user.signedUpAtMillis - (count - i) * 1000;
    state.users[userId] = { ...user, id: userId, displayName: `User ${i}`, signedUpAtMillis: at, lastActiveAtMillis: at };
    const channelId = uuid(i, "b");
    state.contactChannels[channelId] = { ...channel, id: channelId, userId, value: `user-${i}@example.com`, createdAtMillis: at };
    const sessionId = uuid(i, "c");
    state.sessions[sessionId] = { ...session, id: sessionId, userId, refreshToken: `${sessionId}-refresh`, createdAtMillis: at, lastUsedAtMillis: at };
  }
  const dataFile = join(mkdtempSync(join(tmpdir(), "gatehouse-scale-")), "state.json");
  const em = mod.createEmulator({ state });
  em.save(dataFile);
  return { dataFile, bytes: statSync(dataFile).size, em };
}

/** A save of the whole store (cold: no record serialised yet) and one after a single change (warm), with the longest event-loop stall of each. */
async function saveCost(em, file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const measure = async (run) => {
    delay.reset();
    delay.enable();
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    delay.disable();
    return { ms: Math.round(ms), longestStallMs: Math.round(delay.max / 1e6) };
  };
  const persistence = em.persist(file);
  const cold = await measure(() => persistence.flush());
  const p = em.defaultProject;
  const users = await (await em.fetch("http://localhost/api/v1/users?limit=1", { headers: server({ id: p.id, secretServerKey: p.secretServerKey }) })).json();
  await em.fetch(`http://localhost/api/v1/users/${users.items[0].id}`, { method: "PATCH", headers: server({ id: p.id, secretServerKey: p.secretServerKey }), body: JSON.stringify({ display_name: "Changed" }) });
  const warm = await measure(() => persistence.flush());
  await persistence.stop();
  return { cold, warm };
}

/** Waits until the bin's data file has not changed for `quietMs` (its saves are done). */
async function savesSettled(file, quietMs = 1500) {
  let last = statSync(file).mtimeMs;
  let since = performance.now();
  while (performance.now() - since < quietMs) {
    await sleep(100);
    const now = statSync(file).mtimeMs;
    if (now !== last) {
      last = now;
      since = performance.now();
    }
  }
}

/** The bin serving a store of `count` users: reads first (nothing to save yet), then sign-ups and the save they start. */
async function store(mod, count) {
  const built = await buildStore(mod, count);
  // Measured on the store as the bin holds it: loaded from its data file (objects parsed
  // from JSON, which list their keys more slowly than ones built in code).
  const loaded = mod.createEmulator();
  loaded.load(built.dataFile);
  const savedDir = mkdtempSync(join(tmpdir(), "gatehouse-scale-"));
  const save = await saveCost(loaded, join(savedDir, "saved.json"));
  rmSync(savedDir, { recursive: true, force: true });
  const bin = await startBin(built.dataFile);
  try {
    const { url, project } = bin;
    const firstPage = await reads(url, project, "/api/v1/users?limit=100", 10, 3);
    const defaultPage = await reads(url, project, "/api/v1/users", 4, 3);
    const needle = encodeURIComponent(`user-${count - 2}@example.com`);
    const searchRare = await reads(url, project, `/api/v1/users?query=${needle}`, 4, 3);
    const searchCommon = await reads(url, project, "/api/v1/users?query=example.com&limit=100", 4, 3);
    // Health checks while searches that read every user run back to back.
    const [searchUnderLoad, healthDuringSearch] = await Promise.all([
      reads(url, project, `/api/v1/users?query=${needle}`, 4, 4),
      cannon({ url: `${url}/health`, connections: 1, duration: 4 }),
    ]);
    // Sign-ups, and health checks while they and the first save (every record serialised) run.
    const healthWhileSaving = cannon({ url: `${url}/health`, connections: 1, duration: 6 });
    const signUp = await signUps(url, project, 10, 300);
    const healthDuringSave = await healthWhileSaving;
    await savesSettled(built.dataFile);
    // Searches while sign-ups keep changing the project (each search after a sign-up sees a
    // changed project), with health checks beside them.
    const [searchDuringSignUps, healthDuringSearchAndSignUps] = await Promise.all([
      reads(url, project, `/api/v1/users?query=${needle}`, 2, 4),
      cannon({ url: `${url}/health`, connections: 1, duration: 4 }),
      signUps(url, project, 4, 200),
    ]);
    await savesSettled(built.dataFile);
    return {
      users: count,
      binResidentBytes: rssBytes(bin.pid),
      dataFileBytes: built.bytes,
      binStartMs: Math.round(bin.startMs),
      save,
      signUp: summary(signUp),
      listFirstPage100: summary(firstPage),
      listDefaultPage1000: summary(defaultPage),
      searchOneMatchScansAll: summary(searchRare),
      searchManyMatchesPage100: summary(searchCommon),
      searchUnderLoad: summary(searchUnderLoad),
      healthDuringSearch: summary(healthDuringSearch),
      healthDuringSignUpsAndSave: summary(healthDuringSave),
      searchDuringSignUps: summary(searchDuringSignUps),
      healthDuringSearchAndSignUps: summary(healthDuringSearchAndSignUps),
    };
  } finally {
    await bin.stop();
    // The data files of a big store are over 100 MB each.
    rmSync(dirname(built.dataFile), { recursive: true, force: true });
  }
}

export async function runScale({ sizes = [10_000, 100_000] } = {}) {
  const mod = await loadEmulatorModule();
  const results = { concurrentSignUps: await concurrentSignUps(), stores: [] };
  for (const count of sizes) results.stores.push(await store(mod, count));
  return results;
}
