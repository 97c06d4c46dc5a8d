/**
 * "Open the app as this user" (the console's Users page, issue 26): a one-time code that
 * `/auth/otp/sign-in` redeems into a new impersonation session, so any app whose handler
 * signs in with a magic link takes it unchanged. The code is minted by the console's own
 * route (routes/console-impersonate.ts); this file holds what both sides share.
 */
import type { Core } from "../core";
import type { HeaderReader } from "../http/call";
import { createSession } from "../state/sessions";
import type { ProjectRecord, UserRecord } from "../state/types";
import { mintAccessToken } from "./activity";
import type { SignInWithNewUserBody } from "./mfa";

/** An impersonation code lives five minutes: long enough to open a link, too short to keep. */
export const IMPERSONATION_CODE_LIFETIME_MS = 5 * 60 * 1000;

/** The session a redeemed code starts lasts a day (the console's sessions list can end it sooner). */
export const IMPERSONATION_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A new impersonation session of `user`, answered like any OTP sign-in. No MFA step: as
 * with the server tier's `POST /auth/sessions`, whoever holds the project's keys needs no
 * factor of the user's.
 */
export async function impersonationSignInBody(core: Core, project: ProjectRecord, user: UserRecord, baseUrl: string, headers: HeaderReader | null): Promise<SignInWithNewUserBody> {
  const session = createSession(core, user, { isImpersonation: true, expiresInMillis: IMPERSONATION_SESSION_LIFETIME_MS });
  const accessToken = await mintAccessToken(core, project, session, baseUrl, headers);
  return { refresh_token: session.refreshToken, access_token: accessToken, is_new_user: false, user_id: user.id };
}
