import { describe, expect, it, vi } from "vitest";
import { CLIENT_VERSION_HEADER } from "../../src/version";
import { AdminInterface } from "../../src/interface/admin-interface";
import { ClientInterface } from "../../src/interface/client-interface";
import { BASE, FakeSession, NONCE, PCK, PROJECT_ID, SAK, SSK, adminApi, api, clientApi, exchange, ownerApi, replay, serverApi, userSession, loadCalls, loadKnownErrors } from "./helpers";

/** A fetch that records what it was given and answers with `body` (default: a project, which fits most calls' shapes). */
function capturingFetch(body: unknown = exchange("projects", 2).response.body) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { impl, calls };
}

describe("request headers", () => {
  it("sends the client tier's headers with the seed SDK's capitalisation and fetch options", async () => {
    const { impl, calls } = capturingFetch(exchange("projects", 2).response.body);
    await clientApi({ fetch: impl }).getProject();
    const { url, init } = calls[0]!;
    expect(url).toBe(`${BASE}/api/v1/projects/current`);
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("omit");
    expect(init.cache).toBe("no-store");
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(
      [
        "X-Stack-Access-Type",
        "X-Stack-Client-Version",
        "X-Stack-Override-Error-Status",
        "X-Stack-Project-Id",
        "X-Stack-Publishable-Client-Key",
        "X-Stack-Random-Nonce",
      ].sort(),
    );
    expect(headers).toMatchObject({
      "X-Stack-Override-Error-Status": "true",
      "X-Stack-Project-Id": PROJECT_ID,
      "X-Stack-Access-Type": "client",
      "X-Stack-Client-Version": CLIENT_VERSION_HEADER,
      "X-Stack-Publishable-Client-Key": PCK,
    });
    expect(headers["X-Stack-Random-Nonce"]).toMatch(NONCE);
  });

  it("sends a fresh nonce per request", async () => {
    const { impl, calls } = capturingFetch();
    const client = clientApi({ fetch: impl });
    await client.getProject();
    await client.getProject();
    const nonces = calls.map((c) => (c.init.headers as Record<string, string>)["X-Stack-Random-Nonce"]);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends Content-Type and the user's tokens with a body and a session", async () => {
    const { impl, calls } = capturingFetch();
    await clientApi({ fetch: impl }).setPassword("Long-Enough-1", userSession("at", "rt"));
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers["X-Stack-Access-Token"]).toBe("at");
    expect(headers["X-Stack-Refresh-Token"]).toBe("rt");
    expect(calls[0]!.init.body).toBe(JSON.stringify({ password: "Long-Enough-1" }));
  });

  it("omits token headers when the session has no tokens", async () => {
    const { impl, calls } = capturingFetch();
    await clientApi({ fetch: impl }).signOut(new FakeSession([{ accessToken: null, refreshToken: null }]));
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers).not.toHaveProperty("X-Stack-Access-Token");
    expect(headers).not.toHaveProperty("X-Stack-Refresh-Token");
  });

  it("adds extraRequestHeaders without letting them replace protocol headers", async () => {
    const { impl, calls } = capturingFetch();
    await clientApi({ fetch: impl, extraRequestHeaders: { "X-Trace": "t1", "X-Stack-Access-Type": "admin" } }).getProject();
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["X-Trace"]).toBe("t1");
    expect(headers["X-Stack-Access-Type"]).toBe("client");
  });

  it("server tier: access type server, secret key, publishable key; no admin key", async () => {
    api({
      reqheaders: { "x-stack-access-type": "server", "x-stack-secret-server-key": SSK, "x-stack-publishable-client-key": PCK, "x-stack-project-id": PROJECT_ID },
      badheaders: ["x-stack-super-secret-admin-key", "x-stack-admin-access-token", "x-stack-access-token"],
    })
      .get("/api/v1/users")
      .reply(200, { items: [], is_paginated: true, pagination: { next_cursor: null } });
    await serverApi().listUsers();
  });

  it("a server interface's client-tier call sends client and only the publishable key", async () => {
    api({
      reqheaders: { "x-stack-access-type": "client", "x-stack-publishable-client-key": PCK },
      badheaders: ["x-stack-secret-server-key", "x-stack-super-secret-admin-key"],
    })
      .get("/api/v1/projects/current")
      .reply(...replay(exchange("projects", 2)));
    await serverApi().getProject();
  });

  it("server tier without a secret key sends it as an empty string", async () => {
    const { impl, calls } = capturingFetch({ items: [], is_paginated: true, pagination: { next_cursor: null } });
    await serverApi({ fetch: impl, secretServerKey: undefined }).listUsers();
    expect((calls[0]!.init.headers as Record<string, string>)["X-Stack-Secret-Server-Key"]).toBe("");
  });

  it("admin tier with keys: access type admin, secret and admin keys", async () => {
    api({ reqheaders: { "x-stack-access-type": "admin", "x-stack-secret-server-key": SSK, "x-stack-super-secret-admin-key": SAK } })
      .get("/api/v1/internal/projects/current")
      .reply(...replay(exchange("projects", 14)));
    await adminApi().getAdminProject();
  });

  it("project-owner mode: the owner's token, empty key headers, no publishable key", async () => {
    const owner = new FakeSession([{ accessToken: "owner-at", refreshToken: "owner-rt" }]);
    const { impl, calls } = capturingFetch(exchange("projects", 16).response.body);
    const admin = new AdminInterface({
      baseUrl: BASE,
      projectId: PROJECT_ID,
      projectOwnerSession: owner,
      fetch: impl,
      loadKnownErrors,
    });
    await admin.getAdminProject();
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      "X-Stack-Access-Type": "admin",
      "X-Stack-Admin-Access-Token": "owner-at",
      "X-Stack-Secret-Server-Key": "",
      "X-Stack-Super-Secret-Admin-Key": "",
    });
    expect(headers).not.toHaveProperty("X-Stack-Publishable-Client-Key");
    expect(headers).not.toHaveProperty("X-Stack-Access-Token");
    expect(owner.getTokensCalls).toBe(1);
  });

  it("project-owner mode over nock matches the recorded request", async () => {
    const ex = exchange("projects", 16);
    api({ reqheaders: { "x-stack-admin-access-token": "owner-at", "x-stack-secret-server-key": "", "x-stack-super-secret-admin-key": "" }, badheaders: ["x-stack-publishable-client-key"] })
      .get("/api/v1/internal/projects/current")
      .reply(...replay(ex));
    expect(await ownerApi(new FakeSession([{ accessToken: "owner-at", refreshToken: null }])).getAdminProject()).toEqual(ex.response.body);
  });
});

