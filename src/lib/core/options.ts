/**
 * Constructor options of the three apps (docs/api.md §1), their defaults and their
 * validation. Options are resolved once, at construction; a bad option throws an
 * {@link InvalidOptionError} that names it.
 */
import type { RequestSession } from "../../interface/session";
import {
  DEFAULT_BASE_URL,
  DEFAULT_PROJECT_ID,
  DEFAULT_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
} from "../../interface/wire/defaults";
import { resolveHandlerUrls } from "../urls/handler-urls";
import type { HandlerUrls } from "../urls/handler-urls";
import type { RedirectMethod } from "../urls/navigation";
import { isBrowser, readFirstEnv } from "./environment";
import { InvalidOptionError } from "./invalid-option-error";
import type { TokenStoreInit } from "../token-store/app-token-stores";
import { checkCookieDomain } from "../token-store/cookie-domain";
import { isRequestLike } from "../token-store/request-headers";
import { checkTokenPair } from "../token-store/token-pair";

/** The OAuth providers the service knows. */
export type ProviderType =
  | "google" | "github" | "microsoft" | "spotify" | "facebook" | "discord"
  | "gitlab" | "bitbucket" | "linkedin" | "apple" | "x";

/** Extra provider scopes to request at OAuth sign-in (and when linking an account). */
export type OAuthScopesOnSignIn = Partial<Record<ProviderType, string[]>>;

export type { RequestLike, TokenStoreInit } from "../token-store/app-token-stores";

/** Options of `new ClientApp(...)`. Every field has a default (see each). */
export type ClientAppOptions<ProjectId extends string = string> = {
  /** Default: env `GATEHOUSE_PROJECT_ID`, then `NEXT_PUBLIC_STACK_PROJECT_ID`, then the built-in default project. */
  projectId?: ProjectId | undefined;
  /** Default: env `GATEHOUSE_PUBLISHABLE_CLIENT_KEY`, then `NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY`, then the built-in key of the default (or `internal`) project. */
  publishableClientKey?: string | undefined;
  /** API base without `/api/v1`. Default: env `GATEHOUSE_API_URL`, then the official env names, then the hosted service. */
  baseUrl?: string | { browser: string; server: string } | undefined;
  /** Default (a gatehouse extension): `"cookie"` in a browser, `"memory"` elsewhere. `"nextjs-cookie"` needs `gatehouse/next`. */
  tokenStore?: TokenStoreInit | undefined;
  /**
   * Write the token cookies for this domain and its subdomains (`"example.com"` serves
   * `example.com` and `app.example.com`), not only the host that set them. It must be the
   * page's (or request's) host or a parent of it. Default: the host only.
   */
  cookieDomain?: string | undefined;
  /** Merged over the defaults of docs/api.md §4.4. */
  urls?: Partial<HandlerUrls> | undefined;
  /** Default: `"window"` in a browser, `"none"` elsewhere. `"nextjs"` needs `gatehouse/next`. */
  redirectMethod?: RedirectMethod | undefined;
  /** Accepted for compatibility; the SDK does not prefetch. */
  noAutomaticPrefetch?: boolean | undefined;
  /** Added to every request. Client default: JSON of env `NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS`. */
  extraRequestHeaders?: Record<string, string> | undefined;
  /** Extra provider scopes requested at OAuth sign-in. */
  oauthScopesOnSignIn?: OAuthScopesOnSignIn | undefined;
  /** A custom fetch (gatehouse extension), e.g. the emulator's in-process handler. */
  fetch?: typeof fetch | undefined;
  /** Per-request timeout in ms (gatehouse extension; default 30000). */
  timeoutMs?: number | undefined;
  /** Names this app; two live apps may not share one (docs/api.md §1.1). */
  uniqueIdentifier?: string | undefined;
};

/** Options of `new ServerApp(...)`: the client options plus the secret server key. */
export type ServerAppOptions<ProjectId extends string = string> = ClientAppOptions<ProjectId> & {
  /** Default: env `GATEHOUSE_SECRET_SERVER_KEY`, then `STACK_SECRET_SERVER_KEY`. Never ship it to a browser. */
  secretServerKey?: string | undefined;
};

/** Admin variant A: the server options plus the super secret admin key. */
export type AdminAppKeyOptions<ProjectId extends string = string> = ServerAppOptions<ProjectId> & {
  /** Default: env `GATEHOUSE_SUPER_SECRET_ADMIN_KEY`, then `STACK_SUPER_SECRET_ADMIN_KEY`. */
  superSecretAdminKey?: string | undefined;
  projectOwnerSession?: undefined;
};

