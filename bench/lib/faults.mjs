// Time to settle under faults (issue 17): how long `getUser()` on a signed-in app takes to
// resolve or reject when the service misbehaves, for each SDK with its default settings
// (gatehouse: `timeoutMs` 30 s for the whole call). Faults are injected by a node:http
// server in front of the in-process emulator, so both SDKs meet the same sockets. A call
// still pending after CAP_MS is reported as such (the run stops waiting for it).
import { createServer } from "node:http";
import { loadSdks, paths, signUpUser } from "./world.mjs";

const CAP_MS = 40_000;
const ME = "/api/v1/users/me";
const TOKEN = "/api/v1/auth/oauth/token";

/** Each scenario: the faults it sets up (path suffix, fault, times) and whether it expires the access token first. */
export const FAULT_SCENARIOS = [
  { id: "hang", label: "GET /users/me never answers", rules: [[ME, "hang", Infinity]] },
  { id: "reset", label: "every GET /users/me is reset", rules: [[ME, "reset", Infinity]] },
  { id: "503-twice", label: "two 503s, then the answer", rules: [[ME, { status: 503 }, 2]] },
  { id: "503-retry-after", label: "one 503 with Retry-After: 2, then the answer", rules: [[ME, { status: 503, headers: { "retry-after": "2" } }, 1]] },
  { id: "429-retry-after-30", label: "429 with Retry-After: 30, every time", rules: [[ME, { status: 429, headers: { "retry-after": "30" } }, Infinity]] },
  { id: "refresh-reset", label: "access token expired; the refresh is reset once", expire: true, rules: [[TOKEN, "reset", 1]] },
  { id: "refresh-unlabelled-401", label: "access token expired; the refresh gets a plain 401", expire: true, rules: [[TOKEN, { status: 401, body: '{"error":"invalid_grant"}' }, Infinity]] },
  { id: "malformed", label: "GET /users/me answers 200 {}", rules: [[ME, { status: 200, body: "{}" }, Infinity]] },
];

/** The emulator's handler on a loopback port, with fault rules applied before it. */
async function serveWithFaults(handler) {
  let rules = [];
  const server = createServer(async (req, res) => {
    const path = req.url.split("?")[0];
    const rule = rules.find((r) => path.endsWith(r.path) && r.left > 0);
    if (rule) {
      rule.left--;
      if (rule.fault === "reset") return req.socket.destroy();
      if (rule.fault === "hang") return;
      res.writeHead(rule.fault.status, { "content-type": "application/json", ...rule.fault.headers });
      return res.end(rule.fault.body ?? "");
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length && req.method !== "GET" ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, [value].flat().join(", "));
    const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }));
    const out = {};
    response.headers.forEach((value, name) => (out[name] = value));
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    setRules: (list) => void (rules = list.map(([path, fault, times]) => ({ path, fault, left: times }))),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Resolves to what `promise` came to and when, or to "pending" after CAP_MS. */
async function timeToSettle(run) {
  const start = performance.now();
  let timer;
  const capped = new Promise((resolve) => (timer = setTimeout(() => resolve({ outcome: "still pending", ms: null }), CAP_MS)));
  const settled = run().then(
    (user) => ({ outcome: user ? "user" : "null (signed out)", ms: performance.now() - start }),
    (error) => ({ outcome: error?.name ?? String(error), ms: performance.now() - start }),
  );
  const result = await Promise.race([settled, capped]);
  clearTimeout(timer);
  return { ...result, ms: result.ms === null ? null : Math.round(result.ms) };
}

export async function runFaults() {
  const { createEmulator } = await import(paths.emulator());
  const make = await loadSdks();
  const emulator = createEmulator();
  const project = emulator.createProject({});
  const server = await serveWithFaults(emulator.fetch);
  const world = { project, server };
  const rows = [];
  let n = 0;
  for (const scenario of FAULT_SCENARIOS) {
    const row = { id: scenario.id, label: scenario.label };
    for (const sdk of ["ours", "official"]) {
      n++;
      server.setRules([]);
      const tokens = await signUpUser(emulator.fetch, server.url, project, `faults-${process.pid}-${n}@example.com`);
      const app = make[sdk](world, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      if (scenario.expire) emulator.clock.advance(601_000);
      server.setRules(scenario.rules);
      row[sdk] = await timeToSettle(() => app.getUser());
      process.stderr.write(`  ${scenario.id} ${sdk}: ${row[sdk].outcome} after ${row[sdk].ms ?? `> ${CAP_MS}`} ms\n`);
    }
    rows.push(row);
  }
  server.setRules([]);
  await server.close();
  return { capMs: CAP_MS, rows };
}

export function faultTables({ capMs, rows }) {
  const cell = ({ outcome, ms }) => (ms === null ? `still pending after ${capMs / 1000} s` : `${outcome}, ${(ms / 1000).toFixed(1)} s`);
  return [
    "| fault (getUser() on a signed-in app) | gatehouse | official SDK |",
    "|---|---|---|",
    ...rows.map((row) => `| ${row.label} | ${cell(row.ours)} | ${cell(row.official)} |`),
  ].join("\n");
}
