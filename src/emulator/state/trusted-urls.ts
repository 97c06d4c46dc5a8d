/**
 * The "trusted URL" rule of docs/protocol.md §13.1, for callback and redirect URLs.
 */
import type { ProjectRecord } from "./types";

/** The only schemes a link the emulator sends or shows may have. */
export function isWebScheme(protocol: string): boolean {
  return protocol === "http:" || protocol === "https:";
}

/** True for an `http:` or `https:` URL. */
export function isWebUrl(raw: string): boolean {
  try {
    return isWebScheme(new URL(raw).protocol);
  } catch {
    return false;
  }
}

function isLocalhost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Never trusted unless `http:` or `https:`: a non-special scheme such as
 * `javascript://localhost/%0a...` still parses with a host name, so the scheme is checked
 * first. Then trusted when the project allows localhost and the host is local, or when scheme and
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
  if (!isWebScheme(url.protocol)) return false;
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