/** Admin variant B: act as a signed-in owner of the project (a user of the `internal` project). */
export type AdminAppOwnerOptions<ProjectId extends string = string> = Omit<
  ClientAppOptions<ProjectId>,
  "publishableClientKey" | "tokenStore"
> & {
  projectOwnerSession: RequestSession;
  publishableClientKey?: undefined;
  secretServerKey?: undefined;
  superSecretAdminKey?: undefined;
  /** Must be null or absent: an owned admin app keeps no tokens of its own. */
  tokenStore?: null | undefined;
};

/** Options of `new AdminApp(...)`. */
export type AdminAppOptions<ProjectId extends string = string> = AdminAppKeyOptions<ProjectId> | AdminAppOwnerOptions<ProjectId>;

export { InvalidOptionError } from "./invalid-option-error";

/** The options after defaults: what the app and its modules read. */
export type ResolvedClientOptions = {
  projectId: string;
  publishableClientKey: string | undefined;
  baseUrl: string;
  /** The `baseUrl` option as given (its browser half is what a browser copy of the app uses). */
  baseUrlOption: ClientAppOptions["baseUrl"];
  tokenStore: TokenStoreInit;
  cookieDomain: string | undefined;
  urls: Readonly<HandlerUrls>;
  redirectMethod: RedirectMethod;
  extraRequestHeaders: Record<string, string>;
  oauthScopesOnSignIn: OAuthScopesOnSignIn;
  fetch: typeof fetch | undefined;
  timeoutMs: number | undefined;
  uniqueIdentifier: string | undefined;
};

export type ResolvedServerOptions = ResolvedClientOptions & { secretServerKey: string | undefined };
export type ResolvedAdminOptions = ResolvedServerOptions & {
  superSecretAdminKey: string | undefined;
  projectOwnerSession: RequestSession | undefined;
};

function resolveBaseUrl(given: ClientAppOptions["baseUrl"]): string {
  const browser = isBrowser();
  let url: string | undefined;
  if (typeof given === "object" && given !== null) url = browser ? given.browser : given.server;
  else url = given;
  url ??= readFirstEnv([
    "GATEHOUSE_API_URL",
    browser ? "NEXT_PUBLIC_BROWSER_STACK_API_URL" : "NEXT_PUBLIC_SERVER_STACK_API_URL",
    "NEXT_PUBLIC_STACK_API_URL",
    "NEXT_PUBLIC_STACK_URL",
  ]);
  url ??= DEFAULT_BASE_URL;
  if (typeof url !== "string") throw new InvalidOptionError("baseUrl", "expected a URL string or { browser, server }.");
  try {
    new URL(url);
  } catch {
    throw new InvalidOptionError("baseUrl", `"${url}" is not an absolute URL (expected e.g. https://api.stack-auth.com).`);
  }
  const trimmed = url.replace(/\/+$/, "");
  // The SDK adds /api/v1 itself: a baseUrl copied from an API address ends in it. Accepted, with a word.
  const origin = trimmed.replace(/\/api\/v1$/, "");
  if (origin !== trimmed) console.warn(`gatehouse: baseUrl "${trimmed}" ends in /api/v1, which the SDK adds itself; using "${origin}". Drop the suffix from baseUrl.`);
  return origin;
}

function defaultPublishableKey(projectId: string): string | undefined {
  if (projectId === DEFAULT_PROJECT_ID) return DEFAULT_PUBLISHABLE_CLIENT_KEY;
  if (projectId === INTERNAL_PROJECT_ID) return INTERNAL_PUBLISHABLE_CLIENT_KEY;
  return undefined;
}

function envExtraHeaders(): Record<string, string> {
  const raw = readFirstEnv(["GATEHOUSE_EXTRA_REQUEST_HEADERS", "NEXT_PUBLIC_STACK_EXTRA_REQUEST_HEADERS"]);
  if (raw === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // fall through to the error below
  }
  throw new InvalidOptionError("extraRequestHeaders", "the environment variable holding it is not a JSON object of strings.");
}