describe("URLs", () => {
  it("strips a trailing slash from the base URL", async () => {
    const { impl, calls } = capturingFetch();
    await new ClientInterface({ loadCalls, loadKnownErrors, baseUrl: `${BASE}/`, projectId: PROJECT_ID, publishableClientKey: PCK, fetch: impl }).getProject();
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/projects/current`);
  });

  it("uses the server URL of a { browser, server } base outside a browser", async () => {
    const { impl, calls } = capturingFetch();
    await new ClientInterface({ loadCalls, loadKnownErrors, baseUrl: { browser: "https://browser.test", server: "https://server.test/" }, projectId: PROJECT_ID, fetch: impl }).getProject();
    expect(calls[0]!.url).toBe("https://server.test/api/v1/projects/current");
  });

  it("uses the browser URL when window exists", async () => {
    vi.stubGlobal("window", {});
    try {
      const { impl, calls } = capturingFetch();
      await new ClientInterface({ loadCalls, loadKnownErrors, baseUrl: { browser: "https://browser.test", server: "https://server.test" }, projectId: PROJECT_ID, fetch: impl }).getProject();
      expect(calls[0]!.url).toBe("https://browser.test/api/v1/projects/current");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("encodes ids in paths so they cannot change the route", async () => {
    const { impl, calls } = capturingFetch(exchange("users", 26).response.body);
    await serverApi({ fetch: impl }).getUser("a/b?c#d");
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/users/a%2Fb%3Fc%23d`);
    await expect(serverApi({ fetch: impl }).getUser("..")).rejects.toThrow(TypeError);
  });

  it("health lives outside /api/v1 and carries no project headers", async () => {
    api({ badheaders: ["x-stack-project-id", "x-stack-access-type"] }).get("/health").reply(...replay(exchange("misc", 0)));
    expect(await clientApi().checkHealth()).toEqual({ status: "ok" });
  });

  it("rejects a missing project id or base URL at construction", () => {
    expect(() => new ClientInterface({ loadCalls, baseUrl: BASE, projectId: "" })).toThrow(TypeError);
    expect(() => new ClientInterface({ loadCalls, baseUrl: "", projectId: PROJECT_ID })).toThrow(TypeError);
  });
});
