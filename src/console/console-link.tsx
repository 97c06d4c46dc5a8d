/** A link within the console: a plain `<a href>` (open in a new tab works) that moves with the console's router on a plain click. */
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { navigate } from "./router";

export function ConsoleLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
