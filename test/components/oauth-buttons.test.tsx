// @vitest-environment happy-dom
/** OAuth buttons: each provider's logo from the icon sets and its brand colour, readable. */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { siGithub, siGoogle } from "simple-icons";
import { contrast, PROVIDER_BRANDS } from "../../src/components/auth/provider-brands";
import { PROVIDER_STYLES } from "../../src/components/auth/provider-styles";
import { GatehouseProvider, OAuthButtonGroup } from "../../src/react";
import { testApp } from "./setup-app";

afterEach(cleanup);

describe("OAuth buttons", () => {
  it("has a logo and a readable brand style for every provider", () => {
    for (const [id, style] of Object.entries(PROVIDER_STYLES)) {
      const brand = PROVIDER_BRANDS[id];
      expect(brand, id).toBeTruthy();
      expect(style.name).toBe(brand!.name);
      expect(brand!.path.length).toBeGreaterThan(50);
      expect(contrast(style.background, style.color), `${id} text`).toBeGreaterThanOrEqual(4.5);
      // The brand colour is the button's, or the logo's on white.
      expect([style.background, style.logo].map((c) => c.toLowerCase())).toContain(brand!.color.toLowerCase());
    }
  });

  it("renders each enabled provider's logo, in its brand colours", async () => {
    const { app } = testApp();
    const config = { signUpEnabled: true, credentialEnabled: false, magicLinkEnabled: false, passkeyEnabled: false, oauthProviders: [{ id: "google" }, { id: "github" }] };
    render(
      <GatehouseProvider app={app}>
        <OAuthButtonGroup type="sign-in" mockProject={{ config } as never} />
      </GatehouseProvider>,
    );
    const github = await screen.findByRole("button", { name: "Sign in with GitHub" });
    await waitFor(() => expect(github.querySelector("path")?.getAttribute("d")).toBe(siGithub.path));
    expect(github.style.background).toMatch(/#181717|rgb\(24, 23, 23\)/);
    const google = screen.getByRole("button", { name: "Sign in with Google" });
    await waitFor(() => expect(google.querySelector("path")?.getAttribute("d")).toBe(siGoogle.path));
    expect(google.querySelector("svg")?.getAttribute("fill")).toBe("#4285F4");
    expect(google.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
