/**
 * Links the service puts in mails and OAuth redirects must be absolute. The SDK
 * makes them absolute from the page's location, keeps `after_auth_return_to` (so
 * the user still lands where they started) and drops the `#hash`.
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

/**
 * The absolute form of `url` (a configured handler URL or one the caller passed).
 *
 * @param name Names the URL in the error thrown when there is no browser to resolve
 *   a relative URL against (e.g. `"verificationCallbackUrl"`).
 * @param current The page URL; defaults to `window.location.href`.
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
    return absolute.toString();
  }
  const here = new URL(current);
  const result = new URL(url, here);
  for (const param of RETAINED_PARAMS) {
    const value = here.searchParams.get(param);
    if (value !== null) result.searchParams.set(param, value);
  }
  result.hash = "";
  return result.toString();
}
