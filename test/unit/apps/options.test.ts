import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApp, ClientApp, InvalidOptionError, ServerApp } from "../../../src";
import { DEFAULT_BASE_URL, DEFAULT_PROJECT_ID, DEFAULT_PUBLISHABLE_CLIENT_KEY } from "../../../src/interface/wire/defaults";
import { resolveAdminOptions, resolveClientOptions } from "../../../src/lib/core/options";
import type { RequestSession } from "../../../src/interface/session";

const ownerSession: RequestSession = {
  getTokens: async () => ({ accessToken: null, refreshToken: null }),
  markAccessTokenExpired: () => {},
};

afterEach(() => vi.unstubAllEnvs());

describe("resolveClientOptions", () => {
  it("defaults to the built-in project, the hosted service and a memory store outside a browser", () => {
    const o = resolveClientOptions({});
    expect(o.projectId).toBe(DEFAULT_PROJECT_ID);
    expect(o.publishableClientKey).toBe(DEFAULT_PUBLISHABLE_CLIENT_KEY);
    expect(o.baseUrl).toBe(DEFAULT_BASE_URL);
    expect(o.tokenStore).toBe("memory");
    expect(o.redirectMethod).toBe("none");
    expect(o.urls.signIn).toBe("/handler/sign-in");
  });

  it("takes an option given as undefined as not given (options are typed `| undefined` for exactOptionalPropertyTypes)", () => {
    const given = resolveClientOptions({ baseUrl: undefined, projectId: undefined, tokenStore: undefined, urls: undefined, redirectMethod: undefined });
    const omitted = resolveClientOptions({});
    expect(given.baseUrl).toBe(omitted.baseUrl);
    expect(given.projectId).toBe(omitted.projectId);
    expect(given.tokenStore).toBe(omitted.tokenStore);
    expect(given.urls).toEqual(omitted.urls);
    expect(() => new ServerApp({ projectId: "p", secretServerKey: "ssk_x", baseUrl: undefined, tokenStore: undefined, extraRequestHeaders: undefined })).not.toThrow();
  });

  it("reads gatehouse env names before the official ones", () => {
    vi.stubEnv("NEXT_PUBLIC_STACK_PROJECT_ID", "official-id");
    vi.stubEnv("NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY", "official-key");
    vi.stubEnv("NEXT_PUBLIC_STACK_API_URL", "https://official.example/");
    expect(resolveClientOptions({})).toMatchObject({ projectId: "official-id", publishableClientKey: "official-key", baseUrl: "https://official.example" });
    vi.stubEnv("GATEHOUSE_PROJECT_ID", "gh-id");
    vi.stubEnv("GATEHOUSE_PUBLISHABLE_CLIENT_KEY", "gh-key");
    vi.stubEnv("GATEHOUSE_API_URL", "https://gh.example//");
    expect(resolveClientOptions({})).toMatchObject({ projectId: "gh-id", publishableClientKey: "gh-key", baseUrl: "https://gh.example" });
    expect(resolveClientOptions({ projectId: "given", baseUrl: "http://x.test/" })).toMatchObject({ projectId: "given", baseUrl: "http://x.test" });
  });

  it("accepts a baseUrl that ends in /api/v1 (which the SDK adds itself) and says to drop the suffix", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(resolveClientOptions({ projectId: "given", baseUrl: "https://api.example/api/v1/" }).baseUrl).toBe("https://api.example");
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        'gatehouse: baseUrl "https://api.example/api/v1" ends in /api/v1, which the SDK adds itself; using "https://api.example". Drop the suffix from baseUrl.',
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("picks the server half of an object baseUrl outside a browser", () => {
    expect(resolveClientOptions({ baseUrl: { browser: "https://b.example", server: "http://s.internal/" } }).baseUrl).toBe("http://s.internal");
  });

  it("parses extra request headers from the environment for the client tier only", () => {
    vi.stubEnv("NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS", '{"x-extra":"1"}');
    expect(resolveClientOptions({}).extraRequestHeaders).toEqual({ "x-extra": "1" });
    expect(resolveClientOptions({}, "server").extraRequestHeaders).toEqual({});
  });
});

describe("option validation", () => {
  it("names a bad baseUrl", () => {
    expect(() => new ClientApp({ baseUrl: "not a url" })).toThrow(InvalidOptionError);
    expect(() => new ClientApp({ baseUrl: "not a url" })).toThrow(/"baseUrl"/);
  });

  it("names a cookie token store on a server", () => {
    expect(() => new ClientApp({ tokenStore: "cookie" })).toThrow(/"tokenStore"/);
  });

  it("accepts nextjs-cookie on a server, found per call (gatehouse/next registers how)", () => {
    expect(() => new ClientApp({ tokenStore: "nextjs-cookie", redirectMethod: "nextjs" })).not.toThrow();
  });

  it("checks cookieDomain at construction: a domain name, no scheme or port", async () => {
    await expect(new ClientApp({ cookieDomain: ".Example.com" })._ready()).resolves.toBeDefined();
    for (const bad of ["https://example.com", "example.com:443", "exa mple.com", "", "-x.com", 5]) {
      expect(() => new ClientApp({ cookieDomain: bad as string }), String(bad)).toThrow(InvalidOptionError);
      expect(() => new ClientApp({ cookieDomain: bad as string }), String(bad)).toThrow(/"cookieDomain"/);
    }
  });

  it("names a token store value of no accepted kind at construction", () => {
    expect(() => new ClientApp({ tokenStore: "session" as never })).toThrow(InvalidOptionError);
    expect(() => new ClientApp({ tokenStore: "session" as never })).toThrow(/"tokenStore"/);
    expect(() => new ClientApp({ tokenStore: 5 as never })).toThrow(/"tokenStore"/);
  });

  it("names a token object of the wrong shape at construction", () => {
    for (const bad of [{ accessToken: 5, refreshToken: null }, { refreshToken: "undefined" }, { accessToken: "" }, { headers: null }, { request: {} }, {}]) {
      expect(() => new ClientApp({ tokenStore: bad as never }), JSON.stringify(bad)).toThrow(InvalidOptionError);
      expect(() => new ClientApp({ tokenStore: bad as never }), JSON.stringify(bad)).toThrow(/"tokenStore"/);
    }
    // The accepted shapes: a token pair (either may be null), a request, a request with its response.
    expect(() => new ClientApp({ tokenStore: { accessToken: null, refreshToken: "r" } })).not.toThrow();
    expect(() => new ClientApp({ tokenStore: new Request("https://app.example/") })).not.toThrow();
    expect(() => new ClientApp({ tokenStore: { request: { headers: {} }, response: null } as never })).not.toThrow();
  });

  it("names a bad timeout", () => {
    expect(() => new ClientApp({ timeoutMs: -1 })).toThrow(/"timeoutMs"/);
  });

  it("requires the secret server key on a ServerApp", () => {
    expect(() => new ServerApp({})).toThrow(/"secretServerKey"/);
    expect(() => new ServerApp({ secretServerKey: "ssk" })).not.toThrow();
  });

  it("requires the admin key or an owner session on an AdminApp", () => {
    expect(() => new AdminApp({ secretServerKey: "ssk" })).toThrow(/"superSecretAdminKey"/);
    expect(() => new AdminApp({ secretServerKey: "ssk", superSecretAdminKey: "sak" })).not.toThrow();
    expect(() => new AdminApp({ projectId: "p", projectOwnerSession: ownerSession })).not.toThrow();
  });

  it("refuses keys next to a project owner session", () => {
    expect(() => resolveAdminOptions({ projectOwnerSession: ownerSession, superSecretAdminKey: "sak" } as never)).toThrow(/"superSecretAdminKey".*projectOwnerSession/);
    expect(() => resolveAdminOptions({ projectOwnerSession: ownerSession, publishableClientKey: "pck" } as never)).toThrow(/"publishableClientKey"/);
  });

  it("refuses a token store in owner mode", () => {
    expect(() => new AdminApp({ projectId: "p", projectOwnerSession: ownerSession, tokenStore: "memory" as never })).toThrow(/"tokenStore"/);
  });

  it("refuses a repeated unique identifier", () => {
    new ClientApp({ uniqueIdentifier: "options-test-app" });
    expect(() => new ClientApp({ uniqueIdentifier: "options-test-app" })).toThrow(/"uniqueIdentifier"/);
  });

  it("exposes projectId and the resolved urls", () => {
    const app = new ClientApp({ projectId: "p1", publishableClientKey: "k", urls: { home: "/app" } });
    expect(app.projectId).toBe("p1");
    expect(app.urls.afterSignOut).toBe("/app");
  });

  it("throws a clear error for getUser without any token store", async () => {
    const app = new ClientApp({ tokenStore: null });
    await expect(app.getUser()).rejects.toThrow(/tokenStore: null/);
  });
});
