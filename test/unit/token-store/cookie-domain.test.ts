/** The cookieDomain option: checked against the host, written on every token cookie. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { InvalidOptionError } from "../../../src/lib/core/options";
import { checkCookieDomain } from "../../../src/lib/token-store/cookie-domain";
import { AppTokenStores } from "../../../src/lib/token-store/app-token-stores";
import { CookieTokenStore } from "../../../src/lib/token-store/cookie-token-store";
import { tokenCookieStrings } from "../../../src/lib/token-store/token-cookies";
import { FakeDocument } from "./fake-browser";

const PROJECT = "proj-1";

describe("checkCookieDomain", () => {
  it("accepts the host itself and any parent of it", () => {
    expect(checkCookieDomain("example.com", "example.com")).toBe("example.com");
    expect(checkCookieDomain("example.com", "app.example.com")).toBe("example.com");
    expect(checkCookieDomain(".Example.COM", "a.b.example.com:3000")).toBe("example.com");
    expect(checkCookieDomain("localhost", "localhost:3000")).toBe("localhost");
  });

  it("refuses a sibling, a child, a look-alike suffix and a non-domain, with a typed error", () => {
    for (const [domain, host] of [
      ["app.example.com", "example.com"],
      ["other.example.com", "app.example.com"],
      ["ample.com", "example.com"],
      ["example.com", "example.com.evil.test"],
    ]) {
      expect(() => checkCookieDomain(domain, host)).toThrow(InvalidOptionError);
      expect(() => checkCookieDomain(domain, host)).toThrow(/neither this host/);
    }
    for (const bad of ["", "http://example.com", "example.com/", "a..b", "*.example.com", null, 42]) {
      expect(() => checkCookieDomain(bad)).toThrow(/not a domain name/);
    }
  });

  it("agrees with the suffix rule for generated host names", () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), fc.array(label, { minLength: 0, maxLength: 3 }), (domainLabels, extra) => {
        const domain = domainLabels.join(".");
        const host = [...extra, ...domainLabels].join(".");
        expect(checkCookieDomain(domain, host)).toBe(domain);
      }),
    );
  });
});

describe("token cookies with a domain", () => {
  it("carry Domain, and delete the host-only copies so they cannot shadow the shared ones", () => {
    const strings = tokenCookieStrings({ refreshToken: "r", accessToken: "a" }, { projectId: PROJECT, secure: true, now: 0, domain: "example.com" });
    const [hostRefresh, hostAccess, refresh, access, legacy, https] = strings;
    expect(refresh).toMatch(/^stack-refresh-proj-1=r; Domain=example\.com; Path=\/; Expires=/);
    expect(access).toMatch(/^stack-access=.*; Domain=example\.com;/);
    expect(legacy).toMatch(/^stack-refresh=; Domain=example\.com;.*Expires=Thu, 01 Jan 1970/);
    expect(hostRefresh).toMatch(/^stack-refresh-proj-1=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(hostRefresh).not.toMatch(/Domain/);
    expect(hostAccess).toMatch(/^stack-access=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(https).toMatch(/^stack-is-https=true; Domain=example\.com; Path=\/; Secure$/);
  });

  it("are written by the browser store with its domain", () => {
    const document = new FakeDocument();
    const store = new CookieTokenStore({ projectId: PROJECT, document, locks: null, domain: "example.com" });
    store.set({ refreshToken: "r", accessToken: "a" });
    expect(document.writes.filter((w) => w.includes("Domain=example.com")).length).toBe(3);
    expect(store.get()).toEqual({ refreshToken: "r", accessToken: "a" });
  });

  it("are checked against the request's host on a server, and written back with the domain", () => {
    const stores = new AppTokenStores({ projectId: PROJECT, cookieDomain: "example.com" });
    const wrongHost = { headers: new Headers({ host: "example.org" }) };
    expect(() => stores.resolve(wrongHost)).toThrow(InvalidOptionError);
    const forwarded = { headers: new Headers({ host: "internal:3000", "x-forwarded-host": "app.example.com" }) };
    const response = new Response();
    stores.resolve({ request: forwarded, response })!.set({ refreshToken: "r", accessToken: "a" });
    expect(response.headers.getSetCookie().filter((c) => c.includes("Domain=example.com")).length).toBe(3);
  });
});
