/**
 * The bin as a process: killed with SIGKILL under concurrent writes, its data file holds
 * every write acknowledged more than the maximum wait (1 s) before the kill, and loads into a
 * consistent state; SIGHUP saves and exits like SIGTERM.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { DEFAULT_PROJECT_ID, DEFAULT_SECRET_SERVER_KEY } from "../../src/interface/wire/defaults";
import { startBin } from "./bin-process";
import { expectConsistent } from "./invariants";

const MAX_WAIT_MS = 1000;
/** Room for the save that starts within the wait to finish on a busy machine. */
const SAVE_SLACK_MS = 1500;

const server = { "content-type": "application/json", "x-stack-project-id": DEFAULT_PROJECT_ID, "x-stack-access-type": "server", "x-stack-secret-server-key": DEFAULT_SECRET_SERVER_KEY };
const dataFile = () => join(mkdtempSync(join(tmpdir(), "gatehouse-crash-")), "state.json");
const savedNames = (file: string) =>
  new Set(Object.values((JSON.parse(readFileSync(file, "utf8")) as { users: Record<string, { displayName: string | null }> }).users).map((u) => u.displayName));

describe("the bin's data file through crashes", () => {
  it("keeps every write acknowledged more than the maximum wait before a SIGKILL", async () => {
    const file = dataFile();
    const bin = await startBin(["--data", file]);
    const acknowledged: { name: string; at: number }[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const name = `w${w}-${i}`;
        const res = await fetch(`${bin.url}/api/v1/users`, { method: "POST", headers: server, body: JSON.stringify({ display_name: name }) }).catch(() => null);
        if (res?.status === 201) acknowledged.push({ name, at: performance.now() });
        await res?.arrayBuffer().catch(() => {});
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    // Kill once enough writes are old enough that the bin must have saved them (the wait is
    // for that condition, however slow the machine; the writers keep going meanwhile).
    const dueBy = (now: number) => acknowledged.filter((w) => w.at < now - MAX_WAIT_MS - SAVE_SLACK_MS).length;
    while (dueBy(performance.now()) <= 20) await new Promise((resolve) => setTimeout(resolve, 50));
    const killedAt = performance.now();
    bin.child.kill("SIGKILL");
    writing = false;
    await Promise.all(writers);
    await bin.exited;

    // The file the kill left is whole and sound: the next start loads it.
    const restarted = createEmulator();
    restarted.load(file);
    await expectConsistent(restarted, "the data file after SIGKILL");
    const saved = savedNames(file);
    const due = acknowledged.filter((w) => w.at < killedAt - MAX_WAIT_MS - SAVE_SLACK_MS);
    expect(due.length).toBeGreaterThan(20);
    expect(due.filter((w) => !saved.has(w.name)).map((w) => w.name)).toEqual([]);
  }, 60_000);

  it("saves and exits on SIGHUP", async () => {
    const file = dataFile();
    const bin = await startBin(["--data", file]);
    const res = await fetch(`${bin.url}/api/v1/users`, { method: "POST", headers: server, body: JSON.stringify({ display_name: "hung up" }) });
    expect(res.status).toBe(201);
    bin.child.kill("SIGHUP");
    expect(await bin.exited).toBe(0);
    expect(savedNames(file).has("hung up")).toBe(true);
  }, 30_000);
});
