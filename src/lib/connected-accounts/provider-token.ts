/**
 * The cached provider access token behind a connection (docs/api.md §5.1, §5.2: "OAuth
 * connection and provider token [provider, scopes]"). One entry answers both questions
 * `getConnectedAccount` asks, whether the provider is linked and whether a token with
 * the scopes can be made, with the one request that settles them: the service refuses
 * an unlinked provider or a missing scope with a known error (docs/protocol.md §13.6), which becomes
 * "no token" here. Every other failure (shared OAuth keys, an unknown provider) is thrown.
 */
import { KnownErrors } from "../../errors";
import { CacheKind } from "../core/cache-kinds";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import type { ProviderType } from "../core/options";
import type { Session } from "../session/session";
import type { CacheEntry } from "../store/cache-store";

/** Why there is no token: the two answers the service gives for "no token" (docs/protocol.md §13.6). */
export type NoTokenReason = "not-connected" | "missing-scope";

export type ProviderTokenState = { readonly accessToken: string } | { readonly accessToken: null; readonly reason: NoTokenReason };

/**
 * The `scope` string sent to the service and used in the cache key: the requested
 * scopes, space-separated, duplicates dropped. No scopes is `""` (as the official SDK
 * sends it; the service then only checks the link).
 */
export function scopeString(scopes: readonly string[] | undefined): string {
  return [...new Set((scopes ?? []).flatMap((scope) => scope.split(/\s+/)).filter(Boolean))].join(" ");
}

/** The error the service answered for a reason, as a fresh instance to throw. */
export function noTokenError(reason: NoTokenReason): Error {
  return reason === "not-connected" ? new KnownErrors.OAuthConnectionNotConnectedToUser() : new KnownErrors.OAuthConnectionDoesNotHaveRequiredScope();
}

type TokenResult = Awaited<ReturnType<ClientContext["iface"]["getConnectedAccountAccessToken"]>>;

function toState(result: TokenResult): ProviderTokenState {
  if (result.status === "ok") return Object.freeze({ accessToken: result.data.access_token });
  if (KnownErrors.OAuthConnectionNotConnectedToUser.isInstance(result.error)) return Object.freeze({ accessToken: null, reason: "not-connected" });
  if (KnownErrors.OAuthConnectionDoesNotHaveRequiredScope.isInstance(result.error)) return Object.freeze({ accessToken: null, reason: "missing-scope" });
  throw result.error;
}

const NOT_CONNECTED: ProviderTokenState = Object.freeze({ accessToken: null, reason: "not-connected" });

/** The session's entry. A signed-out session has no connections, and asks nothing. */
export function clientTokenEntry(ctx: ClientContext, session: Session, provider: ProviderType, scope: string): CacheEntry<ProviderTokenState> {
  return sessionEntry<ProviderTokenState>(ctx, CacheKind.providerToken, session, [provider, scope], async (signal) =>
    toState(await ctx.iface.withSignal(signal).getConnectedAccountAccessToken(provider, scope, session)), NOT_CONNECTED);
}

/** A user's entry on the server tier, keyed by user id. */
export function serverTokenEntry(ctx: ServerContext, userId: string, provider: ProviderType, scope: string): CacheEntry<ProviderTokenState> {
  return ctx.cache.entry<ProviderTokenState>(CacheKind.serverProviderToken, [userId, provider, scope], async (signal) =>
    toState(await ctx.iface.withSignal(signal).getServerConnectedAccountAccessToken(userId, provider, scope)));
}
