/**
 * Teams, memberships, member profiles and invitations through the public API
 * (docs/api.md §2.4, §3.3–§3.5, §5).
 */
import { describe, expect, it } from "vitest";
import { KnownErrors, type ClientApp, type CurrentUser, type Team } from "../../src/index";
import { APP_URL, createTestEnv, uniqueEmail, type TestEnv } from "./harness";

const INVITE_URL = `${APP_URL}/handler/team-invitation`;

function teamsEnv(): TestEnv {
  return createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
}

async function signedIn(env: TestEnv, tag = "user"): Promise<{ app: ClientApp; user: CurrentUser; email: string }> {
  const { app, email } = await env.signUp(uniqueEmail(tag));
  return { app, user: (await app.getUser({ or: "throw" }))!, email };
}

/** The code of the newest invitation mailed to `email`, read from its link. */
function invitationCode(env: TestEnv, email: string): string {
  const mail = env.inbox(email).at(-1)!;
  return new URL(mail.links[0]!).searchParams.get("code")!;
}

/** An owner with a team, and a second user who joined it through an invitation. */
async function ownerAndMember(env: TestEnv): Promise<{ owner: CurrentUser; team: Team; member: CurrentUser; memberApp: ClientApp }> {
  const { user: owner } = await signedIn(env, "owner");
  const team = await owner.createTeam({ displayName: "Shared Team" });
  const { app: memberApp, email } = await signedIn(env, "member");
  await team.inviteUser({ email, callbackUrl: INVITE_URL });
  expect(await memberApp.acceptTeamInvitation(invitationCode(env, email))).toEqual({ status: "ok", data: undefined });
  return { owner, team, member: (await memberApp.getUser({ or: "throw" }))!, memberApp };
}

