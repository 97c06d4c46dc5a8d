/** Builds an app's context from its resolved options (one interface, store and registry per app). */
import type { InterfaceOptions } from "../../interface";
import { CLIENT_VERSION_HEADER } from "../../version";
import { SessionRegistry } from "../session/session-registry";
import { CacheStore } from "../store/cache-store";
import { AppTokenStores } from "../token-store/app-token-stores";
import { createNavigator } from "../urls/navigation";
import { wireCallsArea } from "./areas";
import { CacheKind } from "./cache-kinds";
import type { ClientContext, CurrentUserFactory, ServerUserFactory } from "./context";
import { InvalidOptionError } from "./options";
import type { ResolvedAdminOptions, ResolvedClientOptions } from "./options";

/** What the wire layer needs from the resolved options. */
export function interfaceOptionsOf(resolved: ResolvedClientOptions & Partial<ResolvedAdminOptions>): InterfaceOptions {
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
    loadCalls: wireCallsArea.load,
  };
}

export function createContext(
  app: object,
  tier: ClientContext["tier"],
  options: ResolvedClientOptions,
  iface: ClientContext["iface"],
  currentUser: CurrentUserFactory,
  serverUser: ServerUserFactory | null,
): ClientContext {
  const tokenStores = new AppTokenStores({ projectId: options.projectId });
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
    react: { bridge: null },
    currentUser,
    serverUser,
  };
}
