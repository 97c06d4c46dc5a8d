/**
 * OAuth records, kept under `state.extra.oauth` (plain JSON like the rest of the state):
 * outer flows in progress (keyed by the inner state), the mock provider's one-time
 * codes, the service's authorization codes, and the provider tokens of each connection.
 */
import type { Core } from "../core";

/** An outer flow started by `/auth/oauth/authorize` (docs/protocol.md §8.2); lives 10 minutes. */
export type OAuthFlowRecord = {
  innerState: string;
  projectId: string;
  providerId: string;
  type: "authenticate" | "link";
  /** The linking user (`type: "link"`). */
  linkUserId: string | null;
  redirectUri: string;
  state: string;
  scope: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  errorRedirectUrl: string | null;
  afterCallbackRedirectUrl: string | null;
  providerScope: string | null;
  createdAtMillis: number;
};

/** A code the mock provider hands to the callback (the "inner" authorization code). */
export type ProviderCodeRecord = {
  code: string;
  innerState: string;
  providerId: string;
  email: string;
  createdAtMillis: number;
  used: boolean;
};

/** The service's authorization code for the outer flow (docs/protocol.md §8.4): 64 hex chars, 5 minutes, single use. */
export type AuthorizationCodeRecord = {
  code: string;
  projectId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  isNewUser: boolean;
  afterCallbackRedirectUrl: string | null;
  expiresAtMillis: number;
  used: boolean;
};

/** What the mock provider granted one provider account: live access tokens and refresh grants, each with its scopes. */
export type ProviderTokenSetRecord = {
  projectId: string;
  providerId: string;
  accountId: string;
  accessTokens: { token: string; scopes: string[]; expiresAtMillis: number }[];
  refreshTokens: { token: string; scopes: string[] }[];
};

export type OAuthStateArea = {
  flows: Record<string, OAuthFlowRecord>;
  providerCodes: Record<string, ProviderCodeRecord>;
  authorizationCodes: Record<string, AuthorizationCodeRecord>;
  providerTokens: Record<string, ProviderTokenSetRecord>;
};

export const OUTER_FLOW_LIFETIME_MS = 10 * 60 * 1000;
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const PROVIDER_CODE_LIFETIME_MS = 10 * 60 * 1000;

/** The area's records, created on first use (a state saved before OAuth existed has none). */
export function oauthState(core: Core): OAuthStateArea {
  const extra = core.state.extra as Record<string, unknown>;
  let area = extra.oauth as OAuthStateArea | undefined;
  if (!area || typeof area !== "object") {
    area = { flows: {}, providerCodes: {}, authorizationCodes: {}, providerTokens: {} };
    extra.oauth = area;
  }
  area.flows ??= {};
  area.providerCodes ??= {};
  area.authorizationCodes ??= {};
  area.providerTokens ??= {};
  return area;
}

export function tokenSetKey(projectId: string, providerId: string, accountId: string): string {
  return `${projectId}:${providerId}:${accountId}`;
}

/** Drops records that can no longer be used, so a long-running emulator's state stays small. */
export function pruneOAuthState(core: Core): void {
  const area = oauthState(core);
  const now = core.clock.now();
  // Flows stay a while past their life so a late callback still gets OUTER_OAUTH_TIMEOUT.
  for (const [key, flow] of Object.entries(area.flows)) {
    if (flow.createdAtMillis + 24 * 60 * 60 * 1000 < now) delete area.flows[key];
  }
  for (const [key, code] of Object.entries(area.providerCodes)) {
    if (code.createdAtMillis + PROVIDER_CODE_LIFETIME_MS < now) delete area.providerCodes[key];
  }
  for (const [key, code] of Object.entries(area.authorizationCodes)) {
    if (code.expiresAtMillis < now) delete area.authorizationCodes[key];
  }
}
