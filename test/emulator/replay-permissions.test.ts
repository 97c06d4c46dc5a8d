import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld } from "./replay";
import { call, createUser, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp, writableState } from "./world";

const MEMBER = "fc8af460-3cef-46a6-9410-2584185d7a11";
const OUTSIDER = "50eb3c9e-fd7a-42e6-b120-5c69df1da5a9";
const TEAM = "bee9bfdf-912d-45f7-b29b-ad5460848c4c";

function adminHeaders(world: ReplayWorld): Record<string, string> {
  return {
    "x-stack-project-id": OWNED_PROJECT_ID,
    "x-stack-access-type": "admin",
    "x-stack-super-secret-admin-key": world.projects.get(OWNED_PROJECT_ID)!.superSecretAdminKey,
    "content-type": "application/json",
  };
}

/** The owned project, a dashboard user managing it, a team whose creator holds team_admin, and an outsider. */
async function setUp() {
  const world = recordedWorld();
  world.addProject(world.emulator.createProject({ id: OWNED_PROJECT_ID, displayName: "Owned Project" }));
  const dashboardUser = await signUp(world, "internal", "recmwquxa44-perm-owner@example.com");
  await call(world.emulator, "PATCH", `/users/${dashboardUser.user_id}`, serverHeaders(world, "internal"), {
    server_metadata: { managedProjectIds: [OWNED_PROJECT_ID] },
  });
  const member = await signUp(world, OWNED_PROJECT_ID, "recmwquxa44-perm-member@example.com");
  world.ids.set(MEMBER, member.user_id);
  world.ids.set(OUTSIDER, await createUser(world, OWNED_PROJECT_ID, { primary_email: "recmwquxa44-perm-outsider@example.com" }));
  const created = await call(world.emulator, "POST", "/teams", serverHeaders(world, OWNED_PROJECT_ID), {
    display_name: "Permission Team",
    creator_user_id: member.user_id,
  });
  world.ids.set(TEAM, ((await created.json()) as { id: string }).id);
  return world;
}

describe("recorded exchanges: permissions.json", () => {
  it("answers permission definitions and grants as recorded", async () => {
    const world = await setUp();
    const steps = await replayFile(world, "permissions.json");
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(52);
  });

  it("renaming a definition rewrites grants and containment; deleting clears the config defaults", async () => {
    const world = await setUp();
    const admin = adminHeaders(world);
    const server = serverHeaders(world, OWNED_PROJECT_ID);
    await call(world.emulator, "POST", "/team-permission-definitions", admin, { id: "a" });
    await call(world.emulator, "POST", "/team-permission-definitions", admin, { id: "b", contained_permission_ids: ["a"] });
    await call(world.emulator, "POST", `/team-permissions/${world.mapId(TEAM)}/${world.mapId(MEMBER)}/a`, server, {});
    const renamed = await call(world.emulator, "PATCH", "/team-permission-definitions/a", admin, { id: "c" });
    expect(await renamed.json()).toEqual({ id: "c", contained_permission_ids: [] });
    const list = (await (await call(world.emulator, "GET", "/team-permission-definitions", admin)).json()) as { items: { id: string; contained_permission_ids: string[] }[] };
    expect(list.items.find((d) => d.id === "b")!.contained_permission_ids).toEqual(["c"]);
    const grants = (await (await call(world.emulator, "GET", `/team-permissions?team_id=${world.mapId(TEAM)}&permission_id=c`, server)).json()) as { items: unknown[] };
    expect(grants.items).toHaveLength(1);

    await call(world.emulator, "DELETE", "/team-permission-definitions/team_member", admin);
    const project = world.emulator.getState().projects[OWNED_PROJECT_ID]!;
    expect(project.config.team_member_default_permissions).toEqual([]);
  });

  it("grants user_default_permissions to new users and follows containment cycles safely", async () => {
    const world = await setUp();
    const admin = adminHeaders(world);
    await call(world.emulator, "POST", "/project-permission-definitions", admin, { id: "x" });
    await call(world.emulator, "POST", "/project-permission-definitions", admin, { id: "y", contained_permission_ids: ["x"] });
    await call(world.emulator, "PATCH", "/project-permission-definitions/x", admin, { contained_permission_ids: ["y"] });
    writableState(world.emulator).projects[OWNED_PROJECT_ID]!.config.user_default_permissions = [{ id: "x" }];
    const userId = await createUser(world, OWNED_PROJECT_ID, {});
    const res = await call(world.emulator, "GET", `/project-permissions?user_id=${userId}&recursive=true`, serverHeaders(world, OWNED_PROJECT_ID));
    const items = ((await res.json()) as { items: { id: string }[] }).items;
    expect(items.map((i) => i.id)).toEqual(["x", "y"]);
  });
});
