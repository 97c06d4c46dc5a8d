/**
 * The outbox stays bounded: callback URLs are at most `STRING_LIMITS.url` characters, and
 * each project keeps its newest `MAX_EMAILS_PER_PROJECT` emails (the oldest are dropped,
 * and the inbox says so), so repeated sends cannot grow the state or the data file
 * without bound.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { STRING_LIMITS } from "../../src/emulator/http/limits";
import { MAX_EMAILS_PER_PROJECT } from "../../src/emulator/state/store";
import { clientHeaders, send } from "./default-project";

const CALLBACK = "http://localhost:3000/handler/magic-link-callback";

function sendCode(em: Emulator, email: string, callbackUrl = CALLBACK) {
  return send(em, "POST", "/auth/otp/send-sign-in-code", clientHeaders(em), { email, callback_url: callbackUrl });
}

describe("the outbox's bounds", () => {
  it("refuses a callback URL over the URL bound", async () => {
    const em = createEmulator();
    const long = `${CALLBACK}?x=${"a".repeat(STRING_LIMITS.url)}`.slice(0, STRING_LIMITS.url + 1);
    const res = await sendCode(em, "long@example.com", long);
    expect(res.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(await res.text()).toContain(`body.callback_url must be at most ${STRING_LIMITS.url} characters`);
    expect((await sendCode(em, "long@example.com", long.slice(0, STRING_LIMITS.url))).status).toBe(200);
    expect(STRING_LIMITS.url).toBeLessThanOrEqual(2_048);
  });

  it("keeps each project's newest emails, drops the oldest, and the outbox's JSON says so", async () => {
    const em = createEmulator();
    const other = em.createProject({ config: { magic_link_enabled: true } });
    const otherHeaders = { "x-stack-project-id": other.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": other.publishableClientKey };
    expect((await send(em, "POST", "/auth/otp/send-sign-in-code", otherHeaders, { email: "keep@example.com", callback_url: CALLBACK })).status).toBe(200);
    const total = MAX_EMAILS_PER_PROJECT + 25;
    for (let i = 0; i < total; i++) expect((await sendCode(em, `user${i}@example.com`)).status).toBe(200);

    const mine = em.outbox.list().filter((e) => e.projectId === em.defaultProject.id);
    expect(mine).toHaveLength(MAX_EMAILS_PER_PROJECT);
    expect(mine[0]!.to).toBe("user25@example.com");
    expect(mine.at(-1)!.to).toBe(`user${total - 1}@example.com`);
    expect(em.outbox.list({ to: "user0@example.com" })).toEqual([]);
    expect(em.outbox.list({ to: "user25@example.com" })).toHaveLength(1);
    // Another project's mail is not dropped for it.
    expect(em.outbox.list({ to: "keep@example.com" })).toHaveLength(1);

    // The outbox's JSON (the console's Mail page) says how many were dropped, and the cap.
    const outbox = (await (await em.fetch("http://localhost:8102/emulator/api/emails?to=keep@example.com")).json()) as { capacity: number; dropped: Record<string, number> };
    expect(outbox.capacity).toBe(MAX_EMAILS_PER_PROJECT);
    expect(outbox.dropped).toEqual({ [em.defaultProject.id]: 25 });
  });

  it("so the data file stops growing", async () => {
    const em = createEmulator();
    const dir = mkdtempSync(join(tmpdir(), "gatehouse-outbox-"));
    try {
      const file = join(dir, "state.json");
      const url = `${CALLBACK}?pad=${"p".repeat(STRING_LIMITS.url - CALLBACK.length - 5)}`;
      for (let i = 0; i < MAX_EMAILS_PER_PROJECT; i++) await sendCode(em, `fill${i}@example.com`, url);
      em.save(file);
      const full = statSync(file).size;
      for (let i = 0; i < 300; i++) await sendCode(em, `more${i}@example.com`, url);
      em.save(file);
      // Same number of emails of the same size: the file is about as large as before.
      expect(statSync(file).size).toBeLessThan(full * 1.05);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
