/**
 * The handler's table (docs/api.md §4.3): which page each path under the handler base shows,
 * its aliases, the lenient spellings that redirect, and the pages that follow an
 * overridden `urls.X` out of the handler.
 */
import type { HandlerUrls } from "../lib/urls/handler-urls";

/** Every page the handler serves, by its canonical path segment. */
export const HANDLER_PAGES = [
  "sign-in",
  "sign-up",
  "sign-out",
  "email-verification",
  "password-reset",
  "forgot-password",
  "oauth-callback",
  "magic-link-callback",
  "account-settings",
  "team-invitation",
  "cli-auth-confirm",
  "mfa",
  "error",
] as const;

export type HandlerPage = (typeof HANDLER_PAGES)[number];

/** Other names of a page, rendered as the page itself. */
export const HANDLER_ALIASES: Readonly<Record<string, HandlerPage>> = { "log-in": "sign-in", register: "sign-up" };

/** Pages whose `urls.X`, when moved outside the handler, are followed there. */
export const FOLLOWS_URL_OVERRIDE: Partial<Record<HandlerPage, keyof HandlerUrls>> = {
  "sign-in": "signIn",
  "sign-up": "signUp",
  "email-verification": "emailVerification",
  "password-reset": "passwordReset",
  "forgot-password": "forgotPassword",
  "sign-out": "signOut",
  "oauth-callback": "oauthCallback",
  "magic-link-callback": "magicLinkCallback",
  "team-invitation": "teamInvitation",
  mfa: "mfa",
};

export type HandlerRoute =
  | { kind: "page"; page: HandlerPage }
  /** Go to `to` (a path; the caller keeps the query). */
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

const squash = (segment: string) => segment.toLowerCase().replace(/-/g, "");

/** The path under `handlerBase` of `pathname` (`/handler/sign-in/` -> `sign-in`); null when outside it. */
export function pathUnderHandler(pathname: string, handlerBase: string): string | null {
  const base = handlerBase.replace(/\/+$/, "");
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, "");
}

/**
 * Resolves a path under the handler. `urls` decides the redirects for overridden URLs:
 * when `urls[key]` is not this page's own handler path, the page lives elsewhere.
 */
export function resolveHandlerRoute(path: string, urls: Readonly<HandlerUrls>): HandlerRoute {
  const base = urls.handler.replace(/\/+$/, "");
  const page = (HANDLER_PAGES as readonly string[]).includes(path) ? (path as HandlerPage) : HANDLER_ALIASES[path];
  if (page) {
    const key = FOLLOWS_URL_OVERRIDE[page];
    if (key && pathOf(urls[key]) !== `${base}/${page}`) return { kind: "redirect", to: urls[key] };
    return { kind: "page", page };
  }
  // `signin`, `Sign-In`, `forgotpassword`, `login`: the canonical path, same query.
  const wanted = squash(path);
  const canonical = HANDLER_PAGES.find((p) => squash(p) === wanted) ?? HANDLER_ALIASES[Object.keys(HANDLER_ALIASES).find((a) => squash(a) === wanted) ?? ""];
  if (wanted && canonical) return { kind: "redirect", to: `${base}/${canonical}` };
  return { kind: "not-found" };
}

function pathOf(url: string): string {
  try {
    return new URL(url, "http://relative.invalid").pathname.replace(/\/+$/, "");
  } catch {
    return url;
  }
}

/** Edits (insert, delete, replace) between two short strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The handler page nearest to a path it does not know (`sgn-in` -> `sign-in`): within a
 * third of the name's length in edits, else null. A hint for a mistyped link.
 */
export function nearestHandlerPage(path: string): HandlerPage | null {
  const wanted = path.toLowerCase().split("/")[0] ?? "";
  if (!wanted) return null;
  let best: { page: HandlerPage; edits: number } | null = null;
  for (const [name, page] of [...HANDLER_PAGES.map((p) => [p, p] as const), ...Object.entries(HANDLER_ALIASES)]) {
    const edits = distance(wanted, name);
    if (edits <= Math.max(1, Math.floor(name.length / 3)) && (!best || edits < best.edits)) best = { page, edits };
  }
  return best?.page ?? null;
}
