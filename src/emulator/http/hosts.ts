/**
 * Which host names reach the emulator's HTTP server. Only names of this machine do:
 * `localhost` (and `*.localhost`), the loopback addresses, the interface it listens on,
 * and names the caller allows. A page on another origin that rebinds its own DNS name to
 * 127.0.0.1 still sends its own name in `Host`, so it is refused.
 *
 * Which peers reach the emulator's own pages: this machine only (the peer's address is
 * loopback), whatever interface it listens on and whatever `Host` a request names.
 */

/**
 * True when a `Host` header value is a host and an optional port, nothing else: a name or
 * an IPv4 address, or an IPv6 address in brackets, then `:<port>` (at most 65535). A value
 * with a path, query, fragment, user or space is refused before anything reads it: the
 * request's URL is resolved against it, and a Host carrying a path would move a request
 * target such as `*` under `/emulator` after the peer check had read it elsewhere.
 */
export function isHostHeader(value: string): boolean {
  const match = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/i.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** The host name of a `Host` header value (`name:port`, `[v6]:port`), lower-cased, brackets removed. */
export function hostNameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return end < 0 ? value : value.slice(1, end);
  }
  const colon = value.lastIndexOf(":");
  return colon < 0 ? value : value.slice(0, colon);
}

/** True for `localhost`, `*.localhost`, 127.0.0.0/8 and `::1` (with or without brackets). */
export function isLoopbackName(name: string): boolean {
  const host = name.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** True when a request with this `Host` header may be answered. `allowed` holds lower-case names without brackets. */
export function isAllowedHost(hostHeader: string, allowed: ReadonlySet<string>): boolean {
  const name = hostNameOf(hostHeader);
  return isLoopbackName(name) || allowed.has(name);
}

/** True for a peer address of this machine: 127.0.0.0/8, `::1`, or either mapped into IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const host = address.toLowerCase().replace(/^::ffff:/, "");
  return host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** `/emulator` and below: the console (its pages, files and JSON, the outbox's included) and the mock OAuth provider. */
export function isEmulatorPagePath(pathname: string): boolean {
  return pathname === "/emulator" || pathname.startsWith("/emulator/");
}
