/**
 * The "trusted URL" rule of docs/protocol.md §13.1, for callback and redirect URLs.
 */
import type { ProjectRecord } from "./types";

function isLocalhost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Trusted when the project allows localhost and the host is local, or when scheme and
 * hostname equal a configured domain's and the path starts with that domain's path.
 * Ports are not compared.
 */
export function isTrustedUrl(project: ProjectRecord, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (project.config.allow_localhost && isLocalhost(url.hostname)) return true;
  return project.config.domains.some(({ domain }) => {
    let d: URL;
    try {
      d = new URL(domain);
    } catch {
      return false;
    }
    return d.protocol === url.protocol && d.hostname === url.hostname && url.pathname.startsWith(d.pathname === "/" ? "/" : d.pathname);
  });
}