function checkTokenStore(value: unknown): TokenStoreInit {
  // Every shape is checked here, so the constructor throws (the store itself is built when
  // the app's context opens, on first use, and a bad option must not wait for that).
  if (value === "cookie" && typeof (globalThis as { document?: { cookie?: unknown } }).document?.cookie !== "string") {
    throw new InvalidOptionError(
      "tokenStore",
      '"cookie" needs a browser (document.cookie). On a server, pass the incoming request as tokenStore (or { accessToken, refreshToken }, or "memory").',
    );
  }
  if (typeof value === "string" && value !== "memory" && value !== "cookie" && value !== "nextjs-cookie") {
    throw new InvalidOptionError("tokenStore", `unknown value ${JSON.stringify(value)}. Use "memory", "cookie", "nextjs-cookie", a request, { accessToken, refreshToken } or null.`);
  }
  if (value !== null && typeof value !== "string" && typeof value !== "object") {
    throw new InvalidOptionError("tokenStore", `expected a string, an object or null, got ${typeof value}.`);
  }
  if (typeof value === "object" && value !== null && !isRequestLike(value) && !("request" in value && isRequestLike(value.request))) {
    if (!("accessToken" in value) && !("refreshToken" in value)) {
      throw new InvalidOptionError("tokenStore", "an object must be a request (with headers), { request, response } or { accessToken, refreshToken }.");
    }
    try {
      checkTokenPair(value, "tokenStore");
    } catch (error) {
      throw new InvalidOptionError("tokenStore", (error as Error).message);
    }
  }
  return value as TokenStoreInit;
}

const liveIdentifiers = new Set<string>();

/** Resolves client options (docs/api.md §1) and checks them. */
export function resolveClientOptions(options: ClientAppOptions = {}, tier: "client" | "server" | "admin" = "client"): ResolvedClientOptions {
  if (typeof options !== "object" || options === null) throw new InvalidOptionError("options", "expected an options object.");
  const projectId = options.projectId ?? readFirstEnv(["GATEHOUSE_PROJECT_ID", "NEXT_PUBLIC_STACK_PROJECT_ID"]) ?? DEFAULT_PROJECT_ID;
  if (typeof projectId !== "string" || projectId === "") throw new InvalidOptionError("projectId", "expected a non-empty string.");
  const publishableClientKey =
    options.publishableClientKey ??
    readFirstEnv(["GATEHOUSE_PUBLISHABLE_CLIENT_KEY", "NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY"]) ??
    defaultPublishableKey(projectId);
  if (options.timeoutMs !== undefined && !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)) {
    throw new InvalidOptionError("timeoutMs", "expected a positive number of milliseconds.");
  }
  if (options.fetch !== undefined && typeof options.fetch !== "function") {
    throw new InvalidOptionError("fetch", "expected a fetch-compatible function.");
  }
  // In a browser "window", elsewhere "none" (docs/api.md §6: a deliberate difference from the official "none").
  const redirectMethod = options.redirectMethod ?? (isBrowser() ? "window" : "none");
  if (redirectMethod !== "window" && redirectMethod !== "none" && redirectMethod !== "nextjs" && (typeof redirectMethod !== "object" || typeof redirectMethod.useNavigate !== "function")) {
    throw new InvalidOptionError("redirectMethod", 'expected "window", "none", "nextjs" or { useNavigate, navigate? }.');
  }
  if (options.uniqueIdentifier !== undefined) {
    if (liveIdentifiers.has(options.uniqueIdentifier)) {
      throw new InvalidOptionError("uniqueIdentifier", `an app named "${options.uniqueIdentifier}" already exists; each app needs its own identifier.`);
    }
    liveIdentifiers.add(options.uniqueIdentifier);
  }
  const baseUrl = resolveBaseUrl(options.baseUrl);
  warnIfPublicCredentials(projectId, publishableClientKey, baseUrl);
  return {
    projectId,
    publishableClientKey,
    baseUrl,
    baseUrlOption: options.baseUrl,
    tokenStore: checkTokenStore(options.tokenStore === undefined ? (isBrowser() ? "cookie" : "memory") : options.tokenStore),
    // Checked (and lower-cased) when the context opens, with the token stores.
    // Refused here when it is not a domain name or, in a browser, neither the page's host nor
    // a parent of it; a request's host is checked when its store is made.
    cookieDomain: options.cookieDomain === undefined ? undefined : checkCookieDomain(options.cookieDomain, isBrowser() ? location.hostname : null),
    urls: resolveHandlerUrls(options.urls),
    redirectMethod,
    extraRequestHeaders: options.extraRequestHeaders ?? (tier === "client" ? envExtraHeaders() : {}),
    oauthScopesOnSignIn: options.oauthScopesOnSignIn ?? {},
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    uniqueIdentifier: options.uniqueIdentifier,
  };
}

let warnedAboutBrowserSecret = false;
let warnedAboutPublicCredentials = false;

