import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { adminKeyHeaders, ownedProjectWorld } from "./admin-world";
import { call, OWNED_PROJECT_ID, TEST_PROJECT_ID, writableState } from "./world";

// Recorded key strings of the key sets the later header checks use.
const FRONTEND_PCK = "pck_antb0dfrrnzt2cta5606tt681ktft0fvhrreh53bdj6s0";
const SHORT_LIVED_SSK = "ssk_x29yfsfde1xfwkxzf7zav74jqgxt5drw8apjg74hjzzzr";
/** Just before the recording's first key set; its "2 seconds" set expires at 1795292750453. */
const RECORDING_START = 1795292706000;

describe("recorded exchanges: internal-api-keys.json", () => {
  it("answers key-set CRUD, and the new keys work until revoked or expired, as recorded", async () => {
    const world = await ownedProjectWorld({ now: RECORDING_START });
    const steps = await replayFile(world, "internal-api-keys.json", {
      before: {
        // The owned project was made on the dashboard: no key set besides the recorded ones.
        0: (w) => {
          const project = writableState(w.emulator).projects[OWNED_PROJECT_ID]!;
          project.apiKeySets = [];
        },
        // The test project's only key set is the recorder's fixed one.
        6: (w) => {
          const [set] = writableState(w.emulator).projects[TEST_PROJECT_ID]!.apiKeySets;
          set!.description = "oracle fixed keys";
        },
        10: (w) => void w.placeholders.set("<publishable-client-key (new key set)>", w.mapId(FRONTEND_PCK)),
        14: (w) => {
          w.placeholders.set("<secret-server-key (expired key set)>", w.mapId(SHORT_LIVED_SSK));
          w.emulator.clock.set(1795292751000);
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(15);
  });

  it("revoked admin keys stop working on every route with the tier's exact error", async () => {
    const world = await ownedProjectWorld();
    const created = await call(world.emulator, "POST", "/internal/api-keys", adminKeyHeaders(world, OWNED_PROJECT_ID), {
      description: "all three", expires_at_millis: world.emulator.clock.now() + 60_000,
      has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true,
    });
    const set = (await created.json()) as { id: string; super_secret_admin_key: string };
    const headers = { ...adminKeyHeaders(world, OWNED_PROJECT_ID), "x-stack-super-secret-admin-key": set.super_secret_admin_key };
    expect((await call(world.emulator, "GET", "/internal/api-keys", headers)).status).toBe(200);
    const revoked = await call(world.emulator, "PATCH", `/internal/api-keys/${set.id}`, headers, { revoked: true });
    expect(revoked.status).toBe(200);
    const after = await call(world.emulator, "GET", "/internal/api-keys", headers);
    expect(after.headers.get("x-stack-known-error")).toBe("INVALID_SUPER_SECRET_ADMIN_KEY");
  });
});
