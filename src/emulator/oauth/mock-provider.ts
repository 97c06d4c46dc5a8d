/**
 * The built-in mock identity provider that stands in for google, github, ... (every
 * provider id): what it grants, how it names accounts, and the tokens it hands out.
 * Its pages live in `routes/oauth-mock-provider.ts`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Core } from "../core";
import { newCode } from "../state/ids";
import { tokenSetKey } from "../state/oauth";
import { get, insert, update } from "../state/store";
import type { ProviderAccessTokenRecord } from "../state/types";
import { realProvider } from "./real-providers";

/** Provider access tokens live an hour, as most real ones do. */
export const PROVIDER_ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The scopes the real provider is asked for at sign-in (`real-providers.ts`); the mock grants the same. */
export function baseScopes(providerId: string): string[] {
  return [...(realProvider({ id: providerId, type: "standard" })?.baseScopes ?? [])];
}

/** Space-separated scopes to a list (empty entries dropped). */
export function splitScopes(scope: string | null | undefined): string[] {
  return (scope ?? "").split(/\s+/).filter(Boolean);
}

/** The mock identity of an email: emails are compared case-insensitively. */
export function normalizeMockEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The provider's account id for an email: stable (the same email is always the same
 * account, across runs too) and opaque like a real provider's `sub`.
 */
export function mockAccountId(providerId: string, email: string): string {
  return createHash("sha256").update(`${providerId}:${normalizeMockEmail(email)}`).digest("hex").slice(0, 24);
}

/** A random base64url string (43 chars for 32 bytes), as used for inner states. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * Accounts scripted by a test (`emulator.queueMockOAuthAccount`), per emulator and provider
 * id, first in first out: the next sign-in page of that provider answers with the first one
 * at once, as if the person had chosen it. Not part of the state (never saved).
 */
const queued = new WeakMap<Core, Map<string, string[]>>();

export function queueMockAccount(core: Core, providerId: string, email: string): void {
  const byProvider = queued.get(core) ?? new Map<string, string[]>();
  queued.set(core, byProvider);
  byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), normalizeMockEmail(email)]);
}

/** The next scripted account of `providerId`, taken off the queue; undefined when none is queued. */
export function takeQueuedMockAccount(core: Core, providerId: string): string | undefined {
  const list = queued.get(core)?.get(providerId);
  return list?.shift();
}

/** Issues a one-time provider code for the callback, standing for `email`'s consent. */
export function issueProviderCode(core: Core, providerId: string, innerState: string, email: string): string {
  const code = randomToken(32);
  insert(core, "oauthProviderCodes", { code, innerState, providerId, email, createdAtMillis: core.clock.now(), used: false });
  return code;
}

function newAccessToken(core: Core, providerId: string, scopes: readonly string[]): ProviderAccessTokenRecord {
  return { token: `mock_${providerId}_at_${newCode(40)}`, scopes, expiresAtMillis: core.clock.now() + PROVIDER_ACCESS_TOKEN_LIFETIME_MS };
}

/** Records what the provider granted to this account at the end of a flow (the service's `storeTokens`). */
export function grantProviderTokens(core: Core, projectId: string, providerId: string, accountId: string, scopes: string[]): void {
  const set = get(core, "oauthProviderTokens", tokenSetKey(projectId, providerId, accountId))
    ?? insert(core, "oauthProviderTokens", { projectId, providerId, accountId, accessTokens: [], refreshTokens: [] });
  update(core, "oauthProviderTokens", set, {
    accessTokens: [...set.accessTokens, newAccessToken(core, providerId, scopes)],
    refreshTokens: [...set.refreshTokens, { token: `mock_${providerId}_rt_${newCode(40)}`, scopes }],
  });
}

/**
 * A provider access token covering `scopes` that stays valid at least 5 more minutes,
 * else a fresh one from a refresh grant covering them; null when nothing covers them.
 * Expired tokens are dropped on the way.
 */
export function providerAccessToken(core: Core, projectId: string, providerId: string, accountId: string, scopes: string[]): string | null {
  const set = get(core, "oauthProviderTokens", tokenSetKey(projectId, providerId, accountId));
  if (!set) return null;
  const covers = (granted: readonly string[]) => scopes.every((s) => granted.includes(s));
  const now = core.clock.now();
  const live = set.accessTokens.filter((t) => t.expiresAtMillis > now);
  const fresh = live.find((t) => t.expiresAtMillis > now + 5 * 60 * 1000 && covers(t.scopes));
  const refresh = fresh ? undefined : set.refreshTokens.find((t) => covers(t.scopes));
  const minted = refresh ? newAccessToken(core, providerId, refresh.scopes) : null;
  if (minted || live.length !== set.accessTokens.length) update(core, "oauthProviderTokens", set, { accessTokens: minted ? [...live, minted] : live });
  return fresh?.token ?? minted?.token ?? null;
}
