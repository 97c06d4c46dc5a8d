/**
 * The console's router: the browser's history over `/emulator/...` paths. `/emulator/<page>/<rest...>`
 * picks a page by its first segment and hands it the rest; `/emulator` alone is the Mail page
 * (the inbox lived there before the console, and links to it keep working).
 */
import { useEffect, useState } from "react";

export const CONSOLE_ROOT = "/emulator";

const CHANGE = "gatehouse-console-navigate";

export type ConsoleLocation = { page: string; rest: string[]; search: URLSearchParams; path: string };

/** The page and the rest of a console path (`/emulator/users/u_1` gives `users`, `["u_1"]`). */
export function parseLocation(pathname: string, search: string): ConsoleLocation {
  const segments = pathname.replace(/\/+$/, "").split("/").filter(Boolean).slice(1).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return { page: segments[0] ?? "", rest: segments.slice(1), search: new URLSearchParams(search), path: pathname };
}

function current(): ConsoleLocation {
  return parseLocation(window.location.pathname, window.location.search);
}

/** Moves to `to` (a path under `/emulator`) with a history entry; `replace` replaces the current one. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.origin);
  if (url.origin !== window.location.origin || (url.pathname !== CONSOLE_ROOT && !url.pathname.startsWith(`${CONSOLE_ROOT}/`))) {
    throw new Error(`The console navigates within ${CONSOLE_ROOT} only, not to ${to}`);
  }
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
  window.dispatchEvent(new Event(CHANGE));
}

/** The current location, following the history (back, forward, {@link navigate}). */
export function useConsoleLocation(): ConsoleLocation {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const update = () => setLocation(current());
    window.addEventListener("popstate", update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener("popstate", update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return location;
}
