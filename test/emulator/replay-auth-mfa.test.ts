import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, createUser, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

const SECRET = "rOsR5SkGf3BQDFPt118P3Ll+bGM=";
const OTHER_SECRET = Buffer.from("another twenty bytes").toString("base64");
const email = (tag: string) => `recmwquxa44-mfa-${tag}@example.com`;

/** RFC 6238 TOTP (30 s, 6 digits, HMAC-SHA1 over the raw secret), computed independently. */
function totp(secretBase64: string, nowMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac("sha1", Buffer.from(secretBase64, "base64")).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Attempt codes the emulator handed out, oldest first. */
function attemptCodes(world: ReplayWorld): string[] {
  return Object.values(world.emulator.getState().verificationCodes).filter((c) => c.type === "mfa_attempt").map((c) => c.code);
}

describe("recorded exchanges: auth-mfa.json", () => {
  it("answers TOTP enabling, the MFA-required errors and /auth/mfa/sign-in as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    let mfaUserSession: Tokens = {};
    const steps = await replayFile(world, "auth-mfa.json", {
      before: {
        0: async (w) => void (await signUp(w, TEST_PROJECT_ID, email("32"))),
        4: (w) => {
          w.ids.set("v5acybgz9r17bh53ptf6wnmt38nnnwry54fahhsm9ft0r", attemptCodes(w)[0]!);
          w.ids.set("326282", totp(SECRET, em.clock.now()));
        },
        10: async (w) => {
          // An OTP user with TOTP (made off the record).
          await createUser(w, TEST_PROJECT_ID, {
            primary_email: email("otp-33"),
            primary_email_verified: true,
            primary_email_auth_enabled: true,
            otp_auth_enabled: true,
            totp_secret_base64: OTHER_SECRET,
          });
          await call(em, "POST", "/auth/otp/send-sign-in-code", clientHeaders(w, TEST_PROJECT_ID), {
            email: email("otp-33"),
            callback_url: "http://localhost:3000/handler/magic-link-callback",
          });
          w.ids.set("7h60dwcta86t328x7p872x7vcp6g0y1j1gzvs5z2rs5d0", em.outbox.latest({ to: email("otp-33") })!.code!);
        },
        11: (w) => {
          mfaUserSession = { ...w.sessions.get(TEST_PROJECT_ID) };
          w.ids.set("edeyfxxynrbe00vk2z91js1y5rx3navnrrc412s5wj6tg", attemptCodes(w).at(-1)!);
          w.ids.set("257358", totp(OTHER_SECRET, em.clock.now()));
        },
        13: (w) => void w.sessions.set(TEST_PROJECT_ID, mfaUserSession),
        15: async (w) => {
          await createUser(w, TEST_PROJECT_ID, {
            primary_email: email("late-34"),
            primary_email_auth_enabled: true,
            password: "Correct-Horse-9",
            totp_secret_base64: OTHER_SECRET,
          });
          const res = await call(em, "POST", "/auth/password/sign-in", clientHeaders(w, TEST_PROJECT_ID), { email: email("late-34"), password: "Correct-Horse-9" });
          const body = (await res.json()) as { details: { attempt_code: string } };
          w.ids.set("zwz535g2mt5apep2stgs9a86d1a1ffbwex8p7nf3y6nzr", body.details.attempt_code);
          em.clock.advance(5 * 60 * 1000 + 1);
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(16);
  });

  it("keeps the attempt code usable after a wrong TOTP and accepts only the current 30-second step", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    await createUser(world, TEST_PROJECT_ID, { primary_email: email("a"), primary_email_auth_enabled: true, password: "Correct-Horse-9", totp_secret_base64: SECRET });
    const gate = await call(em, "POST", "/auth/password/sign-in", clientHeaders(world, TEST_PROJECT_ID), { email: email("a"), password: "Correct-Horse-9" });
    const { attempt_code } = ((await gate.json()) as { details: { attempt_code: string } }).details;
    const right = totp(SECRET, em.clock.now());
    const wrong = right === "123456" ? "654321" : "123456";
    const first = await call(em, "POST", "/auth/mfa/sign-in", clientHeaders(world, TEST_PROJECT_ID), { type: "totp", totp: wrong, code: attempt_code });
    expect(first.headers.get("x-stack-known-error")).toBe("INVALID_TOTP_CODE");
    // A code of the previous 30-second step is not accepted.
    const stale = await call(em, "POST", "/auth/mfa/sign-in", clientHeaders(world, TEST_PROJECT_ID), { type: "totp", totp: totp(SECRET, em.clock.now() - 30_000), code: attempt_code });
    expect(stale.headers.get("x-stack-known-error")).toBe("INVALID_TOTP_CODE");
    const ok = await call(em, "POST", "/auth/mfa/sign-in", clientHeaders(world, TEST_PROJECT_ID), { type: "totp", totp: right, code: attempt_code.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(Object.keys((await ok.json()) as object)).toEqual(["refresh_token", "access_token", "is_new_user", "user_id"]);
  });
});
