/**
 * Styles and theming: `useGatehouseStyles()` injects the stylesheet once (the provider
 * calls it), and `<GatehouseTheme>` overrides the theme values for its subtree.
 */
import { useId, useInsertionEffect, type ReactNode } from "react";
import { BASE_CSS, themeVariables, type ThemeColors } from "./styles";

const STYLE_ID = "gatehouse-styles";

/** Injects the base stylesheet into `document.head` once (no-op during server rendering). */
export function useGatehouseStyles(nonce?: string): void {
  useInsertionEffect(() => {
    if (typeof document === "undefined" || document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    if (nonce) style.nonce = nonce;
    style.textContent = BASE_CSS;
    document.head.appendChild(style);
  }, [nonce]);
}

export type GatehouseThemeProps = {
  /** Colour overrides for light and dark mode, and the corner radius (a CSS length). */
  theme?: { light?: ThemeColors; dark?: ThemeColors; radius?: string };
  /** A CSP nonce for the injected `<style>` tags. */
  nonce?: string;
  children?: ReactNode;
};

/**
 * Scoped theme variables for the gatehouse components below it (docs/api.md §4.5, the
 * official `StackTheme`). Dark values apply under an ancestor with class `dark` or
 * `data-theme="dark"`.
 */
export function GatehouseTheme({ theme = {}, nonce, children }: GatehouseThemeProps) {
  useGatehouseStyles(nonce);
  const scope = useScopeClass();
  const light = themeVariables(theme.light ?? {}) + (theme.radius ? `--gh-radius:${theme.radius};` : "");
  const dark = themeVariables(theme.dark ?? {});
  const css =
    `.${scope} .gh-root{${light}}` +
    (dark ? `:where(.dark,[data-theme=dark]) .${scope} .gh-root,.${scope} .gh-root.gh-dark{${dark}}` : "");
  return (
    <div className={scope} style={{ display: "contents" }}>
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      {children}
    </div>
  );
}

function useScopeClass(): string {
  // useId is stable across renders and server/client; class names cannot hold its colons.
  return `gh-theme-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}
