/**
 * The "issue an MFA attempt or sign in" step every sign-in path shares (docs/protocol.md §7.6).
 *
 * For passkey / OAuth / any new sign-in path: call
 *   `signInOrRequireMfa(core, project, user, baseUrl, { isNewUser, headers })`
 * once the user is known. A user with TOTP gets 400 MULTI_FACTOR_AUTHENTICATION_REQUIRED
 * (details.attempt_code, 5-minute code remembering `is_new_user`); everyone else gets a new
 * session and the body `{refresh_token, access_token, is_new_user, user_id}`. Paths whose
 * answer has another shape (password sign-in/up, the OAuth code exchange) call
 * `requireNoMfa` (./sign-in) first and then build their own answer from `startSession`.
 * `/auth/mfa/sign-in` (routes/auth-mfa.ts) redeems the attempt code.
 */
import type { Core } from "../core";
import type { HeaderReader } from "../http/call";
import type { ProjectRecord, UserRecord } from "../state/types";
import { requireNoMfa, startSession } from "./sign-in";

/** The sign-in answer of OTP, MFA and passkey sign-in (docs/protocol.md §7.5), keys in the service's order. */
export type SignInWithNewUserBody = { refresh_token: string; access_token: string; is_new_user: boolean; user_id: string };

/** Starts a session for a user known to have passed every factor. */
export async function newUserSessionBody(core: Core, project: ProjectRecord, user: UserRecord, baseUrl: string, isNewUser: boolean, headers: HeaderReader | null): Promise<SignInWithNewUserBody> {
  const tokens = await startSession(core, project, user, baseUrl, headers);
  return { refresh_token: tokens.refreshToken, access_token: tokens.accessToken, is_new_user: isNewUser, user_id: user.id };
}

/** Throws MULTI_FACTOR_AUTHENTICATION_REQUIRED for a TOTP user, else signs the user in. */
export async function signInOrRequireMfa(
  core: Core,
  project: ProjectRecord,
  user: UserRecord,
  baseUrl: string,
  options: { isNewUser: boolean; headers: HeaderReader | null },
): Promise<SignInWithNewUserBody> {
  requireNoMfa(core, project, user, options.isNewUser);
  return newUserSessionBody(core, project, user, baseUrl, options.isNewUser, options.headers);
}
