// README.md's quick-start snippets run against the in-process emulator, wrapped in functions
// and kept close to the README text. The README's own text is compiled as written, against
// the packed tarball, by test/package/readme-snippets.test.ts.
import { createElement } from "react";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { AdminApp, ClientApp, ServerApp } from "../../src";
import type { ClientAppOptions, CurrentServerUser, CurrentUser, InternalApiKeyFirstView, ServerUser, Team } from "../../src";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createEmulator } from "../../src/emulator";
import { createTestProject, headersFor, requestFor, startEmulator, type TestEmulator } from "../../src/testing";
import { GatehouseProvider, Handler, UserButton } from "../../src/react";

type Keys = { projectId: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string };

/** README "Client tier (browser)". */
async function clientTier(email: string, password: string, extra: ClientAppOptions = {}) {
  const app = new ClientApp({
    projectId: "<project id>",
    publishableClientKey: "<publishable client key>",
    // tokenStore: "cookie" is the default in a browser, "memory" elsewhere
    ...extra,
  });

  const result = await app.signInWithCredential({ email, password });
  if (result.status === "error") console.log(result.error.message); // e.g. EmailPasswordMismatch

  const user = await app.getUser(); // CurrentUser | null
  await user?.update({ displayName: "Ada" });
  const teams = await user?.listTeams();
  await user?.signOut();
  return { result, user, teams };
}

/** README "Server tier (Node)". */
async function serverTier({ projectId, publishableClientKey, secretServerKey }: Keys, request: Request, extra: { fetch?: typeof fetch; baseUrl?: string } = {}) {
  const server = new ServerApp({ projectId, publishableClientKey, secretServerKey, ...extra });

  // The user of an incoming request: reads the x-stack-auth header or the cookies.
  const user = await server.getUser({ tokenStore: request });
  const created = await server.createUser({ primaryEmail: "a@example.com", password: "s3cret-pass" });
  const page = await server.listUsers({ limit: 50 }); // page.nextCursor for the next page
  return { user, created, page };
}

/** README "Admin tier". */
async function adminTier({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey }: Keys, extra: { fetch?: typeof fetch; baseUrl?: string } = {}) {
  const admin = new AdminApp({ projectId, publishableClientKey, secretServerKey, superSecretAdminKey, ...extra });
  const project = await admin.getProject();
  await project.update({ config: { signUpEnabled: false } });
  const keys = await admin.createInternalApiKey({
    description: "CI", expiresAt: new Date(Date.now() + 864e5),
    hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
  });
  return { project, keys };
}

/** README "React" (written with createElement: this file is not TSX). */
function reactSnippet({ projectId, publishableClientKey }: Keys, location: { pathname: string }) {
  const app = new ClientApp({ projectId, publishableClientKey });
  return function Root() {
    return createElement(
      GatehouseProvider,
      { app },
      location.pathname.startsWith("/handler")
        ? createElement(Handler, { location: location.pathname, fullPage: true })
        : createElement("header", null, createElement(UserButton, { showUserInfo: true })),
    );
  };
}

/** README "The emulator". */
function emulatorSnippet() {
  const emulator = createEmulator(); // in-process: no port needed
  const app = new ClientApp({ baseUrl: "http://emulator", fetch: emulator.fetch, tokenStore: "memory" });
  return { emulator, app };
}

