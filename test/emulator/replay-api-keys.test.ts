import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, createUser, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp, TEST_PROJECT_ID, writableState } from "./world";

// Recorded ids and key strings that requests use before any answer shows them.
const OTHER_USER = "e0987d2a-4e26-4f4f-bf5b-14ba0da49f92";
const TEAM = "7f20abbd-0da8-4afb-a33a-a49cd5ea3f30";
const TO_REVOKE = "5de20cee-e6ee-4a9a-8ac4-3bc75dda698a";
const TO_REVOKE_KEY = "sk_zs47wr9bg27dwzm1wpyxxk12wve0evb9trc24h2v4v2x05de20ceee6ee4a9a8ac43bc75dda698auser1574ck4u7he629db0b";
const SCANNED_KEY = "sk_2epz84gd42d2njyp44nj2d02heaj0d5znhw1rrne0pnv81c8298df1968462dab4cd5183046b59auser1574ck4u7h67ce9582";
/** Just before the recording's first key was created; the "2 seconds" key then expires on cue. */
const RECORDING_START = 1795292743500;

async function session(world: ReplayWorld, projectId: string, email: string): Promise<{ tokens: Tokens; userId: string }> {
  const body = await signUp(world, projectId, email);
  return { tokens: { access: body.access_token, refresh: body.refresh_token }, userId: body.user_id };
}

async function userKey(world: ReplayWorld, tokens: Tokens, description: string): Promise<{ id: string; value: string }> {
  const res = await call(world.emulator, "POST", "/user-api-keys", clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": tokens.access! }), {
    user_id: "me", description, expires_at_millis: null,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; value: string };
}

describe("recorded exchanges: api-keys.json", () => {
  it("answers user/team API keys, the check endpoints and the credential scanner as recorded", async () => {
    const world = recordedWorld({ now: RECORDING_START });
    world.addProject(world.emulator.createProject({ id: OWNED_PROJECT_ID, displayName: "Owned Project" }));
    const owner = await session(world, TEST_PROJECT_ID, "recmwquxa44-keys-owner@example.com");
    const other = await session(world, TEST_PROJECT_ID, "recmwquxa44-keys-other@example.com");
    const member = await session(world, TEST_PROJECT_ID, "recmwquxa44-keys-member@example.com");
    const owned = await session(world, OWNED_PROJECT_ID, "recmwquxa44-keys-off-90@example.com");
    world.ids.set(OTHER_USER, other.userId);
    const as = (tokens: Tokens) => (w: ReplayWorld) => void w.sessions.set(TEST_PROJECT_ID, tokens);
    const steps = await replayFile(world, "api-keys.json", {
      before: {
        0: as(owner.tokens),
        14: as(other.tokens),
        15: as(owner.tokens),
        17: async (w) => {
          const key = await userKey(w, owner.tokens, "To revoke");
          w.ids.set(TO_REVOKE, key.id);
          w.ids.set(TO_REVOKE_KEY, key.value);
        },
        23: (w) => w.emulator.clock.advance(3000),
        26: async (w) => {
          const team = await call(w.emulator, "POST", "/teams", clientHeaders(w, TEST_PROJECT_ID, { "x-stack-access-token": owner.tokens.access! }), {
            display_name: "Key Team",
            creator_user_id: "me",
          });
          const teamId = ((await team.json()) as { id: string }).id;
          w.ids.set(TEAM, teamId);
          const joined = await call(w.emulator, "POST", `/team-memberships/${teamId}/${member.userId}`, serverHeaders(w, TEST_PROJECT_ID), {});
          expect(joined.status).toBe(201);
        },
        27: as(member.tokens),
        28: as(other.tokens),
        29: as(owner.tokens),
        31: as(member.tokens),
        32: as(owner.tokens),
        39: async (w) => void w.ids.set(SCANNED_KEY, (await userKey(w, owner.tokens, "Leaked")).value),
        41: async (w) => {
          w.sessions.set(OWNED_PROJECT_ID, owned.tokens);
          const config = writableState(w.emulator).projects[OWNED_PROJECT_ID]!.config;
          config.allow_user_api_keys = false;
          config.allow_team_api_keys = false;
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(43);
  });

  it("makes 102-character keys whose last 8 characters are the CRC-32 of the rest", async () => {
    const world = recordedWorld();
    const { tokens } = await session(world, TEST_PROJECT_ID, "crc@example.com");
    const { id, value } = await userKey(world, tokens, "crc");
    expect(value).toHaveLength(102);
    expect(value).toMatch(new RegExp(`^sk_[0-9a-z]{45}${id.replace(/-/g, "")}user1574ck4u7h[0-9a-f]{8}$`));
    const { crc32Hex } = await import("../../src/emulator/state/crc32");
    expect(crc32Hex(value.slice(0, -8))).toBe(value.slice(-8));
    // The recorded key string checks out with the same function.
    const recorded = "sk_mpr24s6a2k5j8tykhexjgt4epx8b4nt8z4fzmq89khhmr9ff3d555deba4b9cbb59cb6337284e2fuser1574ck4u7h72e27058";
    expect(crc32Hex(recorded.slice(0, -8))).toBe("72e27058");
  });

  it("does not check out a key whose owner was deleted", async () => {
    const world = recordedWorld();
    const userId = await createUser(world, TEST_PROJECT_ID, { display_name: "Gone" });
    const created = await call(world.emulator, "POST", "/user-api-keys", serverHeaders(world, TEST_PROJECT_ID), { user_id: userId, description: "x", expires_at_millis: null });
    const { value } = (await created.json()) as { value: string };
    await call(world.emulator, "DELETE", `/users/${userId}`, serverHeaders(world, TEST_PROJECT_ID));
    const res = await call(world.emulator, "POST", "/user-api-keys/check", serverHeaders(world, TEST_PROJECT_ID), { api_key: value });
    expect(res.headers.get("x-stack-known-error")).toBe("API_KEY_NOT_FOUND");
  });
});
