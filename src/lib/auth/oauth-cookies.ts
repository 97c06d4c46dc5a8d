/**
 * The PKCE verifier cookie of an OAuth redirect in flight (docs/protocol.md §10):
 * `stack-oauth-outer-<state>`, max-age 3600 s, path `/`.
 */
import { parseCookie, stringifySetCookie } from "cookie";

export const OAUTH_VERIFIER_COOKIE_PREFIX = "stack-oauth-outer-";
export const OAUTH_VERIFIER_MAX_AGE_S = 3600;

function verifierCookie(state: string, verifier: string, maxAgeSeconds: number): string {
  const secure = window.location.protocol === "https:";
  // state and verifier are base64url: encoding leaves them as they are.
  return stringifySetCookie(OAUTH_VERIFIER_COOKIE_PREFIX + state, verifier, { path: "/", maxAge: maxAgeSeconds, secure });
}

export function writeVerifierCookie(state: string, verifier: string): void {
  document.cookie = verifierCookie(state, verifier, OAUTH_VERIFIER_MAX_AGE_S);
}

export function readVerifierCookie(state: string): string | null {
  return parseCookie(document.cookie ?? "")[OAUTH_VERIFIER_COOKIE_PREFIX + state] ?? null;
}

export function deleteVerifierCookie(state: string): void {
  document.cookie = verifierCookie(state, "", 0);
}
