/**
 * `{ signal }` on the domain objects (issue 17): for every kind of object, a call whose
 * request the fault layer holds (the service hangs) rejects with its signal's reason as
 * soon as it aborts. A call's own request is aborted with it; a cached read shared with
 * other callers keeps going for them, and they get their answer once the service answers.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ContactChannel, CurrentUser, ServerApp, Team } from "../../src/index";
import { APP_URL, PASSWORD, createTestEnv, uniqueEmail, type TestEnv } from "./harness";
import { faultyFetch } from "./support/faults";
import type { FaultyFetch } from "./support/faults";
import { openOAuthPage, type OAuthPage } from "./support/oauth-session";

/** How long an aborted call may take to reject: a hang, not a speed measurement. */
const PROMPT_MS = 2000;
const VERIFY = `${APP_URL}/handler/email-verification`;
const CONFIG = { allow_user_api_keys: true, allow_team_api_keys: true, client_team_creation_enabled: true };

const pages: OAuthPage[] = [];
afterEach(() => {
  pages.splice(0).forEach((page) => page.uninstall());
});

type Signed = { env: TestEnv; faults: FaultyFetch; user: CurrentUser; team: Team; server: ServerApp };

/** A signed-in user (through the fault layer) who created a team, and a server app through it too. */
async function signedIn(): Promise<Signed> {
  const env = createTestEnv({ project: { config: CONFIG } });
  const faults = faultyFetch(env.fetch);
  const app = env.clientApp({ fetch: faults });
  const signUp = await app.signUpWithCredential({ email: uniqueEmail("cancel"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY });
  if (signUp.status !== "ok") throw signUp.error;
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  const team = await user.createTeam({ displayName: "Cancel team" });
  return { env, faults, user, team, server: env.serverApp({ fetch: faults }) };
}

/** `promise`, or a rejection saying it did not settle within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type Case = {
  faults: FaultyFetch;
  method?: string;
  /** The request the service holds. */
  path: RegExp;
  /** The call under test, with the signal. */
  call: (signal: AbortSignal) => Promise<unknown>;
  /** The same read made by other callers without a signal: they must still get `expectShared`'s answer. */
  shared?: () => Promise<unknown>;
  expectShared?: (value: unknown) => void;
};

/**
 * Holds the call's request, aborts it with a reason of its own, and checks the call
 * rejects with that reason at once. Without other callers the held request itself is
 * aborted; with them it goes on, and they get the service's answer once it is released.
 */
async function abortsPromptly(c: Case): Promise<void> {
  c.faults.inject({ method: c.method, path: c.path, fault: { kind: "hold" }, times: 1 });
  const controller = new AbortController();
  const reason = new Error("the page was left");
  const pending = c.call(controller.signal);
  pending.catch(() => {});
  const others = c.shared ? [c.shared(), c.shared()] : [];
  const held = await within(c.faults.held(c.path), PROMPT_MS);
  controller.abort(reason);
  await expect(within(pending, PROMPT_MS)).rejects.toBe(reason);
  if (others.length === 0) {
    // The call's own request was aborted with it (a real fetch stops sending).
    await within(waitFor(() => c.faults.aborted.includes(held)), PROMPT_MS);
    c.faults.release();
    return;
  }
  expect(c.faults.aborted).not.toContain(held);
  c.faults.release();
  for (const value of await within(Promise.all(others), PROMPT_MS)) c.expectShared?.(value);
}

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const listOf = (length: number) => (value: unknown) => expect(value).toHaveLength(length);

