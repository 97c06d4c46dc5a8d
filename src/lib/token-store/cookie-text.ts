/**
 * Cookie text: reading a `Cookie` header (or `document.cookie`) and writing a `Set-Cookie`
 * string, as much of RFC 6265 as the token cookies need. Our own code rather than a
 * package: the browser entry ships it to every page, and the cookies we write have names
 * we choose and values we percent-encode.
 */

/** Parsed, percent-decoded cookie values by name. */
export type CookieValues = Record<string, string | undefined>;

/** RFC 6265 §4.1.1 cookie-name: an RFC 7230 token. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function decodeValue(raw: string): string {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed escape is kept as sent
  }
}

/**
 * Reads `name=value` pairs separated by `;`. Names and values are trimmed, values are
 * percent-decoded (kept raw when malformed), pairs without `=` are skipped, and the first
 * pair of a name wins (a browser sends the most specific path first).
 */
export function parseCookies(header: string): CookieValues {
  const values: CookieValues = Object.create(null);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== "" && values[name] === undefined) values[name] = decodeValue(part.slice(eq + 1).trim());
  }
  return values;
}

/** The attributes the token cookies use. */
export type SetCookieAttributes = { path?: string; expires?: Date; maxAgeSeconds?: number; secure?: boolean };

/**
 * One `Set-Cookie` value (also what `document.cookie = x` takes): the value is
 * percent-encoded, so any text is safe; a name that is not a cookie token throws a
 * TypeError, since no encoding would make it one.
 */
export function setCookieString(name: string, value: string, attributes: SetCookieAttributes = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  let text = `${name}=${encodeURIComponent(value)}`;
  if (attributes.maxAgeSeconds !== undefined) text += `; Max-Age=${Math.floor(attributes.maxAgeSeconds)}`;
  if (attributes.path !== undefined) text += `; Path=${attributes.path}`;
  if (attributes.expires !== undefined) text += `; Expires=${attributes.expires.toUTCString()}`;
  if (attributes.secure) text += "; Secure";
  return text;
}
