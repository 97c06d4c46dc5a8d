import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, createUser, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

const SESS_USER = "recmwquxa44-sess-48@example.com";

async function signIn(world: ReplayWorld): Promise<void> {
  const res = await call(world.emulator, "POST", "/auth/password/sign-in", clientHeaders(world, TEST_PROJECT_ID), { email: SESS_USER, password: "Correct-Horse-9" });
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  world.sessions.set(TEST_PROJECT_ID, { access: body.access_token, refresh: body.refresh_token });
}

describe("recorded exchanges: sessions.json", () => {
  it("answers session create, list, refresh, delete and sign-out as recorded", async () => {
    const world = recordedWorld();
    let signUpSession: Tokens = {};
    const steps = await replayFile(world, "sessions.json", {
      before: {
        0: async (w) => {
          const { user_id } = await signUp(w, TEST_PROJECT_ID, SESS_USER);
          // The recorder signed in once more off the record; that session's refresh token is
          // the `<refresh-token>` of the refresh exchanges, while the sign-up session stays current.
          signUpSession = { ...w.sessions.get(TEST_PROJECT_ID)! };
          const access = signUpSession.access;
          await signIn(w);
          w.sessions.set(TEST_PROJECT_ID, { access, refresh: w.sessions.get(TEST_PROJECT_ID)!.refresh });
          w.ids.set("cdb24f91-a88c-4747-939b-4a5f2dcdb554", user_id);
          w.ids.set("e79409ff-8999-46db-a587-8e6ab578d005", await createUser(w, TEST_PROJECT_ID, { display_name: "Other" }));
        },
        18: (w) => {
          const current = decodeJwt(w.sessions.get(TEST_PROJECT_ID)!.access!).refreshTokenId as string;
          w.ids.set("e643134d-8ea3-4613-9188-0f8d30e76e18", current);
        },
        // Sign-out uses both tokens of the current (sign-up) session.
        23: (w) => void w.sessions.set(TEST_PROJECT_ID, signUpSession),
        28: (w) => signIn(w),
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(29);
  });
});
