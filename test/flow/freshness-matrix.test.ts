/**
 * The cross-instance freshness matrix (docs/cache-and-sessions.md): for every cached read
 * kind, the first app reads (filling its entry), another app instance or tier writes, and
 * the first app's very next async read must see the write. No sleeps, no clock tricks:
 * an async read never answers from an earlier fetch.
 *
 * Not in the table: owned projects (the internal project's dashboard list; the emulator
 * serves it, but a second owner session adds nothing the current-user row does not show)
 * and OAuth provider tokens (the service hands out the same stored token, so a write has
 * nothing to change; connected-accounts.test.ts counts their requests instead).
 */
import { describe, expect, it } from "vitest";
import type { AdminApp, ClientApp, CurrentUser, ServerApp, ServerTeam, ServerUser, Team } from "../../src/index";
import { EMULATOR_OUTBOX_HOST } from "../../src/emulator/mail/email-host";
import { APP_URL, createTestEnv, uniqueEmail, type TestEnv } from "./harness";

const INVITE_URL = `${APP_URL}/handler/team-invitation`;
// The emulator's outbox host: the invitations must be delivered, and mail of a project whose
// SMTP host cannot exist (such as smtp.example.com) fails as on the service.
const SMTP = { type: "standard" as const, host: EMULATOR_OUTBOX_HOST, port: 587, username: "m", password: "p", sender_name: "App", sender_email: "noreply@example.com" };

/** One signed-in user with a team, seen from every angle the rows need. */
type World = {
  env: TestEnv;
  app: ClientApp;
  user: CurrentUser;
  team: Team;
  /** A second ClientApp instance holding the same user's tokens (another tab, another device). */
  twin: ClientApp;
  twinUser: CurrentUser;
  twinTeam: Team;
  /** Two server instances (two app servers) and the admin tier. */
  server: ServerApp;
  otherServer: ServerApp;
  serverUser: ServerUser;
  otherServerUser: ServerUser;
  serverTeam: ServerTeam;
  otherServerTeam: ServerTeam;
  admin: AdminApp;
  otherAdmin: AdminApp;
  stranger: ServerUser;
};

async function world(): Promise<World> {
  const env = createTestEnv({ project: { config: { client_team_creation_enabled: true, allow_user_api_keys: true, allow_team_api_keys: true, email_config: SMTP } } });
  const admin = env.adminApp();
  await admin.createTeamPermissionDefinition({ id: "docs:read", containedPermissionIds: [] });
  await admin.createProjectPermissionDefinition({ id: "billing:view", containedPermissionIds: [] });
  const { app } = await env.signUp(uniqueEmail("first"));
  const user = (await app.getUser({ or: "throw" }))!;
  const team = await user.createTeam({ displayName: "Matrix" });
  const twin = env.clientApp({ tokenStore: await user.getAuthJson() });
  const twinUser = (await twin.getUser({ or: "throw" }))!;
  const twinTeam = (await twinUser.getTeam(team.id))!;
  const server = env.serverApp();
  const otherServer = env.serverApp();
  const stranger = await otherServer.createUser({ primaryEmail: uniqueEmail("stranger"), primaryEmailAuthEnabled: true, password: "Correct-Horse-9" });
  return {
    env, app, user, team, twin, twinUser, twinTeam, server, otherServer, admin, stranger,
    serverUser: (await server.getUser(user.id))!,
    otherServerUser: (await otherServer.getUser(user.id))!,
    serverTeam: (await server.getTeam(team.id))!,
    otherServerTeam: (await otherServer.getTeam(team.id))!,
    otherAdmin: env.adminApp(),
  };
}

type Row = {
  /** The cached read kind. */
  kind: string;
  /** The read through the first instance, reduced to something comparable. */
  read(w: World): Promise<unknown>;
  /** Writers, by who writes; each resolves to what the next read must return. */
  writes: Record<string, (w: World) => Promise<unknown>>;
};

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).sort();
const sorted = (list: readonly (string | null | undefined)[]) => [...list].sort();

