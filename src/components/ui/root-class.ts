/** The class of every element that starts a component: `gh-root` and the provider's colour mode. */
import { useColorMode } from "../provider";
import type { ColorMode } from "../theme-values";

const MODE_CLASS: Record<ColorMode, string> = { auto: "", system: " gh-system", light: " gh-light", dark: " gh-dark" };

export function useRootClass(): string {
  return `gh-root${MODE_CLASS[useColorMode()] ?? ""}`;
}
