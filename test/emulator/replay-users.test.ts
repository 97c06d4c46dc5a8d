import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { OWNED_PROJECT_ID, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

describe("recorded exchanges: users.json", () => {
  it("answers user create, list, read, update and delete (client and server views) as recorded", async () => {
    const world = recordedWorld();
    const steps = await replayFile(world, "users.json", {
      before: {
        41: (w) => signUp(w, TEST_PROJECT_ID, "recmwquxa44-usr-me-53@example.com").then(() => undefined),
        56: async (w) => {
          // The recording's owned project had client user deletion off (the default of a new project).
          w.addProject(w.emulator.createProject({ id: OWNED_PROJECT_ID, displayName: "Recorder Project" }));
          await signUp(w, OWNED_PROJECT_ID, "recmwquxa44-usr-owned@example.com");
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(57);
  });
});