/**
 * Whether this page is served by the service it talks to, on this machine: the emulator's
 * own console (same loopback origin as `baseUrl`), where the keys are the local service's
 * and are meant to be in the page. An app's page on another port still hears the warning.
 */
function isServedByItsService(baseUrl: string): boolean {
  const origin = typeof location === "undefined" ? null : location.origin;
  if (origin === null || new URL(baseUrl).origin !== origin) return false;
  return LOOPBACK_HOST.test(new URL(origin).hostname);
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/;

/**
 * Warns once per process when the built-in default project or a well-known development key
 * (the emulator prints them) goes to a base URL off this machine: anyone can use them.
 */
function warnIfPublicCredentials(projectId: string, key: string | undefined, baseUrl: string): void {
  if (warnedAboutPublicCredentials || (projectId !== DEFAULT_PROJECT_ID && !/gatehouse-default-project|local-development-only/.test(key ?? ""))) return;
  if (LOOPBACK_HOST.test(new URL(baseUrl).hostname)) return;
  warnedAboutPublicCredentials = true;
  console.warn(`gatehouse: the default project and development keys are public; do not use them with ${baseUrl}`);
}

/** Resolves server options: the client ones plus the secret server key. */
export function resolveServerOptions(options: ServerAppOptions = {}, tier: "server" | "admin" = "server"): ResolvedServerOptions {
  const base = resolveClientOptions(options, tier);
  const secretServerKey = options.secretServerKey ?? readFirstEnv(["GATEHOUSE_SECRET_SERVER_KEY", "STACK_SECRET_SERVER_KEY"]);
  if (secretServerKey === undefined) {
    throw new InvalidOptionError(
      "secretServerKey",
      "a ServerApp needs the project's secret server key: pass it, or set GATEHOUSE_SECRET_SERVER_KEY (or STACK_SECRET_SERVER_KEY).",
    );
  }
  warnIfPublicCredentials(base.projectId, secretServerKey, base.baseUrl);
  if (isBrowser() && !warnedAboutBrowserSecret && !isServedByItsService(base.baseUrl)) {
    // Allowed (tests, internal tools), but worth a word; the key itself is never printed.
    warnedAboutBrowserSecret = true;
    console.warn("gatehouse: a ServerApp was created in a browser; its secret server key is visible to anyone who can open this page.");
  }
  return { ...base, secretServerKey };
}

/** Resolves admin options, variant A (keys) or B (`projectOwnerSession`). */
export function resolveAdminOptions(options: AdminAppOptions = {}): ResolvedAdminOptions {
  if (options.projectOwnerSession !== undefined) {
    const o = options as AdminAppOwnerOptions & Record<string, unknown>;
    for (const key of ["publishableClientKey", "secretServerKey", "superSecretAdminKey"] as const) {
      if (o[key] !== undefined) {
        throw new InvalidOptionError(key, "cannot be combined with projectOwnerSession; an owner-mode AdminApp authenticates with the owner's session only.");
      }
    }
    if (o.tokenStore !== undefined && o.tokenStore !== null) {
      throw new InvalidOptionError("tokenStore", "an AdminApp in projectOwnerSession mode keeps no tokens of its own; leave tokenStore out (or null).");
    }
    const base = resolveClientOptions({ ...(options as ClientAppOptions), tokenStore: null }, "admin");
    return { ...base, publishableClientKey: undefined, secretServerKey: undefined, superSecretAdminKey: undefined, projectOwnerSession: options.projectOwnerSession };
  }
  const server = resolveServerOptions(options, "admin");
  const superSecretAdminKey = options.superSecretAdminKey ?? readFirstEnv(["GATEHOUSE_SUPER_SECRET_ADMIN_KEY", "STACK_SUPER_SECRET_ADMIN_KEY"]);
  if (superSecretAdminKey === undefined) {
    throw new InvalidOptionError(
      "superSecretAdminKey",
      "an AdminApp needs the super secret admin key (or a projectOwnerSession): pass it, or set GATEHOUSE_SUPER_SECRET_ADMIN_KEY (or STACK_SUPER_SECRET_ADMIN_KEY).",
    );
  }
  warnIfPublicCredentials(server.projectId, superSecretAdminKey, server.baseUrl);
  return { ...server, superSecretAdminKey, projectOwnerSession: undefined };
}

/** Test seam: forget the identifiers of apps made so far. */
export function _resetUniqueIdentifiers(): void {
  liveIdentifiers.clear();
}

