/** In-app links that navigate through the app's `redirectMethod` (a host router or the window). */
import type { MouseEvent, ReactNode } from "react";
import { useApp } from "../provider";

export function AppLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useApp().useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, ...) do what the browser does.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a className="gh-link" href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/** The query parameter carried through sign-in and sign-up (docs/api.md §2.3). */
export const RETURN_TO_PARAM = "after_auth_return_to";

/** `url` with the current page's `after_auth_return_to`, if it has one. */
export function withReturnTo(url: string): string {
  if (typeof window === "undefined") return url;
  const returnTo = new URLSearchParams(window.location.search).get(RETURN_TO_PARAM);
  if (!returnTo) return url;
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** The current page's query parameters (empty on the server). */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof window === "undefined" ? "" : window.location.search);
}
