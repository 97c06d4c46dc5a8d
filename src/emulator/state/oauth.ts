/**
 * OAuth records, each kind in a table of its own: outer flows in progress (keyed by the
 * inner state), the mock provider's one-time codes, the service's authorization codes, and
 * the provider tokens of each connection.
 */
import type { Core } from "../core";
import { all, remove } from "./store";

export type { AuthorizationCodeRecord, OAuthFlowRecord, ProviderCodeRecord, ProviderTokenSetRecord } from "./types";

export const OUTER_FLOW_LIFETIME_MS = 10 * 60 * 1000;
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const PROVIDER_CODE_LIFETIME_MS = 10 * 60 * 1000;

export function tokenSetKey(projectId: string, providerId: string, accountId: string): string {
  return `${projectId}:${providerId}:${accountId}`;
}

/** Drops records that can no longer be used, so a long-running emulator's state stays small. */
export function pruneOAuthState(core: Core): void {
  const now = core.clock.now();
  // Flows stay a while past their life so a late callback still gets OUTER_OAUTH_TIMEOUT.
  for (const flow of all(core, "oauthFlows")) if (flow.createdAtMillis + 24 * 60 * 60 * 1000 < now) remove(core, "oauthFlows", flow);
  for (const code of all(core, "oauthProviderCodes")) if (code.createdAtMillis + PROVIDER_CODE_LIFETIME_MS < now) remove(core, "oauthProviderCodes", code);
  for (const code of all(core, "oauthAuthorizationCodes")) if (code.expiresAtMillis < now) remove(core, "oauthAuthorizationCodes", code);
}
