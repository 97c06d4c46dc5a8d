/**
 * Official SDK, admin tier (super secret admin key): getProject / project.update with a
 * config change, permission definitions, and sign-up turned off -> the SDK's sign-up error.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorCodeOf, PASSWORD, startConformanceEnv, uniqueEmail, VERIFICATION_CALLBACK_URL, type ConformanceEnv } from "./env";

let env: ConformanceEnv;
beforeAll(async () => {
  env = await startConformanceEnv();
});
afterAll(async () => {
  await env.stop();
});

/** Signs up through the official client app and returns what it returned or threw. */
async function signUpOutcome(client: ReturnType<ConformanceEnv["clientApp"]>): Promise<unknown> {
  try {
    const result = await client.signUpWithCredential({ email: uniqueEmail("closed"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
    return result.status === "error" ? result.error : null;
  } catch (error) {
    return error;
  }
}

describe("admin project", () => {
  test("getProject returns the project with its config", async () => {
    const project = env.newProject({ displayName: "Conformance Admin" });
    const read = await env.adminApp(project).getProject();
    expect(read.id).toBe(project.id);
    expect(read.displayName).toBe("Conformance Admin");
    expect(read.config.signUpEnabled).toBe(true);
    expect(read.config.credentialEnabled).toBe(true);
    expect(read.config.oauthProviders).toEqual([]);
  });

  test("project.update({ displayName, config }) turns sign-up off; the client's sign-up then fails with SIGN_UP_NOT_ENABLED", async () => {
    const project = env.newProject();
    const read = await env.adminApp(project).getProject();
    await read.update({ displayName: "Renamed", config: { signUpEnabled: false, magicLinkEnabled: true } });

    const reread = await env.adminApp(project).getProject();
    expect(reread.displayName).toBe("Renamed");
    expect(reread.config.signUpEnabled).toBe(false);
    expect(reread.config.magicLinkEnabled).toBe(true);

    const client = env.clientApp(project);
    expect(errorCodeOf(await signUpOutcome(client))).toBe("SIGN_UP_NOT_ENABLED");
    expect(await client.getUser()).toBeNull();
  });

  test("listTeamPermissionDefinitions returns the built-in team roles", async () => {
    const project = env.newProject();
    const definitions = await env.adminApp(project).listTeamPermissionDefinitions();
    const ids = definitions.map((d) => d.id);
    expect(ids).toContain("team_admin");
    expect(ids).toContain("team_member");
  });
});

describe("sign-up disabled", () => {
  test("on a project with sign-up off, signUpWithCredential fails with SIGN_UP_NOT_ENABLED and signs nobody in", async () => {
    // Configured directly in the emulator, so this checks the client error on its own,
    // independent of the admin update path above.
    const project = env.newProject({ config: { sign_up_enabled: false } });
    const client = env.clientApp(project);
    const error = await signUpOutcome(client);
    expect(errorCodeOf(error)).toBe("SIGN_UP_NOT_ENABLED");
    expect((error as { statusCode?: number }).statusCode).toBe(400);
    expect(await client.getUser()).toBeNull();
  });
});
