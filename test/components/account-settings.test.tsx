// @vitest-environment happy-dom
/** Account settings beyond teams: previews, extra items, sessions, and the sign-in guards. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { AccountSettings, GatehouseProvider, SelectedTeamSwitcher } from "../../src/react";
import { uniqueEmail } from "./setup-app";

afterEach(() => {
  cleanup();
  window.location.hash = "";
});

/** An app whose every request fails the test: previews must not send any. */
function offlineApp() {
  const sent: string[] = [];
  const app = new ClientApp({
    baseUrl: "http://unused.test",
    tokenStore: "memory",
    redirectMethod: "none",
    fetch: (input) => {
      sent.push(String(input));
      return Promise.reject(new Error("a preview sends nothing"));
    },
  });
  return { app, sent };
}

const MOCK_TEAMS = [
  { id: "t1", displayName: "Apollo" },
  { id: "t2", displayName: "Zephyr" },
];

describe("previews (mock props)", () => {
  it("renders every page from data, without a request", async () => {
    const { app, sent } = offlineApp();
    render(
      <GatehouseProvider app={app}>
        <AccountSettings
          mockUser={{ displayName: "Pat Preview", primaryEmail: "pat@example.com" }}
          mockTeams={[{ id: "t1", displayName: "Apollo", members: [{ id: "preview-user", displayName: "Pat" }, { id: "u2", displayName: "Quinn" }] }]}
          mockApiKeys={[{ id: "k1", description: "CI deploys", lastFour: "wxyz", expiresAt: null }]}
          mockSessions={[
            { id: "s1", createdAt: new Date(Date.now() - 3_600_000), isCurrentSession: true, geoInfo: { ip: "192.0.2.1", cityName: "Berlin", countryCode: "DE" } },
            { id: "s2", createdAt: new Date(Date.now() - 86_400_000), geoInfo: { ip: "198.51.100.7", cityName: "Lyon", countryCode: "FR" } },
          ]}
          mockProject={{ displayName: "Docs" }}
        />
      </GatehouseProvider>,
    );
    expect(await screen.findByRole("textbox", { name: "Display name" })).toHaveProperty("value", "Pat Preview");
    fireEvent.click(screen.getByRole("button", { name: "Emails & auth" }));
    expect(await within(await screen.findByRole("list", { name: "Emails" })).findByText("pat@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Active sessions" }));
    const sessions = await screen.findByRole("list", { name: "Active sessions" });
    await within(sessions).findByText("Berlin, Germany");
    expect(within(sessions).getByText("Lyon, France")).toBeTruthy();
    expect(within(sessions).getByText("IP address 198.51.100.7")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "API keys" }));
    expect(await screen.findByText("CI deploys")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Apollo" }));
    expect(await within(await screen.findByRole("list", { name: "Members" })).findByText("Quinn")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the host's extra items with their icons", async () => {
    const { app } = offlineApp();
    render(
      <GatehouseProvider app={app}>
        <AccountSettings
          mockUser={{ displayName: "Pat" }}
          extraItems={[
            { id: "billing", title: "Billing", icon: <svg data-testid="billing-icon" />, content: <p>Your plan</p> },
            { id: "prefs", title: "Preferences", iconName: "Settings", content: <p>Prefs</p> },
          ]}
        />
      </GatehouseProvider>,
    );
    const billing = await screen.findByRole("button", { name: "Billing" });
    expect(within(billing).getByTestId("billing-icon")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Preferences" }).querySelector("svg")).toBeTruthy();
    fireEvent.click(billing);
    expect(await screen.findByText("Your plan")).toBeTruthy();
  });
});

