import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator, EmulatorDataError } from "../../src/emulator";
import { main } from "../../src/emulator/cli";

const dir = () => mkdtempSync(join(tmpdir(), "gatehouse-emulator-"));

async function signUpDefault(em: ReturnType<typeof createEmulator>, email: string) {
  const p = em.defaultProject;
  return em.fetch(new Request("http://localhost:8102/api/v1/auth/password/sign-up", {
    method: "POST",
    headers: { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/handler/email-verification" }),
  }));
}

async function signIn(em: ReturnType<typeof createEmulator>, email: string) {
  const p = em.defaultProject;
  return em.fetch(new Request("http://localhost:8102/api/v1/auth/password/sign-in", {
    method: "POST",
    headers: { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse-9" }),
  }));
}

describe("persistence", () => {
  it("round-trips the state through a file: users, sessions, signing keys and the outbox survive", async () => {
    const file = join(dir(), "state.json");
    const first = createEmulator();
    const signUp = (await (await signUpDefault(first, "keep@example.com")).json()) as { access_token: string };
    first.save(file);

    const second = createEmulator();
    second.load(file);
    expect((await signIn(second, "keep@example.com")).status).toBe(200);
    expect(second.outbox.list({ to: "keep@example.com" })).toHaveLength(1);
    // The signing key survived: the first emulator's token is still valid.
    const me = await second.fetch(new Request("http://localhost:8102/api/v1/users/me", {
      headers: { "x-stack-project-id": second.defaultProject.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": second.defaultProject.publishableClientKey, "x-stack-access-token": signUp.access_token },
    }));
    expect(me.status).toBe(200);
  });

  it("rejects a corrupt or foreign file with a clear EmulatorDataError", () => {
    const d = dir();
    const notJson = join(d, "broken.json");
    writeFileSync(notJson, "{ this is not json");
    const em = createEmulator();
    expect(() => em.load(notJson)).toThrow(EmulatorDataError);
    expect(() => em.load(notJson)).toThrow(/not valid JSON/);
    const foreign = join(d, "foreign.json");
    writeFileSync(foreign, JSON.stringify({ hello: "world" }));
    expect(() => em.load(foreign)).toThrow(/not a gatehouse emulator data file/);
    expect(() => em.load(join(d, "missing.json"))).toThrow(/Cannot read/);
  });

  it("reset() goes back to the built-in projects and an empty outbox", async () => {
    const em = createEmulator();
    await signUpDefault(em, "gone@example.com");
    em.reset();
    expect(em.outbox.list()).toEqual([]);
    expect((await signIn(em, "gone@example.com")).status).toBe(400);
  });
});

describe("cli", () => {
  const running: { stop(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
  });

  it("prints usage and exits 2 on an unknown flag", async () => {
    const err: string[] = [];
    const result = await main(["emulator", "--colour"], { err: (l) => err.push(l), out: () => {}, handleSignals: false });
    expect(result.exitCode).toBe(2);
    expect(err.join("\n")).toMatch(/Unknown option: --colour[\s\S]*Usage: gatehouse emulator/);
  });

  it("refuses to start on a corrupt data file", async () => {
    const file = join(dir(), "state.json");
    writeFileSync(file, "garbage");
    const err: string[] = [];
    const result = await main(["emulator", "--port", "0", "--data", file], { err: (l) => err.push(l), out: () => {}, handleSignals: false });
    expect(result.exitCode).toBe(1);
    expect(err.join("\n")).toContain(file);
    expect(readFileSync(file, "utf8")).toBe("garbage");
  });

  it("serves on loopback, prints the keys and inbox, and saves the data file on stop", async () => {
    const file = join(dir(), "state.json");
    const out: string[] = [];
    const result = await main(["emulator", "--port", "0", "--data", file], { out: (l) => out.push(l), err: () => {}, handleSignals: false, saveMaxWaitMs: 0 });
    if (!("url" in result)) throw new Error("did not start");
    running.push(result);
    const text = out.join("\n");
    expect(text).toContain(result.url);
    for (const project of [result.emulator.defaultProject, result.emulator.internalProject]) {
      for (const value of [project.id, project.publishableClientKey, project.secretServerKey, project.superSecretAdminKey]) expect(text).toContain(value);
    }
    expect(text).toContain("this-super-secret-admin-key-is-for-local-development-only");
    expect(text).toContain(`Console: ${result.url}/emulator`);
    expect(existsSync(file)).toBe(true);

    const health = await fetch(`${result.url}/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    await signUpDefault(result.emulator, "cli@example.com");
    await result.stop();
    const saved = createEmulator();
    saved.load(file);
    expect(saved.outbox.list({ to: "cli@example.com" })).toHaveLength(1);
  });
});
