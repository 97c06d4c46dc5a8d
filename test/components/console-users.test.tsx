// @vitest-environment happy-dom
/**
 * The console's Users page against the emulator: search and cursor paging, creating a
 * user, a user's parts (profile, metadata with validation, sessions, permissions, channels,
 * API keys, teams), deleting, and the impersonation hand-over, trusted and refused.
 */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UsersPage } from "../../src/console/pages/users/index";
import { USERS_PER_PAGE } from "../../src/console/pages/users/user-list";
import { consoleWorld, renderConsolePage, routeFetchTo } from "./console-pages";

afterEach(cleanup);

let world: ReturnType<typeof consoleWorld>;
routeFetchTo(() => world.emulator);

const open = (start: string[] = []) => renderConsolePage(UsersPage, "users", world, start);

async function someUsers(n: number, label = "member") {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await world.app.createUser({ primaryEmail: `${label}-${String(i).padStart(3, "0")}@example.com`, primaryEmailVerified: true, displayName: `${label} ${i}` }));
  return made;
}

describe("the console's users list", () => {
  it("shows the total, pages with cursors forwards and back, and searches", async () => {
    world = consoleWorld();
    await someUsers(USERS_PER_PAGE + 5);
    await someUsers(2, "needle");
    const location = open();
    expect(await screen.findByText(`${USERS_PER_PAGE + 7} users in Default project`)).toBeTruthy();
    const list = () => screen.getByRole("list", { name: "Users" });
    await waitFor(() => expect(within(list()).getAllByRole("listitem")).toHaveLength(USERS_PER_PAGE));
    const firstPage = within(list()).getAllByRole("link").map((a) => a.textContent);
    // Marked, not disabled: a disabled button would drop the keyboard's focus.
    expect(screen.getByRole("button", { name: "Previous page" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByRole("heading", { name: "All users, page 2" });
    await waitFor(() => expect(within(list()).getAllByRole("listitem")).toHaveLength(7));
    expect(within(list()).getAllByRole("link").map((a) => a.textContent).filter((name) => firstPage.includes(name))).toEqual([]);
    expect(screen.getByRole("button", { name: "Next page" }).getAttribute("aria-disabled")).toBe("true");
    // Pressing it there does nothing.
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByRole("heading", { name: "All users, page 2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByRole("heading", { name: "All users" });
    await waitFor(() => expect(within(list()).getAllByRole("link").map((a) => a.textContent)).toEqual(firstPage));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name, email or id" }), { target: { value: "needle" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("heading", { name: "Users matching “needle”" });
    // The search is in the address, for the back button and a reload.
    expect(location.path).toBe("/emulator/users?q=needle");
    await waitFor(() => expect(within(list()).getAllByRole("link").map((a) => a.textContent).sort()).toEqual(["needle 0", "needle 1"]));
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "nobody-by-this-name" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No user matches this search.")).toBeTruthy();
  });

  it("creates a user and opens their page; a bad email is refused on the field", async () => {
    world = consoleWorld();
    const location = open();
    await screen.findByText("0 users in Default project");
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Create user" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/name@example.com/);
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "new@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Display name" }), { target: { value: "Newly Made" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long enough password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create user" }));
    await screen.findByRole("heading", { name: "Newly Made", level: 1 });
    const [made] = await world.app.listUsers({ query: "new@example.com" });
    expect(location.path).toBe(`/emulator/users/${made!.id}`);
    expect(made).toMatchObject({ displayName: "Newly Made", primaryEmail: "new@example.com", primaryEmailVerified: true, hasPassword: true });
  });
});

describe("a user's page", () => {
  it("edits the display name and the primary email's verified flag", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "profile");
    await user!.update({ primaryEmailVerified: false });
    open([user!.id]);
    await screen.findByRole("heading", { name: "profile 0", level: 1 });
    fireEvent.change(screen.getByRole("textbox", { name: "Display name" }), { target: { value: "Renamed Person" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    await screen.findByRole("heading", { name: "Renamed Person", level: 1 });
    fireEvent.click(screen.getByRole("checkbox", { name: "Verified" }));
    fireEvent.click(screen.getByRole("button", { name: "Save email" }));
    await screen.findByText("Primary email saved.");
    expect(await world.app.getUser(user!.id)).toMatchObject({ displayName: "Renamed Person", primaryEmailVerified: true });
  });

  it("edits metadata as JSON: a parse error and a non-object show on the field and send nothing", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "meta");
    await user!.update({ serverMetadata: { plan: "free" } });
    open([`${user!.id}?tab=metadata`]);
    const server = await screen.findByRole("textbox", { name: "Server metadata" });
    await waitFor(() => expect((server as HTMLTextAreaElement).value).toContain('"plan": "free"'));
    const form = screen.getByRole("form", { name: "Server metadata" });
    fireEvent.change(server, { target: { value: '{ "plan": ' } });
    fireEvent.click(within(form).getByRole("button", { name: "Save server metadata" }));
    expect((await within(form).findByRole("alert")).textContent).toMatch(/^Not valid JSON/);
    expect(server.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(server, { target: { value: "[1, 2]" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save server metadata" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Metadata must be a JSON object ({ ... }), not an array.");
    expect((await world.app.getUser(user!.id))!.serverMetadata).toEqual({ plan: "free" });
    fireEvent.change(server, { target: { value: '{ "plan": "pro", "seats": 3 }' } });
    fireEvent.click(within(form).getByRole("button", { name: "Save server metadata" }));
    await within(form).findByText("Saved.");
    expect(within(form).queryByRole("alert")).toBeNull();
    expect((await world.app.getUser(user!.id))!.serverMetadata).toEqual({ plan: "pro", seats: 3 });
    const client = screen.getByRole("textbox", { name: "Client metadata" });
    fireEvent.change(client, { target: { value: '{ "theme": "dark" }' } });
    fireEvent.click(screen.getByRole("button", { name: "Save client metadata" }));
    await waitFor(async () => expect((await world.app.getUser(user!.id))!.clientMetadata).toEqual({ theme: "dark" }));
  });

  it("lists sessions and revokes one; grants and revokes a project permission", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "sessions");
    await user!.createSession();
    await user!.createSession();
    await world.app.createProjectPermissionDefinition({ id: "read_reports", description: "Reads the reports", containedPermissionIds: [] });
    open([`${user!.id}?tab=sessions`]);
    const sessions = await screen.findByRole("list", { name: "Sessions" });
    await waitFor(() => expect(within(sessions).getAllByRole("listitem")).toHaveLength(2));
    fireEvent.click(within(sessions).getAllByRole("button", { name: /^Revoke session / })[0]!);
    await screen.findByText("Session revoked.");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Sessions" })).getAllByRole("listitem")).toHaveLength(1));
    expect(await user!.getActiveSessions()).toHaveLength(1);

    fireEvent.click(screen.getByRole("tab", { name: "Permissions" }));
    const permissions = await screen.findByRole("list", { name: "Project permissions" });
    // A second press while the first is under way is ignored (the button stays enabled, for the keyboard's focus).
    const grant = within(permissions).getByRole("button", { name: "Grant read_reports" });
    fireEvent.click(grant);
    fireEvent.click(grant);
    expect((grant as HTMLButtonElement).disabled).toBe(false);
    await within(permissions).findByRole("button", { name: "Revoke read_reports" });
    expect(within(permissions).queryByRole("alert")).toBeNull();
    expect((await user!.listPermissions({ recursive: false })).map((p) => p.id)).toEqual(["read_reports"]);
    fireEvent.click(within(permissions).getByRole("button", { name: "Revoke read_reports" }));
    await within(permissions).findByRole("button", { name: "Grant read_reports" });
    expect(await user!.listPermissions({ recursive: false })).toEqual([]);
  });

  it("shows and changes contact channels, lists teams and API keys", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "channels");
    const team = await world.app.createTeam({ displayName: "Orchard", creatorUserId: user!.id });
    await world.app.getProject().then((p) => p.update({ config: { allowUserApiKeys: true } }));
    await user!.createApiKey({ description: "deploy script", expiresAt: null });
    open([`${user!.id}?tab=contact-channels`]);
    const channels = await screen.findByRole("list", { name: "Contact channels" });
    await within(channels).findByText("channels-000@example.com");
    fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: "second@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    await within(screen.getByRole("list", { name: "Contact channels" })).findByText("second@example.com");
    const second = within(screen.getByRole("group", { name: "Change second@example.com" }));
    fireEvent.click(second.getByRole("button", { name: "Mark verified" }));
    await waitFor(() => expect(within(screen.getByRole("group", { name: "Change second@example.com" })).getByRole("button", { name: "Mark unverified" })).toBeTruthy());
    fireEvent.click(within(screen.getByRole("group", { name: "Change second@example.com" })).getByRole("button", { name: "Make primary" }));
    await screen.findByRole("heading", { name: "channels 0", level: 1 });
    await waitFor(async () => expect((await world.app.getUser(user!.id))!.primaryEmail).toBe("second@example.com"));

    fireEvent.click(screen.getByRole("tab", { name: "Teams" }));
    const teams = await screen.findByRole("list", { name: "Teams of the user" });
    expect(within(teams).getByRole("link", { name: "Orchard" }).getAttribute("href")).toBe(`/emulator/teams/${team.id}`);

    fireEvent.click(screen.getByRole("tab", { name: "API keys" }));
    const keys = await screen.findByRole("list", { name: "API keys" });
    expect(within(keys).getByText("valid")).toBeTruthy();
    fireEvent.click(within(keys).getByRole("button", { name: "Revoke the key deploy script" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "API keys" })).getByText((_, el) => el?.className === "gh-badge" && /^revoked /.test(el.textContent ?? ""))).toBeTruthy());
  });

  it("makes an API key for the user: the secret shown once with a copy button, the expiry on the emulator's clock", async () => {
    // A clock far from this machine's: the expiry and the key's state must follow the emulator's.
    const now = Date.UTC(2021, 0, 1);
    world = consoleWorld({ now });
    const [user] = await someUsers(1, "keys");
    await world.app.getProject().then((p) => p.update({ config: { allowUserApiKeys: false } }));
    open([`${user!.id}?tab=api-keys`]);
    // A project that does not allow user API keys: the tab says where to turn them on.
    expect((await screen.findByText(/does not allow user API keys/)).textContent).toMatch(/Turn them on under Projects/);
    expect(screen.getByRole("link", { name: "Projects" }).getAttribute("href")).toBe("/emulator/projects");
    expect(screen.queryByRole("form", { name: "Make an API key" })).toBeNull();
    cleanup();

    await world.app.getProject().then((p) => p.update({ config: { allowUserApiKeys: true } }));
    open([`${user!.id}?tab=api-keys`]);
    expect(await screen.findByText("No API keys.")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Make an API key" });
    fireEvent.click(within(form).getByRole("button", { name: "Make the key" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Describe what the key is for.");
    fireEvent.change(within(form).getByRole("textbox", { name: "Description" }), { target: { value: "ci runner" } });
    fireEvent.change(within(form).getByRole("combobox", { name: "Expires" }), { target: { value: "7" } });
    fireEvent.click(within(form).getByRole("button", { name: "Make the key" }));
    const made = await screen.findByText(/^Made the key “ci runner”\. Copy it now: it is not shown again\.$/);
    const secret = made.parentElement!.querySelector("code")!.textContent!;
    expect(within(made.parentElement!).getByRole("button", { name: "Copy the new API key" })).toBeTruthy();
    // The secret is the key: it signs in as the user.
    expect((await world.app.getUser({ apiKey: secret }))?.id).toBe(user!.id);
    const [key] = await user!.listApiKeys();
    expect(key).toMatchObject({ description: "ci runner", expiresAt: new Date(now + 7 * 86_400_000) });
    expect(secret.endsWith(key!.value.lastFour)).toBe(true);
    // Listed by its last four only, valid by the emulator's clock (this machine's is years later).
    const keys = await screen.findByRole("list", { name: "API keys" });
    expect(within(keys).getByText("ci runner").textContent).toContain("valid");
    expect(keys.textContent).not.toContain(secret);
    expect(within(keys).getByText(key!.value.lastFour)).toBeTruthy();
    // A key that never expires says so.
    fireEvent.change(within(form).getByRole("textbox", { name: "Description" }), { target: { value: "forever" } });
    fireEvent.change(within(form).getByRole("combobox", { name: "Expires" }), { target: { value: "never" } });
    fireEvent.click(within(form).getByRole("button", { name: "Make the key" }));
    await screen.findByText(/^Made the key “forever”/);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "API keys" })).getAllByRole("listitem")).toHaveLength(2));
    expect((await user!.listApiKeys()).find((k) => k.description === "forever")?.expiresAt).toBeUndefined();
  });

  it("deletes the user after a confirmation, back to the list", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "doomed");
    const location = open([user!.id]);
    await screen.findByRole("heading", { name: "doomed 0", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete the user" }));
    await screen.findByRole("heading", { name: "Users", level: 1 });
    expect(location.path).toBe("/emulator/users");
    expect(await world.app.getUser(user!.id)).toBeNull();
  });

  it("an unknown id says so", async () => {
    world = consoleWorld();
    open(["00000000-0000-4000-8000-000000000abc"]);
    expect(await screen.findByRole("heading", { name: "User not found" })).toBeTruthy();
  });
});

