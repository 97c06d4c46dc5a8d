/** The console's light/dark choice: remembered in this browser, first taken from the system's preference. */
import { useCallback, useState } from "react";

const STORAGE_KEY = "gatehouse-console-theme";

export type ConsoleTheme = "light" | "dark";

export function storedTheme(): ConsoleTheme {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored === "light" || stored === "dark") return stored;
  } catch {
    // storage unavailable: follow the system
  }
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Puts the theme on `<html>` (class `dark` / `light`): the gatehouse components and the console's styles follow it. */
export function applyTheme(theme: ConsoleTheme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
}

export function useTheme(): [ConsoleTheme, () => void] {
  const [theme, setTheme] = useState(storedTheme);
  const toggle = useCallback(() => {
    setTheme((was) => {
      const next = was === "dark" ? "light" : "dark";
      applyTheme(next);
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // not remembered, still switched
      }
      return next;
    });
  }, []);
  return [theme, toggle];
}
