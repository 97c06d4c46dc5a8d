import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpStatusError, KnownErrors, ServerApp } from "../../src/index";
import { createTestEnv, EMULATOR_URL } from "./harness";

const KEYS_ON = { config: { allow_user_api_keys: true, allow_team_api_keys: true, client_team_creation_enabled: true } };

// Only Date is faked: the API keys' expiry follows the clock.
beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => void vi.useRealTimers());

describe("user API keys", () => {
  it("shows the full key once, lists its last four, checks out to its owner, and fails once revoked", async () => {
    const env = createTestEnv({ project: KEYS_ON });
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const server = env.serverApp();

    const first = await user.createApiKey({ description: "CI", expiresAt: null });
    expect(first.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user1574ck4u7h[0-9a-f]{8}$/);
    expect(first).toMatchObject({ description: "CI", type: "user", userId: user.id, expiresAt: undefined, manuallyRevokedAt: null, isPublic: false });
    expect(first.isValid()).toBe(true);

    const [listed] = await user.listApiKeys();
    expect(listed!.value).toEqual({ lastFour: first.value.slice(-4) });
    expect((await server.getUser({ apiKey: first.value }))?.id).toBe(user.id);

    await listed!.revoke();
    expect(await server.getUser({ apiKey: first.value })).toBeNull();
    const [revoked] = await user.listApiKeys();
    expect(revoked!.manuallyRevokedAt).toBeInstanceOf(Date);
    expect(revoked!.isValid()).toBe(false);
    expect(revoked!.whyInvalid()).toBe("manually-revoked");
  });

  it("public keys start with pk_; expiry follows the emulator clock", async () => {
    const env = createTestEnv({ project: KEYS_ON });
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const server = env.serverApp();
    const key = await user.createApiKey({ description: "short", expiresAt: new Date(Date.now() + 60_000), isPublic: true });
    expect(key.value.startsWith("pk_")).toBe(true);
    expect(key.value.slice(3 + 45 + 32, 3 + 45 + 32 + 5)).toBe("user3");
    expect((await server.getUser({ apiKey: key.value }))?.id).toBe(user.id);

    env.emulator.clock.advance(120_000);
    expect(await server.getUser({ apiKey: key.value })).toBeNull();
    expect(key.isValid()).toBe(true); // computed locally, and the local clock has not reached the expiry
    vi.setSystemTime(Date.now() + 120_000);
    expect(key.whyInvalid()).toBe("expired");
    expect(key.isValid()).toBe(false);
  });

  it("server users create and list keys for any user; revocation is checked before expiry", async () => {
    const env = createTestEnv({ project: KEYS_ON });
    const server = env.serverApp();
    const created = await server.createUser({ displayName: "Key owner" });
    const key = await created.createApiKey({ description: "srv", expiresAt: new Date(Date.now() - 1000) });
    await key.revoke();
    const [listed] = await created.listApiKeys();
    expect(listed!.whyInvalid()).toBe("manually-revoked");
  });

  it("is refused with the service's exact text when the project turns user API keys off", async () => {
    const env = createTestEnv();
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const error = await user.createApiKey({ description: "x", expiresAt: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(400);
    expect((error as HttpStatusError).body).toBe("User API keys are not enabled for this project.");
  });
});

describe("team API keys", () => {
  it("creates, lists, checks and revokes a team's keys", async () => {
    const env = createTestEnv({ project: KEYS_ON });
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const team = await user.createTeam({ displayName: "Keys team" });
    const server = env.serverApp();

    const key = await team.createApiKey({ description: "deploy", expiresAt: null });
    expect(key).toMatchObject({ type: "team", teamId: team.id });
    expect(key.value).toMatch(/team1574ck4u7h[0-9a-f]{8}$/);
    expect((await team.listApiKeys()).map((k) => k.value)).toEqual([{ lastFour: key.value.slice(-4) }]);
    expect((await server.getTeam({ apiKey: key.value }))?.id).toBe(team.id);
    // A team key is not a user key.
    expect(await server.getUser({ apiKey: key.value })).toBeNull();

    await key.revoke();
    expect(await server.getTeam({ apiKey: key.value })).toBeNull();
    expect((await team.listApiKeys())[0]!.isValid()).toBe(false);
  });

  it("is refused with the service's exact text when the project turns team API keys off", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const { app } = await env.signUp();
    const team = await (await app.getUser({ or: "throw" })).createTeam({ displayName: "No keys" });
    const error = await team.createApiKey({ description: "x", expiresAt: null }).catch((e: unknown) => e);
    expect((error as HttpStatusError).body).toBe("Team API keys are not enabled for this project.");
  });
});

describe("internal API keys", () => {
  it("creates key sets that work as the project's keys until revoked", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    const created = await admin.createInternalApiKey({
      description: "backend",
      expiresAt: new Date(Date.now() + 3_600_000),
      hasPublishableClientKey: true,
      hasSecretServerKey: true,
      hasSuperSecretAdminKey: false,
    });
    expect(created.publishableClientKey).toMatch(/^pck_[0-9a-z]{45}$/);
    expect(created.secretServerKey).toMatch(/^ssk_[0-9a-z]{45}$/);
    expect(created.superSecretAdminKey).toBeUndefined();

    const withNewKeys = new ServerApp({
      projectId: env.project.id,
      publishableClientKey: created.publishableClientKey!,
      secretServerKey: created.secretServerKey!,
      baseUrl: EMULATOR_URL,
      fetch: env.fetch,
      tokenStore: "memory",
      redirectMethod: "none",
    } as ConstructorParameters<typeof ServerApp>[0]);
    const made = await withNewKeys.createUser({ displayName: "made with the new keys" });
    expect((await withNewKeys.listUsers()).map((u) => u.id)).toContain(made.id);

    const listed = (await admin.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect(listed.secretServerKey).toEqual({ lastFour: created.secretServerKey!.slice(-4) });
    expect(listed.superSecretAdminKey).toBeNull();
    await listed.revoke();

    const error = await withNewKeys.listUsers().catch((e: unknown) => e);
    expect(KnownErrors.InvalidSecretServerKey.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(`The secret server key is not valid for the project "${env.project.id}". Does the project and/or the key exist?`);
    const after = (await admin.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect(after.whyInvalid()).toBe("manually-revoked");
  });

  it("checks expiry before revocation", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    const created = await admin.createInternalApiKey({
      description: "short", expiresAt: new Date(Date.now() + 1000), hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false,
    });
    await created.revoke();
    vi.setSystemTime(Date.now() + 5000);
    const listed = (await admin.listInternalApiKeys()).find((k) => k.id === created.id)!;
    expect(listed.whyInvalid()).toBe("expired");
  });
});
