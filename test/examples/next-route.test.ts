/**
 * Example: testing a Next.js route handler and the app's proxy with gatehouse/testing, the
 * way an app would (only the packages' public names). Next's own NextRequest carries the
 * browser's token cookies that `requestFor` writes (the cookies `"nextjs-cookie"` reads).
 */
import { NextRequest, NextResponse } from "next/server.js";
import { ServerApp, protectRoutes } from "gatehouse/next";
import { createTestProject, requestFor, startEmulator, type TestEmulator, type TestProject } from "gatehouse/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const SITE = "http://localhost:3000";

/** app/api/me/route.ts, as the app writes it (its serverApp made from the project's config here). */
function routeHandlers(serverApp: ServerApp) {
  return {
    async GET(request: NextRequest) {
      const user = await serverApp.getUser({ tokenStore: request });
      if (!user) return NextResponse.json({ error: "sign in first" }, { status: 401 });
      return NextResponse.json({ email: user.primaryEmail, plan: user.serverMetadata });
    },
  };
}

let emulator: TestEmulator;
let project: TestProject;
let serverApp: ServerApp;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());
beforeEach(async () => {
  project = await createTestProject(emulator);
  serverApp = new ServerApp({ ...project.config, tokenStore: null });
  return () => project.close();
});

describe("GET /api/me", () => {
  it("answers the signed-in user, read from the request's cookies", async () => {
    const user = await project.createUser({ serverMetadata: { plan: "pro" } });
    const response = await routeHandlers(serverApp).GET(new NextRequest(requestFor(user, { url: `${SITE}/api/me` })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: user.email, plan: { plan: "pro" } });
  });

  it("answers 401 without a session", async () => {
    const response = await routeHandlers(serverApp).GET(new NextRequest(requestFor(null, { url: `${SITE}/api/me` })));
    expect(response.status).toBe(401);
  });
});

describe("the proxy (protectRoutes)", () => {
  it("lets a signed-in visitor through and sends a signed-out one to sign in", async () => {
    const proxy = protectRoutes({ app: serverApp, protect: ["/dashboard"] });
    const user = await project.createUser();
    expect((await proxy(new NextRequest(requestFor(user, { url: `${SITE}/dashboard` })))).headers.get("x-middleware-next")).toBe("1");
    const away = await proxy(new NextRequest(requestFor(null, { url: `${SITE}/dashboard` })));
    expect(away.status).toBe(307);
    expect(new URL(away.headers.get("location")!).pathname).toBe("/handler/sign-in");
  });
});
