/**
 * Each OAuth provider's logo and brand colour. The logos come from Simple Icons (CC0),
 * imported one icon at a time so a bundle keeps only these; Microsoft and LinkedIn, which
 * Simple Icons no longer carries, come from Font Awesome Free's brand icons (CC BY 4.0,
 * https://fontawesome.com/license/free). Their brand colours are the companies' own.
 */
import { faLinkedin, faMicrosoft } from "@fortawesome/free-brands-svg-icons";
import { siApple, siBitbucket, siDiscord, siFacebook, siGithub, siGitlab, siGoogle, siSpotify, siX } from "simple-icons";

export type ProviderBrand = {
  /** The provider's name as it writes it. */
  name: string;
  /** SVG path and its viewBox. */
  path: string;
  viewBox: string;
  /** Brand colour (`#rrggbb`). */
  color: string;
};

const simple = (icon: { title: string; path: string; hex: string }): ProviderBrand => ({ name: icon.title, path: icon.path, viewBox: "0 0 24 24", color: `#${icon.hex}` });

const awesome = (name: string, icon: { icon: [number, number, unknown, unknown, string | string[]] }, color: string): ProviderBrand => {
  const [width, height, , , path] = icon.icon;
  return { name, path: Array.isArray(path) ? path.join(" ") : path, viewBox: `0 0 ${width} ${height}`, color };
};

export const PROVIDER_BRANDS: Readonly<Record<string, ProviderBrand>> = {
  google: simple(siGoogle),
  github: simple(siGithub),
  microsoft: awesome("Microsoft", faMicrosoft as never, "#737373"),
  spotify: simple(siSpotify),
  facebook: simple(siFacebook),
  discord: simple(siDiscord),
  gitlab: simple(siGitlab),
  bitbucket: simple(siBitbucket),
  linkedin: awesome("LinkedIn", faLinkedin as never, "#0a66c2"),
  apple: simple(siApple),
  x: simple(siX),
};

/** WCAG relative luminance of `#rrggbb` (the check that PROVIDER_STYLES reads well). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
