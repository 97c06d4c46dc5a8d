/**
 * The emulator's own JSON (`/emulator/api/...`) takes changes only from the console's own
 * pages. A page of another site cannot read it (no CORS), but it could still post to it: a
 * form, or a `text/plain` fetch, needs no preflight. So a change a browser says came from
 * elsewhere (`Origin`, `Sec-Fetch-Site`) is refused by the dispatcher for every method but
 * GET, HEAD and OPTIONS, on every path under `/emulator/api`, before a route is looked up
 * and before the body is read: a route added later is covered without doing anything, and
 * another site learns nothing from how a body was parsed.
 *
 * Clients that are not browsers send neither header and are this machine's own (the peer
 * check of ./listen answers `/emulator` only to loopback peers).
 */
import type { Call } from "./call";
import { StatusError } from "./errors";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True for a request that may change the emulator's state through its own JSON. */
export function isEmulatorApiChange(method: string, pathname: string): boolean {
  return !READS.has(method) && (pathname === "/emulator/api" || pathname.startsWith("/emulator/api/"));
}

/** Throws a 403 when a browser says another origin sent `call`. */
export function requireSameOrigin(call: Call): void {
  const origin = call.headers.get("origin");
  const site = call.headers.get("sec-fetch-site");
  if ((origin !== null && origin !== call.url.origin) || (site !== null && site !== "same-origin" && site !== "none")) {
    throw new StatusError(403, "Blocked request: the emulator's console takes changes only from its own pages.");
  }
}
