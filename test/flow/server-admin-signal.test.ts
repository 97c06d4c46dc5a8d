/**
 * `{ signal }` on the ServerApp and AdminApp methods that do I/O (issue 17, "Callers cannot
 * cancel"): an aborted call rejects with the signal's reason; an abort before the call
 * sends nothing; an abort of one caller of a shared (cached) read leaves the other callers
 * their answer; a write aborts its own request.
 */
import { describe, expect, it } from "vitest";
import type { AdminApp, ServerApp } from "../../src/index";
import { createTestEnv, uniqueEmail } from "./harness";
import { faultyFetch } from "./support/faults";

/** A fetch that holds the first request matching `method` and `path` until `release()`. */
function holdingFetch(inner: typeof fetch, method: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  const signals: Array<AbortSignal | null> = [];
  const held: typeof fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) {
      count++;
      signals.push(init?.signal ?? null);
      await released;
    }
    return inner(request);
  }) as typeof fetch;
  return { fetch: held, release, held: () => count, signals };
}

/** Every ServerApp and AdminApp method that does I/O, called with `signal`. */
function everyCall(server: ServerApp, admin: AdminApp, signal: AbortSignal): Array<[string, () => Promise<unknown>]> {
  const userId = "00000000-0000-4000-8000-000000000000";
  return [
    ["server.getUser(id)", () => server.getUser(userId, { signal })],
    ["server.getUser({ apiKey })", () => server.getUser({ apiKey: "none", signal })],
    ["server.getUser({ accessTokenOnly })", () => server.getUser({ accessTokenOnly: true, signal })],
    ["server.getUser({ signal })", () => server.getUser({ signal })],
    ["server.getServerUser", () => server.getServerUser({ signal })],
    ["server.createUser", () => server.createUser({ primaryEmail: uniqueEmail("never"), signal })],
    ["server.listUsers", () => server.listUsers({ signal })],
    ["server.getTeam(id)", () => server.getTeam(userId, { signal })],
    ["server.getTeam({ apiKey })", () => server.getTeam({ apiKey: "none", signal })],
    ["server.listTeams", () => server.listTeams({ signal })],
    ["server.createTeam", () => server.createTeam({ displayName: "never", signal })],
    ["admin.getProject", () => admin.getProject({ signal })],
    ["admin.listInternalApiKeys", () => admin.listInternalApiKeys({ signal })],
    [
      "admin.createInternalApiKey",
      () => admin.createInternalApiKey({ description: "never", expiresAt: new Date(Date.now() + 864e5), hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false, signal }),
    ],
    ["admin.listTeamPermissionDefinitions", () => admin.listTeamPermissionDefinitions({ signal })],
    ["admin.createTeamPermissionDefinition", () => admin.createTeamPermissionDefinition({ id: "never", containedPermissionIds: [], signal })],
    ["admin.updateTeamPermissionDefinition", () => admin.updateTeamPermissionDefinition("never", { description: "x", signal })],
    ["admin.deleteTeamPermissionDefinition", () => admin.deleteTeamPermissionDefinition("never", { signal })],
    ["admin.listProjectPermissionDefinitions", () => admin.listProjectPermissionDefinitions({ signal })],
    ["admin.createProjectPermissionDefinition", () => admin.createProjectPermissionDefinition({ id: "never", containedPermissionIds: [], signal })],
    ["admin.updateProjectPermissionDefinition", () => admin.updateProjectPermissionDefinition("never", { description: "x", signal })],
    ["admin.deleteProjectPermissionDefinition", () => admin.deleteProjectPermissionDefinition("never", { signal })],
    ["admin.listEmailTemplates", () => admin.listEmailTemplates({ signal })],
    ["admin.updateEmailTemplate", () => admin.updateEmailTemplate("magic_link", { subject: "x", signal })],
    ["admin.resetEmailTemplate", () => admin.resetEmailTemplate("magic_link", { signal })],
    [
      "admin.sendTestEmail",
      () =>
        admin.sendTestEmail({
          recipientEmail: "a@example.com",
          emailConfig: { host: "smtp.example.com", port: 587, username: "u", password: "p", senderName: "s", senderEmail: "s@example.com" },
          signal,
        }),
    ],
    ["admin.listSentEmails", () => admin.listSentEmails({ signal })],
    ["admin.getMetrics", () => admin.getMetrics({ signal })],
  ];
}

