// Markdown tables of the scale section (bench/lib/scale.mjs).
const n = (v) => v.toLocaleString("en-US");
const ms = (v) => `${v} ms`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function latencyRow(label, s) {
  return `| ${label} | ${n(s.requests)} | ${n(s.perSecond)}/s | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${s.non2xx} | ${s.errors} |`;
}

export function scaleTables(results) {
  const out = [];
  const c = results.concurrentSignUps;
  out.push("### 200 concurrent sign-ups, then reads (fresh bin with --data)\n");
  out.push("| | requests | rate | p50 | p99 | max | non-2xx | errors |");
  out.push("|---|---|---|---|---|---|---|---|");
  out.push(latencyRow("sign-up, 200 connections at once", c.signUps));
  out.push(latencyRow("GET /users?limit=10, 200 connections, 3 s", c.reads));
  out.push(`\nUsers stored afterwards: ${n(c.storedUsers)} of 200.\n`);
  for (const s of results.stores) {
    out.push(`### A store of ${n(s.users)} users (each with a verified sign-in email and a session)\n`);
    out.push(`Data file ${mb(s.dataFileBytes)}${s.binResidentBytes ? `; the bin's resident memory after the run ${mb(s.binResidentBytes)}` : ""}; the bin answers its first request ${ms(s.binStartMs)} after it is spawned (read, check record by record, index, prove the file writable).`);
    out.push(`In-process, a save of the whole store (no record serialised yet) takes ${ms(s.save.cold.ms)} with the event loop's longest pause ${ms(s.save.cold.longestStallMs)}; `
      + `a save after one change, ${ms(s.save.warm.ms)} (longest pause ${ms(s.save.warm.longestStallMs)}). The reads below run before any write; the sign-ups start the bin's first save.\n`);
    out.push("| | requests | rate | p50 | p99 | max | non-2xx | errors |");
    out.push("|---|---|---|---|---|---|---|---|");
    out.push(latencyRow("GET /users?limit=100, first page", s.listFirstPage100));
    out.push(latencyRow("GET /users, default page of 1000", s.listDefaultPage1000));
    out.push(latencyRow("search matching one user (scans all)", s.searchOneMatchScansAll));
    out.push(latencyRow("search matching all, page of 100", s.searchManyMatchesPage100));
    out.push(latencyRow("search (one match), 4 connections", s.searchUnderLoad));
    out.push(latencyRow("GET /health during those searches", s.healthDuringSearch));
    out.push(latencyRow("sign-up (10 connections, 300)", s.signUp));
    out.push(latencyRow("GET /health during the sign-ups and the saves they start", s.healthDuringSignUpsAndSave));
    if (s.searchDuringSignUps) {
      out.push(latencyRow("search (one match), 2 connections, while 200 sign-ups run", s.searchDuringSignUps));
      out.push(latencyRow("GET /health during those searches and sign-ups", s.healthDuringSearchAndSignUps));
    }
    out.push("");
  }
  return out.join("\n");
}
