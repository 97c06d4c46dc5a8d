/**
 * The console's Teams page in Chromium, on an emulator of the file's own: creating a team,
 * adding a member found by search, inviting (the mail lands in the emulator's outbox),
 * granting a member a team permission, axe light and dark on the list and each part of a
 * team's page, and screenshots of the list and a team's page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, type Mode } from "./axe";
import { api, createUser, DEFAULT_KEYS, expectConsoleScreenshot, openConsole } from "./console-data";
import { cspViolations, expectTabsWithoutAxeViolations, useConsoleEmulator, useScreenshotPage } from "./console-world";
import { uniqueEmail, useBrowser } from "./harness";
import { FIXED_NOW } from "./screenshot";

describe("the console's teams", () => {
  const b = useBrowser();
  const world = useConsoleEmulator();

  it("creates a team, adds a member, invites someone and grants a member a team permission", async () => {
    const { page } = b;
    const csp = cspViolations(page);
    const email = uniqueEmail("member");
    const member = await createUser(world.url, DEFAULT_KEYS, { display_name: "Mina Member", primary_email: email });
    await api(world.url, DEFAULT_KEYS, "POST", "/team-permission-definitions", { id: "publish_posts", description: "Publishes posts" }, "admin");
    await openConsole(page, world.url, "teams");
    await page.getByRole("heading", { name: "Teams", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "Team name" }).fill("Press Office");
    await page.getByRole("button", { name: "Create team" }).click();
    await page.getByRole("heading", { name: "Press Office", level: 1 }).waitFor();
    const teamId = /\/emulator\/teams\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1]!;

    await page.getByRole("searchbox", { name: "Find a user" }).fill(email);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByRole("list", { name: "Users found" }).getByRole("button", { name: "Add Mina Member" }).click();
    await page.getByRole("list", { name: "Members" }).getByRole("link", { name: "Mina Member" }).waitFor();
    const members = await api<{ items: { id: string }[] }>(world.url, DEFAULT_KEYS, "GET", `/users?team_id=${teamId}`);
    expect(members.items.map((u) => u.id)).toEqual([member.id]);

    await page.getByRole("tab", { name: "Invitations" }).click();
    const invitee = uniqueEmail("invitee");
    await page.getByRole("textbox", { name: "Email address to invite" }).fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("status").filter({ hasText: `Invitation sent to ${invitee}.` }).waitFor();
    await page.getByRole("list", { name: "Invitations" }).getByText(invitee).waitFor();
    expect(world.em.outbox.list().some((mail) => mail.to === invitee)).toBe(true);

    await page.getByRole("tab", { name: "Permissions" }).click();
    const permissions = page.getByRole("list", { name: "Team permissions of Mina Member" });
    await permissions.getByRole("button", { name: "Grant publish_posts" }).click();
    await permissions.getByRole("button", { name: "Revoke publish_posts" }).waitFor();
    const granted = await api<{ items: { id: string }[] }>(world.url, DEFAULT_KEYS, "GET", `/team-permissions?team_id=${teamId}&user_id=${member.id}&recursive=false`);
    expect(granted.items.map((p) => p.id)).toContain("publish_posts");
    expect(csp).toEqual([]);
  });

  for (const mode of ["light", "dark"] as Mode[]) {
    it(`has no axe violations, ${mode}: the list and each part of a team's page`, async () => {
      const { page } = b;
      const { id: userId } = await createUser(world.url, DEFAULT_KEYS, { display_name: "Axel Axe", primary_email: uniqueEmail("axe") });
      const team = await api<{ id: string }>(world.url, DEFAULT_KEYS, "POST", "/teams", { display_name: `Axe ${mode}`, creator_user_id: userId });
      await openConsole(page, world.url, "teams", { mode });
      await page.getByRole("list", { name: "Teams" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${world.url}/emulator/teams/${team.id}`);
      await page.getByRole("heading", { name: `Axe ${mode}`, level: 1 }).waitFor();
      await expectTabsWithoutAxeViolations(page, ["Members", "Invitations", "Permissions", "API keys", "Profile"], mode);
    });
  }
});

describe("screenshots of the console's teams", () => {
  const b = useBrowser();
  const world = useConsoleEmulator({ now: FIXED_NOW.getTime() });
  let teamId = "";
  beforeAll(async () => {
    const people = [];
    for (const [name, email] of [["Ada Lovelace", "ada@example.com"], ["Charles Babbage", "charles@example.com"]] as const) people.push(await createUser(world.url, DEFAULT_KEYS, { display_name: name, primary_email: email }));
    ({ id: teamId } = await api<{ id: string }>(world.url, DEFAULT_KEYS, "POST", "/teams", { display_name: "Analytical Engine", creator_user_id: people[0]!.id }));
    await api(world.url, DEFAULT_KEYS, "POST", `/team-memberships/${teamId}/${people[1]!.id}`, {});
    await api(world.url, DEFAULT_KEYS, "POST", "/teams", { display_name: "Difference Engine" });
  });
  for (const mode of ["light", "dark"] as Mode[]) {
    describe(mode, () => {
      const shot = useScreenshotPage(b, mode);
      it("the teams list", () => expectConsoleScreenshot(shot.page, world.url, "teams", "Teams", `console-teams-list-${mode}`));
      it("a team's page", () => expectConsoleScreenshot(shot.page, world.url, `teams/${teamId}`, "Analytical Engine", `console-team-page-${mode}`));
    });
  }
});
