import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp, TEST_PROJECT_ID } from "./world";

// The recording's users (ids as recorded) and the team they share.
const OWNER = "48d19445-1ada-416d-b752-5a9ef332f970";
const MEMBER = "eedabf65-0edf-4c9a-ba4c-a170d8192734";
const OUTSIDER = "49f93e36-3c03-4afd-aa3d-56ec227e7df6";
const TEAM = "6ee7e197-3bcf-40f2-8b36-0df0ac1f5aea";

async function user(world: ReplayWorld, projectId: string, email: string, recordedId?: string): Promise<Tokens> {
  const body = await signUp(world, projectId, email);
  if (recordedId) world.ids.set(recordedId, body.user_id);
  return { access: body.access_token, refresh: body.refresh_token };
}

describe("recorded exchanges: teams.json", () => {
  it("answers /teams*, /team-memberships and /team-member-profiles as recorded", async () => {
    const world = recordedWorld();
    world.addProject(world.emulator.createProject({ id: OWNED_PROJECT_ID, displayName: "Owned Project" }));
    const owner = await user(world, TEST_PROJECT_ID, "recmwquxa44-team-owner-69@example.com", OWNER);
    const member = await user(world, TEST_PROJECT_ID, "recmwquxa44-team-member-70@example.com", MEMBER);
    const outsider = await user(world, TEST_PROJECT_ID, "recmwquxa44-team-outsider-71@example.com", OUTSIDER);
    const ownedUser = await user(world, OWNED_PROJECT_ID, "recmwquxa44-owned-user@example.com");
    const as = (tokens: Tokens) => (w: ReplayWorld) => void w.sessions.set(TEST_PROJECT_ID, tokens);
    const addMember = async (w: ReplayWorld) => {
      const res = await call(w.emulator, "POST", `/team-memberships/${w.mapId(TEAM)}/${w.mapId(MEMBER)}`, serverHeaders(w, TEST_PROJECT_ID), {});
      expect(res.status).toBe(201);
    };
    const actors: Record<number, Tokens> = {
      0: owner, 3: owner, 22: owner, 23: outsider, 26: owner, 29: owner, 30: member, 31: outsider,
      34: owner, 36: outsider, 39: member, 42: member, 45: member, 50: owner, 51: member, 52: owner,
    };
    const before: Record<number, (w: ReplayWorld) => Promise<void> | void> = {};
    for (const [index, tokens] of Object.entries(actors)) before[Number(index)] = as(tokens);
    Object.assign(before, {
      11: (w: ReplayWorld) => void w.sessions.set(OWNED_PROJECT_ID, ownedUser),
      // Off the record: the member's `team_member` grant was removed.
      44: async (w: ReplayWorld) => {
        const res = await call(w.emulator, "DELETE", `/team-permissions/${w.mapId(TEAM)}/${w.mapId(MEMBER)}/team_member`, serverHeaders(w, TEST_PROJECT_ID));
        expect(res.status).toBe(200);
      },
      // Off the record: the member who left (#48) was added again, twice.
      50: async (w: ReplayWorld) => {
        await addMember(w);
        as(owner)(w);
      },
      51: async (w: ReplayWorld) => {
        await addMember(w);
        as(member)(w);
      },
      // The owned project's only team was made by another file's run.
      55: async (w: ReplayWorld) => {
        const res = await call(w.emulator, "POST", "/teams", serverHeaders(w, OWNED_PROJECT_ID), { display_name: "Own Team A" });
        expect(res.status).toBe(201);
      },
    });
    const steps = await replayFile(world, "teams.json", { before });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(56);
  });

  it("makes client-created teams' creators hold team_admin and added members team_member", async () => {
    const world = recordedWorld();
    await user(world, TEST_PROJECT_ID, "creator@example.com");
    const created = await call(world.emulator, "POST", "/teams", clientHeaders(world, TEST_PROJECT_ID, {
      "x-stack-access-token": world.sessions.get(TEST_PROJECT_ID)!.access!,
    }), { display_name: "T" });
    const team = (await created.json()) as { id: string };
    const joined = await signUp(world, TEST_PROJECT_ID, "joined@example.com");
    await call(world.emulator, "POST", `/team-memberships/${team.id}/${joined.user_id}`, serverHeaders(world, TEST_PROJECT_ID), {});
    const res = await call(world.emulator, "GET", `/team-permissions?team_id=${team.id}`, serverHeaders(world, TEST_PROJECT_ID));
    const items = ((await res.json()) as { items: { id: string; user_id: string }[] }).items;
    expect(items.map((i) => i.id).sort()).toEqual(["team_admin", "team_member"]);
    expect(items.find((i) => i.id === "team_member")!.user_id).toBe(joined.user_id);
  });

  it("deleting a team removes its memberships and clears the selected team", async () => {
    const world = recordedWorld();
    const tokens = await user(world, TEST_PROJECT_ID, "selector@example.com");
    const headers = clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": tokens.access! });
    const team = (await (await call(world.emulator, "POST", "/teams", headers, { display_name: "Doomed" })).json()) as { id: string };
    await call(world.emulator, "PATCH", "/users/me", headers, { selected_team_id: team.id });
    expect((await call(world.emulator, "DELETE", `/teams/${team.id}`, headers)).status).toBe(200);
    const me = (await (await call(world.emulator, "GET", "/users/me", headers)).json()) as { selected_team_id: string | null };
    expect(me.selected_team_id).toBeNull();
    const teams = (await (await call(world.emulator, "GET", "/teams?user_id=me", headers)).json()) as { items: unknown[] };
    expect(teams.items).toEqual([]);
  });
});
