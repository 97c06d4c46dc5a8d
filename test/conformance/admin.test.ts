/**
 * Official SDK, admin tier (super secret admin key): getProject / project.update with a
 * config change, and the client-side effect of turning sign-up off.
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

describe("admin project", () => {
  test("getProject returns the project with its config", async () => {
    const project = env.newProject({ displayName: "Conformance Admin" });
    const admin = env.adminApp(project);
    const read = await admin.getProject();
    expect(read.id).toBe(project.id);
    expect(read.displayName).toBe("Conformance Admin");
    expect(read.config.signUpEnabled).toBe(true);
    expect(read.config.credentialEnabled).toBe(true);
  });

  test("project.update({ displayName, config }) is visible on re-read", async () => {
    const project = env.newProject();
    const admin = env.adminApp(project);
    const read = await admin.getProject();
    await read.update({ displayName: "Renamed", config: { magicLinkEnabled: true, allowLocalhost: false } });
    const reread = await env.adminApp(project).getProject();
    expect(reread.displayName).toBe("Renamed");
    expect(reread.config.magicLinkEnabled).toBe(true);
    expect(reread.config.allowLocalhost).toBe(false);
  });

  test("with sign-up disabled, signUpWithCredential fails with SIGN_UP_NOT_ENABLED", async () => {
    const project = env.newProject();
    const admin = env.adminApp(project);
    await (await admin.getProject()).update({ config: { signUpEnabled: false } });
    expect((await env.adminApp(project).getProject()).config.signUpEnabled).toBe(false);

    const client = env.clientApp(project);
    let caught: unknown = null;
    try {
      const result = await client.signUpWithCredential({ email: uniqueEmail("closed"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
      caught = result.status === "error" ? result.error : null;
    } catch (error) {
      caught = error;
    }
    expect(errorCodeOf(caught)).toBe("SIGN_UP_NOT_ENABLED");
    expect(await client.getUser()).toBeNull();
  });
});
