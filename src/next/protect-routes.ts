/**
 * `protectRoutes()`: a Next.js proxy (Next 16's name for middleware; the function also
 * works as `middleware`) that sends signed-out visitors of protected paths to the sign-in
 * page, with the page they asked for as `after_auth_return_to`.
 */
import { NextResponse } from "next/server.js";
import type { ClientApp } from "../lib/apps/client-app";
import { AFTER_AUTH_RETURN_TO } from "../lib/urls/redirect";
import { isRelativeUrl } from "../lib/urls/redirect-rules";

export type ProtectRoutesOptions = {
  /** The app (a ServerApp or ClientApp); its `urls.signIn` is where visitors go. */
  app: ClientApp;
  /**
   * Which paths need a signed-in user: path prefixes (`"/dashboard"` covers
   * `/dashboard` and `/dashboard/...`, not `/dashboard-old`), regular expressions tested
   * on the pathname, or a function of the pathname.
   */
  protect: readonly (string | RegExp)[] | ((pathname: string) => boolean);
  /** Let anonymous users through too. Default false. */
  allowAnonymous?: boolean | undefined;
};

function isProtected(pathname: string, protect: ProtectRoutesOptions["protect"]): boolean {
  if (typeof protect === "function") return protect(pathname);
  return protect.some((rule) =>
    typeof rule === "string" ? pathname === rule || pathname.startsWith(rule.endsWith("/") ? rule : `${rule}/`) : rule.test(pathname),
  );
}

/**
 * Where to come back after signing in: the requested path and query, as a relative URL.
 * A path the browser would read as another origin (`//evil.example/x`, `/\evil.example`)
 * is never carried: the visitor comes back to `/` instead.
 */
export function returnPath(url: URL): string {
  const path = url.pathname + url.search;
  return isRelativeUrl(path) ? path : "/";
}

/**
 * Builds the proxy. Its type names only the Fetch `Request` and `Response` that Next's
 * `NextRequest` and `NextResponse` extend, so gatehouse's declarations do not pull in
 * Next's own (which do not compile without `skipLibCheck`). Signed-in visitors pass (with refreshed token cookies written to the
 * response); a signed-out visitor of a protected path is redirected (307) to
 * `urls.signIn?after_auth_return_to=<path>`.
 *
 * @example
 * // proxy.ts
 * export const proxy = protectRoutes({ app: serverApp, protect: ["/dashboard"] });
 */
export function protectRoutes(options: ProtectRoutesOptions): (request: Request) => Promise<Response> {
  const { app, protect, allowAnonymous = false } = options;
  return async (request) => {
    const url = new URL(request.url);
    if (!isProtected(url.pathname, protect)) return NextResponse.next();
    const response = NextResponse.next();
    const user = await app.getUser({ tokenStore: { request, response }, or: allowAnonymous ? "anonymous-if-exists" : "return-null" });
    if (user) return response;
    const signIn = new URL(app.urls.signIn, url);
    if (signIn.origin === url.origin) signIn.searchParams.set(AFTER_AUTH_RETURN_TO, returnPath(url));
    return NextResponse.redirect(signIn, 307);
  };
}