describe("SelectedTeamSwitcher", () => {
  it("lists the current team first and offers to create a team", async () => {
    const { app } = offlineApp();
    render(
      <GatehouseProvider app={app}>
        <SelectedTeamSwitcher mockUser={{ displayName: "Pat", selectedTeamId: "t2" }} mockTeams={MOCK_TEAMS} />
      </GatehouseProvider>,
    );
    const trigger = await screen.findByRole("button", { name: "Select team" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitemradio").map((item) => item.textContent)).toEqual(["ZEZephyrCurrent team", "APApollo"]);
    expect(within(menu).getByRole("menuitem", { name: "Create a team" })).toBeTruthy();
  });

  it("leaves out 'Create a team' when the project does not let users create teams", async () => {
    const { app } = offlineApp();
    render(
      <GatehouseProvider app={app}>
        <SelectedTeamSwitcher mockUser={{ displayName: "Pat" }} mockTeams={MOCK_TEAMS} mockProject={{ config: { clientTeamCreationEnabled: false } }} />
      </GatehouseProvider>,
    );
    fireEvent.keyDown(await screen.findByRole("button", { name: "Select team" }), { key: "Enter" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Create a team" })).toBeNull();
  });
});

function emulatorApp(emulator = createEmulator()) {
  return { emulator, app: new ClientApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" }) };
}

async function openSection(app: ClientApp, page: string) {
  render(
    <GatehouseProvider app={app}>
      <AccountSettings />
    </GatehouseProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: page }));
}

describe("sessions", () => {
  it("revokes all other sessions at once", async () => {
    const { emulator, app } = emulatorApp();
    const email = uniqueEmail("sessions");
    await app.signUpWithCredential({ email, password: "long enough password", noRedirect: true });
    for (let i = 0; i < 2; i++) await emulatorApp(emulator).app.signInWithCredential({ email, password: "long enough password", noRedirect: true });
    await openSection(app, "Active sessions");
    const list = await screen.findByRole("list", { name: "Active sessions" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    fireEvent.click(screen.getByRole("button", { name: "Revoke all other sessions" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem")).toHaveLength(1));
    expect(within(screen.getByRole("list", { name: "Active sessions" })).getByText("This device")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Revoke all other sessions" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("sign-in guards", () => {
  /** The reason a guarded control names with aria-describedby. */
  const reasonOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent ?? "";

  it("keeps the only sign-in email in use for sign-in, and says why", async () => {
    const { app } = emulatorApp();
    await app.signUpWithCredential({ email: uniqueEmail("guard"), password: "long enough password", noRedirect: true });
    await openSection(app, "Emails & auth");
    // No toggle that cannot be pressed beside the "Used for sign-in" badge: the note says why it stays.
    await screen.findByText("Used for sign-in");
    expect(screen.getByText(/only email you can sign in with/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Use for sign-in \S+@/ })).toBeNull();
    const user = await app.getUser();
    expect((await user!.listContactChannels())[0]!.usedForAuth).toBe(true);
  });

  it("lets a second sign-in email be removed while another one signs in", async () => {
    const { app } = emulatorApp();
    await app.signUpWithCredential({ email: uniqueEmail("first"), password: "long enough password", noRedirect: true });
    const user = (await app.getUser())!;
    const second = uniqueEmail("second");
    await user.createContactChannel({ type: "email", value: second, usedForAuth: true });
    await openSection(app, "Emails & auth");
    const remove = await screen.findByRole("button", { name: `Remove ${second}` });
    expect(remove.getAttribute("aria-disabled")).toBeNull();
  });

  it("does not turn off one-time codes when they are the only way in", async () => {
    const { app } = emulatorApp();
    await app.signUpWithCredential({ email: uniqueEmail("otp"), password: "long enough password", noRedirect: true });
    const user = (await app.getUser())!;
    await user.update({ otpAuthEnabled: true });
    // With a password too, turning codes off is fine.
    await openSection(app, "Emails & auth");
    const toggle = await screen.findByRole("button", { name: "Turn off one-time code sign-in" });
    expect(toggle.getAttribute("aria-disabled")).toBeNull();
    cleanup();
    // A user who signed up with a code has no password: the codes are the only way in.
    const { app: otpApp, emulator } = emulatorApp();
    const email = uniqueEmail("otp-only");
    const sent = await otpApp.sendMagicLinkEmail(email);
    if (sent.status !== "ok") throw sent.error;
    const code = emulator.outbox.latest({ to: email })!.code!;
    await otpApp.signInWithMagicLink(code, { noRedirect: true });
    await openSection(otpApp, "Emails & auth");
    const only = await screen.findByRole("button", { name: "Turn off one-time code sign-in" });
    expect(only.getAttribute("aria-disabled")).toBe("true");
    expect(reasonOf(only)).toMatch(/only way to sign in/);
  });
});
