// @vitest-environment happy-dom
/** Theme tokens, safe values, the stylesheet in server HTML, and the colour mode. */
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BASE_CSS } from "../../src/components/styles";
import { themeDeclarations } from "../../src/components/theme";
import { safeCssValue } from "../../src/components/theme-values";
import { AuthPage, GatehouseProvider, GatehouseTheme, MessageCard } from "../../src/react";
import { testApp } from "./setup-app";

afterEach(cleanup);

const OFFICIAL_COLORS = [
  "background", "foreground", "card", "cardForeground", "popover", "popoverForeground", "primary", "primaryForeground", "secondary",
  "secondaryForeground", "muted", "mutedForeground", "accent", "accentForeground", "destructive", "destructiveForeground", "border", "input", "ring",
] as const;
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const MOCK_PROJECT = { config: { signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: false, passkeyEnabled: false, oauthProviders: [], clientTeamCreationEnabled: false, clientUserDeletionEnabled: false, allowUserApiKeys: false, allowTeamApiKeys: false } };

describe("theme tokens", () => {
  it("accepts the official theme object: nineteen colours for light and dark, and the radius", () => {
    const colors = Object.fromEntries(OFFICIAL_COLORS.map((name, i) => [name, `#${(i + 16).toString(16)}${(i + 16).toString(16)}${(i + 16).toString(16)}`]));
    const css = themeDeclarations({ light: colors, dark: colors, radius: "0.75rem", fontFamily: '"Inter", sans-serif' });
    for (const name of OFFICIAL_COLORS) {
      expect(css).toContain(`--gh-light-${kebab(name)}:${colors[name]};`);
      expect(css).toContain(`--gh-dark-${kebab(name)}:${colors[name]};`);
      // The stylesheet reads each token in both modes.
      expect(BASE_CSS).toContain(`--gh-${kebab(name)}:var(--gh-light-${kebab(name)},`);
      expect(BASE_CSS).toContain(`--gh-${kebab(name)}:var(--gh-dark-${kebab(name)},`);
    }
    expect(css).toContain("--gh-theme-radius:0.75rem;");
    expect(css).toContain('--gh-theme-font:"Inter", sans-serif;');
  });

  it("takes the colour forms the official theme takes, and bare HSL channels", () => {
    for (const ok of ["#fff", "#0f172aff", "rebeccapurple", "rgb(1, 2, 3)", "hsl(210 40% 98%)", "oklch(0.7 0.1 200 / 50%)"]) expect(safeCssValue(ok, "color")).toBe(ok);
    expect(safeCssValue("222.2 84% 4.9%", "color")).toBe("hsl(222.2 84% 4.9%)");
  });

  it("drops a value that could leave its declaration, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const attacks = ["red}</style><script>alert(1)</script>", "red;background:url(https://x.test)", "red\\3c", "url(javascript:alert(1))", "expression(alert(1))"];
    for (const value of attacks) expect(safeCssValue(value, "color")).toBeNull();
    const css = themeDeclarations({ light: { primary: attacks[0], background: "#fff" }, radius: "1rem}body{display:none" });
    expect(css).toBe("--gh-light-background:#fff;");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("takes for each token only its own kind of value: nothing that loads from the network", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loading = ["url(//evil.example/x.png)", "url(https://evil.example/x.png)", "image-set(x)", "-webkit-image-set(x)", "cross-fade(a, b)", "element(x)", "src(x)", "rgb(1 2 3) url(x)"];
    for (const value of loading) expect(safeCssValue(value, "color"), value).toBeNull();
    for (const value of ["url(x)", "1px url(x)"]) expect(safeCssValue(value, "length"), value).toBeNull();
    for (const value of ["url(x)", "a, url(x)"]) expect(safeCssValue(value, "font"), value).toBeNull();
    expect(safeCssValue("var(--brand)", "color")).toBe("var(--brand)");
    const css = themeDeclarations({ light: { primary: "url(//evil.example/x.png)", accent: "image-set(x)", background: "#fff" } });
    expect(css).toBe("--gh-light-background:#fff;");
    warn.mockRestore();
  });

  it("renders a hostile theme value on the server without injecting HTML", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { app } = testApp();
    const html = renderToString(
      <GatehouseProvider app={app}>
        <GatehouseTheme theme={{ light: { primary: "red}</style><script>alert(1)</script>" } }}>
          <MessageCard title="Hello" />
        </GatehouseTheme>
      </GatehouseProvider>,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert(1)");
    warn.mockRestore();
  });
});

describe("the stylesheet under server rendering", () => {
  it("is part of the server's HTML, so the first paint is styled", () => {
    const { app } = testApp();
    const html = renderToString(
      <GatehouseProvider app={app}>
        <AuthPage type="sign-in" mockProject={MOCK_PROJECT} />
      </GatehouseProvider>,
    );
    expect(html).toMatch(/<style[^>]*>[^<]*\.gh-root\{/);
    expect(html).toContain('class="gh-root');
  });
});

describe("colour mode", () => {
  const rootClass = async (mode?: "auto" | "system" | "light" | "dark") => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app} colorMode={mode}>
        <MessageCard title="Mode" />
      </GatehouseProvider>,
    );
    const card = await screen.findByRole("heading", { name: "Mode" });
    const root = card.closest(".gh-root")!.className;
    cleanup();
    return root;
  };

  it("names the provider's colour mode on each component root", async () => {
    expect(await rootClass()).toBe("gh-root");
    expect(await rootClass("dark")).toBe("gh-root gh-dark");
    expect(await rootClass("light")).toBe("gh-root gh-light");
    expect(await rootClass("system")).toBe("gh-root gh-system");
  });

  it("follows the OS only in system mode; the host's dark class otherwise", () => {
    expect(BASE_CSS).toContain("@media (prefers-color-scheme: dark){:root:not(.light):not([data-theme=light]) .gh-root.gh-system{");
    expect(BASE_CSS).toContain(":where(.dark,[data-theme=dark]) .gh-root:not(.gh-light),.gh-root.gh-dark{");
  });
});
