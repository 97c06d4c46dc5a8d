/**
 * Replays auth-passkey.json. The recording server ran with its testing flag that fixes
 * every challenge to `TU9DSw` (base64url of `MOCK`), so the recorded credentials and
 * assertions only verify against that challenge: each initiate step runs off the record
 * here, its stored challenge is set to `TU9DSw`, and the recorded code maps to ours.
 */
import { describe, expect, it } from "vitest";
import { PASSKEY_RP_ID_PLACEHOLDER } from "../../src/interface/wire/defaults";
import { failures, loadExchanges, replayFile, type ReplayWorld } from "./replay";
import { call, clientHeaders, OWNED_PROJECT_ID, recordedWorld, signUp, TEST_PROJECT_ID, writableState } from "./world";

const RECORDED_CHALLENGE = "TU9DSw";

/** Runs an initiate call off the record, pins its challenge and maps the recorded code to it. */
async function initiate(w: ReplayWorld, kind: "registration" | "authentication", recordedCode: string, projectId = TEST_PROJECT_ID) {
  const headers = clientHeaders(w, projectId, kind === "registration" ? { "x-stack-access-token": w.sessions.get(projectId)!.access! } : {});
  const res = await call(w.emulator, "POST", `/auth/passkey/initiate-passkey-${kind}`, headers, {});
  expect(res.status).toBe(200);
  const body = (await res.json()) as { options_json: Record<string, unknown>; code: string };
  const record = Object.values(writableState(w.emulator).verificationCodes).find((c) => c.code === body.code)!;
  (record.data as { challenge: string }).challenge = RECORDED_CHALLENGE;
  w.ids.set(recordedCode, body.code);
  return body;
}

describe("recorded exchanges: auth-passkey.json", () => {
  it("answers registration, sign-in and their failures as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    world.addProject(em.createProject({ id: OWNED_PROJECT_ID, displayName: "Owned Project" }));
    const exchanges = loadExchanges("auth-passkey.json");
    const steps = await replayFile(world, "auth-passkey.json", {
      before: {
        0: async (w) => {
          await signUp(w, TEST_PROJECT_ID, "recmwquxa44-passkey-34@example.com");
          w.sessions.set(`${TEST_PROJECT_ID}:user`, { ...w.sessions.get(TEST_PROJECT_ID) });
        },
        2: async (w) => {
          const body = await initiate(w, "registration", "kgx8b8kaxv16b3dvtg0nmec1aysjamxx3gnft9st6swt0");
          // Same options as recorded #1 except the (random here) challenge.
          const recorded = exchanges[1]!.response.body as { options_json: Record<string, unknown> };
          expect(Object.keys(body)).toEqual(["options_json", "code"]);
          expect({ ...body.options_json, challenge: RECORDED_CHALLENGE, user: undefined }).toEqual({ ...recorded.options_json, user: undefined });
          expect((body.options_json.user as { name: string }).name).toBe("recmwquxa44-passkey-34@example.com");
        },
        6: (w) => initiate(w, "registration", "tfmv15pm01d56mazgk9spx77v0v5k2evj2j8v8gn35c78").then(() => undefined),
        9: async (w) => {
          const body = await initiate(w, "authentication", "zjahjje04ebqtp6txjxccbmpnn2vtsh5rejwxvm4mqk00");
          expect(Object.keys(body.options_json)).toEqual(["rpId", "challenge", "allowCredentials", "timeout", "userVerification"]);
          expect(body.options_json).toMatchObject({ rpId: PASSKEY_RP_ID_PLACEHOLDER, allowCredentials: [], timeout: 60000, userVerification: "preferred" });
        },
        11: (w) => initiate(w, "authentication", "1vbatt140bhp65e3jgy65mbg12xfay7m70bfe7jgqfpr8").then(() => undefined),
        12: (w) => initiate(w, "authentication", "t4a051398yg61qx1ckby2gq0mk8jxdtjt37s80bf0gdt8").then(() => undefined),
        13: (w) => initiate(w, "authentication", "1sb37rd39wfpkmjedymywcs5jctb05eg29srpqed09qwr").then(() => undefined),
        14: async (w) => {
          // The user turned TOTP on off the record.
          const user = Object.values(writableState(em).users).find((u) => u.projectId === TEST_PROJECT_ID)!;
          user.totpSecretBase64 = Buffer.from("twenty bytes secret!").toString("base64");
          await initiate(w, "authentication", "wr75feytqd5wm1hyg40tdxcxk8dpsvc3vkhzvg4x297br");
        },
        15: (w) => {
          // ...and off again (the recorded user shows requires_totp_mfa: false next).
          Object.values(writableState(em).users).find((u) => u.projectId === TEST_PROJECT_ID)!.totpSecretBase64 = null;
          w.sessions.set(TEST_PROJECT_ID, w.sessions.get(`${TEST_PROJECT_ID}:user`)!);
        },
        17: (w) => initiate(w, "authentication", "0wnfk026y30vcsxsyddra5mw6svctfx60wy7dt6yknfs0").then(() => undefined),
        18: async (w) => void (await signUp(w, OWNED_PROJECT_ID, "recmwquxa44-passkey-owned@example.com")),
        20: async (w) => {
          await initiate(w, "authentication", "rzpwq7d2yrwyjmc4de58vyxys4s1bqt6pcpszjba7mnm8");
          em.clock.advance(66_000);
        },
      },
      skip: {
        1: "run off the record in before[2]: the recorded challenge is fixed",
        5: "the service answered 500 (a flaw); the emulator answers PASSKEY_REGISTRATION_FAILED, tested below",
        8: "run off the record in before[9]: the recorded challenge is fixed",
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(18);
  });

  it("answers a credential made for another challenge with PASSKEY_REGISTRATION_FAILED instead of the recorded 500", async () => {
    const world = recordedWorld();
    const exchange = loadExchanges("auth-passkey.json")[5]!;
    await signUp(world, TEST_PROJECT_ID, "recmwquxa44-passkey-35@example.com");
    await initiate(world, "registration", "mby7m5n65fg6mqs3bmm2gzqg03rn7styznztdx10ycz3g");
    const body = exchange.request.body as { credential: unknown; code: string };
    const res = await call(world.emulator, "POST", "/auth/passkey/register",
      clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": world.sessions.get(TEST_PROJECT_ID)!.access! }),
      { credential: body.credential, code: world.mapId(body.code) });
    expect(res.status).toBe(400);
    expect(res.headers.get("x-stack-known-error")).toBe("PASSKEY_REGISTRATION_FAILED");
    expect(await res.json()).toEqual({ code: "PASSKEY_REGISTRATION_FAILED", error: "Passkey registration failed because the verification response is invalid" });
  });
});
