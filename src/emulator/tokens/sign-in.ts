/**
 * Shared by every sign-in path: the MFA gate and the token pair of a new session.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { createCode } from "../state/codes";
import { createSession } from "../state/sessions";
import type { ProjectRecord, SessionRecord, UserRecord } from "../state/types";
import type { HeaderReader } from "../http/call";
import { mintAccessToken } from "./activity";

/** Attempt codes of the TOTP step live 5 minutes (docs/protocol.md §7.6). */
export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;

/**
 * A user with TOTP enabled cannot get tokens yet: answers MULTI_FACTOR_AUTHENTICATION_REQUIRED
 * with an attempt code that `/auth/mfa/sign-in` redeems (`data.is_new_user` is kept for it).
 */
export function requireNoMfa(core: Core, project: ProjectRecord, user: UserRecord, isNewUser: boolean): void {
  if (user.totpSecretBase64 === null) return;
  const attempt = createCode(core, project.id, "mfa_attempt", { user_id: user.id, is_new_user: isNewUser }, MFA_ATTEMPT_LIFETIME_MS);
  throw new KnownErrors.MultiFactorAuthenticationRequired(attempt.code);
}

export type NewSessionTokens = { session: SessionRecord; accessToken: string; refreshToken: string };

/** A new session and its tokens; `headers` are the request's, for the activity record (../tokens/activity). */
export async function startSession(core: Core, project: ProjectRecord, user: UserRecord, baseUrl: string, headers: HeaderReader | null): Promise<NewSessionTokens> {
  const session = createSession(core, user);
  const accessToken = await mintAccessToken(core, project, session, baseUrl, headers);
  return { session, accessToken, refreshToken: session.refreshToken };
}

/** The body of password sign-up/sign-in and anonymous sign-up (docs/protocol.md §7.5). */
export async function signInBody(core: Core, project: ProjectRecord, user: UserRecord, baseUrl: string, headers: HeaderReader | null) {
  const tokens = await startSession(core, project, user, baseUrl, headers);
  return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, user_id: user.id };
}
