/**
 * The `cookieDomain` option: token cookies written with `Domain=<domain>` so one session
 * spans the domain and its subdomains (`example.com` and `app.example.com`). A browser
 * silently drops a cookie whose domain is not the page's host or a parent of it, so that
 * case is refused here with an {@link InvalidOptionError} instead of failing unseen.
 */
import { InvalidOptionError } from "../core/invalid-option-error";

/** A host name: dot-separated labels of letters, digits and inner hyphens (no port, no scheme). */
const HOST_NAME = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/;

/**
 * The domain in the form cookies carry (lower case, no leading dot), checked against
 * `host` (the page's or the request's host name, without port) when it is known.
 *
 * @throws InvalidOptionError when `domain` is not a host name, or `host` is neither it nor a subdomain of it.
 */
export function checkCookieDomain(domain: unknown, host?: string | null): string {
  const name = typeof domain === "string" ? domain.trim().toLowerCase().replace(/^\./, "") : "";
  if (!HOST_NAME.test(name)) {
    throw new InvalidOptionError("cookieDomain", `${JSON.stringify(domain)} is not a domain name like "example.com"`);
  }
  if (host) {
    const here = host.toLowerCase().replace(/:\d+$/, "");
    if (here !== name && !here.endsWith(`.${name}`)) throw new InvalidOptionError("cookieDomain", `"${name}" is neither this host (${here}) nor a parent of it`);
  }
  return name;
}
