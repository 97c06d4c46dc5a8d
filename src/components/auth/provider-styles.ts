/**
 * Each OAuth provider's name and button colours (small; the logos load apart, see
 * provider-logo.tsx). Buttons wear the brand colour behind text of at least 4.5:1
 * contrast; Google and Microsoft, whose marks are multi-coloured or light, use white with
 * the coloured mark. test/components/oauth-buttons.test.tsx checks these against the
 * icon set's brand colours and the contrast rule.
 */
export type ProviderStyle = { name: string; background: string; color: string; logo: string };

const on = (name: string, background: string, color: string): ProviderStyle => ({ name, background, color, logo: color });
const white = (name: string, logo: string): ProviderStyle => ({ name, background: "#ffffff", color: "#1f1f1f", logo });

export const PROVIDER_STYLES: Readonly<Record<string, ProviderStyle>> = {
  google: white("Google", "#4285F4"),
  github: on("GitHub", "#181717", "#ffffff"),
  microsoft: white("Microsoft", "#737373"),
  spotify: on("Spotify", "#1ED760", "#000000"),
  facebook: on("Facebook", "#0866FF", "#ffffff"),
  discord: on("Discord", "#5865F2", "#ffffff"),
  gitlab: on("GitLab", "#FC6D26", "#000000"),
  bitbucket: on("Bitbucket", "#0052CC", "#ffffff"),
  linkedin: on("LinkedIn", "#0a66c2", "#ffffff"),
  apple: on("Apple", "#000000", "#ffffff"),
  x: on("X", "#000000", "#ffffff"),
};
