/**
 * Official SDK, server tier (secret server key): createUser / listUsers / getUser(id) /
 * user.update / user.delete.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSWORD, startConformanceEnv, uniqueEmail, type ConformanceEnv } from "./env";

let env: ConformanceEnv;
beforeAll(async () => {
  env = await startConformanceEnv();
});
afterAll(async () => {
  await env.stop();
});

describe("server user management", () => {
  test("createUser makes a user that getUser(id) and listUsers return", async () => {
    const server = env.serverApp();
    const email = uniqueEmail("server");
    const created = await server.createUser({ primaryEmail: email, password: PASSWORD, primaryEmailAuthEnabled: true, displayName: "Grace" });
    expect(created.primaryEmail).toBe(email);
    expect(created.displayName).toBe("Grace");
    expect(created.hasPassword).toBe(true);

    const fetched = await server.getUser(created.id);
    expect(fetched?.id).toBe(created.id);
    expect(fetched?.primaryEmail).toBe(email);

    const listed = await server.listUsers();
    expect(listed.map((u) => u.id)).toContain(created.id);
    expect(listed.nextCursor === null || typeof listed.nextCursor === "string").toBe(true);
  });

  test("a user created by the server can sign in with its password from the client", async () => {
    const email = uniqueEmail("server-signin");
    await env.serverApp().createUser({ primaryEmail: email, password: PASSWORD, primaryEmailAuthEnabled: true });
    const app = env.clientApp();
    const result = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result.status).toBe("ok");
    expect((await app.getUser({ or: "throw" })).primaryEmail).toBe(email);
  });

  test("listUsers pages with limit and cursor", async () => {
    const server = env.serverApp();
    for (let i = 0; i < 3; i++) await server.createUser({ primaryEmail: uniqueEmail("page") });
    const first = await server.listUsers({ limit: 2 });
    expect(first.length).toBe(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await server.listUsers({ limit: 2, cursor: first.nextCursor! });
    expect(second.length).toBeGreaterThan(0);
    // The second page continues the first: no user appears on both.
    const firstIds = first.map((u) => u.id);
    expect(second.map((u) => u.id).filter((id) => firstIds.includes(id))).toEqual([]);
  });

  test("user.update changes fields; getUser(id) reflects them", async () => {
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("update") });
    await user.update({ displayName: "Updated Name", serverMetadata: { tier: "gold" }, clientMetadata: { theme: "dark" } });
    const fetched = await server.getUser(user.id);
    expect(fetched?.displayName).toBe("Updated Name");
    expect(fetched?.serverMetadata).toEqual({ tier: "gold" });
    expect(fetched?.clientMetadata).toEqual({ theme: "dark" });
  });

  test("user.delete removes the user", async () => {
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("delete") });
    await user.delete();
    expect(await server.getUser(user.id)).toBeNull();
    expect((await server.listUsers()).map((u) => u.id)).not.toContain(user.id);
  });
});
