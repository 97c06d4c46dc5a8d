/** Builds an app's context from its resolved options (one interface, store and registry per app). */
import type { InterfaceOptions } from "../../interface";
import { CLIENT_VERSION_HEADER } from "../../version";
import { SessionRegistry } from "../session/session-registry";
import { CacheStore } from "../store/cache-store";
import { AppTokenStores } from "../token-store/app-token-stores";
import { createNavigator } from "../urls/navigation";
import type { AreaLoaders } from "./areas";
import { CacheKind } from "./cache-kinds";
import type { ReactBinding } from "./hook-bridge";
import type { ClientContext, CurrentUserFactory, OwnedAppFactory, ServerUserFactory } from "./context";
import { InvalidOptionError } from "./options";
import type { ResolvedAdminOptions, ResolvedClientOptions } from "./options";

/**
 * What the wire layer needs from the resolved options; the areas' loaders bring its lazy
 * calls, and `known-errors-entry.ts` the known-error registry.
 */
export function interfaceOptionsOf(resolved: ResolvedClientOptions & Partial<ResolvedAdminOptions>, areas: AreaLoaders): InterfaceOptions {
  return {
    baseUrl: resolved.baseUrl,
    projectId: resolved.projectId,
    publishableClientKey: resolved.publishableClientKey,
    secretServerKey: resolved.secretServerKey,
    superSecretAdminKey: resolved.superSecretAdminKey,
    projectOwnerSession: resolved.projectOwnerSession,
    extraRequestHeaders: resolved.extraRequestHeaders,
    fetch: resolved.fetch,
    timeoutMs: resolved.timeoutMs,
    clientVersion: CLIENT_VERSION_HEADER,
    loadCalls: () => areas.wireCalls.load(),
    loadKnownErrors: () => import("./known-errors-entry"),
  };
}

/** What a tier's modules open a context with (`apps/client-modules.ts` and the tiers above). */
export type ContextParts = {
  app: object;
  tier: ClientContext["tier"];
  resolved: ResolvedClientOptions;
  iface: ClientContext["iface"];
  /** The tier's current-user factory (see {@link ClientContext.currentUser}). */
  currentUser: CurrentUserFactory;
  /** The tier's server-user factory; null on the client tier. */
  serverUser: ServerUserFactory | null;
  /** The facade's binding (`<GatehouseProvider>` connects it before or after the context opens). */
  react: ReactBinding;
  ownedApps: OwnedAppFactory;
  /** The facade's area loaders (see {@link ClientContext.areas}). */
  areas: AreaLoaders;
};

export function createContext(parts: ContextParts): ClientContext {
  const { app, tier, resolved: options, iface, currentUser, serverUser, react, ownedApps, areas } = parts;
  // The cookie domain was checked by the constructor (a request's host is checked per request).
  const tokenStores = new AppTokenStores({ projectId: options.projectId, cookieDomain: options.cookieDomain });
  let tokenStore;
  try {
    tokenStore = tokenStores.resolve(options.tokenStore);
  } catch (error) {
    throw new InvalidOptionError("tokenStore", error instanceof Error ? error.message : String(error));
  }
  // Every entry's kind comes from the one kind table (two areas can never share a name).
  const cache = new CacheStore({ kinds: Object.values(CacheKind) });
  const sessions = new SessionRegistry({
    async refresh(refreshToken) {
      const result = await iface.refreshAccessToken(refreshToken);
      return result.status === "ok" ? result.data.access_token : null;
    },
    // Sign-out, a deleted user, a rejected refresh token: the session's entries hold null
    // and empty lists at once (hooks re-render), with no request.
    onSessionEnd: (session) => cache.endScope(session.scope),
  });
  return {
    tier,
    projectId: options.projectId,
    options,
    urls: options.urls,
    iface,
    cache,
    sessions,
    navigator: createNavigator(options.redirectMethod),
    tokenStore,
    tokenStores,
    app,
    react,
    currentUser,
    serverUser,
    ownedApps,
    areas,
  };
}
