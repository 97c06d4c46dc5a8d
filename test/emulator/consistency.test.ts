/**
 * Uniqueness rules and multi-record writes hold under concurrent requests, and deletes
 * take everything that belongs to the deleted record, as the service's foreign keys do.
 */
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator, type EmulatorState } from "../../src/emulator";
import { CALLBACK, PASSWORD, clientHeaders, errorCode, send, serverHeaders, signUp } from "./default-project";
import { EMULATOR_OUTBOX_HOST } from "../../src/emulator/routes/emails";
import { expectConsistent } from "./invariants";
import { writableState } from "./world";

/** Every record of every table that names `id` in one of its fields. */
function recordsNaming(state: EmulatorState, id: string): string[] {
  const found: string[] = [];
  const { version: _version, emails: _emails, ...tables } = state;
  for (const [table, rows] of Object.entries(tables)) {
    for (const [key, record] of Object.entries(rows as Record<string, object>)) {
      if (Object.values(record).includes(id) || key.includes(id)) found.push(`${table}.${key}`);
    }
  }
  return found;
}

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

describe("concurrent writes", () => {
  it("two concurrent sign-ups with one email: one user, and the other gets USER_EMAIL_ALREADY_EXISTS", async () => {
    const em = createEmulator();
    const body = { email: "twice@example.com", password: PASSWORD, verification_callback_url: CALLBACK };
    const answers = await Promise.all([1, 2, 3].map(() => send(em, "POST", "/auth/password/sign-up", clientHeaders(em), body)));
    const codes = await Promise.all(answers.map(errorCode));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(codes.filter((c) => c === "USER_EMAIL_ALREADY_EXISTS")).toHaveLength(2);
    const channels = Object.values(em.getState().contactChannels).filter((c) => c.value === "twice@example.com");
    expect(channels).toHaveLength(1);
    expect(Object.values(em.getState().users).filter((u) => u.projectId === em.defaultProject.id)).toHaveLength(1);
  });

  it("two concurrent server creates of one sign-in email with passwords: one user", async () => {
    const em = createEmulator();
    const body = { primary_email: "server-twice@example.com", primary_email_auth_enabled: true, password: PASSWORD };
    const answers = await Promise.all([1, 2].map(() => send(em, "POST", "/users", serverHeaders(em), body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await Promise.all(answers.map(errorCode))).toContain("USER_EMAIL_ALREADY_EXISTS");
    expect(Object.values(em.getState().users)).toHaveLength(1);
  });

  it("two concurrent password sets: one sets it, the other is told the user already has one", async () => {
    const em = createEmulator();
    const user = await json<{ id: string }>(await send(em, "POST", "/users", serverHeaders(em), { primary_email: "np@example.com" }));
    const session = await json<{ access_token: string }>(await send(em, "POST", "/auth/sessions", serverHeaders(em), { user_id: user.id }));
    const set = (password: string) => send(em, "POST", "/auth/password/set", clientHeaders(em, session.access_token), { password });
    const answers = await Promise.all([set("First-Password-1"), set("Second-Password-2")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
  });
});

async function userWithEverything(em: Emulator) {
  const signedUp = await signUp(em, "doomed@example.com");
  const me = clientHeaders(em, signedUp.access_token);
  const team = await json<{ id: string }>(await send(em, "POST", "/teams", me, { display_name: "Doomed's team", creator_user_id: "me" }));
  await json(await send(em, "POST", "/contact-channels", me, { user_id: "me", value: "second@example.com", type: "email", used_for_auth: false }));
  await json(await send(em, "POST", "/user-api-keys", me, { user_id: "me", description: "k", expires_at_millis: null }));
  await json(await send(em, "POST", "/team-api-keys", me, { team_id: team.id, description: "t", expires_at_millis: null }));
  await send(em, "POST", "/project-permission-definitions", { ...serverHeaders(em), "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": em.defaultProject.superSecretAdminKey }, { id: "reader" });
  await json(await send(em, "POST", `/project-permissions/${signedUp.user_id}/reader`, serverHeaders(em), {}));
  await json(await send(em, "POST", "/auth/sessions", serverHeaders(em), { user_id: signedUp.user_id }));
  const state = writableState(em);
  state.passkeys[signedUp.user_id] = { userId: signedUp.user_id, projectId: em.defaultProject.id, credentialId: "cred", publicKey: "key", counter: 0, transports: [] };
  return { userId: signedUp.user_id, teamId: team.id, me };
}

describe("the lookup indexes", () => {
  it("hold a record once when a fresh emulator's first request creates it (the indexes are built before the write)", async () => {
    for (const em of [createEmulator(), createEmulator({ state: createEmulator().getState() })]) {
      await json(await send(em, "POST", "/users", serverHeaders(em), { display_name: "Only once" }));
      const list = await json<{ items: { display_name: string }[] }>(await send(em, "GET", "/users", serverHeaders(em)));
      expect(list.items.map((u) => u.display_name)).toEqual(["Only once"]);
      await expectConsistent(em);
    }
  });

  it("hold an email once when a fresh emulator's first request sends it", async () => {
    const em = createEmulator({ state: createEmulator().getState() });
    const admin = { ...serverHeaders(em), "x-stack-access-type": "admin", "x-stack-super-secret-admin-key": em.defaultProject.superSecretAdminKey };
    await json(await send(em, "POST", "/internal/send-test-email", admin, {
      recipient_email: "once@example.com",
      email_config: { host: EMULATOR_OUTBOX_HOST, port: 587, username: "u", password: "p", sender_name: "S", sender_email: "s@example.com" },
    }));
    expect(em.outbox.list({ to: "once@example.com" })).toHaveLength(1);
    await expectConsistent(em);
  });
});

describe("deletes cascade", () => {
  it("deleting a user removes its channels, sessions, memberships, grants, API keys and passkey", async () => {
    const em = createEmulator();
    const { userId } = await userWithEverything(em);
    const before = recordsNaming(em.getState(), userId);
    for (const table of ["users", "contactChannels", "sessions", "teamMemberships", "teamPermissionGrants", "projectPermissionGrants", "apiKeys", "passkeys"]) {
      expect(before.some((r) => r.startsWith(`${table}.`)), table).toBe(true);
    }
    await json(await send(em, "DELETE", `/users/${userId}`, serverHeaders(em)));
    // Verification codes stay (the service keeps them; redeeming one then finds no user), and
    // so does the sign-in activity (the service's metrics count it from its event log).
    expect(recordsNaming(em.getState(), userId).filter((r) => !r.startsWith("verificationCodes.") && !r.startsWith("userActivity."))).toEqual([]);
  });

  it("deleting a team removes its memberships, grants, team API keys and pending invitations", async () => {
    const em = createEmulator();
    const { teamId, me } = await userWithEverything(em);
    await json(await send(em, "POST", "/team-invitations/send-code", me, { team_id: teamId, email: "invitee@example.com", callback_url: CALLBACK }));
    await json(await send(em, "DELETE", `/teams/${teamId}`, serverHeaders(em)));
    const left = recordsNaming(em.getState(), teamId);
    expect(left).toEqual([]);
    expect(Object.values(em.getState().verificationCodes).filter((c) => c.type === "team_invitation")).toEqual([]);
  });

  it("a user's team list, sign-in and lookups stay consistent after deletes", async () => {
    const em = createEmulator();
    const { userId } = await userWithEverything(em);
    await json(await send(em, "DELETE", `/users/${userId}`, serverHeaders(em)));
    const again = await signUp(em, "doomed@example.com");
    const teams = await json<{ items: unknown[] }>(await send(em, "GET", "/teams?user_id=me", clientHeaders(em, again.access_token)));
    expect(teams.items).toEqual([]);
    const list = await json<{ items: { id: string }[] }>(await send(em, "GET", "/users", serverHeaders(em)));
    expect(list.items.map((u) => u.id)).toEqual([again.user_id]);
  });
});
