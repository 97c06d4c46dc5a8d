import { describe, expect, it } from "vitest";
import { absoluteCallbackUrl } from "../../../src/lib/urls/callback-urls";

describe("absoluteCallbackUrl", () => {
  it("resolves relative URLs against the page and keeps after_auth_return_to", () => {
    expect(absoluteCallbackUrl("/handler/x", "url", "https://app.example/p?after_auth_return_to=%2Fa#h")).toBe("https://app.example/handler/x?after_auth_return_to=%2Fa");
    expect(absoluteCallbackUrl("http://localhost:3000/cb#x", "url", null)).toBe("http://localhost:3000/cb");
  });

  it("refuses every scheme but http: and https:, with or without a page", () => {
    for (const url of ["javascript://localhost/%0aalert(1)", "javascript:alert(1)", "data://localhost/x", "data:text/html,x", "vbscript://localhost/x", "ftp://localhost/x"]) {
      expect(() => absoluteCallbackUrl(url, "verificationCallbackUrl", null), url).toThrow(TypeError);
      expect(() => absoluteCallbackUrl(url, "verificationCallbackUrl", "https://app.example/"), url).toThrow(/verificationCallbackUrl .* must be an http: or https: URL/);
    }
  });
});
