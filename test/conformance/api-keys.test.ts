/**
 * Official SDK: user API keys (create with the full value once, list with the last four,
 * server-side lookup by key, revoke).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSWORD, startConformanceEnv, uniqueEmail, VERIFICATION_CALLBACK_URL, type ConformanceEnv } from "./env";

let env: ConformanceEnv;
beforeAll(async () => {
  env = await startConformanceEnv();
});
afterAll(async () => {
  await env.stop();
});

describe("user API keys", () => {
  test("create, list, look up from the server, revoke", async () => {
    // API keys must be allowed by the project config (set in the emulator directly).
    const project = env.newProject({ config: { allow_user_api_keys: true } });
    const app = env.clientApp(project);
    const signUp = await app.signUpWithCredential({ email: uniqueEmail("keys"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
    expect(signUp.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });

    const created = await user.createApiKey({ description: "ci", expiresAt: new Date(Date.now() + 86_400_000) });
    expect(created.description).toBe("ci");
    expect(created.value).toEqual(expect.any(String));
    expect(created.isValid()).toBe(true);

    const listed = await user.listApiKeys();
    expect(listed.map((k) => k.id)).toEqual([created.id]);
    expect(listed[0]!.value.lastFour).toBe(created.value.slice(-4));

    const server = env.serverApp(project);
    expect((await server.getUser({ apiKey: created.value }))?.id).toBe(user.id);

    await created.revoke();
    expect(await server.getUser({ apiKey: created.value })).toBeNull();
  });
});
