// @vitest-environment happy-dom
/**
 * The console's Teams page against the emulator: the list with its search and paging,
 * creating a team, and a team's members, invitations, members' permissions, API keys,
 * profile and metadata, and deleting it.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TeamsPage } from "../../src/console/pages/teams/index";
import { TEAMS_PER_PAGE } from "../../src/console/pages/teams/team-list";
import { consoleWorld, renderConsolePage, routeFetchTo } from "./console-pages";

afterEach(cleanup);

let world: ReturnType<typeof consoleWorld>;
routeFetchTo(() => world.emulator);

const open = (start: string[] = []) => renderConsolePage(TeamsPage, "teams", world, start);

describe("the console's teams list", () => {
  it("pages through the teams, searches them, and creates one", async () => {
    world = consoleWorld();
    for (let i = 0; i < TEAMS_PER_PAGE + 2; i++) await world.app.createTeam({ displayName: `Team ${String(i).padStart(2, "0")}` });
    await world.app.createTeam({ displayName: "Zebra Crossing" });
    const location = open();
    expect(await screen.findByText(`${TEAMS_PER_PAGE + 3} teams in Default project`)).toBeTruthy();
    const list = () => screen.getByRole("list", { name: "Teams" });
    expect(within(list()).getAllByRole("listitem")).toHaveLength(TEAMS_PER_PAGE);
    expect(screen.getByRole("heading", { name: "All teams, page 1 of 2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(within(list()).getAllByRole("link").map((a) => a.textContent)).toEqual(["Team 25", "Team 26", "Zebra Crossing"]);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name or id" }), { target: { value: "zebra" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(within(list()).getAllByRole("link").map((a) => a.textContent)).toEqual(["Zebra Crossing"]));
    expect(location.path).toBe("/emulator/teams?q=zebra");

    fireEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Give the team a name.");
    fireEvent.change(screen.getByRole("textbox", { name: "Team name" }), { target: { value: "Night Owls" } });
    fireEvent.click(screen.getByRole("button", { name: "Create team" }));
    await screen.findByRole("heading", { name: "Night Owls", level: 1 });
    const made = (await world.app.listTeams()).find((t) => t.displayName === "Night Owls")!;
    expect(location.path).toBe(`/emulator/teams/${made.id}`);
  });
});

describe("a team's page", () => {
  it("adds a member found by search, removes one, and grants a team permission", async () => {
    world = consoleWorld();
    const ada = await world.app.createUser({ primaryEmail: "ada@example.com", displayName: "Ada" });
    const bo = await world.app.createUser({ primaryEmail: "bo@example.com", displayName: "Bo" });
    const team = await world.app.createTeam({ displayName: "Lab", creatorUserId: ada.id });
    await world.app.createTeamPermissionDefinition({ id: "run_experiments", description: "Runs the experiments", containedPermissionIds: [] });
    open([team.id]);
    const members = await screen.findByRole("list", { name: "Members" });
    await within(members).findByRole("link", { name: "Ada" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Find a user" }), { target: { value: "bo@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Find" }));
    const found = await screen.findByRole("list", { name: "Users found" });
    fireEvent.click(within(found).getByRole("button", { name: "Add Bo" }));
    await within(screen.getByRole("list", { name: "Members" })).findByRole("link", { name: "Bo" });
    expect(within(screen.getByRole("list", { name: "Users found" })).getByText("member")).toBeTruthy();
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([ada.id, bo.id].sort());

    fireEvent.click(screen.getByRole("tab", { name: "Permissions" }));
    const member = await screen.findByRole("combobox", { name: "Member" });
    fireEvent.change(member, { target: { value: bo.id } });
    const bos = await screen.findByRole("list", { name: "Team permissions of Bo" });
    fireEvent.click(within(bos).getByRole("button", { name: "Grant run_experiments" }));
    await within(bos).findByRole("button", { name: "Revoke run_experiments" });
    expect((await bo.listPermissions(team, { recursive: false })).map((p) => p.id)).toContain("run_experiments");

    fireEvent.click(screen.getByRole("tab", { name: "Members" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Bo" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Members" })).queryByRole("link", { name: "Bo" })).toBeNull());
    expect((await team.listUsers()).map((u) => u.id)).toEqual([ada.id]);
  });

  it("sends an invitation, lists it, revokes it; an untrusted link is refused", async () => {
    world = consoleWorld();
    const team = await world.app.createTeam({ displayName: "Choir" });
    open([`${team.id}?tab=invitations`]);
    const url = await screen.findByRole("textbox", { name: "The app's team-invitation page" });
    await waitFor(() => expect((url as HTMLInputElement).value).toBe("http://localhost:3000/handler/team-invitation"));
    fireEvent.change(screen.getByRole("textbox", { name: "Email address to invite" }), { target: { value: "singer@example.com" } });
    fireEvent.change(url, { target: { value: "https://elsewhere.example/handler/team-invitation" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/REDIRECT_URL_NOT_WHITELISTED/);
    fireEvent.change(url, { target: { value: "http://localhost:3000/handler/team-invitation" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("Invitation sent to singer@example.com.");
    const invitations = await screen.findByRole("list", { name: "Invitations" });
    expect(within(invitations).getByText("singer@example.com")).toBeTruthy();
    expect(world.emulator.outbox.list().some((m) => m.to === "singer@example.com")).toBe(true);
    fireEvent.click(within(invitations).getByRole("button", { name: "Revoke the invitation to singer@example.com" }));
    expect(await screen.findByText("No open invitations.")).toBeTruthy();
    expect(await team.listInvitations()).toEqual([]);
  });

  it("lists, makes and revokes the team's API keys when the project allows them", async () => {
    world = consoleWorld();
    const team = await world.app.createTeam({ displayName: "Robots" });
    await world.app.getProject().then((p) => p.update({ config: { allowTeamApiKeys: false } }));
    open([`${team.id}?tab=api-keys`]);
    expect((await screen.findByText(/does not allow team API keys/)).textContent).toMatch(/Turn them on under Projects/);
    expect(screen.queryByRole("form", { name: "Make an API key" })).toBeNull();
    cleanup();

    await world.app.getProject().then((p) => p.update({ config: { allowTeamApiKeys: true } }));
    await team.createApiKey({ description: "old deploy", expiresAt: null });
    open([`${team.id}?tab=api-keys`]);
    const keys = await screen.findByRole("list", { name: "API keys" });
    expect(within(keys).getByText("old deploy").textContent).toContain("valid");
    const form = screen.getByRole("form", { name: "Make an API key" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Description" }), { target: { value: "nightly build" } });
    fireEvent.click(within(form).getByRole("button", { name: "Make the key" }));
    const made = await screen.findByText(/^Made the key “nightly build”/);
    const secret = made.parentElement!.querySelector("code")!.textContent!;
    expect(within(made.parentElement!).getByRole("button", { name: "Copy the new API key" })).toBeTruthy();
    expect((await world.app.getTeam({ apiKey: secret }))?.id).toBe(team.id);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "API keys" })).getAllByRole("listitem")).toHaveLength(2));
    // Thirty days unless chosen otherwise, on the emulator's clock.
    const nightly = (await team.listApiKeys()).find((k) => k.description === "nightly build")!;
    expect(Math.abs(nightly.expiresAt!.getTime() - (world.emulator.clock.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    fireEvent.click(within(screen.getByRole("list", { name: "API keys" })).getByRole("button", { name: "Revoke the key old deploy" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "API keys" })).getByText("old deploy").textContent).toMatch(/revoked/));
    expect(within(screen.getByRole("list", { name: "API keys" })).queryByRole("button", { name: "Revoke the key old deploy" })).toBeNull();
    expect((await team.listApiKeys()).find((k) => k.description === "old deploy")?.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(await world.app.getTeam({ apiKey: secret })).not.toBeNull();
  });

  it("renames the team, edits its metadata with validation, and deletes it after a confirmation", async () => {
    world = consoleWorld();
    const team = await world.app.createTeam({ displayName: "Old Name" });
    const location = open([`${team.id}?tab=profile`]);
    const name = await screen.findByRole("textbox", { name: "Team name" });
    fireEvent.change(name, { target: { value: "New Name" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    await screen.findByRole("heading", { name: "New Name", level: 1 });
    const form = screen.getByRole("form", { name: "Client read-only metadata" });
    const field = within(form).getByRole("textbox");
    fireEvent.change(field, { target: { value: '"just a string"' } });
    fireEvent.click(within(form).getByRole("button", { name: "Save client read-only metadata" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Metadata must be a JSON object ({ ... }), not a string.");
    fireEvent.change(field, { target: { value: '{ "tier": "gold" }' } });
    fireEvent.click(within(form).getByRole("button", { name: "Save client read-only metadata" }));
    await within(form).findByText("Saved.");
    expect((await world.app.getTeam(team.id))).toMatchObject({ displayName: "New Name", clientReadOnlyMetadata: { tier: "gold" } });

    fireEvent.click(screen.getByRole("button", { name: "Delete team" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete the team" }));
    await screen.findByRole("heading", { name: "Teams", level: 1 });
    expect(location.path).toBe("/emulator/teams");
    expect(await world.app.getTeam(team.id)).toBeNull();
  });
});
