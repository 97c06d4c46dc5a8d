import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld } from "./replay";
import { call, clientHeaders, createUser, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp, TEST_PROJECT_ID, writableState } from "./world";

const CALLBACK = "http://localhost:3000/handler/magic-link-callback";
const email = (tag: string) => `recmwquxa44-otp-${tag}@example.com`;

/** The code of the latest email to `to`: as the link carries it, and as OTP + nonce. */
function latestCode(world: ReplayWorld, to: string) {
  const mail = world.emulator.outbox.latest({ to })!;
  return { link: mail.code!, typed: `${mail.otp!}${mail.code!.slice(6)}`, nonce: mail.code!.slice(6) };
}

async function sendCode(world: ReplayWorld, to: string): Promise<void> {
  const res = await call(world.emulator, "POST", "/auth/otp/send-sign-in-code", clientHeaders(world, TEST_PROJECT_ID), { email: to, callback_url: CALLBACK });
  if (res.status !== 200) throw new Error(`send failed: ${await res.text()}`);
}

describe("recorded exchanges: auth-otp.json", () => {
  it("answers send-sign-in-code, sign-in and check-code as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    const steps = await replayFile(world, "auth-otp.json", {
      before: {
        1: (w) => {
          const code = latestCode(w, email("23"));
          w.ids.set("FYZSCMgrecp696esz2qeaaz00v74gq1e9z7rc77h7f8sg", code.typed);
          w.ids.set("fyzscmgrecp696esz2qeaaz00v74gq1e9z7rc77h7f8sg", code.link);
        },
        6: (w) => void w.ids.set("mntmz03wyysnpd8n0h63tk2sp0ngy7x0fc2p1p79kgjxr", latestCode(w, email("23")).link),
        13: async (w) => void (await signUp(w, TEST_PROJECT_ID, email("unverified-26"))),
        14: async (w) => {
          await createUser(w, TEST_PROJECT_ID, {
            primary_email: email("verified-27"),
            primary_email_verified: true,
            primary_email_auth_enabled: true,
            password: "Correct-Horse-9",
          });
        },
        15: (w) => void w.ids.set("zxhd7qrv34jc3njrqecttezdx0as7mecf7htdgq6r5010", latestCode(w, email("verified-27")).link),
        16: async (w) => {
          await sendCode(w, email("28"));
          w.ids.set("212k2v70jzvxw6mjmkpm2macnbehygmbv9n6mv3b42j58", latestCode(w, email("28")).link);
        },
        18: async (w) => {
          await call(em, "POST", "/auth/password/send-reset-code", clientHeaders(w, TEST_PROJECT_ID), {
            email: email("verified-27"),
            callback_url: "http://localhost:3000/handler/password-reset",
          });
          w.ids.set("swqxmk39qmv71d1b2wyf8ysjbn2jb3hbgr6rqj0beh4x8", em.outbox.latest({ to: email("verified-27") })!.code!);
        },
        20: (w) => {
          const code = latestCode(w, email("attempts-29"));
          // The full code first: ids are replaced in insertion order.
          w.ids.set("T32DC6d3x33366ab4pwzynhey95agcbgazr7cp1vwma90", code.typed);
          w.ids.set("d3x33366ab4pwzynhey95agcbgazr7cp1vwma90", code.nonce);
        },
        21: async (w) => {
          // Attempts 2–19 were not recorded. `U` is not in the code alphabet: never the real OTP.
          const { nonce } = latestCode(w, email("attempts-29"));
          for (let i = 2; i <= 19; i++) {
            const res = await call(em, "POST", "/auth/otp/sign-in", clientHeaders(w, TEST_PROJECT_ID), { code: `UUUU${String(i).padStart(2, "0")}${nonce}` });
            expect(res.headers.get("x-stack-known-error")).toBe("VERIFICATION_CODE_NOT_FOUND");
          }
        },
        23: (w) => {
          w.addProject(em.createProject({ id: OWNED_PROJECT_ID, displayName: "Recorder Project", config: { magic_link_enabled: false } }));
        },
        24: () => {
          const config = writableState(em).projects[OWNED_PROJECT_ID]!.config;
          config.magic_link_enabled = true;
          config.sign_up_enabled = false;
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(25);
  });

  it("sends the OTP as the code's first 6 characters upper-cased, in the subject and the magic link", async () => {
    const world = recordedWorld();
    await sendCode(world, email("mail"));
    const mail = world.emulator.outbox.latest({ to: email("mail") })!;
    expect(mail.subject).toBe(`Sign in to Oracle Test Project: Your code is ${mail.otp}`);
    expect(mail.otp).toBe(mail.code!.slice(0, 6).toUpperCase());
    expect(mail.links).toEqual([`${CALLBACK}?code=${mail.code}`]);
  });

  it("signs a server-tier caller in with a code and creates a verified OTP user", async () => {
    const world = recordedWorld();
    await sendCode(world, email("server"));
    const res = await call(world.emulator, "POST", "/auth/otp/sign-in", serverHeaders(world, TEST_PROJECT_ID), { code: latestCode(world, email("server")).typed });
    const body = (await res.json()) as { user_id: string; is_new_user: boolean };
    expect(body.is_new_user).toBe(true);
    const user = (await (await call(world.emulator, "GET", `/users/${body.user_id}`, serverHeaders(world, TEST_PROJECT_ID))).json()) as Record<string, unknown>;
    expect(user).toMatchObject({ primary_email: email("server"), primary_email_verified: true, primary_email_auth_enabled: true, otp_auth_enabled: true, has_password: false });
  });
});
