/**
 * Where a logged API request came from (./request-log): the emulator's console, or anything
 * else (the developer's app, a test, curl). The console's pages call the emulator's
 * `/api/v1` with the admin tier like any app would, and the Requests page hides those calls
 * by default so that the log shows what the developer's app asked.
 *
 * A request is the console's when the browser says it is a script's fetch from a page of the
 * emulator's own origin under `/emulator`, and every header that says so agrees. Chromium
 * sends this with a console fetch (checked: no Referrer-Policy is set, so the default
 * `strict-origin-when-cross-origin` sends the page's full address to its own origin):
 *
 *     sec-fetch-site: same-origin
 *     sec-fetch-dest: empty             (a fetch, not a navigation, a form or an image)
 *     referer: http://127.0.0.1:8102/emulator/projects
 *     origin: http://127.0.0.1:8102     (only with a change: POST, PATCH, DELETE)
 *
 * The developer's app runs on another origin (another port is another origin, though the
 * same site), so its browser says `same-site` or `cross-site`; a client that is not a browser
 * sends no `Sec-Fetch-*` at all. Neither can be taken for the console unless it forges these
 * headers on purpose.
 *
 * This is a display filter, not a security boundary: the mark decides only what the Requests
 * page shows by default, never what a request may do. Anyone who can reach the emulator can
 * send any header.
 *
 * A browser sends `Sec-Fetch-*` only to a trustworthy origin (localhost, a loopback
 * address, https): a console opened over plain http at another host name (`--allowed-host`)
 * gets its calls marked `app`, shown rather than hidden.
 */
import type { RequestSource } from "../../interface/wire/emulator-api";
import type { Call } from "./call";

export type { RequestSource };

export const REQUEST_SOURCES: readonly RequestSource[] = ["console", "app"];

/** A console page's path: `/emulator` and below, but not the emulator's JSON (`/emulator/api`), which is no page. */
function isConsolePagePath(pathname: string): boolean {
  if (pathname === "/emulator/api" || pathname.startsWith("/emulator/api/")) return false;
  return pathname === "/emulator" || pathname.startsWith("/emulator/");
}

/** `console` when the browser's headers all say the call is a fetch from a console page of this origin; `app` otherwise. */
export function requestSource(call: Pick<Call, "url" | "headers">): RequestSource {
  const { headers, url } = call;
  if (headers.get("sec-fetch-site") !== "same-origin") return "app";
  if (headers.get("sec-fetch-dest") !== "empty") return "app";
  const origin = headers.get("origin");
  if (origin !== null && origin !== url.origin) return "app";
  const referer = headers.get("referer");
  if (referer === null) return "app";
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return "app";
  }
  return page.origin === url.origin && isConsolePagePath(page.pathname) ? "console" : "app";
}
