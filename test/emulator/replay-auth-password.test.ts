import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { call, clientHeaders, createUser, OWNED_PROJECT_ID, recordedWorld, serverHeaders, TEST_PROJECT_ID, writableState } from "./world";

const PW4 = "recmwquxa44-pw-4@example.com";
const OTP_USER = "recmwquxa44-pw-otp-15@example.com";

describe("recorded exchanges: auth-password.json", () => {
  it("answers sign-up, sign-in, reset, update, set and anonymous sign-up as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    let otherSessionRefresh = "";
    let otpUserId = "";
    const steps = await replayFile(world, "auth-password.json", {
      before: {
        20: async (w) => {
          otpUserId = await createUser(w, TEST_PROJECT_ID, { primary_email: OTP_USER, primary_email_auth_enabled: true, otp_auth_enabled: true });
        },
        27: () => {
          world.ids.set("qjre6v4sxegmhsjvk8b10j4jv0f7cx8we4w1p7kbcjwrg", em.outbox.latest({ to: PW4 })!.code!);
        },
        33: async () => {
          await call(em, "POST", "/auth/password/send-reset-code", clientHeaders(world, TEST_PROJECT_ID), {
            email: PW4,
            callback_url: "http://localhost:3000/handler/password-reset",
          });
          world.ids.set("xtg8ehc68xg8ebvprexvf3mf5xwymck52nacwmq7yr4gr", em.outbox.latest({ to: PW4 })!.code!);
        },
        38: async () => {
          // A second session of the same user, which the password update must revoke (#40).
          const res = await call(em, "POST", "/auth/password/sign-in", clientHeaders(world, TEST_PROJECT_ID), { email: PW4, password: "Reset-Horse-10" });
          otherSessionRefresh = ((await res.json()) as { refresh_token: string }).refresh_token;
        },
        40: () => {
          world.sessions.set(TEST_PROJECT_ID, { ...world.sessions.get(TEST_PROJECT_ID), refresh: otherSessionRefresh });
        },
        44: async () => {
          const res = await call(em, "POST", "/auth/sessions", serverHeaders(world, TEST_PROJECT_ID), { user_id: otpUserId });
          const body = (await res.json()) as { access_token: string; refresh_token: string };
          world.sessions.set(TEST_PROJECT_ID, { access: body.access_token, refresh: body.refresh_token });
        },
        49: () => {
          world.addProject(em.createProject({ id: OWNED_PROJECT_ID, displayName: "Recorder Project", config: { credential_enabled: false } }));
        },
        52: () => {
          const config = writableState(em).projects[OWNED_PROJECT_ID]!.config;
          config.credential_enabled = true;
          config.sign_up_enabled = false;
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(58);
  });
});
