/**
 * Which web pages may use the emulator's API (`/api/v1`) from a browser. Every emulator
 * has the same public keys, so a page that could call the API could read every user and
 * sign in as any of them: only pages on this machine may, by default. A page's origin is
 * loopback when its host is `localhost`, `*.localhost`, in 127.0.0.0/8 or `[::1]` (any
 * port, `http:` or `https:`); others are allowed one by one (`--allow-origin`,
 * `createEmulator({ allowOrigins })`). A request that names no origin is not a web page's
 * cross-origin request (a server, a test, curl) and needs no permission.
 */
import { isLoopbackName } from "./hosts";

/** The origin of `value` (`scheme://host[:port]`), or null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "" || (url.pathname !== "/" && url.pathname !== "") || url.search !== "" || url.hash !== "") return null;
  return url.origin;
}

/**
 * The allowed origins, normalised. Throws a TypeError naming the first value that is not an
 * origin (`https://app.example:3000`, nothing after the port).
 */
export function parseAllowedOrigins(values: readonly string[]): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const value of values) {
    const origin = normalizeOrigin(value);
    if (origin === null) throw new TypeError(`Not an origin: "${value}". An allowed origin is http:// or https://, a host and an optional port, e.g. https://app.example:3000.`);
    origins.add(origin);
  }
  return origins;
}

/** True for a page on this machine: an http(s) origin whose host is a loopback name. */
export function isLoopbackOrigin(origin: string): boolean {
  const normalized = normalizeOrigin(origin);
  return normalized !== null && isLoopbackName(new URL(normalized).hostname);
}

/** The page's origin as the answer names it, or "refused"; null when the request names no origin. */
export function corsOrigin(originHeader: string | null, allowed: ReadonlySet<string>): string | "refused" | null {
  if (originHeader === null) return null;
  if (isLoopbackOrigin(originHeader)) return originHeader;
  const normalized = normalizeOrigin(originHeader);
  return normalized !== null && allowed.has(normalized) ? originHeader : "refused";
}

/** The text of a refused request: which origins are allowed, and the flag that allows this one. */
export function refusedOriginText(origin: string): string {
  return `Blocked request: the emulator's API answers web pages on this machine only (origins on localhost, *.localhost, `
    + `127.0.0.0/8 or [::1], any port), so that no site you visit can read its users or sign in as them; ${origin} is not one. `
    + `To allow it, start the emulator with --allow-origin ${origin} (createEmulator({ allowOrigins: [${JSON.stringify(origin)}] }) in code).`;
}
