/**
 * Replays auth-oauth.json. The recording's provider was a mock OIDC server on another
 * port; here the emulator's own mock provider stands in. Flows the recorder ran off the
 * record are run here too (authorize → provider form → callback), and the recorded inner
 * states, provider codes and authorization codes are mapped to the emulator's.
 */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { failures, RECORDED_BASE, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, createUser, OWNED_PROJECT_ID, recordedWorld, signUp, TEST_PROJECT_ID, writableState } from "./world";

const CALLBACK = "http://localhost:3000/handler/oauth-callback";
const mail = (tag: string) => `recmwquxa44-oauth-${tag}@example.com`;

type FlowOptions = { verifier?: string; redirectUri?: string; scope?: string; type?: "link"; token?: string; errorRedirectUrl?: string; projectId?: string };

/** GET authorize as a browser; returns the emulator's inner state. */
async function authorize(w: ReplayWorld, o: FlowOptions = {}): Promise<string> {
  const projectId = o.projectId ?? TEST_PROJECT_ID;
  const q = new URLSearchParams({
    client_id: projectId,
    client_secret: w.projects.get(projectId)!.publishableClientKey,
    redirect_uri: o.redirectUri ?? CALLBACK,
    scope: o.scope ?? "legacy",
    state: randomBytes(32).toString("base64url"),
    grant_type: "authorization_code",
    code_challenge: createHash("sha256").update(o.verifier ?? randomBytes(32).toString("base64url")).digest("base64url"),
    code_challenge_method: "S256",
    response_type: "code",
  });
  if (o.type) q.set("type", o.type);
  if (o.errorRedirectUrl) q.set("error_redirect_url", o.errorRedirectUrl);
  if (o.token) q.set("token", o.token);
  const res = await w.emulator.fetch(`${RECORDED_BASE}/api/v1/auth/oauth/authorize/github?${q}`);
  expect(res.status).toBe(307);
  return /^stack-oauth-inner-([^=]+)=true/.exec(res.headers.get("set-cookie")!)![1]!;
}

