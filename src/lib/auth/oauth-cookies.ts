/**
 * The PKCE verifier cookie of an OAuth redirect in flight (protocol tokens doc §8):
 * `stack-oauth-outer-<state>`, max-age 3600 s, path `/`.
 */
import { parse } from "cookie";

export const OAUTH_VERIFIER_COOKIE_PREFIX = "stack-oauth-outer-";
export const OAUTH_VERIFIER_MAX_AGE_S = 3600;

function secureAttribute(): string {
  return window.location.protocol === "https:" ? "; secure" : "";
}

export function writeVerifierCookie(state: string, verifier: string): void {
  // state and verifier are base64url: no character needs encoding.
  document.cookie = `${OAUTH_VERIFIER_COOKIE_PREFIX}${state}=${verifier}; path=/; max-age=${OAUTH_VERIFIER_MAX_AGE_S}${secureAttribute()}`;
}

export function readVerifierCookie(state: string): string | null {
  return parse(document.cookie ?? "")[OAUTH_VERIFIER_COOKIE_PREFIX + state] ?? null;
}

export function deleteVerifierCookie(state: string): void {
  document.cookie = `${OAUTH_VERIFIER_COOKIE_PREFIX}${state}=; path=/; max-age=0${secureAttribute()}`;
}
