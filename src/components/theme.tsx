/**
 * Styles and theming. `<GatehouseStyles>` renders the stylesheet (the provider renders it,
 * so it is in the server's HTML too); `<GatehouseTheme>` sets theme values for the
 * components below it.
 */
import { useId, version, type ReactNode } from "react";
import { BASE_CSS } from "./styles";
import { kebab, safeCssValue, TOKENS, type ThemeColors, type ThemeConfig, type ValueKind } from "./theme-values";

const REACT_19 = Number.parseInt(version, 10) >= 19;

/**
 * The components' stylesheet as a `<style>` element. React 19 hoists it into `<head>` and
 * renders it once however many providers there are; React 18 renders it in place.
 */
export function GatehouseStyles({ nonce }: { nonce?: string }) {
  if (REACT_19) {
    const Style = "style" as unknown as (props: { href: string; precedence: string; nonce?: string; children: string }) => ReactNode;
    return (
      <Style href="gatehouse-styles" precedence="gatehouse" nonce={nonce}>
        {BASE_CSS}
      </Style>
    );
  }
  return <style nonce={nonce} data-gatehouse-styles="" dangerouslySetInnerHTML={{ __html: BASE_CSS }} />;
}

export type GatehouseThemeProps = {
  /**
   * Theme values, in the official theme's shape: `light` / `dark` colours (any of the
   * nineteen tokens, e.g. `primary`, `cardForeground`, `ring`, as CSS colours), `radius`,
   * and our `fontFamily` / `monoFontFamily`. A value that is not a plain CSS colour,
   * length or font list is ignored (with a warning in development).
   */
  theme?: ThemeConfig | undefined;
  /** A CSP nonce for the `<style>` element. */
  nonce?: string | undefined;
  children?: ReactNode | undefined;
};

/**
 * Scoped theme values for the gatehouse components below it (docs/api.md §4.5, the official
 * `StackTheme`). They are inherited custom properties, so the components' own light/dark
 * switch picks the right set.
 */
export function GatehouseTheme({ theme = {}, nonce, children }: GatehouseThemeProps) {
  const scope = `gh-theme-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const css = `.${scope}{${themeDeclarations(theme)}}`;
  return (
    <div className={scope} style={{ display: "contents" }}>
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      {children}
    </div>
  );
}

/** The custom-property declarations of `theme`, each value checked (unsafe ones dropped). */
export function themeDeclarations(theme: ThemeConfig): string {
  const out: string[] = [];
  const add = (property: string, value: unknown, kind: ValueKind) => {
    if (value === undefined) return;
    const safe = safeCssValue(value, kind);
    if (safe === null) warnOnce(`theme value ${JSON.stringify(String(value)).slice(0, 80)} for ${property} is not a plain CSS ${kind}; it is ignored.`);
    else out.push(`${property}:${safe};`);
  };
  for (const mode of ["light", "dark"] as const) {
    const colors: ThemeColors = theme[mode] ?? {};
    for (const token of TOKENS) add(`--gh-${mode}-${kebab(token)}`, token === "destructive" ? (colors.destructive ?? colors.danger) : colors[token], "color");
  }
  add("--gh-theme-radius", theme.radius, "length");
  add("--gh-theme-font", theme.fontFamily, "font");
  add("--gh-theme-mono", theme.monoFontFamily, "font");
  // Belt and braces: nothing that passed the checks contains "<", but never let one through.
  return out.join("").replace(/</g, "\\3c ");
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`gatehouse: ${message}`);
}
