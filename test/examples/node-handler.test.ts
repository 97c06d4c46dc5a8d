/**
 * Example: testing an app's own node:http handler with gatehouse/testing, the way an app
 * would (only the package's public names). The handler answers who is signed in; the
 * tests cover a signed-in browser, a signed-out one, an access token that expired while
 * the browser was away, and a session revoked elsewhere.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ServerApp } from "gatehouse";
import { createTestProject, headersFor, startEmulator, type TestEmulator, type TestProject } from "gatehouse/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

/** The app's handler under test: JSON of the signed-in user, or 401. */
function profileHandler(serverApp: ServerApp) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const user = await serverApp.getUser({ tokenStore: { request: req, response: res } });
    res.setHeader("content-type", "application/json");
    if (!user) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: "sign in first" }));
      return;
    }
    res.end(JSON.stringify({ id: user.id, displayName: user.displayName }));
  };
}

let emulator: TestEmulator;
let project: TestProject;
let server: Server;
let url: string;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

beforeEach(async () => {
  project = await createTestProject(emulator);
  // The app is configured the way it would be in production, from the project's config.
  const serverApp = new ServerApp({ ...project.config, tokenStore: null });
  const handle = profileHandler(serverApp);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/profile`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await project.close();
});

describe("GET /profile", () => {
  it("answers the signed-in user's profile", async () => {
    const user = await project.createUser({ displayName: "Ada" });
    const response = await fetch(url, { headers: headersFor(user, { url }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: user.id, displayName: "Ada" });
  });

  it("answers 401 to a signed-out visitor", async () => {
    const response = await fetch(url, { headers: headersFor(null) });
    expect(response.status).toBe(401);
  });

  it("still knows the user when the access token expired: the handler refreshes it and sets the new cookie", async () => {
    const user = await project.createUser();
    await emulator.expireAccessTokens();
    const response = await fetch(url, { headers: headersFor(user, { url }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(user.id);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("stack-access="))).toBe(true);
  });

  it("answers 401 for an expired access token that nothing can refresh", async () => {
    const user = await project.createUser();
    const { accessToken } = user.session!;
    await emulator.expireAccessTokens();
    const response = await fetch(url, { headers: { "x-stack-auth": JSON.stringify({ accessToken, refreshToken: null }) } });
    expect(response.status).toBe(401);
  });

  it("answers 401 once the session was revoked (signed out on another device)", async () => {
    const user = await project.createUser();
    await user.session!.revoke();
    // As with the service, an access token is a signed JWT that stays valid until it expires
    // (minutes); the revoked session's refresh token is dead, so then the browser is out.
    expect((await fetch(url, { headers: headersFor(user, { url }) })).status).toBe(200);
    await emulator.expireAccessTokens();
    const response = await fetch(url, { headers: headersFor(user, { url }) });
    expect(response.status).toBe(401);
  });
});
