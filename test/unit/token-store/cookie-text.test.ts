import { describe, expect, it } from "vitest";
import { parseCookies, setCookieString } from "../../../src/lib/token-store/cookie-text";

describe("parseCookies", () => {
  it("reads trimmed pairs, decodes percent-escapes and keeps the first of a name", () => {
    const cookies = parseCookies(' a = x%20y ; b=["r","t"];a=second; c=%E0%A4%A; =nameless; flag; d=1=2');
    expect({ ...cookies }).toEqual({ a: "x y", b: '["r","t"]', c: "%E0%A4%A", d: "1=2" });
  });

  it("has no prototype, so a cookie named like an Object member is just a cookie", () => {
    const cookies = parseCookies("constructor=1; __proto__=2");
    expect(cookies.constructor).toBe("1");
    expect(cookies["__proto__"]).toBe("2");
    expect(parseCookies("").toString).toBeUndefined();
  });
});

describe("setCookieString", () => {
  it("percent-encodes the value and writes the attributes given", () => {
    expect(setCookieString("stack-access", '["r";t é]', { path: "/", expires: new Date(0), secure: true })).toBe(
      "stack-access=%5B%22r%22%3Bt%20%C3%A9%5D; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure",
    );
    expect(setCookieString("v", "abc_-", { path: "/", maxAgeSeconds: 3600 })).toBe("v=abc_-; Max-Age=3600; Path=/");
  });

  it("round-trips any value through parseCookies", () => {
    const value = 'a;b c=d,"e"%f\\g ü';
    const written = setCookieString("n", value).split(";")[0]!;
    expect(parseCookies(written).n).toBe(value);
  });

  it("throws a TypeError for a name that is not a cookie token", () => {
    for (const name of ["", "a b", "a;b", "a=b", "ä"]) expect(() => setCookieString(name, "v")).toThrow(TypeError);
  });
});
