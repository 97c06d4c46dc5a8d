import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertTrustedRedirect, isRelativeUrl } from "../../../src/lib/urls/redirect-rules";

const OPEN_REDIRECT_PAYLOADS = [
  "https://evil.com",
  "http://evil.com/path",
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\t/evil.com",
  "\t//evil.com",
  " //evil.com",
  "\n//evil.com",
  "/\\/evil.com",
  "https:evil.com",
  "http:/evil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:someone@evil.com",
  "//evil.com@good.com",
  "https://good.com@evil.com",
  "//%2f%2fevil.com/../..//evil.com",
  "\u0000//evil.com",
];

const SAFE = ["/", "/dashboard", "/a/b?c=d#e", "?x=1", "#top", "relative/path", "../up", "/%2F%2Fevil.com", "/path//double", ""];

// Property runs generate hundreds of URLs; on a loaded two-core machine that can pass 5 s.
describe("isRelativeUrl", { timeout: 60_000 }, () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("refuses %j", (payload) => {
    expect(isRelativeUrl(payload)).toBe(false);
    expect(() => assertTrustedRedirect(payload)).toThrow("Redirect URL is not trusted; should be relative.");
  });

  it.each(SAFE)("accepts %j", (url) => {
    expect(isRelativeUrl(url)).toBe(true);
  });

  it("refuses every absolute URL", () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => !isRelativeUrl(url)), { numRuns: 200 });
  });

  it("refuses every protocol-relative URL, with slashes or backslashes", () => {
    const slash = fc.constantFrom("/", "\\");
    fc.assert(
      fc.property(slash, slash, fc.domain(), fc.webPath(), (a, b, domain, path) => !isRelativeUrl(`${a}${b}${domain}${path}`)),
    );
  });

  it("never lets an accepted string leave the page's origin", () => {
    const page = new URL("https://app.example.com/some/page?q=1");
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "\\", ":", ".", "a", "e", "@", "%", "?", "#", "\t", " ", "j") }), (s) => {
        if (!isRelativeUrl(s)) return true;
        return new URL(s, page).origin === page.origin;
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts every path that starts with a single slash and a path character", () => {
    fc.assert(fc.property(fc.webPath().filter((p) => p.startsWith("/") && !p.startsWith("//")), (p) => isRelativeUrl(p)));
  });
});
