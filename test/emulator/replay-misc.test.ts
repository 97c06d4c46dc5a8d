import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { ownedProjectWorld } from "./admin-world";
import { corruptSignature, expiredToken, signUp, TEST_PROJECT_ID } from "./world";

describe("recorded exchanges: misc.json", () => {
  it("answers every header, body-parsing, schema, 404 and meta exchange as recorded", async () => {
    // The owned project of the recording: the admin-only webhook calls (#56-58) use it.
    const world = await ownedProjectWorld();
    const dashboardOwner = world.sessions.get("internal")!;
    const steps = await replayFile(world, "misc.json", {
      before: {
        3: async (w) => {
          await signUp(w, "internal", "recmwquxa44-internal-owner@example.com");
          await signUp(w, TEST_PROJECT_ID, "recmwquxa44-misc-3@example.com");
        },
        40: (w) => {
          w.placeholders.set("<access-token with a corrupted signature>", corruptSignature(w.sessions.get(TEST_PROJECT_ID)!.access!));
        },
        // #3 signed another internal user in; the webhook calls act as the project's owner.
        56: (w) => void w.sessions.set("internal", dashboardOwner),
        59: async (w) => {
          w.placeholders.set("<access-token (expired)>", await expiredToken(w, TEST_PROJECT_ID, "recmwquxa44-misc-3@example.com"));
        },
      },
      skip: {
        14: "JWKS keys are this emulator's own (checked in tokens.test.ts)",
        15: "JWKS keys are this emulator's own (checked in tokens.test.ts)",
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(60);
  });
});
