/**
 * From a `tokenStore` value to a {@link Session}: the app's own store, or one made for a
 * single call (`getUser({ tokenStore: request })`). Sessions come from the app's
 * registry, so calls that carry the same tokens share one session and one cache.
 */
import type { CacheEntry, CacheLoader } from "../store/cache-store";
import { NO_TOKENS } from "../token-store/token-pair";
import type { TokenPair } from "../token-store/token-pair";
import type { TokenStore } from "../token-store/token-store";
import type { PerCallTokenStore } from "./host-integration";
import type { Session } from "../session/session";
import type { ClientContext } from "./context";
import type { TokenStoreInit } from "./options";

/** The store of a per-call `tokenStore`, or the app's (`undefined`); throws when there is none. */
export function requireTokenStore(ctx: ClientContext, init: TokenStoreInit | undefined, caller: string): TokenStore {
  const store = init === undefined ? ctx.tokenStore : ctx.tokenStores.resolve(init);
  if (!store) {
    throw new Error(
      `${caller} needs a token store, but this app was created with tokenStore: null. Pass one to the call (for example { tokenStore: request }) or create the app with a tokenStore.`,
    );
  }
  return store;
}

/**
 * {@link requireTokenStore} for async calls: a store found per call (`"nextjs-cookie"` on a
 * server) becomes the current request's store.
 */
export async function resolveTokenStore(ctx: ClientContext, init: TokenStoreInit | undefined, caller: string): Promise<TokenStore> {
  const store = requireTokenStore(ctx, init, caller);
  return "forCall" in store ? (store as PerCallTokenStore).forCall() : store;
}

/**
 * The session of a store's current tokens. The app's own store shares sessions by
 * refresh token; a per-call store (a request, a token object) only with calls that offer
 * the same pair (docs/cache-and-sessions.md). Nobody signed in gives the registry's
 * ended `signedOut` session: its entries hold null and empty lists, with no request.
 */
export function sessionOf(ctx: ClientContext, store: TokenStore): Session {
  const own = store === ctx.tokenStore || ctx.tokenStores.owns(store);
  return ctx.sessions.forStore(store, own ? "own" : "offered");
}

/** The session of the app's own store, or null for an app made with `tokenStore: null`. */
export function appSession(ctx: ClientContext): Session | null {
  return ctx.tokenStore ? sessionOf(ctx, ctx.tokenStore) : null;
}

/** The session of a per-call `tokenStore` or of the app's store (throws when there is none). */
export function currentSession(ctx: ClientContext, init: TokenStoreInit | undefined, caller: string): Session {
  return sessionOf(ctx, requireTokenStore(ctx, init, caller));
}

/**
 * Writes the tokens of a fresh sign-in to the app's store (sign-in needs a persistent
 * store): for `"nextjs-cookie"` on a server, the store of the request being handled, which
 * throws a `TokenStoreWriteError` where Next lets nobody set cookies (a server component).
 */
export async function storeSignInTokens(ctx: ClientContext, tokens: TokenPair, caller: string): Promise<Session> {
  const store = await resolveTokenStore(ctx, undefined, caller);
  if (store.setLasting) store.setLasting(tokens);
  else store.set(tokens);
  return sessionOf(ctx, store);
}

/** Clears the app's store (no-op without one). */
export function clearTokens(ctx: ClientContext): void {
  ctx.tokenStore?.set(NO_TOKENS);
}

/**
 * The cache entry of `kind` for a session: keyed by the session's scope (never by token
 * text), loaded with that same session, and holding `endedValue` (null, an empty list)
 * once the session ends, with no request.
 */
export function sessionEntry<T>(
  ctx: ClientContext,
  kind: string,
  session: Session,
  rest: readonly unknown[],
  loader: CacheLoader<T>,
  endedValue: T,
): CacheEntry<T> {
  return ctx.cache.entry<T>(kind, [session.scope, ...rest], loader, { endedValue });
}
