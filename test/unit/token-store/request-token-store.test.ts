import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionRegistry } from "../../../src/lib/session/session-registry";
import { AppTokenStores } from "../../../src/lib/token-store/app-token-stores";
import { jwtExpiringIn } from "../session/jwt";

const PROJECT = "proj-1";
const enc = encodeURIComponent;

function request(headers: Record<string, string>) {
  return { headers: new Headers(headers) };
}

function cookieHeader(refresh: string, access?: string): string {
  const parts = [`stack-refresh-${PROJECT}=${refresh}`];
  if (access) parts.push(`stack-access=${enc(JSON.stringify([refresh, access]))}`);
  return parts.join("; ");
}

let stores: AppTokenStores;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-30T12:00:00Z"));
  stores = new AppTokenStores({ projectId: PROJECT });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("request token store: reading", () => {
  it("reads the x-stack-auth header first", () => {
    const req = request({
      "x-stack-auth": JSON.stringify({ accessToken: "a", refreshToken: "r" }),
      cookie: cookieHeader("other"),
    });
    expect(stores.resolve(req)!.get()).toEqual({ accessToken: "a", refreshToken: "r" });
  });

  it("reads the Cookie header otherwise, including the legacy name", () => {
    expect(stores.resolve(request({ cookie: cookieHeader("r1", "a1") }))!.get()).toEqual({ refreshToken: "r1", accessToken: "a1" });
    expect(stores.resolve(request({ cookie: "stack-refresh=old" }))!.get()).toEqual({ refreshToken: "old", accessToken: null });
    expect(stores.resolve(request({}))!.get()).toEqual({ refreshToken: null, accessToken: null });
  });

  it("throws a clear error for a malformed x-stack-auth header", () => {
    expect(() => stores.resolve(request({ "x-stack-auth": "{not json" }))).toThrow(/x-stack-auth header is not valid JSON/);
    expect(() => stores.resolve(request({ "x-stack-auth": "[1,2]" }))).toThrow(/must be a JSON object/);
    expect(() => stores.resolve(request({ "x-stack-auth": '{"refreshToken":"undefined"}' }))).toThrow(/'undefined'/);
    expect(() => stores.resolve(request({ "x-stack-auth": '{"accessToken":5}' }))).toThrow(TypeError);
  });

  it("is one store per request object", () => {
    const req = request({ cookie: cookieHeader("r1") });
    expect(stores.resolve(req)).toBe(stores.resolve(req));
    expect(new AppTokenStores({ projectId: PROJECT }).resolve(req)).toBe(stores.resolve(req));
  });
});

describe("request token store: writing", () => {
  it("is read-only without a response: keeps changes for the request, writes nothing", () => {
    const store = stores.resolve(request({ cookie: cookieHeader("r1") }))!;
    store.set({ refreshToken: "r1", accessToken: "a2" });
    expect(store.get()).toEqual({ refreshToken: "r1", accessToken: "a2" });
  });

  it("writes Set-Cookie to a Fetch-style response when a refresh changes the tokens", async () => {
    const response = { headers: new Headers() };
    const store = stores.resolve({ request: request({ cookie: cookieHeader("r1") }), response })!;
    const registry = new SessionRegistry({ refresh: async () => jwtExpiringIn(600_000) });
    const tokens = await registry.forStore(store).getTokens();
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(
      `stack-access=${enc(JSON.stringify(["r1", tokens.accessToken]))}; Path=/; Expires=${new Date(Date.now() + 86_400_000).toUTCString()}`,
    );
    expect(cookies.some((c) => c.startsWith("stack-refresh-proj-1=r1; Path=/; Expires="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("stack-refresh=; Path=/; Expires=Thu, 01 Jan 1970"))).toBe(true);
  });

  it("appends to a Node-style response's Set-Cookie and marks cookies Secure behind https", () => {
    const headers = new Map<string, string | string[]>([["set-cookie", "theirs=1"]]);
    const response = {
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string | string[]) => void headers.set(name.toLowerCase(), value),
    };
    const store = stores.resolve({ request: request({ "x-forwarded-proto": "https" }), response })!;
    store.set({ refreshToken: "r9", accessToken: null });
    const written = headers.get("set-cookie") as string[];
    expect(written[0]).toBe("theirs=1");
    expect(written.find((c) => c.startsWith("stack-refresh-proj-1=r9"))).toMatch(/; Secure/);
    expect(written.find((c) => c.startsWith("stack-access="))).toMatch(/^stack-access=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("does not touch a response that has been sent", () => {
    const setHeader = vi.fn();
    const store = stores.resolve({ request: request({}), response: { headersSent: true, setHeader } })!;
    store.set({ refreshToken: "r1", accessToken: null });
    expect(setHeader).not.toHaveBeenCalled();
    expect(store.get().refreshToken).toBe("r1");
  });

  it("writes no cookies for tokens that came in the x-stack-auth header", () => {
    const response = { headers: new Headers() };
    const req = request({ "x-stack-auth": JSON.stringify({ accessToken: null, refreshToken: "r" }) });
    stores.resolve({ request: req, response })!.set({ accessToken: "a", refreshToken: "r" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("AppTokenStores.resolve", () => {
  it("shares one memory store per app", () => {
    const memory = stores.resolve("memory")!;
    expect(stores.resolve("memory")).toBe(memory);
    expect(new AppTokenStores({ projectId: PROJECT }).resolve("memory")).not.toBe(memory);
  });

  it("builds a fresh store from a token object, either token may be null", () => {
    const tokens = { accessToken: null, refreshToken: "r" };
    const store = stores.resolve(tokens)!;
    expect(store.get()).toEqual(tokens);
    expect(stores.resolve(tokens)).not.toBe(store);
    expect(() => stores.resolve({ accessToken: "undefined", refreshToken: null })).toThrow(/'undefined'/);
  });

  it("gives no store for null and a clear error for unknown values", () => {
    expect(stores.resolve(null)).toBeNull();
    expect(() => stores.resolve("cookies" as never)).toThrow(/Unknown tokenStore "cookies"/);
    expect(() => stores.resolve({ foo: 1 } as never)).toThrow(TypeError);
  });
});