describe("client teams", () => {
  it("createTeam makes the user its creator and selects it", async () => {
    const env = teamsEnv();
    const { app, user } = await signedIn(env);
    expect(user.selectedTeam).toBeNull();
    const team = await user.createTeam({ displayName: "Rocket" });
    expect(team).toMatchObject({ displayName: "Rocket", profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: null });

    const again = (await app.getUser())!;
    expect(again.selectedTeam?.id).toBe(team.id);
    expect((await again.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect((await again.getTeam(team.id))?.displayName).toBe("Rocket");
    expect(await again.getTeam("00000000-0000-4000-8000-000000000000")).toBeNull();
    // The creator holds the creator default permission and what it contains.
    expect(await again.hasPermission(team, "team_admin")).toBe(true);
    expect(await again.hasPermission(team, "$delete_team")).toBe(true);
  });

  it("refuses client team creation when the project disables it", async () => {
    const env = createTestEnv();
    const { user } = await signedIn(env);
    await expect(user.createTeam({ displayName: "Nope" })).rejects.toThrow("Client team creation is disabled for this project");
  });

  it("updates and deletes a team as its creator; the teams list follows", async () => {
    const env = teamsEnv();
    const { app, user } = await signedIn(env);
    const team = await user.createTeam({ displayName: "Before" });
    await team.update({ displayName: "After", clientMetadata: { color: "green" } });
    const [updated] = await user.listTeams();
    expect(updated).toMatchObject({ id: team.id, displayName: "After", clientMetadata: { color: "green" } });
    expect((await app.getUser())!.selectedTeam?.displayName).toBe("After");

    await team.delete();
    expect(await user.listTeams()).toEqual([]);
    expect((await app.getUser())!.selectedTeam).toBeNull();
  });

  it("enforces team permissions on a plain member", async () => {
    const env = teamsEnv();
    const { owner, team, member } = await ownerAndMember(env);
    const memberTeam = (await member.getTeam(team.id))!;
    const required = (permissionId: string) => (error: unknown) =>
      KnownErrors.TeamPermissionRequired.isInstance(error) && (error.details as { permission_id: string }).permission_id === permissionId;

    await expect(memberTeam.update({ displayName: "Hijacked" })).rejects.toSatisfy(required("$update_team"));
    await expect(memberTeam.delete()).rejects.toSatisfy(required("$delete_team"));
    // team_member contains $read_members and $invite_members: listing members and inviting work.
    expect((await memberTeam.listUsers()).map((u) => u.id).sort()).toEqual([owner.id, member.id].sort());
    await memberTeam.inviteUser({ email: uniqueEmail("friend"), callbackUrl: INVITE_URL });
    // Revoking needs $remove_members, which only the owner holds.
    const [pending] = await team.listInvitations();
    await expect((await memberTeam.listInvitations())[0]!.revoke()).rejects.toSatisfy(required("$remove_members"));
    await pending!.revoke();
    expect(await team.listInvitations()).toEqual([]);
  });

  it("leaveTeam removes the membership and clears the selected team", async () => {
    const env = teamsEnv();
    const { team, member, memberApp } = await ownerAndMember(env);
    await member.setSelectedTeam((await member.getTeam(team.id))!);
    expect((await memberApp.getUser())!.selectedTeam?.id).toBe(team.id);

    await member.leaveTeam(team);
    expect(await member.listTeams()).toEqual([]);
    expect((await memberApp.getUser())!.selectedTeam).toBeNull();
    expect((await team.listUsers()).map((u) => u.id)).not.toContain(member.id);
  });

  it("edits the user's own team profile, which the member list then shows", async () => {
    const env = teamsEnv();
    const { team, member } = await ownerAndMember(env);
    const memberTeam = (await member.getTeam(team.id))!;
    const profile = await member.getTeamProfile(memberTeam);
    expect(profile).toMatchObject({ displayName: null, profileImageUrl: null });
    const before = (await memberTeam.listUsers()).find((u) => u.id === member.id)!;
    expect(before.teamProfile.displayName).toBeNull();

    await profile.update({ displayName: "Member in this team" });
    expect((await member.getTeamProfile(memberTeam)).displayName).toBe("Member in this team");
    // profile.update refreshed the member list this session had cached (read again at once).
    const listed = (await memberTeam.listUsers()).find((u) => u.id === member.id)!;
    expect(listed.teamProfile).toEqual({ displayName: "Member in this team", profileImageUrl: null });
  });
});

describe("team invitations", () => {
  it("is mailed by one user and accepted by a second user found through the outbox", async () => {
    const env = teamsEnv();
    const { user: owner } = await signedIn(env, "owner");
    const team = await owner.createTeam({ displayName: "Invite Team" });
    const inviteeEmail = uniqueEmail("invitee");
    await team.inviteUser({ email: inviteeEmail, callbackUrl: INVITE_URL });

    const mail = env.inbox(inviteeEmail).at(-1)!;
    expect(mail.subject).toBe("You have been invited to join Invite Team");
    expect(mail.links[0]).toMatch(new RegExp(`^${INVITE_URL}\\?code=[0-9a-z]{45}$`));
    const pending = await team.listInvitations();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ recipientEmail: inviteeEmail });
    expect(pending[0]!.expiresAt).toBeInstanceOf(Date);

    const { app: inviteeApp, user: invitee } = await signedIn(env, "invitee-account");
    expect(await invitee.listTeams()).toEqual([]);
    const code = invitationCode(env, inviteeEmail);
    expect(await inviteeApp.verifyTeamInvitationCode(code)).toEqual({ status: "ok", data: undefined });
    expect(await inviteeApp.getTeamInvitationDetails(code)).toEqual({ status: "ok", data: { teamDisplayName: "Invite Team" } });
    expect(await inviteeApp.acceptTeamInvitation(code)).toEqual({ status: "ok", data: undefined });

    expect((await invitee.listTeams()).map((t) => t.id)).toEqual([team.id]);
    // Every read is fresh, through the client and the server alike.
    expect(await team.listInvitations()).toEqual([]);
    expect(await (await env.serverApp().getTeam(team.id))!.listInvitations()).toEqual([]);
    // A joined member gets the member default permission, not the creator's.
    expect(await invitee.hasPermission(team, "team_member")).toBe(true);
    expect(await invitee.hasPermission(team, "$update_team")).toBe(false);

    const reused = await inviteeApp.acceptTeamInvitation(code);
    expect(reused.status).toBe("error");
    if (reused.status === "error") expect(reused.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it("links to urls.teamInvitation by default", async () => {
    const env = teamsEnv();
    const { app } = await env.signUp(uniqueEmail("owner"));
    const configured = env.clientApp({ urls: { teamInvitation: `${APP_URL}/join` } } as never);
    // Same session, different app configuration: sign the configured app in as the owner.
    const tokens = await (await app.getUser({ or: "throw" }))!.getAuthJson();
    const owner = (await configured.getUser({ tokenStore: tokens } as never))!;
    const team = await owner.createTeam({ displayName: "Default Link" });
    const email = uniqueEmail("invitee");
    await team.inviteUser({ email });
    expect(env.inbox(email).at(-1)!.links[0]).toMatch(new RegExp(`^${APP_URL}/join\\?code=`));
  });
});

describe("server teams", () => {
  it("creates, lists, updates and deletes teams; addUser and removeUser change the members", async () => {
    const env = teamsEnv();
    const server = env.serverApp();
    const alice = await server.createUser({ primaryEmail: uniqueEmail("alice"), displayName: "Alice" });
    const bob = await server.createUser({ primaryEmail: uniqueEmail("bob") });

    const team = await server.createTeam({ displayName: "Server Team", creatorUserId: alice.id });
    expect(team.createdAt).toBeInstanceOf(Date);
    expect((await server.listTeams()).map((t) => t.id)).toContain(team.id);
    expect((await server.getTeam(team.id))?.displayName).toBe("Server Team");

    await team.addUser(bob.id);
    const users = await team.listUsers();
    expect(users.map((u) => u.id)).toEqual([alice.id, bob.id]);
    expect(users[0]).toMatchObject({ displayName: "Alice", primaryEmail: alice.primaryEmail, teamProfile: { displayName: "Alice", profileImageUrl: null } });
    expect((await (await server.getUser(bob.id))!.listTeams()).map((t) => t.id)).toEqual([team.id]);
    await expect(team.addUser(bob.id)).rejects.toBeInstanceOf(KnownErrors.TeamMembershipAlreadyExists);

    await team.removeUser(bob.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([alice.id]);
    expect(await (await server.getUser(bob.id))!.listTeams()).toEqual([]);

    await team.update({ displayName: "Renamed", serverMetadata: { plan: "pro" }, clientReadOnlyMetadata: { seats: 5 } });
    expect(await server.getTeam(team.id)).toMatchObject({ displayName: "Renamed", serverMetadata: { plan: "pro" }, clientReadOnlyMetadata: { seats: 5 } });

    await team.delete();
    expect(await server.getTeam(team.id)).toBeNull();
    expect(await (await server.getUser(alice.id))!.listTeams()).toEqual([]);
  });

  it("serverUser.createTeam selects the team; server invitations can be revoked", async () => {
    const env = teamsEnv();
    const server = env.serverApp();
    const carol = await server.createUser({ primaryEmail: uniqueEmail("carol") });
    const team = await carol.createTeam({ displayName: "Carol's" });
    expect((await server.getUser(carol.id))!.selectedTeam?.id).toBe(team.id);
    expect(await carol.hasPermission(team, "team_admin")).toBe(true);

    const profile = await carol.getTeamProfile(team);
    expect((await team.listUsers())[0]!.teamProfile.displayName).toBeNull();
    await profile.update({ displayName: "Captain" });
    expect((await team.listUsers())[0]!.teamProfile.displayName).toBe("Captain");

    await team.inviteUser({ email: uniqueEmail("guest"), callbackUrl: INVITE_URL });
    const [invitation] = await team.listInvitations();
    await invitation!.revoke();
    expect(await team.listInvitations()).toEqual([]);
  });
});