const rows: Row[] = [
  // Client tier (keyed by session).
  {
    kind: "current user",
    read: async (w) => (await w.app.getUser())!.displayName,
    writes: {
      "another client instance": async (w) => (await w.twinUser.update({ displayName: "Twin" }), "Twin"),
      "the server tier": async (w) => (await w.otherServerUser.update({ displayName: "Server" }), "Server"),
    },
  },
  {
    kind: "project (client)",
    read: async (w) => (await w.app.getProject()).displayName,
    writes: { "the admin tier": async (w) => (await (await w.otherAdmin.getProject()).update({ displayName: "Renamed" }), "Renamed") },
  },
  {
    kind: "current user's teams",
    read: async (w) => sorted((await w.user.listTeams()).map((t) => t.displayName)),
    writes: {
      "another client instance": async (w) => (await w.twinUser.createTeam({ displayName: "Twin team" }), ["Matrix", "Twin team"]),
      "the server tier": async (w) => (await w.otherServer.createTeam({ displayName: "Server team", creatorUserId: w.user.id }), ["Matrix", "Server team"]),
    },
  },
  {
    kind: "team members",
    read: async (w) => ids(await w.team.listUsers()),
    writes: { "the server tier": async (w) => (await w.otherServerTeam.addUser(w.stranger.id), [w.user.id, w.stranger.id].sort()) },
  },
  {
    kind: "team invitations",
    read: async (w) => sorted((await w.team.listInvitations()).map((i) => i.recipientEmail)),
    writes: {
      "another client instance": async (w) => (await w.twinTeam.inviteUser({ email: "twin-guest@example.com", callbackUrl: INVITE_URL }), ["twin-guest@example.com"]),
      "the server tier": async (w) => (await w.otherServerTeam.inviteUser({ email: "server-guest@example.com", callbackUrl: INVITE_URL }), ["server-guest@example.com"]),
    },
  },
  {
    kind: "own team profile",
    read: async (w) => (await w.user.getTeamProfile(w.team)).displayName,
    writes: {
      "another client instance": async (w) => (await (await w.twinUser.getTeamProfile(w.twinTeam)).update({ displayName: "Twin name" }), "Twin name"),
      "the server tier": async (w) => (await (await w.otherServerUser.getTeamProfile(w.otherServerTeam)).update({ displayName: "Server name" }), "Server name"),
    },
  },
  {
    kind: "team permissions",
    read: async (w) => w.user.hasPermission(w.team, "docs:read"),
    writes: { "the server tier": async (w) => (await w.otherServerUser.grantPermission(w.otherServerTeam, "docs:read"), true) },
  },
  {
    kind: "project permissions",
    read: async (w) => ids(await w.user.listPermissions()),
    writes: { "the server tier": async (w) => (await w.otherServerUser.grantPermission("billing:view"), ["billing:view"]) },
  },
  {
    kind: "contact channels",
    read: async (w) => (await w.user.listContactChannels()).length,
    writes: {
      "another client instance": async (w) => (await w.twinUser.createContactChannel({ type: "email", value: uniqueEmail("twin"), usedForAuth: false }), 2),
      "the server tier": async (w) => (await w.otherServerUser.createContactChannel({ type: "email", value: uniqueEmail("srv"), usedForAuth: false }), 2),
    },
  },
  {
    kind: "user API keys",
    read: async (w) => (await w.user.listApiKeys()).map((k) => k.description),
    writes: {
      "another client instance": async (w) => (await w.twinUser.createApiKey({ description: "twin", expiresAt: null }), ["twin"]),
      "the server tier": async (w) => (await w.otherServerUser.createApiKey({ description: "srv", expiresAt: null }), ["srv"]),
    },
  },
  {
    kind: "team API keys",
    read: async (w) => (await w.team.listApiKeys()).map((k) => k.description),
    writes: {
      "another client instance": async (w) => (await w.twinTeam.createApiKey({ description: "twin", expiresAt: null }), ["twin"]),
      "the server tier": async (w) => (await w.otherServerTeam.createApiKey({ description: "srv", expiresAt: null }), ["srv"]),
    },
  },

  // Server tier (keyed by ids).
  {
    kind: "server user by id",
    read: async (w) => (await w.server.getUser(w.user.id))!.displayName,
    writes: {
      "another server instance": async (w) => (await w.otherServerUser.update({ displayName: "S2" }), "S2"),
      "the client": async (w) => (await w.twinUser.update({ displayName: "C" }), "C"),
    },
  },
  {
    kind: "server user list",
    read: async (w) => (await w.server.listUsers()).length,
    writes: { "another server instance": async (w) => (await w.otherServer.createUser({ primaryEmail: uniqueEmail("new") }), 3) },
  },
  {
    kind: "server teams",
    read: async (w) => (await w.server.listTeams()).length,
    writes: {
      "another server instance": async (w) => (await w.otherServer.createTeam({ displayName: "S2 team" }), 2),
      "the client": async (w) => (await w.twinUser.createTeam({ displayName: "Client team" }), 2),
    },
  },
  {
    kind: "server user's teams",
    read: async (w) => (await w.serverUser.listTeams()).length,
    writes: { "the client": async (w) => (await w.twinUser.leaveTeam(w.twinTeam), 0) },
  },
  {
    kind: "server team members",
    read: async (w) => ids(await (await w.server.getTeam(w.team.id))!.listUsers()),
    writes: { "another server instance": async (w) => (await w.otherServerTeam.addUser(w.stranger.id), [w.user.id, w.stranger.id].sort()) },
  },
  {
    kind: "server team invitations",
    read: async (w) => (await (await w.server.getTeam(w.team.id))!.listInvitations()).length,
    writes: { "the client": async (w) => (await w.twinTeam.inviteUser({ email: "guest@example.com", callbackUrl: INVITE_URL }), 1) },
  },
  {
    kind: "server team profile",
    read: async (w) => (await w.serverUser.getTeamProfile(w.serverTeam)).displayName,
    writes: { "the client": async (w) => (await (await w.twinUser.getTeamProfile(w.twinTeam)).update({ displayName: "Mine" }), "Mine") },
  },
  {
    kind: "server team permissions",
    read: async (w) => w.serverUser.hasPermission(w.serverTeam, "docs:read"),
    writes: { "another server instance": async (w) => (await w.otherServerUser.grantPermission(w.otherServerTeam, "docs:read"), true) },
  },
  {
    kind: "server project permissions",
    read: async (w) => w.serverUser.hasPermission("billing:view"),
    writes: { "another server instance": async (w) => (await w.otherServerUser.grantPermission("billing:view"), true) },
  },
  {
    kind: "server contact channels",
    read: async (w) => (await w.serverUser.listContactChannels()).length,
    writes: { "the client": async (w) => (await w.twinUser.createContactChannel({ type: "email", value: uniqueEmail("c"), usedForAuth: false }), 2) },
  },
  {
    kind: "server user API keys",
    read: async (w) => (await w.serverUser.listApiKeys()).length,
    writes: { "the client": async (w) => (await w.twinUser.createApiKey({ description: "c", expiresAt: null }), 1) },
  },
  {
    kind: "server team API keys",
    read: async (w) => (await (await w.server.getTeam(w.team.id))!.listApiKeys()).length,
    writes: { "the client": async (w) => (await w.twinTeam.createApiKey({ description: "c", expiresAt: null }), 1) },
  },

  // Admin tier.
  {
    kind: "admin project",
    read: async (w) => (await w.admin.getProject()).description,
    writes: { "another admin instance": async (w) => (await (await w.otherAdmin.getProject()).update({ description: "new" }), "new") },
  },
  {
    kind: "internal API keys",
    read: async (w) => (await w.admin.listInternalApiKeys()).some((k) => k.description === "ci"),
    writes: {
      "another admin instance": async (w) => (
        await w.otherAdmin.createInternalApiKey({ description: "ci", expiresAt: new Date(Date.now() + 864e5), hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false }),
        true
      ),
    },
  },
  {
    kind: "team permission definitions",
    read: async (w) => (await w.admin.listTeamPermissionDefinitions()).some((d) => d.id === "docs:write"),
    writes: { "another admin instance": async (w) => (await w.otherAdmin.createTeamPermissionDefinition({ id: "docs:write", containedPermissionIds: [] }), true) },
  },
  {
    kind: "project permission definitions",
    read: async (w) => ids(await w.admin.listProjectPermissionDefinitions()),
    writes: { "another admin instance": async (w) => (await w.otherAdmin.deleteProjectPermissionDefinition("billing:view"), []) },
  },
  {
    kind: "email templates",
    read: async (w) => (await w.admin.listEmailTemplates())[0]!.subject,
    writes: { "another admin instance": async (w) => (await w.otherAdmin.updateEmailTemplate("email_verification", { subject: "Hi" }), "Hi") },
  },
];

const cases = rows.flatMap((row) => Object.entries(row.writes).map(([writer, write]) => ({ kind: row.kind, writer, read: row.read, write })));

describe("cross-instance freshness", () => {
  it.each(cases)("$kind: a write through $writer is seen by the next read", async ({ read, write }) => {
    const w = await world();
    const before = await read(w);
    const expected = await write(w);
    expect(expected).not.toEqual(before); // the write changes what the read returns
    expect(await read(w)).toEqual(expected);
  });
});