/** Submits the mock provider's form as `email`; returns the provider code for the callback. */
async function providerCode(w: ReplayWorld, innerState: string, email: string): Promise<string> {
  const res = await w.emulator.fetch(`${RECORDED_BASE}/emulator/oauth/github/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state: innerState, email }).toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!).searchParams.get("code")!;
}

/** Maps a recorded callback's inner state and provider code to a flow of the emulator. */
async function mapCallback(w: ReplayWorld, recordedState: string, recordedCode: string | null, email: string, innerState: string) {
  w.ids.set(recordedState, innerState);
  if (recordedCode) w.ids.set(recordedCode, await providerCode(w, innerState, email));
}

/** The newest outer flow (the one a recorded authorize step just started). */
function latestInnerState(w: ReplayWorld): string {
  return Object.keys(w.emulator.getState().oauthFlows).at(-1)!;
}

function latestAuthorizationCode(w: ReplayWorld): string {
  return Object.keys(w.emulator.getState().oauthAuthorizationCodes).at(-1)!;
}

/** A whole flow off the record, ending in an authorization code mapped to `recordedCode`. */
async function offRecordCode(w: ReplayWorld, recordedCode: string, email: string, o: FlowOptions = {}) {
  const innerState = await authorize(w, o);
  const code = await providerCode(w, innerState, email);
  const res = await w.emulator.fetch(`${RECORDED_BASE}/api/v1/auth/oauth/callback/github?code=${code}&state=${innerState}`, {
    headers: { cookie: `stack-oauth-inner-${innerState}=true` },
  });
  expect(res.status).toBe(303);
  w.ids.set(recordedCode, new URL(res.headers.get("location")!).searchParams.get("code")!);
}

function session(w: ReplayWorld, projectId = TEST_PROJECT_ID): string {
  return w.sessions.get(projectId)!.access!;
}

describe("recorded exchanges: auth-oauth.json", () => {
  it("answers authorize, callback, code exchange and connected accounts as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    const owned = em.createProject({
      id: OWNED_PROJECT_ID,
      displayName: "Owned Project",
      config: { oauth_providers: [{ id: "facebook", type: "standard", client_id: "fake-facebook-client-id", client_secret: "fake-facebook-client-secret" }] },
    });
    world.addProject(owned);
    const project = writableState(em).projects[TEST_PROJECT_ID]!;
    let linkUserToken = "";
    let firstSession: Tokens = {};

    const steps = await replayFile(world, "auth-oauth.json", {
      before: {
        1: (w) => mapCallback(w, "1rQ-bFFC0iRKraMmTr4Kwj-4oPO7FT17phfzareXsns", "GJZwd8_30hv16FKF1r_WU4Fdj4nqi-Uy3IkbevlVK-j", mail("36"), latestInnerState(w)),
        2: (w) => void w.ids.set("6ac89acc1fbc3b147d053d03e4d58e1e4049109932dd1e68109979646bbc6170", latestAuthorizationCode(w)),
        3: (w) => void (firstSession = { ...w.sessions.get(TEST_PROJECT_ID) }),
        7: (w) => offRecordCode(w, "ff66a29b7b447c38e2c7a9cc0910d95dff3d32484b6e59734d2ce137ffc4e6c8", mail("36"), { verifier: "bBYLlZ9lWxbQgRqBoElqqF8Lw2FFGoyEBqLdHwOKafo" }),
        8: (w) => offRecordCode(w, "91efd9591b40d426b15ab89dd9185d2da14e3098f47d9c00631a080f43cae074", mail("36")),
        9: (w) => offRecordCode(w, "e72ac3e394a11e33204fdb07a13a282c046a403b14ddff87c8315f597411f78e", mail("36"), { verifier: "dqsy4tFr_D1tWsxj0NQM3LGQ_wqWYostUxpPUE9TAYE" }),
        12: (w) => offRecordCode(w, "cff03c04d5ad82877ae18b46a81cbce7d575d69134d570a4bc5fbb9b04919511", mail("36")),
        // The recorder refreshed the first OAuth session (#2), not the latest one.
        13: (w) => void w.sessions.set(TEST_PROJECT_ID, firstSession),
        17: async (w) => {
          // A refresh token of the `internal` project.
          const res = await call(em, "POST", "/auth/password/sign-up", clientHeaders(w, "internal"), { email: mail("internal"), password: "Correct-Horse-9", verification_callback_url: CALLBACK });
          w.placeholders.set("<refresh-token>", ((await res.json()) as { refresh_token: string }).refresh_token);
        },
        18: (w) => void w.placeholders.delete("<refresh-token>"),
        32: async (w) => mapCallback(w, "7AZE1Pfb4NV7FYeN3lo49vGdwmi2n5wDJA_zsorOeuA", "xxgks7lSWD_5-YLtfiGrA_n7eYjg-LL2Jeu89GhIGae", mail("scope"), await authorize(w, { scope: "openid" })),
        34: async (w) => {
          await signUp(w, OWNED_PROJECT_ID, mail("other-project"));
          w.placeholders.set("<access-token>", session(w, OWNED_PROJECT_ID));
        },
        35: (w) => void w.placeholders.delete("<access-token>"),
        40: async (w) => mapCallback(w, "5_Bte_ez9J_FdCDwiSTNRus8qoMoKXo_JPN5gTCOZGs", "_poBM7C0nv4jBPS6qyq-xKQqPOr45fPwQQCgIm-vLDb", mail("evil"),
          await authorize(w, { redirectUri: "https://evil.example.com/handler/callback" })),
        41: async (w) => mapCallback(w, "o45QaC3cMNbCRl8q01PjddJmJ4fvvqB5eJh5aFJ3L3k", "K_yxIF0UJAxe7k5B-6r93ivzoHftdMLTP5phJsleZCX", mail("evil"),
          await authorize(w, { redirectUri: "https://evil.example.com/handler/callback", errorRedirectUrl: "http://localhost:3000/handler/error" })),
        42: async (w) => {
          await signUp(w, TEST_PROJECT_ID, mail("merge-40"));
          await mapCallback(w, "3O_TmtBaau4oMV_wZ09uBEKk9UjwhaEk8f66VC922DY", "uJFOjl6i8Yh9ZftYKFxx9FvSt57kpV9q7uVC2jS1Avr", mail("merge-40"), await authorize(w));
        },
        43: async (w) => {
          await createUser(w, TEST_PROJECT_ID, { primary_email: mail("merge-41"), primary_email_verified: true, primary_email_auth_enabled: true, password: "Correct-Horse-9" });
          await offRecordCode(w, "018917da4df43a3ff5711673cd92d61868d85ca6592c4f07ca9b101e2776912a", mail("merge-41"), { verifier: "kYnhKwQrKDcOyZjL7A0QJ6yOr6Wkx3fiks6SBGHycSI" });
        },
        44: async (w) => {
          await signUp(w, TEST_PROJECT_ID, mail("linkflow-42"));
          linkUserToken = session(w);
        },
        45: (w) => mapCallback(w, "JY44FxOeTTX5YQuCQjpcklvs1RApeWIvvQbtnDibBFE", "B3eGBJ6DttO4GsBi-lkWOuMtGKjVve26CswrfmSuXo9", mail("linked-account-43"), latestInnerState(w)),
        46: (w) => void w.ids.set("14f01856bbd39d460bc8e087a8c47e3617d2992720f833b9b725ae01f64d75a6", latestAuthorizationCode(w)),
        48: async (w) => mapCallback(w, "s1PHa2LeZvO3muLTT3Mlp21LrLl1pPYX2szT31uEVS4", "oWqv55PfHOzNOVRVVph-jHBycx9Ktb641oLCv5M4Y5X", mail("36"),
          await authorize(w, { type: "link", token: linkUserToken })),
        49: async (w) => mapCallback(w, "qZb87ub3rBBpYC4CC0pKjmFcYJQH3IS-Sv0yECDuW18", "cp_UF91JVpmKiyoTo8iBO7mKHeo4HNScOQEBW4PQ4ih", mail("second-account-44"),
          await authorize(w, { type: "link", token: linkUserToken })),
        50: async (w) => {
          project.config.sign_up_enabled = false;
          await mapCallback(w, "AzcmYMfTEPhtlRFUyGznh6DutiM1FxZNes8SpuRnnC0", "f-5-CAJnx5Gqttj0Cvz8lJkVFCiPGE3zRmdTz2f8Qbe", mail("no-sign-up"), await authorize(w));
        },
        51: async (w) => {
          project.config.sign_up_enabled = true;
          await offRecordCode(w, "00".repeat(32), mail("mfa-45"));
          const user = Object.values(writableState(em).users).find((u) => u.oauthAccounts.some((a) => a.email === mail("mfa-45")))!;
          user.totpSecretBase64 = Buffer.from("twenty bytes secret!").toString("base64");
          await offRecordCode(w, "eb69868c68fcd1a5a31827773a59307bc4bd669db5b0e39a4d2220ccebbcb8a3", mail("mfa-45"), { verifier: "SGuO6cLU9LjcyxLTQbresKfbynZ_P8J6eLqbqm42IkM" });
        },
        52: async (w) => void (await signUp(w, TEST_PROJECT_ID, mail("connected-46"))),
        58: async (w) => void (await signUp(w, OWNED_PROJECT_ID, mail("standard-47"))),
        59: async (w) => {
          const id = await createUser(w, OWNED_PROJECT_ID, { primary_email: mail("standard-48"), oauth_providers: [{ id: "facebook", account_id: "fb-48", email: mail("standard-48") }] });
          w.ids.set("8779233c-eca1-4482-acc5-f1520a82852e", id);
        },
        60: async (w) => {
          w.ids.set("mdY3IhwVbuOmjRz_xYZo-kn00dQ6ki3nQTQnqnwdWsU", await authorize(w));
          em.clock.advance(10 * 60 * 1000 + 1);
        },
        61: async (w) => {
          w.ids.set("i7l5CKVbaKruNR2sIJzfFGTuNUxHVGAPcZIJslhdY58", await authorize(w, { errorRedirectUrl: "http://localhost:3000/handler/error" }));
          em.clock.advance(10 * 60 * 1000 + 1);
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(62);
  });
});
