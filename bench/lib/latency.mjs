// Section 3: what an SDK adds to an operation's time over a raw fetch of the same
// endpoint. Everything runs in-process against the emulator's fetch handler (no sockets),
// so the emulator's own work cancels out: each iteration times the raw fetch and then the
// SDK call back to back, and the overhead of that iteration is the difference.
// Our SDK takes the handler as its `fetch` option; the official SDK calls the global
// fetch, so the global is pointed at the handler while it runs.
import { clientHeaders as headers, loadSdks, paths, PASSWORD, signUpUser } from "./world.mjs";

const BASE = "http://emulator.test";
/** Each (operation, SDK) stops after this long once it has MIN_SAMPLES (an SDK may be slow on purpose). */
const TIME_CAP_MS = 10_000;
const MIN_SAMPLES = 50;

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at];
}
const round = (ms) => (ms === null ? null : Math.round(ms * 1000) / 1000);

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)), n: sorted.length };
}

/** Operations measured: the raw request, and the same operation through an SDK app. */
const OPERATIONS = [
  {
    id: "sign-in",
    label: "signInWithCredential (POST /auth/password/sign-in)",
    iterations: 300,
    warmup: 30,
    raw: ({ fetch, project, user }) =>
      fetch(`${BASE}/api/v1/auth/password/sign-in`, {
        method: "POST",
        headers: headers(project),
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      }).then((r) => r.arrayBuffer()),
    sdk: async ({ make, user }) => {
      const result = await make("memory").signInWithCredential({ email: user.email, password: PASSWORD, noRedirect: true });
      if (result.status !== "ok") throw new Error("sign-in failed");
    },
  },
  {
    id: "get-user-cold",
    label: "getUser() on a new app given tokens (GET /users/me)",
    iterations: 400,
    warmup: 40,
    raw: ({ fetch, project, user }) =>
      fetch(`${BASE}/api/v1/users/me`, { headers: headers(project, user.accessToken) }).then((r) => r.arrayBuffer()),
    sdk: async ({ make, user }) => {
      const app = make({ accessToken: user.accessToken, refreshToken: user.refreshToken });
      if (!(await app.getUser())) throw new Error("not signed in");
    },
  },
  {
    id: "update-user",
    label: "user.update({ displayName }) (PATCH /users/me)",
    iterations: 400,
    warmup: 40,
    raw: ({ fetch, project, user, i }) =>
      fetch(`${BASE}/api/v1/users/me`, {
        method: "PATCH",
        headers: headers(project, user.accessToken),
        body: JSON.stringify({ display_name: `raw ${i}` }),
      }).then((r) => r.arrayBuffer()),
    // The user object is read once (not timed); each iteration times one update.
    prepare: async ({ make, user }) => ({ current: await make({ accessToken: user.accessToken, refreshToken: user.refreshToken }).getUser() }),
    sdk: async ({ prepared, i }) => {
      await prepared.current.update({ displayName: `sdk ${i}` });
    },
  },
];

async function measure(op, sdkName, sdks, createEmulator) {
  const emulator = createEmulator();
  const project = emulator.createProject({});
  const world = { project, server: { url: BASE } };
  const user = await signUpUser(emulator.fetch, BASE, project, `latency-${op.id}-${sdkName}-${process.pid}@example.com`);
  const make = (tokenStore) => sdks[sdkName](world, tokenStore, sdkName === "ours" ? { fetch: emulator.fetch } : {});
  const savedFetch = globalThis.fetch;
  if (sdkName === "official") globalThis.fetch = emulator.fetch;
  try {
    const prepared = op.prepare ? await op.prepare({ make, user }) : null;
    const ctx = (i) => ({ fetch: emulator.fetch, project, user, make, prepared, i });
    const raw = [];
    const sdk = [];
    const overhead = [];
    const deadline = performance.now() + TIME_CAP_MS;
    for (let i = 0; i < op.warmup + op.iterations; i++) {
      if (i >= op.warmup + MIN_SAMPLES && performance.now() > deadline) break;
      const t0 = performance.now();
      await op.raw(ctx(i));
      const t1 = performance.now();
      await op.sdk(ctx(i));
      const t2 = performance.now();
      if (i < op.warmup) continue;
      raw.push(t1 - t0);
      sdk.push(t2 - t1);
      overhead.push(t2 - t1 - (t1 - t0));
    }
    return { raw: stats(raw), sdk: stats(sdk), overhead: stats(overhead) };
  } catch (error) {
    return { error: `${sdkName}: ${error?.message ?? error}` };
  } finally {
    globalThis.fetch = savedFetch;
  }
}

export async function runLatency() {
  const sdks = await loadSdks();
  const { createEmulator } = await import(paths.emulator());
  const rows = [];
  for (const op of OPERATIONS) {
    const ours = await measure(op, "ours", sdks, createEmulator);
    const official = await measure(op, "official", sdks, createEmulator);
    rows.push({ id: op.id, operation: op.label, iterations: op.iterations, ours, official });
  }
  return rows;
}
