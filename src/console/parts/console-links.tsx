/**
 * Links between the console's pages. A link is a real `<a href>` (it opens in a new tab, a
 * screen reader names it a link); a plain click moves through the shell's `navigate`, with
 * history. The chosen project rides along as the `project` query parameter when the
 * current address has one.
 */
import type { MouseEvent, ReactNode } from "react";
import type { ConsolePageProps } from "../page-props";

/** `/emulator/<path>`, keeping the current `project` parameter. */
export function consoleHref(props: Pick<ConsolePageProps, "search">, path: string): string {
  const project = props.search.get("project");
  const href = `/emulator/${path.replace(/^\/+/, "")}`;
  return project ? `${href}${href.includes("?") ? "&" : "?"}project=${encodeURIComponent(project)}` : href;
}

export function ConsoleLink({ props, path, children, className = "gh-link" }: { props: Pick<ConsolePageProps, "search" | "navigate">; path: string; children: ReactNode; className?: string }) {
  const href = consoleHref(props, path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.navigate(href);
  };
  return (
    <a className={className} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
