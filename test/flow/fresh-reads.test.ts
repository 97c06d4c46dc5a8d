/**
 * Explicit async reads reflect every write completed before the call, whoever made it
 * (docs/cache-and-sessions.md). Each test reads first (so the entry holds a value fetched
 * moments ago), writes through another app or tier, then reads again at once: no sleeps.
 */
import { describe, expect, it } from "vitest";
import type { ClientApp, CurrentUser } from "../../src/index";
import { APP_URL, createTestEnv, uniqueEmail, type TestEnv } from "./harness";

function teamsEnv(): TestEnv {
  return createTestEnv({ project: { config: { client_team_creation_enabled: true, allow_team_api_keys: true } } });
}

async function signedIn(env: TestEnv, tag = "user"): Promise<{ app: ClientApp; user: CurrentUser; email: string }> {
  const { app, email } = await env.signUp(uniqueEmail(tag));
  return { app, user: (await app.getUser({ or: "throw" }))!, email };
}

describe("a write through the server tier is seen by the client's next read", () => {
  it("a team permission granted, then revoked: hasPermission and listPermissions follow at once", async () => {
    const env = teamsEnv();
    await env.adminApp().createTeamPermissionDefinition({ id: "docs:read", containedPermissionIds: [] });
    const { user } = await signedIn(env);
    const team = await user.createTeam({ displayName: "Docs" });
    const server = env.serverApp();
    const serverUser = (await server.getUser(user.id))!;
    const serverTeam = (await server.getTeam(team.id))!;

    expect(await user.hasPermission(team, "docs:read")).toBe(false);
    expect((await user.listPermissions(team)).map((p) => p.id)).not.toContain("docs:read");
    await serverUser.grantPermission(serverTeam, "docs:read");
    expect(await user.hasPermission(team, "docs:read")).toBe(true);
    expect((await user.listPermissions(team)).map((p) => p.id)).toContain("docs:read");

    await serverUser.revokePermission(serverTeam, "docs:read");
    expect(await user.hasPermission(team, "docs:read")).toBe(false); // revoked elsewhere: never reads as granted
    expect((await user.listPermissions(team)).map((p) => p.id)).not.toContain("docs:read");
  });

  it("clientReadOnlyMetadata written by the server reaches the client's next getUser()", async () => {
    const env = teamsEnv();
    const { app, user } = await signedIn(env);
    expect((await app.getUser())!.clientReadOnlyMetadata).toBeNull();
    await (await env.serverApp().getUser(user.id))!.update({ clientReadOnlyMetadata: { plan: "pro" } });
    expect((await app.getUser())!.clientReadOnlyMetadata).toEqual({ plan: "pro" });
  });

  it("a team the server creates for a user (creatorUserId) is in that user's next listTeams()", async () => {
    const env = teamsEnv();
    const { user } = await signedIn(env);
    expect(await user.listTeams()).toEqual([]);
    const team = await env.serverApp().createTeam({ displayName: "Made by the server", creatorUserId: user.id });
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
  });
});

describe("a write by one user or app is seen by another's next read", () => {
  it("serverApp.getTeam(id) finds a team a client just created; addUser and removeUser change the next listUsers()", async () => {
    const env = teamsEnv();
    const server = env.serverApp();
    expect(await server.listTeams()).toEqual([]);
    const { user } = await signedIn(env, "creator");
    const created = await user.createTeam({ displayName: "Fresh" });
    const team = (await server.getTeam(created.id))!;
    expect(team.displayName).toBe("Fresh");

    const { user: other } = await signedIn(env, "other");
    expect((await team.listUsers()).map((u) => u.id)).toEqual([user.id]);
    await team.addUser(other.id);
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([user.id, other.id].sort());
    await team.removeUser(other.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([user.id]);
  });

  it("leaveTeam leaves listTeams() empty", async () => {
    const env = teamsEnv();
    const { user } = await signedIn(env);
    const team = await user.createTeam({ displayName: "Leaving" });
    expect((await user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    await user.leaveTeam(team);
    expect(await user.listTeams()).toEqual([]);
  });

  it("an invitation accepted by the invitee disappears from the inviter's listInvitations()", async () => {
    const env = teamsEnv();
    const { user: owner } = await signedIn(env, "owner");
    const team = await owner.createTeam({ displayName: "Invites" });
    const inviteeEmail = uniqueEmail("invitee");
    await team.inviteUser({ email: inviteeEmail, callbackUrl: `${APP_URL}/handler/team-invitation` });
    expect(await team.listInvitations()).toHaveLength(1);

    const { app: inviteeApp } = await signedIn(env, "invitee");
    const code = new URL(env.inbox(inviteeEmail).at(-1)!.links[0]!).searchParams.get("code")!;
    expect(await inviteeApp.acceptTeamInvitation(code)).toEqual({ status: "ok", data: undefined });
    expect(await team.listInvitations()).toEqual([]);
  });

  it("a team API key revoked is no longer resolved by getTeam({ apiKey })", async () => {
    const env = teamsEnv();
    const { user } = await signedIn(env);
    const team = await user.createTeam({ displayName: "Keys" });
    const key = await team.createApiKey({ description: "deploy", expiresAt: null });
    const server = env.serverApp();
    expect((await server.getTeam({ apiKey: key.value }))?.id).toBe(team.id);
    await (await team.listApiKeys())[0]!.revoke();
    expect(await server.getTeam({ apiKey: key.value })).toBeNull();
  });
});

describe("requests stay a budget", () => {
  it("100 concurrent getUser() are one request; 100 sequential ones are 100, each after the last write", async () => {
    const env = teamsEnv();
    const { app } = await signedIn(env);
    env.fetch.reset();
    const users = await Promise.all(Array.from({ length: 100 }, () => app.getUser()));
    expect(new Set(users.map((u) => u!.id)).size).toBe(1);
    expect(env.fetch.calls).toHaveLength(1);

    env.fetch.reset();
    for (let i = 0; i < 100; i++) await app.getUser();
    expect(env.fetch.calls).toHaveLength(100);
  });
});
