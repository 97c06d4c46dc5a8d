/**
 * An app handed from a server component to the browser: the options a browser copy needs,
 * as plain JSON (React serialises props between the two). Never a secret: the server and
 * admin keys, a custom fetch and the server's own request headers stay on the server.
 */
import { ClientApp } from "../lib/apps/facades";
import type { ClientAppOptions, OAuthScopesOnSignIn } from "../lib/core/options";
import type { HandlerUrls } from "../lib/urls/handler-urls";

/** What `appToClientJson` returns: the browser copy's options. */
export type AppClientJson = {
  projectId: string;
  publishableClientKey: string | null;
  baseUrl: string;
  urls: HandlerUrls;
  cookieDomain: string | null;
  extraRequestHeaders: Record<string, string>;
  oauthScopesOnSignIn: OAuthScopesOnSignIn;
  timeoutMs: number | null;
};

/**
 * The browser copy's options of `app` (a ClientApp, ServerApp or AdminApp). The app must
 * keep its tokens in cookies (`"nextjs-cookie"` or `"cookie"`), which the browser copy then
 * reads: that is how the two see one session. Async: the app's modules load first.
 *
 * @throws TypeError (the promise rejects) for an app whose token store the browser cannot share.
 */
export async function appToClientJson(app: ClientApp): Promise<AppClientJson> {
  const ctx = await app._ready();
  const options = ctx.options;
  if (options.tokenStore !== "nextjs-cookie" && options.tokenStore !== "cookie") {
    throw new TypeError('GatehouseNextProvider needs an app created with tokenStore: "nextjs-cookie", so the browser reads the same session from the cookies.');
  }
  const given = options.baseUrlOption;
  return {
    projectId: options.projectId,
    publishableClientKey: options.publishableClientKey ?? null,
    baseUrl: typeof given === "object" && given !== null ? given.browser : options.baseUrl,
    urls: { ...options.urls },
    cookieDomain: options.cookieDomain ?? null,
    // A server app's extra headers are meant for server-to-service calls (they may carry secrets).
    extraRequestHeaders: ctx.tier === "client" ? { ...options.extraRequestHeaders } : {},
    oauthScopesOnSignIn: { ...options.oauthScopesOnSignIn },
    timeoutMs: options.timeoutMs ?? null,
  };
}

/** The ClientApp options a copy of the app is made from (`tokenStore` and `redirectMethod` added by the caller). */
export function clientOptionsFromJson(json: AppClientJson): ClientAppOptions {
  if (typeof json !== "object" || json === null || typeof json.projectId !== "string" || typeof json.baseUrl !== "string") {
    throw new TypeError("appFromClientJson: expected the object appToClientJson returns.");
  }
  return {
    projectId: json.projectId,
    ...(json.publishableClientKey === null ? {} : { publishableClientKey: json.publishableClientKey }),
    baseUrl: json.baseUrl,
    urls: json.urls,
    ...(json.cookieDomain === null ? {} : { cookieDomain: json.cookieDomain }),
    extraRequestHeaders: json.extraRequestHeaders,
    oauthScopesOnSignIn: json.oauthScopesOnSignIn,
    ...(json.timeoutMs === null ? {} : { timeoutMs: json.timeoutMs }),
  };
}

// One browser copy per configuration: every provider on the page shares its session and cache.
const browserCopies = new Map<string, ClientApp>();

/**
 * The browser's ClientApp for `json`: `tokenStore: "nextjs-cookie"` (the page's cookies)
 * and `redirectMethod: "nextjs"` (Next's router). The same object for the same JSON.
 */
export function appFromClientJson(json: AppClientJson): ClientApp {
  const key = JSON.stringify(json);
  let app = browserCopies.get(key);
  if (!app) browserCopies.set(key, (app = new ClientApp({ ...clientOptionsFromJson(json), tokenStore: "nextjs-cookie", redirectMethod: "nextjs" })));
  return app;
}