describe("{ signal } on ServerApp and AdminApp", () => {
  it("every method that does I/O, given an aborted signal, rejects with its reason and sends nothing", async () => {
    const env = createTestEnv();
    const faults = faultyFetch(env.fetch);
    const server = env.serverApp({ fetch: faults });
    const admin = env.adminApp({ fetch: faults });
    const reason = new Error("the request was cancelled");
    const calls = everyCall(server, admin, AbortSignal.abort(reason));
    for (const [name, call] of calls) {
      await expect(call(), name).rejects.toBe(reason);
    }
    // The user of a signed-in request too (its read would be shared with other callers).
    const { app } = await env.signUp();
    const tokens = await (await app.getUser())!.currentSession.getTokens();
    await expect(server.getUser({ tokenStore: tokens, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(faults.seen).toEqual([]);
  });

  it("a signal that is not an AbortSignal is a TypeError", async () => {
    const env = createTestEnv();
    await expect(env.serverApp().listUsers({ signal: "stop" as unknown as AbortSignal })).rejects.toThrow(TypeError);
    await expect(env.adminApp().getMetrics({ signal: {} as AbortSignal })).rejects.toThrow(TypeError);
  });

  it("aborting one caller of a shared read rejects it at once and leaves the other caller its answer", async () => {
    const env = createTestEnv();
    const email = uniqueEmail("listed");
    await env.serverApp().createUser({ primaryEmail: email });
    const hold = holdingFetch(env.fetch, "GET", "/api/v1/users");
    const server = env.serverApp({ fetch: hold.fetch });
    const controller = new AbortController();
    const reason = new Error("left the page");
    const aborted = server.listUsers({ signal: controller.signal });
    const other = server.listUsers();
    await expect.poll(hold.held).toBe(1); // one request for both callers, held
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    hold.release();
    const page = await other;
    expect(page.map((user) => user.primaryEmail)).toContain(email);
    expect(hold.held()).toBe(1);
    expect(hold.signals[0]?.aborted ?? false).toBe(false); // the shared request was not cancelled
  });

  it("an aborted write rejects with the reason, cancels its request, and the app's next calls work", async () => {
    const env = createTestEnv();
    const faults = faultyFetch(env.fetch);
    const server = env.serverApp({ fetch: faults });
    faults.inject({ method: "POST", path: "/api/v1/users", fault: { kind: "hang" }, times: 1 }); // rejects only when its signal aborts
    const controller = new AbortController();
    const reason = new Error("user cancelled");
    const email = uniqueEmail("cancelled");
    const pending = server.createUser({ primaryEmail: email, signal: controller.signal });
    await expect.poll(() => faults.seen.filter((r) => r.method === "POST").length).toBe(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    const made = await server.createUser({ primaryEmail: uniqueEmail("after") });
    expect(made.primaryEmail).toMatch(/^after-/);
    expect((await server.listUsers()).map((user) => user.primaryEmail)).not.toContain(email);
  });

  it("an admin write aborted in flight rejects with the reason; the definitions list is unchanged", async () => {
    const env = createTestEnv();
    const faults = faultyFetch(env.fetch);
    const admin = env.adminApp({ fetch: faults });
    const before = (await admin.listTeamPermissionDefinitions()).map((d) => d.id);
    faults.inject({ method: "POST", path: /permission-definitions$/, fault: { kind: "hang" }, times: 1 });
    const controller = new AbortController();
    const pending = admin.createTeamPermissionDefinition({ id: "cancelled", containedPermissionIds: [], signal: controller.signal });
    await expect.poll(() => faults.seen.filter((r) => r.method === "POST").length).toBe(1);
    controller.abort();
    expect(((await pending.catch((e: unknown) => e)) as DOMException).name).toBe("AbortError");
    expect((await admin.listTeamPermissionDefinitions()).map((d) => d.id)).toEqual(before);
  });
});
