import { describe, expect, it } from "vitest";
import { failures, replayFile, type Tokens } from "./replay";
import { call, expiredToken, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp, TEST_PROJECT_ID, writableState } from "./world";

const OWNER = "recmwquxa44-owner-1@example.com";
const OWNER_PASSWORD = "Owner-Passw0rd!";

describe("recorded exchanges: projects.json", () => {
  it("answers /projects/current and the dashboard's /internal/projects* routes as recorded", async () => {
    const world = recordedWorld();
    let owner: Tokens = {};
    const restoreOwner = () => void world.sessions.set("internal", owner);
    const steps = await replayFile(world, "projects.json", {
      before: {
        1: (w) => {
          owner = { ...w.sessions.get("internal")! };
        },
        8: (w) => signUp(w, TEST_PROJECT_ID, "recmwquxa44-proj-user@example.com").then(() => undefined),
        // An internal user who manages nothing.
        26: (w) => signUp(w, "internal", "recmwquxa44-not-owner@example.com").then(() => undefined),
        27: restoreOwner,
        // An internal user whose account was deleted while its token is still valid.
        28: async (w) => {
          const { user_id } = await signUp(w, "internal", "recmwquxa44-deleted-owner@example.com");
          await call(w.emulator, "DELETE", `/users/${user_id}`, serverHeaders(w, "internal"));
        },
        29: restoreOwner,
        // Off the record, the recorder deleted the "Shared Facebook" project (#12) and other
        // files' runs put the owned project's config back to its defaults.
        32: (w) => {
          const state = writableState(w.emulator);
          delete state.projects[w.mapId("6d853bf5-b513-4026-9257-836f18879905")];
          const owned = state.projects[w.mapId(OWNED_PROJECT_ID)]!;
          owned.config = { ...owned.config, oauth_account_merge_strategy: "link_method", domains: [], create_team_on_sign_up: false };
        },
        33: async (w) => {
          w.placeholders.set("<access-token (expired)>", await expiredToken(w, "internal", OWNER, OWNER_PASSWORD));
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(34);
  });
});
