/**
 * The one rule every redirect obeys (docs/api.md §2.3): the target must be relative to the
 * current page. An absolute URL, a protocol-relative `//evil.com`, the backslash
 * spellings browsers treat as slashes (`/\evil.com`), a `javascript:` URL... all
 * leave the origin, so they are refused before anything navigates.
 */

/** The exact message of docs/api.md §2.3 (kept identical to the official SDK's). */
export const UNTRUSTED_REDIRECT_MESSAGE = "Redirect URL is not trusted; should be relative.";

// Two unrelated origins: a relative URL resolves onto both; anything that names its
// own origin (even one equal to a sentinel) cannot stay on both at once.
const SENTINELS = ["https://sentinel-a.gatehouse.invalid/base/page?x=1", "http://sentinel-b.gatehouse.invalid:8080/"];

function parsesAlone(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when `url` stays on the current page's origin whatever that origin is.
 * Uses the WHATWG parser the browser itself navigates with, so the check and the
 * navigation cannot disagree about where a tricky string leads.
 */
export function isRelativeUrl(url: string): boolean {
  if (typeof url !== "string") return false;
  if (parsesAlone(url)) return false;
  for (const base of SENTINELS) {
    let resolved: URL;
    try {
      resolved = new URL(url, base);
    } catch {
      return false;
    }
    if (resolved.origin !== new URL(base).origin) return false;
  }
  return true;
}

/** Throws `Redirect URL is not trusted; should be relative.` unless `url` is relative. */
export function assertTrustedRedirect(url: string): void {
  if (!isRelativeUrl(url)) throw new Error(UNTRUSTED_REDIRECT_MESSAGE);
}

/** `pathname + search + hash` of a URL: the part that stays valid on the same origin. */
export function relativePart(url: URL): string {
  return url.pathname + url.search + url.hash;
}