describe("teams", () => {
  it("user.listTeams / getTeam: the aborted caller leaves, the shared read answers the others", async () => {
    const { faults, user, team } = await signedIn();
    await abortsPromptly({ faults, path: /\/api\/v1\/teams$/, call: (signal) => user.listTeams({ signal }), shared: () => user.listTeams(), expectShared: listOf(1) });
    await abortsPromptly({
      faults, path: /\/api\/v1\/teams$/, call: (signal) => user.getTeam(team.id, { signal }), shared: () => user.getTeam(team.id),
      expectShared: (value) => expect((value as Team).id).toBe(team.id),
    });
  });

  it("team.update, user.createTeam and user.leaveTeam: the write's request is aborted", async () => {
    const { faults, user, team } = await signedIn();
    await abortsPromptly({ faults, method: "PATCH", path: /\/api\/v1\/teams\/[^/]+$/, call: (signal) => team.update({ displayName: "Renamed", signal }) });
    await abortsPromptly({ faults, method: "POST", path: /\/api\/v1\/teams$/, call: (signal) => user.createTeam({ displayName: "Second", signal }) });
    await abortsPromptly({ faults, method: "DELETE", path: /\/api\/v1\/team-memberships\//, call: (signal) => user.leaveTeam(team, { signal }) });
    expect((await user.listTeams()).map((t) => t.displayName)).toEqual(["Cancel team"]); // nothing was written
  });

  it("server teams: serverTeam.listUsers shares its read; update and addUser abort their request", async () => {
    const { faults, user, team, server } = await signedIn();
    const serverTeam = (await server.getTeam(team.id))!;
    await abortsPromptly({ faults, path: /\/api\/v1\/team-member-profiles$/, call: (signal) => serverTeam.listUsers({ signal }), shared: () => serverTeam.listUsers(), expectShared: listOf(1) });
    await abortsPromptly({ faults, method: "PATCH", path: /\/api\/v1\/teams\/[^/]+$/, call: (signal) => serverTeam.update({ displayName: "Server name", signal }) });
    const other = await server.createUser({ primaryEmail: uniqueEmail("member") });
    await abortsPromptly({ faults, method: "POST", path: /\/api\/v1\/team-memberships\//, call: (signal) => serverTeam.addUser(other.id, { signal }) });
    expect((await serverTeam.listUsers()).map((u) => u.id)).toEqual([user.id]);
  });
});

describe("team members and profiles", () => {
  it("team.listUsers and user.getTeamProfile share their reads; profile.update aborts its request", async () => {
    const { faults, user, team } = await signedIn();
    await abortsPromptly({ faults, path: /\/api\/v1\/team-member-profiles$/, call: (signal) => team.listUsers({ signal }), shared: () => team.listUsers(), expectShared: listOf(1) });
    await abortsPromptly({
      faults, path: /\/api\/v1\/team-member-profiles\/[^/]+\/me$/, call: (signal) => user.getTeamProfile(team, { signal }), shared: () => user.getTeamProfile(team),
      expectShared: (value) => expect(value).toHaveProperty("displayName"),
    });
    const profile = await user.getTeamProfile(team);
    await abortsPromptly({ faults, method: "PATCH", path: /\/api\/v1\/team-member-profiles\//, call: (signal) => profile.update({ displayName: "Nick", signal }) });
  });
});

describe("invitations", () => {
  it("team.listInvitations shares its read; inviteUser and invitation.revoke abort their request", async () => {
    const { faults, team } = await signedIn();
    await team.inviteUser({ email: uniqueEmail("invited"), callbackUrl: `${APP_URL}/handler/team-invitation` });
    await abortsPromptly({ faults, path: /\/api\/v1\/team-invitations$/, call: (signal) => team.listInvitations({ signal }), shared: () => team.listInvitations(), expectShared: listOf(1) });
    await abortsPromptly({
      faults, method: "POST", path: /\/api\/v1\/team-invitations\/send-code$/,
      call: (signal) => team.inviteUser({ email: uniqueEmail("second"), callbackUrl: `${APP_URL}/handler/team-invitation`, signal }),
    });
    const [invitation] = await team.listInvitations();
    await abortsPromptly({ faults, method: "DELETE", path: /\/api\/v1\/team-invitations\//, call: (signal) => invitation!.revoke({ signal }) });
    expect(await team.listInvitations()).toHaveLength(1);
  });
});

describe("contact channels", () => {
  it("user.listContactChannels shares its read; create, update and sendVerificationEmail abort their request", async () => {
    const { faults, user } = await signedIn();
    await abortsPromptly({ faults, path: /\/api\/v1\/contact-channels$/, call: (signal) => user.listContactChannels({ signal }), shared: () => user.listContactChannels(), expectShared: listOf(1) });
    await abortsPromptly({
      faults, method: "POST", path: /\/api\/v1\/contact-channels$/,
      call: (signal) => user.createContactChannel({ type: "email", value: uniqueEmail("second"), usedForAuth: false, signal }),
    });
    const [channel] = (await user.listContactChannels()) as ContactChannel[];
    await abortsPromptly({ faults, method: "PATCH", path: /\/api\/v1\/contact-channels\//, call: (signal) => channel!.update({ usedForAuth: false, signal }) });
    await abortsPromptly({
      faults, method: "POST", path: /send-verification-code$/, call: (signal) => channel!.sendVerificationEmail({ callbackUrl: VERIFY, signal }),
    });
    expect(await user.listContactChannels()).toHaveLength(1);
  });
});

describe("API keys", () => {
  it("user keys: list (uncached), create and revoke abort their request; team keys share their read", async () => {
    const { faults, user, team } = await signedIn();
    const key = await user.createApiKey({ description: "kept", expiresAt: null });
    await abortsPromptly({ faults, path: /\/api\/v1\/user-api-keys$/, call: (signal) => user.listApiKeys({ signal }) });
    await abortsPromptly({ faults, method: "POST", path: /\/api\/v1\/user-api-keys$/, call: (signal) => user.createApiKey({ description: "never", expiresAt: null, signal }) });
    await abortsPromptly({ faults, method: "PATCH", path: /\/api\/v1\/user-api-keys\//, call: (signal) => key.revoke({ signal }) });
    const keys = await user.listApiKeys();
    expect(keys.map((k) => [k.description, k.isValid()])).toEqual([["kept", true]]);

    await team.createApiKey({ description: "team", expiresAt: null });
    await abortsPromptly({ faults, path: /\/api\/v1\/team-api-keys$/, call: (signal) => team.listApiKeys({ signal }), shared: () => team.listApiKeys(), expectShared: listOf(1) });
  });
});

describe("permissions", () => {
  it("listPermissions, getPermission and hasPermission share their read", async () => {
    const { faults, user, team } = await signedIn();
    const held = /\/api\/v1\/team-permissions$/;
    await abortsPromptly({
      faults, path: held, call: (signal) => user.listPermissions(team, { signal }), shared: () => user.listPermissions(team),
      expectShared: (value) => expect((value as { id: string }[]).map((p) => p.id)).toContain("$read_members"),
    });
    await abortsPromptly({ faults, path: held, call: (signal) => user.hasPermission(team, "$read_members", { signal }), shared: () => user.hasPermission(team, "$read_members"), expectShared: (v) => expect(v).toBe(true) });
    await abortsPromptly({ faults, path: held, call: (signal) => user.getPermission(team, "$read_members", { signal }), shared: () => user.getPermission(team, "$read_members"), expectShared: (v) => expect(v).toEqual({ id: "$read_members" }) });
  });
});

describe("active sessions", () => {
  it("getActiveSessions (uncached) and revokeSession abort their request", async () => {
    const { faults, user } = await signedIn();
    await abortsPromptly({ faults, path: /\/api\/v1\/auth\/sessions$/, call: (signal) => user.getActiveSessions({ signal }) });
    const [current] = await user.getActiveSessions();
    await abortsPromptly({ faults, method: "DELETE", path: /\/api\/v1\/auth\/sessions\//, call: (signal) => user.revokeSession(current!.id, { signal }) });
    expect(await user.getActiveSessions()).toHaveLength(1);
  });
});

describe("the current user's own writes", () => {
  it("setDisplayName, setClientMetadata and setSelectedTeam abort their request and change nothing", async () => {
    const { faults, user, env } = await signedIn();
    const me = /\/api\/v1\/users\/me$/;
    await abortsPromptly({ faults, method: "PATCH", path: me, call: (signal) => user.setDisplayName("Never", { signal }) });
    await abortsPromptly({ faults, method: "PATCH", path: me, call: (signal) => user.setClientMetadata({ never: true }, { signal }) });
    await abortsPromptly({ faults, method: "PATCH", path: me, call: (signal) => user.setSelectedTeam(null, { signal }) });
    const fresh = await env.clientApp({ fetch: faults, tokenStore: await user.getAuthJson() }).getUser({ or: "throw" });
    expect(fresh.displayName).toBeNull();
    expect(fresh.clientMetadata).toBeNull();
    expect(fresh.selectedTeam).not.toBeNull();
  });
});

describe("connected accounts", () => {
  it("getConnectedAccount and the connection's getAccessToken share their read", async () => {
    const env = createTestEnv({ emulator: { mockStandardOAuthProviders: true }, project: { config: { oauth_providers: [{ id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" }] } } });
    const faults = faultyFetch(env.fetch);
    const page = openOAuthPage(env, { fetch: faults });
    pages.push(page);
    expect(await page.signIn(uniqueEmail("connected"), "github")).toBe(true);
    const user = (await page.app.getUser({ or: "throw" })) as CurrentUser;
    const held = /\/api\/v1\/connected-accounts\/me\/github\/access-token$/;
    await abortsPromptly({
      faults, path: held, call: (signal) => user.getConnectedAccount("github", { signal }), shared: () => user.getConnectedAccount("github"),
      expectShared: (value) => expect((value as { id: string }).id).toBe("github"),
    });
    const connection = (await user.getConnectedAccount("github"))!;
    await abortsPromptly({
      faults, path: held, call: (signal) => connection.getAccessToken({ signal }), shared: () => connection.getAccessToken(),
      expectShared: (value) => expect((value as { accessToken: string }).accessToken).toMatch(/^mock_github_at_/),
    });
  });
});

describe("a shared read nobody waits for any more", () => {
  it("is aborted once its last caller leaves (the entry keeps its value)", async () => {
    const { faults, user } = await signedIn();
    await user.listTeams(); // the entry has a value
    faults.inject({ path: /\/api\/v1\/teams$/, fault: { kind: "hold" }, times: 1 });
    const a = new AbortController();
    const b = new AbortController();
    const first = user.listTeams({ signal: a.signal });
    const second = user.listTeams({ signal: b.signal });
    const held = await within(faults.held(/\/api\/v1\/teams$/), PROMPT_MS);
    a.abort();
    await expect(first).rejects.toMatchObject({ name: "AbortError" });
    expect(faults.aborted).not.toContain(held); // the second caller still waits
    b.abort();
    await expect(second).rejects.toMatchObject({ name: "AbortError" });
    await within(waitFor(() => faults.aborted.includes(held)), PROMPT_MS);
    expect(await user.listTeams()).toHaveLength(1);
  });
});
