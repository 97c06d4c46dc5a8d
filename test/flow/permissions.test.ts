/**
 * Permission definitions (admin), grants (server) and checks (client and server)
 * through the public API (docs/api.md §2.5, §3.3, §3.4, §3.10).
 */
import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { createTestEnv, uniqueEmail } from "./harness";

const SYSTEM_TEAM_PERMISSIONS = ["$delete_team", "$invite_members", "$manage_api_keys", "$read_members", "$remove_members", "$update_team"];

describe("permission definitions (admin)", () => {
  it("lists the system and default team permissions of a new project", async () => {
    const admin = createTestEnv().adminApp();
    const team = await admin.listTeamPermissionDefinitions();
    expect(team.map((d) => d.id)).toEqual([...SYSTEM_TEAM_PERMISSIONS, "team_admin", "team_member"]);
    expect(team.find((d) => d.id === "$update_team")).toEqual({ id: "$update_team", description: "Update the team information", containedPermissionIds: [] });
    expect(team.find((d) => d.id === "team_member")).toEqual({
      id: "team_member",
      description: "Default permission for team members",
      containedPermissionIds: ["$invite_members", "$read_members"],
    });
    expect(team.find((d) => d.id === "team_admin")!.containedPermissionIds).toEqual(SYSTEM_TEAM_PERMISSIONS);
    expect(await admin.listProjectPermissionDefinitions()).toEqual([]);
  });

  it("creates, updates and deletes definitions of both scopes", async () => {
    const admin = createTestEnv().adminApp();
    expect(await admin.createTeamPermissionDefinition({ id: "docs:read", description: "Read documents", containedPermissionIds: [] })).toEqual({ id: "docs:read" });
    await admin.createTeamPermissionDefinition({ id: "docs:write", containedPermissionIds: ["docs:read", "$read_members"] });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === "docs:write")).toEqual({
      id: "docs:write",
      containedPermissionIds: ["$read_members", "docs:read"],
    });

    // Leaving containedPermissionIds out keeps them (the service alone would clear them).
    await admin.updateTeamPermissionDefinition("docs:write", { description: "Write documents" });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === "docs:write")).toEqual({
      id: "docs:write",
      description: "Write documents",
      containedPermissionIds: ["$read_members", "docs:read"],
    });
    await admin.updateTeamPermissionDefinition("docs:write", { containedPermissionIds: [] });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === "docs:write")).toEqual({
      id: "docs:write",
      description: "Write documents",
      containedPermissionIds: [],
    });

    await admin.createProjectPermissionDefinition({ id: "billing:view", containedPermissionIds: [] });
    await expect(admin.createProjectPermissionDefinition({ id: "docs:read", containedPermissionIds: [] })).rejects.toBeInstanceOf(KnownErrors.PermissionIdAlreadyExists);
    await expect(admin.createProjectPermissionDefinition({ id: "billing:all", containedPermissionIds: ["docs:read"] }))
      .rejects.toBeInstanceOf(KnownErrors.ContainedPermissionNotFound);

    await admin.deleteTeamPermissionDefinition("docs:read");
    await admin.deleteProjectPermissionDefinition("billing:view");
    expect((await admin.listTeamPermissionDefinitions()).map((d) => d.id)).not.toContain("docs:read");
    expect(await admin.listProjectPermissionDefinitions()).toEqual([]);
    await expect(admin.deleteTeamPermissionDefinition("$read_members")).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
  });

});

describe("project permissions", () => {
  it("expands contained permissions unless recursive is false", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    await admin.createProjectPermissionDefinition({ id: "billing:view", containedPermissionIds: [] });
    await admin.createProjectPermissionDefinition({ id: "billing:admin", containedPermissionIds: ["billing:view"] });
    const { app } = await env.signUp(uniqueEmail("biller"));
    const user = (await app.getUser({ or: "throw" }))!;
    const server = env.serverApp();
    const serverUser = (await server.getUser(user.id))!;

    expect(await serverUser.hasPermission("billing:view")).toBe(false);
    await serverUser.grantPermission("billing:admin");

    expect(await user.hasPermission("billing:view")).toBe(true);
    expect(await user.getPermission("billing:view")).toEqual({ id: "billing:view" });
    expect((await user.listPermissions()).map((p) => p.id)).toEqual(["billing:admin", "billing:view"]);
    expect(await user.listPermissions({ recursive: false })).toEqual([{ id: "billing:admin" }]);
    expect(await serverUser.hasPermission("billing:view")).toBe(true);

    await serverUser.revokePermission("billing:admin");
    expect(await serverUser.hasPermission("billing:view")).toBe(false);
    expect(await serverUser.listPermissions({ recursive: false })).toEqual([]);
    await expect(serverUser.revokePermission("billing:admin")).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
  });

  it("reports an unknown or wrong-scope permission when granting", async () => {
    const env = createTestEnv();
    const serverUser = await env.serverApp().createUser({ primaryEmail: uniqueEmail() });
    await expect(serverUser.grantPermission("nope")).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
    await expect(serverUser.grantPermission("team_admin")).rejects.toBeInstanceOf(KnownErrors.PermissionScopeMismatch);
  });
});

describe("team permissions", () => {
  it("grants a containing team permission and checks the contained one", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    await admin.createTeamPermissionDefinition({ id: "docs:read", containedPermissionIds: [] });
    await admin.createTeamPermissionDefinition({ id: "docs:write", containedPermissionIds: ["docs:read"] });
    const server = env.serverApp();
    const owner = await server.createUser({ primaryEmail: uniqueEmail("owner") });
    const team = await server.createTeam({ displayName: "Docs", creatorUserId: owner.id });
    const { app } = await env.signUp(uniqueEmail("writer"));
    const writer = (await app.getUser({ or: "throw" }))!;
    await team.addUser(writer.id);

    const serverWriter = (await server.getUser(writer.id))!;
    await serverWriter.grantPermission(team, "docs:write");

    const clientTeam = (await writer.getTeam(team.id))!;
    expect(await writer.hasPermission(clientTeam, "docs:read")).toBe(true);
    expect((await writer.listPermissions(clientTeam, { recursive: false })).map((p) => p.id)).toEqual(["docs:write", "team_member"]);
    expect((await writer.listPermissions(clientTeam)).map((p) => p.id)).toEqual(["$invite_members", "$read_members", "docs:read", "docs:write", "team_member"]);
    expect(await writer.hasPermission(clientTeam, "$update_team")).toBe(false);
    // Project-level checks do not see team permissions.
    expect(await writer.hasPermission("docs:read")).toBe(false);

    await serverWriter.revokePermission(team, "docs:write");
    expect(await serverWriter.hasPermission(team, "docs:read")).toBe(false);
    await expect(serverWriter.revokePermission(team, "docs:write")).rejects.toBeInstanceOf(KnownErrors.TeamPermissionNotFound);
  });

  it("gives the creator team_admin and added members team_member", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const creator = await server.createUser({ primaryEmail: uniqueEmail("creator") });
    const member = await server.createUser({ primaryEmail: uniqueEmail("member") });
    const team = await server.createTeam({ displayName: "Defaults", creatorUserId: creator.id });
    await team.addUser(member.id);
    expect(await creator.listPermissions(team, { recursive: false })).toEqual([{ id: "team_admin" }]);
    expect(await member.listPermissions(team, { recursive: false })).toEqual([{ id: "team_member" }]);
    expect(await member.hasPermission(team, "$remove_members")).toBe(false);
    await expect(member.grantPermission(team, "billing:none")).rejects.toBeInstanceOf(KnownErrors.PermissionNotFound);
  });
});
