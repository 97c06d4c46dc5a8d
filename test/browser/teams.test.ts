/** Team creation, and an invitation accepted by a second person in another browser context. */
import { describe, it } from "vitest";
import { signInWithPassword, signUpWithPassword, waitForEmail } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("teams", () => {
  const b = useBrowser();

  it("creates a team, invites a second user, who signs in and joins it", async () => {
    const owner = uniqueEmail("owner");
    const guest = uniqueEmail("guest");
    await signUpWithPassword(b.page, owner);
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Create a team" }).click();
    await b.page.getByLabel("Team name").fill("Rocket Club");
    await b.page.getByRole("button", { name: "Create team" }).click();
    await b.page.getByRole("heading", { name: "Rocket Club", level: 2 }).waitFor();
    await b.page.getByText("This is your selected team.").waitFor();
    await b.page.getByLabel("Email address to invite").fill(guest);
    await b.page.getByRole("button", { name: "Send invitation" }).click();
    await b.page.getByText(`Invitation sent to ${guest}.`).waitFor();

    const mail = await waitForEmail(guest, /invited to join Rocket Club/);
    const link = mail.links.find((l) => l.includes("/handler/team-invitation"))!;

    const second = await b.newContext();
    await signUpWithPassword(second.page, guest);
    await second.context.clearCookies();
    await second.page.goto(link);
    await second.page.getByRole("heading", { name: "Team invitation" }).waitFor();
    await second.page.getByRole("button", { name: "Sign in" }).click();
    await second.page.waitForURL("**/handler/sign-in?after_auth_return_to=*");
    await signInWithPassword(second.page, guest);
    await second.page.waitForURL("**/handler/team-invitation?*");
    await second.page.getByText("You are invited to join Rocket Club.").waitFor();
    await second.page.getByRole("button", { name: "Join team" }).click();
    await second.page.getByRole("heading", { name: "You joined Rocket Club" }).waitFor();

    await second.page.goto("/handler/account-settings");
    await second.page.getByRole("button", { name: "Rocket Club" }).click();
    await second.page.getByRole("list", { name: "Members" }).getByRole("listitem").nth(1).waitFor();
  });
});
