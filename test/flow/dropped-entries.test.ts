/**
 * Objects outlive the cache entries they came from: the store drops an idle entry after
 * 5 s and makes a new one on the next read (API.md §5). A mutation on an object read
 * before the drop must still update or refresh the entry that is current now.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_URL, createTestEnv, uniqueEmail } from "./harness";

const INVITE_URL = `${APP_URL}/handler/team-invitation`;
// Past the store's idle drop (5 s); the clock then stands still, so later reads fall within the 300 ms throttle.
const dropIdleEntries = () => vi.advanceTimersByTime(6000);

beforeEach(() => void vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] }));
afterEach(() => void vi.useRealTimers());

describe("mutations on objects read before their entry was dropped", () => {
  it("invitation.revoke() refreshes the team's current invitation list", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const { app } = await env.signUp(uniqueEmail("owner"));
    const user = (await app.getUser({ or: "throw" }))!;
    const team = await user.createTeam({ displayName: "Dropped" });
    await team.inviteUser({ email: uniqueEmail("guest"), callbackUrl: INVITE_URL });

    const [early] = await team.listInvitations();
    dropIdleEntries();
    expect(await team.listInvitations()).toHaveLength(1); // read into a new entry
    await early!.revoke();
    expect(await team.listInvitations()).toEqual([]);
  });

  it("profile.update() stores the new profile in the current entry", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const { app } = await env.signUp(uniqueEmail("member"));
    const user = (await app.getUser({ or: "throw" }))!;
    const team = await user.createTeam({ displayName: "Profiles" });

    const early = await user.getTeamProfile(team);
    dropIdleEntries();
    expect((await user.getTeamProfile(team)).displayName).toBeNull(); // read into a new entry
    await early.update({ displayName: "Captain" });
    expect((await user.getTeamProfile(team)).displayName).toBe("Captain");
  });

  it("serverTeam invitations and server member profiles too", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const server = env.serverApp();
    const carol = await server.createUser({ primaryEmail: uniqueEmail("carol") });
    const team = await carol.createTeam({ displayName: "Carol's" });
    await team.inviteUser({ email: uniqueEmail("guest"), callbackUrl: INVITE_URL });

    const [invitation] = await team.listInvitations();
    const profile = await carol.getTeamProfile(team);
    dropIdleEntries();
    expect(await team.listInvitations()).toHaveLength(1);
    expect((await carol.getTeamProfile(team)).displayName).toBeNull();
    await invitation!.revoke();
    await profile.update({ displayName: "Captain" });
    expect(await team.listInvitations()).toEqual([]);
    expect((await carol.getTeamProfile(team)).displayName).toBe("Captain");
  });
});
