/**
 * What must hold after any sequence of requests, however hostile, for the fuzz tests:
 *
 * - an error answer with a code names one of the service's own codes, with that code's
 *   status (test/fixtures/protocol/known-error-statuses.json);
 * - the state is consistent: every record passes the data-file check (types, references,
 *   one sign-in channel per email), the lookup indexes the store keeps up to date equal
 *   indexes built from scratch, the state survives a save and a load unchanged, and every
 *   project's users and teams can be listed.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { createEmulator, type Emulator, type EmulatorState } from "../../src/emulator";
import type { Core } from "../../src/emulator/core";
import { stateProblem } from "../../src/emulator/state/check-state";
import { Indexes, SignUpOrder, indexesOf } from "../../src/emulator/state/indexes";

const KNOWN_STATUSES = JSON.parse(
  readFileSync(fileURLToPath(new URL("../fixtures/protocol/known-error-statuses.json", import.meta.url)), "utf8"),
) as Record<string, number>;

/** A known error's code is the service's, and its status is the one the service answers it with. */
export function expectServiceCode(code: string, status: number, context: string): void {
  expect(Object.hasOwn(KNOWN_STATUSES, code), `${context}: ${code} is not one of the service's error codes`).toBe(true);
  expect(status, `${context}: ${code} is answered with ${KNOWN_STATUSES[code]} by the service`).toBe(KNOWN_STATUSES[code]);
}

/** The live indexes of an emulator's state (the ones its requests read and its store keeps). */
function liveIndexes(state: EmulatorState): Indexes {
  // indexesOf only reads `core.state`.
  return indexesOf({ state } as Core);
}

const sorted = <T>(values: Iterable<T>) => [...values].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));

/** An index set as plain data: maps as sorted entries, sets sorted, user search texts and blobs as text. */
function indexView(indexes: Indexes, state: EmulatorState): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(indexes)) {
    // The state itself, caches built on demand, and counters and flags of the build.
    if (name === "state" || name === "searchText" || name === "searchChunks" || typeof value !== "object" || value === null) continue;
    if (name === "teamSequence") {
      // Sequence numbers depend on the history of removals; their order is what counts.
      view[name] = [...(value as Map<string, number>)].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    } else if (value instanceof Map) {
      // A project whose users are all gone keeps an empty order; a fresh build has none.
      const entries = [...(value as Map<string, unknown>)].filter(([, v]) => !(v instanceof SignUpOrder && v.ids.length === 0));
      view[name] = sorted(entries.map(([k, v]) => JSON.stringify([k, v instanceof SignUpOrder ? [v.ids, v.times] : Array.isArray(v) ? v.map((e: { id: string }) => e.id) : v])));
    } else {
      // MultiMap: key -> set of record keys.
      const map = (value as { map: Map<string, Set<string>> }).map;
      view[name] = sorted([...map].map(([k, set]) => JSON.stringify([k, sorted(set)])));
    }
  }
  view.searchTexts = Object.keys(state.users).map((id) => indexes.userSearchText(id));
  view.searchBlobs = Object.keys(state.projects).map((id) => indexes.projectSearch(id).fullText());
  return view;
}

/** Throws (through `expect`) unless the emulator's state is consistent; see the module comment. */
export async function expectConsistent(em: Emulator, context = ""): Promise<void> {
  const state = em.getState();
  expect(stateProblem(state), context).toBeNull();
  expect(indexView(liveIndexes(state), state), `${context}: live indexes differ from indexes built from the state`)
    .toEqual(indexView(new Indexes(structuredClone(state)), state));

  const dir = mkdtempSync(join(tmpdir(), "gatehouse-invariants-"));
  try {
    const file = join(dir, "state.json");
    em.save(file);
    const reloaded = createEmulator();
    reloaded.load(file);
    expect(reloaded.getState(), `${context}: the state changed through a save and a load`).toEqual(state);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  for (const project of Object.values(state.projects)) {
    const keys = project.apiKeySets.find((set) => set.secretServerKey !== null && set.manuallyRevokedAtMillis === null);
    if (!keys) continue;
    const headers = { "x-stack-project-id": project.id, "x-stack-access-type": "server", "x-stack-secret-server-key": keys.secretServerKey! };
    for (const path of ["/users?limit=1000", "/teams"]) {
      const res = await em.fetch(`http://localhost:8102/api/v1${path}`, { headers });
      expect(res.status, `${context}: GET ${path} of project ${project.id}: ${await res.clone().text()}`).toBe(200);
      await res.arrayBuffer();
    }
  }
}
