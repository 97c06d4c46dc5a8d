/**
 * The data file under steady traffic: saved at most the maximum wait after the first
 * unsaved change (not a debounce that busy traffic postpones forever), as a consistent
 * snapshot even while requests change records mid-save, and loudly when it fails.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { main } from "../../src/emulator/cli";
import { send, serverHeaders } from "./default-project";

const dir = () => mkdtempSync(join(tmpdir(), "gatehouse-saver-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 20 s, for a loaded machine) until `ready` holds. */
async function waitFor(ready: () => boolean): Promise<void> {
  for (let waited = 0; !ready(); waited += 25) {
    if (waited > 20_000) throw new Error("timed out waiting");
    await sleep(25);
  }
}
const savedUsers = (file: string) => Object.values((JSON.parse(readFileSync(file, "utf8")) as { users: Record<string, { displayName: string }> }).users);

async function createUser(em: Emulator, displayName: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await send(em, "POST", "/users", serverHeaders(em), { display_name: displayName, ...extra });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("saving under traffic", () => {
  it("saves within the maximum wait while writes never pause", async () => {
    const em = createEmulator();
    const file = join(dir(), "state.json");
    const persistence = em.persist(file, { maxWaitMs: 200, quietMs: 100 });
    await persistence.flush();
    await createUser(em, "first");
    // A write every 20 ms for a second: a debounce of 100 ms would never get to save.
    for (let i = 0; i < 50; i++) {
      await createUser(em, `busy-${i}`);
      await sleep(20);
    }
    expect(savedUsers(file).map((u) => u.displayName)).toContain("first");
    await persistence.stop();
  });

  it("keeps two data files of one emulator up to date, each with every change", async () => {
    const em = createEmulator();
    const [first, second] = [join(dir(), "first.json"), join(dir(), "second.json")];
    const a = em.persist(first, { maxWaitMs: 60_000, quietMs: 60_000 });
    const id = await createUser(em, "before");
    await a.flush(); // the record's JSON is now kept for the next save of the first file
    const b = em.persist(second, { maxWaitMs: 60_000, quietMs: 60_000 });
    expect((await send(em, "PATCH", `/users/${id}`, serverHeaders(em), { display_name: "after" })).status).toBe(200);
    await Promise.all([a.flush(), b.flush()]);
    expect(savedUsers(first).map((u) => u.displayName)).toEqual(["after"]);
    expect(savedUsers(second).map((u) => u.displayName)).toEqual(["after"]);
    await b.stop();
    expect((await send(em, "PATCH", `/users/${id}`, serverHeaders(em), { display_name: "later" })).status).toBe(200);
    await a.flush();
    expect(savedUsers(first).map((u) => u.displayName)).toEqual(["later"]);
    await a.stop();
  });

  it("writes the state as it was when the save began, though requests change records while it runs", async () => {
    const em = createEmulator();
    const file = join(dir(), "state.json");
    const metadata = { notes: "x".repeat(8000) };
    const ids: string[] = [];
    for (let i = 0; i < 600; i++) ids.push(await createUser(em, "before", { server_metadata: metadata }));
    const persistence = em.persist(file, { maxWaitMs: 60_000, quietMs: 60_000 });
    const saving = persistence.flush();
    const [kept, deleted] = [ids.slice(0, 500), ids.slice(500)];
    const changes = [
      ...kept.map((id) => send(em, "PATCH", `/users/${id}`, serverHeaders(em), { display_name: "after" })),
      ...deleted.map((id) => send(em, "DELETE", `/users/${id}`, serverHeaders(em))),
      send(em, "POST", "/users", serverHeaders(em), { display_name: "new" }),
    ];
    await saving;
    await Promise.all(changes);
    expect(savedUsers(file)).toHaveLength(600);
    expect(new Set(savedUsers(file).map((u) => u.displayName))).toEqual(new Set(["before"]));
    await persistence.flush();
    expect(savedUsers(file)).toHaveLength(501);
    expect(new Set(savedUsers(file).map((u) => u.displayName))).toEqual(new Set(["after", "new"]));
    const reloaded = createEmulator();
    reloaded.load(file);
    expect(Object.keys(reloaded.getState().users)).toHaveLength(501);
    await persistence.stop();
  }, 30_000);

  it("writes the state of the instant the save began in every table, though records come, go, come back and change while it runs", async () => {
    const em = createEmulator();
    const file = join(dir(), "state.json");
    // Users big enough that the save is still on them while the requests below run.
    for (let i = 0; i < 400; i++) await createUser(em, `u${i}`, { server_metadata: { notes: "x".repeat(8000) } });
    const team = async (name: string) => ((await (await send(em, "POST", "/teams", serverHeaders(em), { display_name: name })).json()) as { id: string }).id;
    const [gone, renamed, kept] = [await team("gone"), await team("renamed"), await team("kept")];
    // Email templates are stored anew on every change (a record that goes and comes back under its key).
    const admin = { ...serverHeaders(em), "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": em.defaultProject.superSecretAdminKey };
    const smtp = { type: "standard", host: "127.0.0.1", port: 2500, username: "u", password: "p", sender_name: "App", sender_email: "noreply@app.example" };
    expect((await send(em, "PATCH", "/internal/projects/current", admin, { config: { email_config: smtp } })).status).toBe(200);
    expect((await send(em, "PATCH", "/email-templates/password_reset", admin, { subject: "before" })).status).toBe(200);
    const persistence = em.persist(file, { maxWaitMs: 60_000, quietMs: 60_000 });
    const before = structuredClone(em.getState());
    const saving = persistence.flush();
    await new Promise((resolve) => setImmediate(resolve)); // the snapshot is taken; the file is being opened
    const added = await team("added");
    await send(em, "DELETE", `/teams/${gone}`, serverHeaders(em));
    await send(em, "PATCH", `/teams/${renamed}`, serverHeaders(em), { display_name: "renamed later" });
    await send(em, "PATCH", `/teams/${added}`, serverHeaders(em), { display_name: "added, then renamed" });
    await send(em, "PATCH", "/email-templates/password_reset", admin, { subject: "during" });
    await send(em, "PATCH", "/email-templates/magic_link", admin, { subject: "added, then reset" });
    await send(em, "DELETE", "/email-templates/magic_link", admin);
    await saving;
    const saved = JSON.parse(readFileSync(file, "utf8")) as typeof before;
    expect(saved).toEqual(before);
    expect(Object.keys(saved.teams).sort()).toEqual([gone, renamed, kept].sort());
    expect(Object.values(saved.emailTemplates).map((t) => t.subject)).toEqual(["before"]);
    await persistence.flush();
    const after = JSON.parse(readFileSync(file, "utf8")) as typeof before;
    expect(Object.values(after.teams).map((t) => t.displayName).sort()).toEqual(["added, then renamed", "kept", "renamed later"]);
    await persistence.stop();
  }, 30_000);

  it("reports a failing save until a save succeeds again", async () => {
    const em = createEmulator();
    const folder = join(dir(), "data");
    mkdirSync(folder);
    const file = join(folder, "state.json");
    const errors: string[] = [];
    let recovered = 0;
    const persistence = em.persist(file, { maxWaitMs: 50, onError: (e) => errors.push(e.message), onRecovered: () => recovered++ });
    await persistence.flush();
    rmSync(folder, { recursive: true });
    await createUser(em, "lost for now");
    await expect(persistence.flush()).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    expect(persistence.status().failing?.message).toMatch(/ENOENT/);
    expect(persistence.status().unsavedSinceMillis).not.toBeNull();
    mkdirSync(folder);
    await persistence.flush();
    expect(persistence.status().failing).toBeNull();
    expect(recovered).toBe(1);
    expect(savedUsers(file).map((u) => u.displayName)).toEqual(["lost for now"]);
    await persistence.stop();
  });
});

describe("checking a data file that was just loaded", () => {
  it("proves it writable without rewriting it, and saves it again only after a change", async () => {
    const d = dir();
    const file = join(d, "state.json");
    const em = createEmulator();
    em.save(file);
    writeFileSync(file, `${readFileSync(file, "utf8")}\n`);
    em.load(file);
    const persistence = em.persist(file, { upToDate: true, maxWaitMs: 20 });
    await persistence.checkWritable();
    // Taken as up to date: nothing waits to be saved, and nothing was (a file taken as stale
    // would have a pending save here, which would rewrite it without the trailing newline).
    expect(persistence.status()).toMatchObject({ unsavedSinceMillis: null, savedAtMillis: null });
    expect(readFileSync(file, "utf8").endsWith("\n")).toBe(true);
    await createUser(em, "changed");
    await persistence.flush();
    expect(savedUsers(file).map((u) => u.displayName)).toEqual(["changed"]);
    await persistence.stop();
    const gone = createEmulator().persist(join(d, "missing-folder", "state.json"), { upToDate: true });
    await expect(gone.checkWritable()).rejects.toThrow(/ENOENT/);
    await gone.stop();
  });
});

describe("the temporary file", () => {
  it("is never a name planted beforehand: a link at the old predictable name is left alone", async () => {
    const d = dir();
    const file = join(d, "state.json");
    const target = join(d, "someone-elses-file");
    writeFileSync(target, "untouched");
    symlinkSync(target, `${file}.${process.pid}.tmp`);
    const em = createEmulator();
    em.save(file);
    const persistence = em.persist(file);
    await createUser(em, "kept");
    await persistence.flush();
    await persistence.stop();
    expect(readFileSync(target, "utf8")).toBe("untouched");
    expect(lstatSync(`${file}.${process.pid}.tmp`).isSymbolicLink()).toBe(true);
    // Private, and no temporary file left behind.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(d).filter((name) => name.endsWith(".tmp") && !name.includes(String(process.pid)))).toEqual([]);
  });
});

describe("the bin's data file", () => {
  it("refuses to start when --data cannot be written", async () => {
    const d = dir();
    const notADirectory = join(d, "file");
    writeFileSync(notADirectory, "");
    const err: string[] = [];
    const result = await main(["emulator", "--port", "0", "--data", join(notADirectory, "state.json")], { out: () => {}, err: (l) => err.push(l), handleSignals: false });
    expect(result.exitCode).toBe(1);
    expect(err.join("\n")).toMatch(/Cannot write the data file .*state\.json/);
  });

  it("says on every request's line that changes are not saved, until a save succeeds", async () => {
    const folder = join(dir(), "data");
    mkdirSync(folder);
    const file = join(folder, "state.json");
    const err: string[] = [];
    const result = await main(["emulator", "--port", "0", "--data", file], { out: () => {}, err: (l) => err.push(l), handleSignals: false, saveMaxWaitMs: 20 });
    if (!("url" in result)) throw new Error(`did not start: ${err.join("\n")}`);
    try {
      const create = (name: string) => fetch(`${result.url}/api/v1/users`, {
        method: "POST",
        headers: { ...serverHeaders(result.emulator), "content-type": "application/json" },
        body: JSON.stringify({ display_name: name }),
      });
      rmSync(folder, { recursive: true });
      expect((await create("one")).status).toBe(201);
      await waitFor(() => /Could not save .*state\.json/.test(err.join("\n")));
      const before = err.length;
      await fetch(`${result.url}/health`);
      await fetch(`${result.url}/health`);
      const lines = err.slice(before).filter((l) => l.includes("NOT SAVED"));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^GET \/health 200 - NOT SAVED: .*state\.json/);
      mkdirSync(folder);
      await waitFor(() => err.join("\n").includes("again: the file is up to date"));
      const after = err.length;
      await fetch(`${result.url}/health`);
      expect(err.slice(after)).toEqual([]);
      expect(existsSync(file)).toBe(true);
    } finally {
      await result.stop();
    }
  });
});
