/**
 * What every sign-in path shares: a token store is required before any request, then
 * the tokens are stored, or an MFA-required answer becomes the MFA step, and the page
 * goes where docs/api.md §2.1 says.
 */
import { expectErrors, isExpectedError } from "../../errors/expected";
import type { KnownErrors } from "../../errors";
import { Result } from "../../errors/result";
import type { SignInResponseJson } from "../../interface/wire/auth";
import type { ClientContext } from "../core/context";
import { isBrowser } from "../core/environment";
import { requireTokenStore, storeSignInTokens } from "../core/session-access";
import type { Session } from "../session/session";
import { redirectTo } from "../urls/redirect";
import type { RedirectTarget } from "../urls/redirect";

/**
 * The sessionStorage key holding the attempt code of an MFA-gated sign-in (the MFA page
 * reads it back). Same key as the official SDK, so its MFA page works with ours.
 */
export const MFA_ATTEMPT_CODE_KEY = "stack_mfa_attempt_code";

type MfaRequired = InstanceType<typeof KnownErrors.MultiFactorAuthenticationRequired>;
const MFA_REQUIRED = expectErrors<[typeof KnownErrors.MultiFactorAuthenticationRequired]>("MULTI_FACTOR_AUTHENTICATION_REQUIRED");

/** Stores tokens from a sign-in answer in the app's store and returns the new session. */
export function adoptSignInTokens(ctx: ClientContext, json: Pick<SignInResponseJson, "access_token" | "refresh_token">, caller: string): Promise<Session> {
  return storeSignInTokens(ctx, { accessToken: json.access_token, refreshToken: json.refresh_token }, caller);
}

/**
 * Saves the attempt code for the MFA page (in a browser) and goes there through the app's
 * `redirectMethod`, whatever the environment: a `navigate` function on a server, in a
 * test or in React Native is called too (with `"none"` nothing moves). The caller also
 * gets the error value, whose `attemptCode` finishes the sign-in with `signInWithMfa`.
 */
export async function startMfaStep(ctx: ClientContext, error: MfaRequired): Promise<void> {
  if (isBrowser()) {
    try {
      window.sessionStorage.setItem(MFA_ATTEMPT_CODE_KEY, error.attemptCode);
    } catch {
      // sessionStorage can be unavailable (privacy mode); the error value still carries the code.
    }
  }
  await redirectTo(ctx.navigator, ctx.urls, "mfa", { noRedirectBack: true });
}

/** The attempt code the MFA page needs, saved by the last MFA-gated sign-in (browser only). */
export function readMfaAttemptCode(): string | null {
  if (!isBrowser()) return null;
  try {
    return window.sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY);
  } catch {
    return null;
  }
}

export type SignInOptions<J> = {
  /** The public method's name, for the error thrown without a token store. */
  caller: string;
  /** Where a successful sign-in goes, fixed or read from the service's answer. */
  target: RedirectTarget | ((json: J) => RedirectTarget);
  noRedirect?: boolean | undefined;
};

/**
 * The check every sign-in entry makes before its first request: an app made with
 * `tokenStore: null` has nowhere to keep the tokens, so it refuses up front rather than
 * letting the service create a session (or an account) the caller is then told failed.
 */
export function requireSignInStore(ctx: ClientContext, caller: string): void {
  requireTokenStore(ctx, undefined, caller);
}

/**
 * Runs a sign-in: {@link requireSignInStore}, then `request` (the service calls), then on
 * success stores the tokens and redirects (replacing the history entry, so Back does not
 * return to the sign-in form); on MFA-required starts the MFA step and returns the error;
 * other expected errors are returned as they are.
 */
export async function runSignIn<J extends SignInResponseJson, E>(
  ctx: ClientContext,
  options: SignInOptions<J>,
  request: () => Promise<Result<J, E>>,
): Promise<Result<undefined, E>> {
  requireSignInStore(ctx, options.caller);
  const result = await request();
  if (result.status === "error") {
    if (isExpectedError(result.error, MFA_REQUIRED)) await startMfaStep(ctx, result.error);
    return result;
  }
  await adoptSignInTokens(ctx, result.data, options.caller);
  const target = typeof options.target === "function" ? options.target(result.data) : options.target;
  if (!options.noRedirect) await redirectTo(ctx.navigator, ctx.urls, target, { replace: true });
  return Result.ok(undefined);
}

/** `afterSignUp` for a new user, else `afterSignIn`. */
export function afterAuthTarget(isNewUser: boolean): RedirectTarget {
  return isNewUser ? "afterSignUp" : "afterSignIn";
}
