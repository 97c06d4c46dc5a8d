// @vitest-environment happy-dom
/** Team pages show only what the member may do, checked against the emulator's real permissions. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientApp, ServerApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { DEFAULT_PROJECT_ID, DEFAULT_PUBLISHABLE_CLIENT_KEY, DEFAULT_SECRET_SERVER_KEY } from "../../src/interface/wire/defaults";
import { AccountSettings, GatehouseProvider } from "../../src/react";
import { uniqueEmail } from "./setup-app";

afterEach(() => {
  cleanup();
  window.location.hash = "";
});

/** An owner's team with a plain member (the project's default member permissions). */
async function teamWithMember() {
  const emulator = createEmulator();
  const client = () => new ClientApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
  const server = new ServerApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, projectId: DEFAULT_PROJECT_ID, publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY, secretServerKey: DEFAULT_SECRET_SERVER_KEY, tokenStore: "memory" });
  const ownerApp = client();
  await ownerApp.signUpWithCredential({ email: uniqueEmail("owner"), password: "long enough password", noRedirect: true });
  const owner = (await ownerApp.getUser())!;
  await owner.setDisplayName("Olive Owner");
  const team = await owner.createTeam({ displayName: "Rocket Club" });
  const memberApp = client();
  await memberApp.signUpWithCredential({ email: uniqueEmail("member"), password: "long enough password", noRedirect: true });
  const member = (await memberApp.getUser())!;
  await (await server.getTeam(team.id))!.addUser(member.id);
  return { ownerApp, memberApp, team, memberId: member.id };
}

async function openTeamPage(app: ClientApp, teamId: string) {
  window.location.hash = `team-${teamId}`;
  render(
    <GatehouseProvider app={app}>
      <AccountSettings />
    </GatehouseProvider>,
  );
  await screen.findByRole("heading", { name: "Rocket Club", level: 2 });
  await screen.findByRole("heading", { name: "Leave team" });
}

describe("team pages and permissions", () => {
  it("a team admin renames, sees and removes members, invites, and manages team API keys", async () => {
    const { ownerApp, team, memberId } = await teamWithMember();
    await openTeamPage(ownerApp, team.id);
    expect(await screen.findByRole("textbox", { name: "Team name" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Team image" })).toBeTruthy();
    const members = await screen.findByRole("list", { name: "Members" });
    await waitFor(() => expect(within(members).getAllByRole("listitem")).toHaveLength(2));
    expect(within(members).getByText("You")).toBeTruthy();
    // One remove button: not for oneself (that is Leave team).
    const removes = within(members).getAllByRole("button", { name: /^Remove / });
    expect(removes).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Email address to invite" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Team API keys" })).toBeTruthy();
    fireEvent.click(removes[0]!);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Members" })).getAllByRole("listitem")).toHaveLength(1));
    expect((await team.listUsers()).map((u) => u.id)).not.toContain(memberId);
  });

  it("a plain member sees members and can invite, but cannot rename, remove or manage API keys", async () => {
    const { memberApp, team } = await teamWithMember();
    await openTeamPage(memberApp, team.id);
    const members = await screen.findByRole("list", { name: "Members" });
    await waitFor(() => expect(within(members).getAllByRole("listitem")).toHaveLength(2));
    expect(within(members).queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Email address to invite" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Team name" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Team image" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Team API keys" })).toBeNull();
    // Everyone has their own name in the team.
    expect(screen.getByRole("textbox", { name: "Your name in this team" })).toBeTruthy();
  });

  it("sets the member's own name in the team, which the member list then shows", async () => {
    const { memberApp, team } = await teamWithMember();
    await openTeamPage(memberApp, team.id);
    fireEvent.change(screen.getByRole("textbox", { name: "Your name in this team" }), { target: { value: "Mo in Rockets" } });
    fireEvent.click(within(screen.getByRole("region", { name: "Your name in this team" })).getByRole("button", { name: "Save" }));
    await within(await screen.findByRole("list", { name: "Members" })).findByText("Mo in Rockets");
  });

  it("a preview member without permissions sees neither members nor the invite form", async () => {
    render(
      <GatehouseProvider app={new ClientApp({ baseUrl: "http://unused.test", tokenStore: "memory", redirectMethod: "none", fetch: () => Promise.reject(new Error("a preview sends nothing")) })}>
        <AccountSettings
          mockUser={{ displayName: "Pat Preview", primaryEmail: "pat@example.com" }}
          mockTeams={[{ id: "t1", displayName: "Rocket Club", permissions: [], members: [{ id: "preview-user", displayName: "Pat" }] }]}
        />
      </GatehouseProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Rocket Club" }));
    await screen.findByRole("heading", { name: "Leave team" });
    expect(screen.queryByRole("list", { name: "Members" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Email address to invite" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Team name" })).toBeNull();
  });
});
