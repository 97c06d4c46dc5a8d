/**
 * The theme's tokens (the official theme's nineteen colours, plus `success`), their
 * defaults for light and dark, and the check every value passes before it is written into
 * a `<style>` element: each token takes only its own kind of value (colours, lengths, font
 * lists), so nothing can load from the network (`url()`, `image-set()`); a value that could
 * end the declaration, the rule or the element (`;`, `{`, `}`, `<`, `>`, `\`, a quote where
 * none belongs) is dropped, never escaped into something else, and a development warning
 * names it.
 */

export type ThemeColors = {
  background?: string | undefined;
  foreground?: string | undefined;
  card?: string | undefined;
  cardForeground?: string | undefined;
  popover?: string | undefined;
  popoverForeground?: string | undefined;
  primary?: string | undefined;
  primaryForeground?: string | undefined;
  secondary?: string | undefined;
  secondaryForeground?: string | undefined;
  muted?: string | undefined;
  mutedForeground?: string | undefined;
  accent?: string | undefined;
  accentForeground?: string | undefined;
  destructive?: string | undefined;
  destructiveForeground?: string | undefined;
  border?: string | undefined;
  input?: string | undefined;
  ring?: string | undefined;
  /** Ours: confirmations ("Saved."). */
  success?: string | undefined;
  /** @deprecated the official name is `destructive`. */
  danger?: string | undefined;
};

/** The theme object, in the official `StackTheme` shape plus fonts. */
export type ThemeConfig = {
  light?: ThemeColors | undefined;
  dark?: ThemeColors | undefined;
  /** Corner radius (a CSS length, e.g. `"0.5rem"`). */
  radius?: string | undefined;
  /** The components' font stack (CSS `font-family`). */
  fontFamily?: string | undefined;
  /** The font of keys and codes. */
  monoFontFamily?: string | undefined;
};

/**
 * `"auto"`: the host's class (`dark` / `data-theme="dark"` on an ancestor) decides, light
 * otherwise; `"system"`: the host's class, else the operating system's preference;
 * `"light"` / `"dark"`: always that.
 */
export type ColorMode = "auto" | "system" | "light" | "dark";

type Token = Exclude<keyof ThemeColors, "danger">;

export const LIGHT: Required<Pick<ThemeColors, Token>> = {
  background: "#ffffff",
  foreground: "#0f172a",
  card: "#ffffff",
  cardForeground: "#0f172a",
  popover: "#ffffff",
  popoverForeground: "#0f172a",
  primary: "#1d4ed8",
  primaryForeground: "#ffffff",
  secondary: "#f1f5f9",
  secondaryForeground: "#0f172a",
  muted: "#f1f5f9",
  mutedForeground: "#475569",
  accent: "#e2e8f0",
  accentForeground: "#0f172a",
  destructive: "#b91c1c",
  destructiveForeground: "#ffffff",
  border: "#cbd5e1",
  input: "#64748b",
  ring: "#1d4ed8",
  success: "#15803d",
};

export const DARK: typeof LIGHT = {
  background: "#0b1120",
  foreground: "#e2e8f0",
  card: "#0f172a",
  cardForeground: "#e2e8f0",
  popover: "#0f172a",
  popoverForeground: "#e2e8f0",
  primary: "#60a5fa",
  primaryForeground: "#0b1120",
  secondary: "#1e293b",
  secondaryForeground: "#e2e8f0",
  muted: "#1e293b",
  mutedForeground: "#94a3b8",
  accent: "#334155",
  accentForeground: "#f1f5f9",
  destructive: "#f87171",
  destructiveForeground: "#0b1120",
  border: "#334155",
  input: "#64748b",
  ring: "#60a5fa",
  success: "#4ade80",
};

export const TOKENS = Object.keys(LIGHT) as Token[];

export const DEFAULT_FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK JP","Noto Sans CJK SC","Hiragino Sans","Microsoft YaHei",sans-serif';
export const DEFAULT_MONO_FONT = 'ui-monospace,"SFMono-Regular",Menlo,Consolas,"Noto Sans Mono",monospace';

/** `cardForeground` -> `card-foreground`. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A colour: a name, `#hex`, a colour function of numbers (`rgb()`, `hsl()`, `oklch()`, ...,
 * named one by one: no other function, so never `url()`, `image-set()` or anything else
 * that loads), a `var(--name)`, or bare HSL channels ("210 40% 98%").
 */
const COLOR_FUNCTIONS = "rgba?|hsla?|hwb|lab|lch|oklab|oklch|color";
const COLOR = new RegExp(
  `^(?:#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(?:${COLOR_FUNCTIONS})\\(\\s*[-+0-9.%,\\s/a-zA-Z]*\\)|var\\(\\s*--[a-zA-Z0-9_-]+\\s*\\)`
    + `|[-+0-9.]+(?:deg)?\\s+[0-9.]+%\\s+[0-9.]+%(?:\\s*\\/\\s*[0-9.]+%?)?)$`,
  "i",
);
/** A length or `calc()` of lengths. */
const LENGTH = /^(?:0|[0-9.]+(?:px|rem|em|%|vw|vh)|calc\([-+*/0-9.\s a-z%]*\))$/;
/** Font names, quoted or not, separated by commas. */
const FONT = /^(?:\s*(?:"[^"<>{};\\]*"|'[^'<>{};\\]*'|[a-zA-Z0-9 _-]+)\s*,?)+$/;

export type ValueKind = "color" | "length" | "font";
const PATTERNS: Record<ValueKind, RegExp> = { color: COLOR, length: LENGTH, font: FONT };

/** `value` when it is a safe CSS value of `kind`, else null. Bare HSL channels become `hsl(…)`. */
export function safeCssValue(value: unknown, kind: ValueKind): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 200 || /[<>{};\\\n\r]/.test(trimmed)) return null;
  if (!PATTERNS[kind].test(trimmed)) return null;
  if (kind === "color" && /^[-+0-9.]/.test(trimmed)) return `hsl(${trimmed})`;
  return trimmed;
}
