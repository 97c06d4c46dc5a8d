/**
 * Official SDK, client tier: teams (create, list, update), team permissions granted to the
 * creator (with containment), and contact channels.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startConformanceEnv, type ConformanceEnv } from "./env";

let env: ConformanceEnv;
beforeAll(async () => {
  env = await startConformanceEnv();
});
afterAll(async () => {
  await env.stop();
});

describe("teams", () => {
  test("user.createTeam creates and selects a team; listTeams returns it", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const team = await user.createTeam({ displayName: "Team Rocket" });
    expect(team.displayName).toBe("Team Rocket");

    const teams = await user.listTeams();
    expect(teams.map((t) => t.id)).toEqual([team.id]);
    expect((await app.getUser({ or: "throw" })).selectedTeam?.id).toBe(team.id);
  });

  test("team.update({ displayName }) is visible on re-read", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const team = await user.createTeam({ displayName: "Before" });
    await team.update({ displayName: "After" });
    const teams = await (await app.getUser({ or: "throw" })).listTeams();
    expect(teams.find((t) => t.id === team.id)?.displayName).toBe("After");
    expect((await env.serverApp().getTeam(team.id))?.displayName).toBe("After");
  });

  test("the creator holds the default admin permissions, including contained ones", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const team = await user.createTeam({ displayName: "Perms" });
    // team_admin contains $update_team; hasPermission checks recursively.
    expect(await user.hasPermission(team, "$update_team")).toBe(true);
    expect(await user.hasPermission(team, "no_such_permission")).toBe(false);
  });
});

describe("contact channels", () => {
  test("listContactChannels returns the sign-up email as the primary, auth-enabled, unverified channel", async () => {
    const { app, email } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const channels = await user.listContactChannels();
    expect(channels.length).toBe(1);
    expect(channels[0]).toMatchObject({ type: "email", value: email, isPrimary: true, isVerified: false, usedForAuth: true });
  });
});
