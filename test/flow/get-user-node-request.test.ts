/**
 * `serverApp.getUser({ tokenStore: req })` in a node:http server (Express's `req` is the
 * same IncomingMessage): the user is found from the browser's cookies or the x-stack-auth
 * header, the request is only read, and `{ request, response }` writes refreshed cookies back.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerApp } from "../../src/index";
import { createTestEnv } from "./harness";

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** Serves `who(req, res)` on a free loopback port; answers `{ email }` of the user it finds. */
async function serve(who: (req: IncomingMessage, res: ServerResponse) => ReturnType<ServerApp["getUser"]>): Promise<string> {
  server = createServer((req, res) => {
    const headersBefore = JSON.stringify(req.headers);
    who(req, res).then(
      (user) => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ email: user?.primaryEmail ?? null, requestUntouched: JSON.stringify(req.headers) === headersBefore }));
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

/** A signed-up user's tokens as the browser keeps them in cookies (protocol: stack-refresh-<project>, stack-access). */
async function signedInBrowser() {
  const env = createTestEnv();
  const { app, email } = await env.signUp();
  const tokens = await (await app.getUser({ or: "throw" })).getAuthJson();
  const refresh = `stack-refresh-${env.project.id}=${tokens.refreshToken}`;
  const access = `stack-access=${encodeURIComponent(JSON.stringify([tokens.refreshToken, tokens.accessToken]))}`;
  return { env, email, tokens, cookies: `${refresh}; ${access}`, refreshOnly: refresh };
}

describe("getUser({ tokenStore: req }) with node:http's IncomingMessage", () => {
  it("finds the browser's user from its cookies, reading the request only", async () => {
    const { env, email, cookies } = await signedInBrowser();
    const app = env.serverApp({ tokenStore: null });
    const url = await serve((req) => app.getUser({ tokenStore: req }));
    const answer = await fetch(url, { headers: { cookie: cookies } });
    expect(await answer.json()).toEqual({ email, requestUntouched: true });
  });

  it("finds the user from the x-stack-auth header", async () => {
    const { env, email, tokens } = await signedInBrowser();
    const app = env.serverApp({ tokenStore: null });
    const url = await serve((req) => app.getUser({ tokenStore: req }));
    const answer = await fetch(url, { headers: { "x-stack-auth": JSON.stringify(tokens) } });
    expect(await answer.json()).toEqual({ email, requestUntouched: true });
  });

  it("answers null for a request without tokens", async () => {
    const { env } = await signedInBrowser();
    const app = env.serverApp({ tokenStore: null });
    const url = await serve((req) => app.getUser({ tokenStore: req }));
    expect(await (await fetch(url)).json()).toEqual({ email: null, requestUntouched: true });
  });

  it("refreshes a missing access token without writing cookies when given only the request", async () => {
    const { env, email, refreshOnly } = await signedInBrowser();
    const app = env.serverApp({ tokenStore: null });
    const url = await serve((req) => app.getUser({ tokenStore: req }));
    const answer = await fetch(url, { headers: { cookie: refreshOnly } });
    expect(await answer.json()).toEqual({ email, requestUntouched: true });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("writes the refreshed access token back as a cookie with { request, response }", async () => {
    const { env, email, refreshOnly } = await signedInBrowser();
    const app = env.serverApp({ tokenStore: null });
    const url = await serve((req, res) => app.getUser({ tokenStore: { request: req, response: res } }));
    const answer = await fetch(url, { headers: { cookie: refreshOnly } });
    expect(await answer.json()).toEqual({ email, requestUntouched: true });
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith("stack-access=") && !cookie.startsWith("stack-access=;"))).toBe(true);
  });
});
