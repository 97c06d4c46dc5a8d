/**
 * Links the service puts in mails and OAuth redirects must be absolute. The SDK
 * makes them absolute from the page's location, keeps `after_auth_return_to` (so
 * the user still lands where they started) and drops the `#hash`. Only `http:` and
 * `https:` URLs are sent: a `javascript:`, `data:` or other scheme is refused here.
 */
import { AFTER_AUTH_RETURN_TO, currentHref } from "./redirect";

const RETAINED_PARAMS = [AFTER_AUTH_RETURN_TO];

function absoluteOrNull(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for the only schemes a callback or redirect URL may have. */
export function isWebUrl(url: URL): boolean {
  return url.protocol === "http:" || url.protocol === "https:";
}

function checkedScheme(url: URL, name: string, given: string): string {
  if (!isWebUrl(url)) throw new TypeError(`${name} "${given}" must be an http: or https: URL.`);
  return url.toString();
}

/**
 * The absolute form of `url` (a configured handler URL or one the caller passed).
 *
 * @param name Names the URL in the error thrown when there is no browser to resolve
 *   a relative URL against (e.g. `"verificationCallbackUrl"`).
 * @param current The page URL; defaults to `window.location.href`.
 * @throws TypeError when the result is not an `http:` or `https:` URL.
 */
export function absoluteCallbackUrl(url: string, name: string, current: string | null = currentHref()): string {
  if (current === null) {
    const absolute = absoluteOrNull(url);
    if (!absolute) {
      throw new Error(
        `${name} "${url}" is relative and there is no browser page to resolve it against. Pass an absolute URL (for example https://your-app.example${url.startsWith("/") ? "" : "/"}${url}) explicitly, or configure urls with absolute URLs.`,
      );
    }
    absolute.hash = "";
    return checkedScheme(absolute, name, url);
  }
  const here = new URL(current);
  const result = new URL(url, here);
  for (const param of RETAINED_PARAMS) {
    const value = here.searchParams.get(param);
    if (value !== null) result.searchParams.set(param, value);
  }
  result.hash = "";
  return checkedScheme(result, name, url);
}
