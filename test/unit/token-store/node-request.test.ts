// `tokenStore: request` with a Node-style request: node:http's IncomingMessage and
// Express's req carry a plain `headers` object (lower-case names, string | string[] values).
import { describe, expect, it } from "vitest";
import { AppTokenStores } from "../../../src/lib/token-store/app-token-stores";
import { readRequestHeader } from "../../../src/lib/token-store/request-headers";

const PROJECT = "proj-1";
const access = encodeURIComponent(JSON.stringify(["r1", "a1"]));

describe("readRequestHeader", () => {
  it("reads a Fetch-style request through headers.get", () => {
    const request = { headers: new Headers({ Cookie: "a=1" }) };
    expect(readRequestHeader(request, "cookie")).toBe("a=1");
    expect(readRequestHeader(request, "x-stack-auth")).toBeNull();
  });

  it("reads a Node-style headers object, joining repeated values as HTTP would", () => {
    const request = { headers: { cookie: ["a=1", "b=2"], "x-forwarded-proto": ["https", "http"], host: "example.com", empty: undefined } };
    expect(readRequestHeader(request, "cookie")).toBe("a=1; b=2");
    expect(readRequestHeader(request, "x-forwarded-proto")).toBe("https, http");
    expect(readRequestHeader(request, "host")).toBe("example.com");
    expect(readRequestHeader(request, "empty")).toBeNull();
    expect(readRequestHeader(request, "missing")).toBeNull();
  });

  it("finds a name written in another case in a hand-made object", () => {
    expect(readRequestHeader({ headers: { Cookie: "a=1" } }, "cookie")).toBe("a=1");
  });
});

describe("a request token store from a Node-style request", () => {
  it("reads the cookies of a plain headers object", () => {
    const stores = new AppTokenStores({ projectId: PROJECT });
    const store = stores.resolve({ headers: { cookie: `stack-refresh-${PROJECT}=r1; stack-access=${access}` } })!;
    expect(store.get()).toEqual({ refreshToken: "r1", accessToken: "a1" });
  });

  it("reads the x-stack-auth header of a plain headers object", () => {
    const stores = new AppTokenStores({ projectId: PROJECT });
    const store = stores.resolve({ headers: { "x-stack-auth": JSON.stringify({ accessToken: "a", refreshToken: "r" }) } })!;
    expect(store.get()).toEqual({ accessToken: "a", refreshToken: "r" });
  });

  it("never writes to the request: frozen headers take a token change", () => {
    const headers = Object.freeze({ cookie: `stack-refresh-${PROJECT}=r1` });
    const store = new AppTokenStores({ projectId: PROJECT }).resolve(Object.freeze({ headers }))!;
    store.set({ refreshToken: "r1", accessToken: "a2" });
    expect(store.get()).toEqual({ refreshToken: "r1", accessToken: "a2" });
    expect(headers).toEqual({ cookie: `stack-refresh-${PROJECT}=r1` });
  });

  it("with a response, writes refreshed cookies to it and marks them Secure behind https", () => {
    const written = new Map<string, string | string[]>();
    const response = { setHeader: (name: string, value: string | string[]) => void written.set(name.toLowerCase(), value) };
    const request = { headers: { cookie: `stack-refresh-${PROJECT}=r1`, "x-forwarded-proto": "https" } };
    new AppTokenStores({ projectId: PROJECT }).resolve({ request, response })!.set({ refreshToken: "r1", accessToken: "a2" });
    const cookies = written.get("set-cookie") as string[];
    expect(cookies.find((c) => c.startsWith(`stack-refresh-${PROJECT}=r1`))).toMatch(/; Secure/);
  });
});
