/**
 * Owned projects of the internal project (docs/api.md, `createProject` / `listOwnedProjects`):
 * each carries an AdminApp acting through the owner's session. ClientApp's module cannot name
 * AdminApp (AdminApp extends it); the module the package entry exports the apps from gives
 * ClientApp the factory (src/lib/apps/facades.ts). This drives that through the entry.
 */
import { describe, expect, it } from "vitest";
import { AdminApp, ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { APP_URL, EMULATOR_URL, PASSWORD, uniqueEmail } from "./harness";

describe("owned projects", () => {
  it("a dashboard user's new and listed projects each carry an AdminApp for that project", async () => {
    const emulator = createEmulator();
    const { id, publishableClientKey } = emulator.internalProject;
    const app = new ClientApp({ projectId: id as "internal", publishableClientKey, baseUrl: EMULATOR_URL, fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
    const signUp = await app.signUpWithCredential({ email: uniqueEmail("owner"), password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    expect(signUp.status).toBe("ok");
    const owner = await app.getUser({ or: "throw" });

    const created = await owner.createProject({ displayName: "Owned one" });
    expect(created.displayName).toBe("Owned one");
    expect(created.app).toBeInstanceOf(AdminApp);
    expect(created.app.projectId).toBe(created.id);

    const [listed] = await owner.listOwnedProjects();
    expect(listed!.id).toBe(created.id);
    expect(listed!.app).toBeInstanceOf(AdminApp);
    // The owned app acts on its project through the owner's session.
    const project = await listed!.app.getProject();
    expect(project.id).toBe(created.id);
    expect(project.displayName).toBe("Owned one");
  });
});