describe("opening the app as a user", () => {
  it("offers the callback page last used for the project, since the first guess cannot know the app's port", async () => {
    window.localStorage.clear();
    world = consoleWorld();
    const [user] = await someUsers(1, "again");
    open([`${user!.id}?tab=open-app`]);
    const field = await screen.findByRole("textbox", { name: "The app's magic-link callback page" });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("http://localhost:3000/handler/magic-link-callback"));
    fireEvent.change(field, { target: { value: "http://localhost:5173/handler/magic-link-callback" } });
    fireEvent.click(screen.getByRole("button", { name: "Make a sign-in link" }));
    await screen.findByRole("link", { name: "Open the app as again 0" });
    cleanup();
    open([`${user!.id}?tab=open-app`]);
    const again = await screen.findByRole("textbox", { name: "The app's magic-link callback page" });
    expect((again as HTMLInputElement).value).toBe("http://localhost:5173/handler/magic-link-callback");
    window.localStorage.clear();
  });

  it("a trusted callback page gets a one-time link that signs in as the user; an untrusted one is refused on the page", async () => {
    world = consoleWorld();
    const [user] = await someUsers(1, "imp");
    open([`${user!.id}?tab=open-app`]);
    const field = await screen.findByRole("textbox", { name: "The app's magic-link callback page" });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("http://localhost:3000/handler/magic-link-callback"));
    fireEvent.change(field, { target: { value: "https://elsewhere.example/handler/magic-link-callback" } });
    fireEvent.click(screen.getByRole("button", { name: "Make a sign-in link" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/trusted domains.*\(REDIRECT_URL_NOT_WHITELISTED\)/);
    fireEvent.change(field, { target: { value: "http://localhost:3000/handler/magic-link-callback" } });
    fireEvent.click(screen.getByRole("button", { name: "Make a sign-in link" }));
    const link = await screen.findByRole("link", { name: "Open the app as imp 0" });
    const code = new URL(link.getAttribute("href")!).searchParams.get("code")!;
    const { ClientApp } = await import("../../src/index");
    const app = new ClientApp({ baseUrl: "http://localhost:8102", fetch: world.emulator.fetch, projectId: world.project.id, publishableClientKey: world.project.publishableClientKey, tokenStore: "memory", redirectMethod: "none" });
    expect((await app.signInWithMagicLink(code, { noRedirect: true })).status).toBe("ok");
    expect((await app.getUser())?.id).toBe(user!.id);
    // The server tier's session list (the admin tier's user objects) leaves impersonations out ...
    expect(await user!.getActiveSessions()).toEqual([]);
    // ... the Sessions tab reads with the admin key, so it lists this one, marked, and revokes it.
    await user!.createSession();
    fireEvent.click(screen.getByRole("tab", { name: "Sessions" }));
    const sessions = await screen.findByRole("list", { name: "Sessions" });
    await waitFor(() => expect(within(sessions).getAllByRole("listitem")).toHaveLength(2));
    const impersonation = within(sessions).getByRole("button", { name: /^Revoke impersonation session / });
    const row = impersonation.closest("li")!;
    expect(within(row as HTMLElement).getByText("impersonation").className).toBe("gh-badge");
    expect(within(sessions).getAllByText("impersonation")).toHaveLength(1);
    fireEvent.click(impersonation);
    await screen.findByText("Session revoked.");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Sessions" })).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: /^Revoke impersonation session / })).toBeNull();
    const p = world.emulator.defaultProject;
    const listed = await world.emulator.fetch(`http://localhost:8102/api/v1/auth/sessions?user_id=${user!.id}`, { headers: { "x-stack-project-id": p.id, "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": p.superSecretAdminKey } });
    expect(((await listed.json()) as { items: { is_impersonation: boolean }[] }).items.map((s) => s.is_impersonation)).toEqual([false]);
  });
});
