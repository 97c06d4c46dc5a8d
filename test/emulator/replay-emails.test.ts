import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { adminKeyHeaders, ownedProjectWorld } from "./admin-world";
import { call, clientHeaders, OWNED_PROJECT_ID, signUp, TEST_PROJECT_ID, writableState } from "./world";
import { EMULATOR_OUTBOX_HOST } from "../../src/emulator/routes/emails";

const SMTP = { host: "127.0.0.1", port: 2500, username: "recorder", password: "recorder-password", sender_name: "Recorder", sender_email: "noreply@recorder.example.com" };

describe("recorded exchanges: emails.json", () => {
  it("answers email templates, sent emails and test-email validation as recorded", async () => {
    const world = await ownedProjectWorld();
    const steps = await replayFile(world, "emails.json", {
      before: {
        // The recorder had renamed the project's description earlier (projects.json); #5 echoes it.
        5: (w) => void (writableState(w.emulator).projects[OWNED_PROJECT_ID]!.description = "updated by the recorder"),
      },
      skip: {
        13: "the list holds what this run's outbox sent (checked below)",
        15: "the emulator speaks no SMTP: only its outbox host succeeds (checked below)",
        16: "the emulator answers the service's time-out text for every other host (checked below)",
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(15);
  });

  it("lists the project's sent emails newest first with the sender of its email config", async () => {
    const world = await ownedProjectWorld();
    await signUp(world, OWNED_PROJECT_ID, "first@example.com");
    await call(world.emulator, "POST", "/auth/otp/send-sign-in-code", clientHeaders(world, OWNED_PROJECT_ID), {
      email: "second@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback",
    });
    await signUp(world, TEST_PROJECT_ID, "other-project@example.com");
    const res = await call(world.emulator, "GET", "/internal/emails", adminKeyHeaders(world, OWNED_PROJECT_ID));
    const body = (await res.json()) as { items: { to: string[]; subject: string; sender_config: unknown; error: unknown }[]; is_paginated: boolean };
    expect(body.is_paginated).toBe(false);
    expect(body.items.map((e) => e.to)).toEqual([["second@example.com"], ["first@example.com"]]);
    expect(body.items[1]).toMatchObject({
      subject: "Verify your email at Recorder Project recmwquxa44",
      sender_config: { type: "shared", sender_name: "Recorder Project recmwquxa44", sender_email: "noreply@example.com" },
      error: null,
    });
  });

  it("sends the test email to the outbox host only, and otherwise reports the time-out", async () => {
    const world = await ownedProjectWorld();
    const headers = adminKeyHeaders(world, OWNED_PROJECT_ID);
    const failed = await call(world.emulator, "POST", "/internal/send-test-email", headers, { recipient_email: "t@example.com", email_config: SMTP });
    expect(await failed.json()).toEqual({
      success: false,
      error_message: "Timed out while sending test email. Make sure the email server is running and accepting connections.",
    });
    const sent = await call(world.emulator, "POST", "/internal/send-test-email", headers, {
      recipient_email: "t@example.com", email_config: { ...SMTP, host: EMULATOR_OUTBOX_HOST },
    });
    expect(await sent.json()).toEqual({ success: true });
    expect(world.emulator.outbox.latest({ to: "t@example.com" })?.subject).toBe("Test Email from Stack Auth");
  });
});

// The webhook exchanges of misc.json (#56-58) replay in replay-misc.test.ts.
describe("metrics", () => {
  it("computes metrics from the state", async () => {
    const world = await ownedProjectWorld();
    await signUp(world, OWNED_PROJECT_ID, "m1@example.com");
    await signUp(world, OWNED_PROJECT_ID, "m2@example.com");
    const res = await call(world.emulator, "GET", "/internal/metrics", adminKeyHeaders(world, OWNED_PROJECT_ID));
    const m = (await res.json()) as { total_users: number; daily_users: { date: string; activity: number }[]; recently_registered: { primary_email: string }[]; login_methods: unknown; users_by_country: unknown };
    expect(m.total_users).toBe(2);
    expect(m.daily_users).toHaveLength(31);
    expect(m.daily_users.at(-1)).toEqual({ date: new Date(world.emulator.clock.now()).toISOString().slice(0, 10), activity: 2 });
    expect(m.recently_registered.map((u) => u.primary_email).sort()).toEqual(["m1@example.com", "m2@example.com"]);
    expect(m.login_methods).toEqual([{ method: "password", count: 2 }]);
    expect(m.users_by_country).toEqual({});
  });
});
