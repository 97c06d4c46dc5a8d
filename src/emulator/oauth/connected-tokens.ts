/**
 * Provider tokens of connections made through a real or OpenID provider: what the callback
 * stores (the service's `storeTokens`: the access token with its expiry, the refresh token
 * when there is one, both with the scopes asked for), and the access token a connected
 * account is given: a stored one covering the scopes with at least 5 minutes left, else
 * one from the provider's refresh grant. A refresh token the provider refuses is dropped.
 * Connections made through the built-in mock provider are served by `mock-provider.ts`.
 */
import type { Core } from "../core";
import { tokenSetKey } from "../state/oauth";
import { get, insert, update } from "../state/store";
import type { ProviderTokenSetRecord } from "../state/types";
import { refreshAccessToken, type Upstream, type UpstreamTokens } from "./upstream";

function tokenSet(core: Core, projectId: string, providerId: string, accountId: string): ProviderTokenSetRecord {
  return get(core, "oauthProviderTokens", tokenSetKey(projectId, providerId, accountId))
    ?? insert(core, "oauthProviderTokens", { projectId, providerId, accountId, accessTokens: [], refreshTokens: [] });
}

function expiry(core: Core, upstream: Upstream, tokens: UpstreamTokens): number {
  return core.clock.now() + (tokens.expiresIn !== null ? tokens.expiresIn * 1000 : upstream.defaultLifetimeMs);
}

/** Records the tokens a callback received for this account. */
export function storeUpstreamTokens(core: Core, upstream: Upstream, ids: { projectId: string; providerId: string; accountId: string }, tokens: UpstreamTokens, scopes: string[]): void {
  const set = tokenSet(core, ids.projectId, ids.providerId, ids.accountId);
  update(core, "oauthProviderTokens", set, {
    accessTokens: [...set.accessTokens, { token: tokens.accessToken, scopes, expiresAtMillis: expiry(core, upstream, tokens) }],
    refreshTokens: tokens.refreshToken === null ? set.refreshTokens : [...set.refreshTokens, { token: tokens.refreshToken, scopes }],
  });
}

/** An access token covering `scopes` for this account; null when no token and no refresh grant covers them. */
export async function upstreamAccessToken(
  core: Core, upstream: Upstream, ids: { projectId: string; providerId: string; accountId: string }, scopes: string[], scope: string | undefined,
): Promise<string | null> {
  const key = tokenSetKey(ids.projectId, ids.providerId, ids.accountId);
  const covers = (granted: readonly string[]) => scopes.every((s) => granted.includes(s));
  const current = get(core, "oauthProviderTokens", key);
  if (!current) return null;
  const fresh = current.accessTokens.find((t) => t.expiresAtMillis > core.clock.now() + 5 * 60 * 1000 && covers(t.scopes));
  if (fresh) return fresh.token;

  for (const refresh of current.refreshTokens.filter((t) => covers(t.scopes))) {
    const tokens = await refreshAccessToken(core.oauth, upstream, refresh.token, scope);
    // Read again: other requests may have changed the set while the provider answered.
    const set = get(core, "oauthProviderTokens", key);
    if (!set) return null;
    const others = set.refreshTokens.filter((t) => t.token !== refresh.token);
    if (tokens === null) {
      update(core, "oauthProviderTokens", set, { refreshTokens: others });
      core.changed();
      continue;
    }
    const live = set.accessTokens.filter((t) => t.expiresAtMillis > core.clock.now());
    update(core, "oauthProviderTokens", set, {
      accessTokens: [...live, { token: tokens.accessToken, scopes: refresh.scopes, expiresAtMillis: expiry(core, upstream, tokens) }],
      refreshTokens: tokens.refreshToken === null ? set.refreshTokens : [...others, { token: tokens.refreshToken, scopes: refresh.scopes }],
    });
    core.changed();
    return tokens.accessToken;
  }
  // A concurrent request may have refreshed with the same (now spent) refresh token.
  const after = get(core, "oauthProviderTokens", key);
  return after?.accessTokens.find((t) => t.expiresAtMillis > core.clock.now() + 5 * 60 * 1000 && covers(t.scopes))?.token ?? null;
}