describe("README quick start", () => {
  it("types the snippets' results as the README comments say", () => {
    expectTypeOf<Awaited<ReturnType<typeof clientTier>>["user"]>().toEqualTypeOf<CurrentUser | null>();
    expectTypeOf<Awaited<ReturnType<typeof clientTier>>["teams"]>().toEqualTypeOf<Team[] | undefined>();
    expectTypeOf<Awaited<ReturnType<typeof serverTier>>["user"]>().toEqualTypeOf<CurrentServerUser | null>();
    expectTypeOf<Awaited<ReturnType<typeof serverTier>>["page"]["nextCursor"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Awaited<ReturnType<typeof serverTier>>["page"][number]>().toEqualTypeOf<ServerUser>();
    expectTypeOf<Awaited<ReturnType<typeof adminTier>>["keys"]>().toEqualTypeOf<InternalApiKeyFirstView>();
    expect(reactSnippet).toBeTypeOf("function");
  });

  it("new ClientApp() with no project configured uses the emulator's default project", () => {
    const { emulator, app } = emulatorSnippet();
    expect(new ClientApp({ fetch: emulator.fetch, tokenStore: "memory" }).projectId).toBe(emulator.defaultProject.id);
    expect(app.projectId).toBe(emulator.defaultProject.id);
  });

  it("runs the client, server and admin snippets against the emulator", async () => {
    const emulator = createEmulator();
    const { id, ...keys } = emulator.createProject();
    const creds: Keys = { projectId: id, ...keys };
    const extra = { fetch: emulator.fetch, baseUrl: "http://emulator.test" };

    // Server tier: nobody on the request, a created user, one page of users.
    const server = await serverTier(creds, new Request("http://app.test/"), extra);
    expect(server.user).toBeNull();
    expect(server.created.primaryEmail).toBe("a@example.com");
    expect(server.page.map((u) => u.id)).toContain(server.created.id);
    expect(server.page.nextCursor).toBeNull();

    // Client tier: sign in as that user, update, list teams, sign out (the snippet's
    // placeholders replaced by this project's id and key).
    // The README's createUser leaves the email unusable for sign-in (primaryEmailAuthEnabled
    // defaults to false), so sign in as a user made with it turned on.
    const b = await new ServerApp({ ...creds, ...extra }).createUser({ primaryEmail: "b@example.com", password: "s3cret-pass", primaryEmailAuthEnabled: true });
    const client = await clientTier("b@example.com", "s3cret-pass", { ...extra, projectId: id, publishableClientKey: keys.publishableClientKey });
    expect(client.result.status).toBe("ok");
    expect(client.user?.primaryEmail).toBe("b@example.com");
    // The snippet's update and sign-out reached the service.
    const bOnService = await new ServerApp({ ...creds, ...extra }).getUser(b.id);
    expect(bOnService?.displayName).toBe("Ada");
    expect(await bOnService!.getActiveSessions()).toEqual([]);
    // The snippet logs the error of a failed sign-in.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const failed = await clientTier("a@example.com", "s3cret-pass", { ...extra, projectId: id, publishableClientKey: keys.publishableClientKey });
      expect(failed.result.status).toBe("error");
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
    }
    expect(client.teams).toEqual([]);

    // Admin tier: update the project, create an internal key set.
    const admin = await adminTier(creds, extra);
    expect(admin.project.id).toBe(id);
    expect(typeof admin.keys.secretServerKey).toBe("string");
    expect(admin.keys.superSecretAdminKey).toBeUndefined();
    const after = await new AdminApp({ ...creds, ...extra }).getProject();
    expect(after.config.signUpEnabled).toBe(false);
  });
});

/** README "Testing your app": the server handler's test, its `test` body as a function. */
async function testingNodeHandler(emulator: TestEmulator) {
  const profile = (serverApp: ServerApp) => async (req: IncomingMessage, res: ServerResponse) => {
    const user = await serverApp.getUser({ tokenStore: { request: req, response: res } });
    res.statusCode = user ? 200 : 401;
    res.end(user?.displayName ?? "");
  };
  const project = await createTestProject(emulator);
  const server = createServer(profile(new ServerApp({ ...project.config, tokenStore: null })));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/profile`;

  const ada = await project.createUser({ displayName: "Ada" });
  const seen = [await (await fetch(url, { headers: headersFor(ada) })).text(), (await fetch(url)).status];
  await emulator.expireAccessTokens();
  seen.push((await fetch(url, { headers: headersFor(ada) })).status);
  await ada.session!.revoke();
  await emulator.expireAccessTokens();
  seen.push((await fetch(url, { headers: headersFor(ada) })).status);

  server.close();
  await project.close();
  return seen;
}

/** README "Testing your app": the Next.js route handler's test body. */
async function testingNextRoute() {
  const GET = (serverApp: ServerApp) => async (request: Request) => {
    const user = await serverApp.getUser({ tokenStore: request });
    return user ? Response.json({ email: user.primaryEmail }) : new Response(null, { status: 401 });
  };
  const emulator = await startEmulator();
  const project = await createTestProject(emulator);
  const handler = GET(new ServerApp({ ...project.config, tokenStore: null }));
  const ada = await project.createUser({ email: "ada@example.com" });
  const response = await handler(requestFor(ada, { url: "http://localhost:3000/api/me" }));
  const result = { signedIn: await response.json(), signedOut: (await handler(requestFor(null))).status };
  await emulator.close();
  return result;
}

describe("README Testing your app", () => {
  it("runs the server handler's test: signed in, signed out, expired, revoked", async () => {
    const emulator = await startEmulator();
    try {
      expect(await testingNodeHandler(emulator)).toEqual(["Ada", 401, 200, 401]);
    } finally {
      await emulator.close();
    }
  });

  it("runs the Next.js route handler's test", async () => {
    expect(await testingNextRoute()).toEqual({ signedIn: { email: "ada@example.com" }, signedOut: 401 });
  });
});
