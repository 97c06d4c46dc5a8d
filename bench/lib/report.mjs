// Markdown tables of the results, as printed by `npm run bench` and shown in the README.
import { KB } from "./size.mjs";

const kb = (bytes) => (bytes == null ? "—" : `${(bytes / KB).toFixed(1)} KB`);
const mb = (bytes) => (bytes == null ? "—" : `${(bytes / 1e6).toFixed(1)} MB`);
const ratio = (x) => (x == null || !Number.isFinite(x) ? "—" : `${x.toFixed(2)}×`);
const ms = (x) => (x == null ? "—" : x < 10 ? `${x.toFixed(2)} ms` : `${Math.round(x)} ms`);

function table(head, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

const budget = (gzip, limit) => (limit == null ? "—" : `${kb(limit)} ${gzip <= limit ? "ok" : `**over by ${kb(gzip - limit)}**`}`);

export function sizeTables(size) {
  const lazy = (side) => (side.lazy?.chunks ? `${kb(side.lazy.gzip)} (${side.lazy.chunks} chunks)` : "—");
  const entries = table(
    [
      "Entry (browser, minified)",
      "gatehouse first load min",
      "gatehouse first load gzip",
      "gatehouse lazy, loaded on use (gzip)",
      "official first load min",
      "official first load gzip",
      "official lazy (gzip)",
      "ours / official (first load gzip)",
      "budget (first load gzip)",
      "gatehouse every byte it can load (gzip)",
      "official every byte (gzip)",
      "budget (every byte gzip)",
    ],
    size.entries.map((e) => [
      e.entry,
      kb(e.ours.minified),
      kb(e.ours.gzip),
      lazy(e.ours),
      kb(e.official.minified),
      kb(e.official.gzip),
      lazy(e.official),
      ratio(e.ratioGzip),
      budget(e.ours.gzip, e.budgetGzip),
      kb(e.ours.everything?.gzip),
      kb(e.official.everything?.gzip),
      budget(e.ours.everything?.gzip, e.everythingBudgetGzip),
    ]),
  );
  const install = table(
    ["npm install …", "packages added", "bytes on disk", "largest"],
    size.install.map((i) => [
      i.package,
      String(i.packages),
      mb(i.bytes),
      i.largest.slice(0, 3).map((p) => `${p.name} ${mb(p.bytes)}`).join(", "),
    ]),
  );
  return `${entries}\n\n${install}`;
}

export function requestTables(rows) {
  return table(
    ["Scenario", "floor", "gatehouse", "official", "gatehouse time", "official time"],
    rows.map((r) => [
      r.scenario,
      String(r.floor),
      r.ours.requests == null ? `error` : String(r.ours.requests),
      r.official.requests == null ? `error` : String(r.official.requests),
      ms(r.ours.ms),
      ms(r.official.ms),
    ]),
  );
}

export function latencyTables(rows) {
  const cell = (side, key) => (side.error ? "error" : `${ms(side.overhead[key])}`);
  return table(
    ["Operation (in-process)", "raw fetch median", "gatehouse overhead median", "gatehouse overhead p99", "official overhead median", "official overhead p99"],
    rows.map((r) => [
      r.operation,
      r.ours.error ? "—" : ms(r.ours.raw.median),
      cell(r.ours, "median"),
      cell(r.ours, "p99"),
      cell(r.official, "median"),
      cell(r.official, "p99"),
    ]),
  );
}

export function emulatorTables(e) {
  const facts = table(
    ["Emulator", "value"],
    [
      [`cold start to first 200 on /health (median of ${e.coldStartMs.runs})`, ms(e.coldStartMs.median)],
      ...(e.baselineColdStartMs
        ? [
            ["same, bare node:http hello-world (baseline)", ms(e.baselineColdStartMs.median)],
            ["emulator / baseline (issue 3 bar: at most 1.5x)", `${e.coldStartRatio}x`],
          ]
        : []),
      ["resident memory after start", mb(e.rssAfterStartBytes)],
      ["resident memory after the load below", mb(e.rssAfterLoadBytes)],
    ],
  );
  const load = table(
    [`Loopback load (autocannon, ${e.load.connections} connections, ${e.load.seconds} s)`, "requests/s", "p50", "p99", "non-2xx"],
    Object.entries(e.throughput).map(([name, t]) => [name, String(t.requestsPerSecond), `${t.latencyP50Ms} ms`, `${t.latencyP99Ms} ms`, String(t.non2xx)]),
  );
  return `${facts}\n\n${load}`;
}

/**
 * The core entry's three figures side by side, for both SDKs: what the page loads first,
 * what signing in and showing the user downloads (the journey), and every byte its code can
 * ever load. Shown when the run measured both size and journey.
 */
export function coreSummaryTable(size, journey) {
  const core = size.entries.find((e) => e.id === "core");
  const row = (sdk) => journey.rows.find((r) => (sdk === "gatehouse" ? r.sdk === "gatehouse" : r.sdk !== "gatehouse"));
  const line = (sdk, side) => {
    const j = row(sdk);
    return [sdk === "gatehouse" ? "gatehouse" : "official (@stackframe/js)", kb(side.gzip), j ? `${kb(j.total)} (${j.idle.scripts.length + j.signIn.scripts.length} scripts)` : "—", kb(side.everything?.gzip)];
  };
  return table(
    ["SDK (core entry: ClientApp + password sign-in + getUser)", "first load (gzip)", "sign-in journey (gzip)", "every byte it can load (gzip)"],
    [line("gatehouse", core.ours), line("official", core.official)],
  );
}

/** The sign-in journey in Chromium (bench/lib/journey.mjs), both SDKs side by side. */
export function journeyTables(journey) {
  const scripts = (part) => `${kb(part.bytes)} (${part.scripts.length} ${part.scripts.length === 1 ? "script" : "scripts"})`;
  return table(
    ["SDK", "page load, until idle (gzip)", "then sign in + show the user (gzip)", "journey total (gzip)"],
    journey.rows.map((r) => [r.sdk === "gatehouse" ? "gatehouse" : "official (@stackframe/js)", scripts(r.idle), scripts(r.signIn), kb(r.total)]),
  );
}
