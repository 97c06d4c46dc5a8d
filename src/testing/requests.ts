/**
 * Requests carrying a user's session, for testing server handlers: a Fetch `Request` (Next
 * route handlers, Hono, workers) or node:http-style headers. By default the session rides in
 * the token cookies a browser sends (what `getUser({ tokenStore: request })` and
 * `"nextjs-cookie"` read); `{ via: "header" }` sends `x-stack-auth` instead, as a
 * non-browser client does.
 */
import { sessionCookies, sessionOf, type SignedIn } from "./browser";

/** Options of {@link requestFor} and {@link headersFor}. */
export type RequestForOptions = {
  /** Default: http://localhost:3000/. The cookies are the ones for its origin. */
  url?: string | URL | undefined;
  method?: string | undefined;
  /** More headers; a `cookie` given here is kept before the session's. */
  headers?: Record<string, string> | undefined;
  body?: BodyInit | null | undefined;
  /** Where the session goes: the browser's cookies (default) or the `x-stack-auth` header. */
  via?: "cookie" | "header" | undefined;
};

const DEFAULT_URL = "http://localhost:3000/";

/**
 * The headers (lower-case names, as node:http's `req.headers` has them) of a request from
 * `who`'s browser; `null` for a signed-out one.
 */
export function headersFor(who: SignedIn | null, options: RequestForOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (who === null) return headers;
  if (options.via === "header") {
    const session = sessionOf(who);
    headers["x-stack-auth"] = JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    return headers;
  }
  const cookies = sessionCookies(who, options.url ?? DEFAULT_URL).map((c) => `${c.name}=${c.value}`);
  headers.cookie = [headers.cookie, ...cookies].filter(Boolean).join("; ");
  return headers;
}

/** A Fetch `Request` from `who`'s browser (null: signed out) to `options.url`. */
export function requestFor(who: SignedIn | null, options: RequestForOptions = {}): Request {
  return new Request(options.url ?? DEFAULT_URL, {
    method: options.method ?? "GET",
    headers: headersFor(who, options),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
}
