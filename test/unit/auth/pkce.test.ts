import { describe, expect, it } from "vitest";
import { codeChallengeS256, generateCodeVerifier, generateState } from "../../../src/lib/auth/pkce";

describe("PKCE", () => {
  it("derives the S256 challenge of RFC 7636 appendix B", async () => {
    expect(await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("makes 43-character base64url verifiers and states, different every time", () => {
    const verifiers = new Set(Array.from({ length: 50 }, generateCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const v of [...verifiers, generateState()]) {
      expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});
