import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenCookieStrings, tokensFromCookies } from "../../../src/lib/token-store/token-cookies";
import { parseCookie } from "cookie";

/** What a browser sends back: the `name=value` part of every cookie still alive, in write order. */
function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((c) => !/Expires=Thu, 01 Jan 1970/.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("token cookies (written and read with the cookie package)", () => {
  it("round-trip tokens of any text through Set-Cookie and the Cookie header", () => {
    // Letters and every character that means something in cookie text, JSON or percent-encoding.
    const token = fc.string({ minLength: 1, unit: fc.constantFrom("a", "Z", "0", "-", "_", ";", ",", " ", "=", '"', "[", "%", "\\", "é", "✓") });
    fc.assert(
      fc.property(token, token, (refreshToken, accessToken) => {
        const strings = tokenCookieStrings({ refreshToken, accessToken }, { projectId: "p", secure: false, now: 0 });
        expect(tokensFromCookies(parseCookie(cookieHeader(strings)), "p")).toEqual({ refreshToken, accessToken });
      }),
      { numRuns: 50 },
    );
  });

  it("writes percent-encoded values and the protocol's attributes", () => {
    const [refresh, access, legacy, https] = tokenCookieStrings({ refreshToken: "r;1 é", accessToken: "a" }, { projectId: "p", secure: true, now: 0 });
    expect(refresh).toBe("stack-refresh-p=r%3B1%20%C3%A9; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Secure");
    expect(access).toBe("stack-access=%5B%22r%3B1%20%C3%A9%22%2C%22a%22%5D; Path=/; Expires=Fri, 02 Jan 1970 00:00:00 GMT; Secure");
    expect(legacy).toBe("stack-refresh=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure");
    expect(https).toBe("stack-is-https=true; Path=/; Secure");
  });

  it("read the first cookie of a name (a browser sends the most specific path first) and keep a malformed escape as sent", () => {
    const cookies = parseCookie("stack-refresh-p=%E0%A4%A; stack-refresh-p=second");
    expect(tokensFromCookies(cookies, "p")).toEqual({ refreshToken: "%E0%A4%A", accessToken: null });
  });
});
