/**
 * Password and anonymous sign-up / sign-in, sign-out (docs/protocol.md §13.3, §13.8;
 * docs/protocol.md §7.5, §9, §11). All are C+. What an app's first page may need; password
 * reset and change are in `passwords.ts`, the other sign-in methods in `otp.ts`,
 * `passkeys.ts` and `cli.ts`.
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import type { Result } from "../../errors";
import { call, callResult } from "../request";
import { OBJECT, SIGN_IN } from "../shapes";
import type { CallContext, ErrorOf } from "../request";
import type { RequestSession } from "../session";
import type { PasswordSignInBodyJson, PasswordSignUpBodyJson, SignInResponseJson } from "../wire/auth";
import type { SuccessJson } from "../wire/common";

const post = "POST" as const;

export const SIGN_UP_ERRORS = expectErrors<[typeof KnownErrors.UserWithEmailAlreadyExists, typeof KnownErrors.PasswordRequirementsNotMet]>("USER_EMAIL_ALREADY_EXISTS", "PASSWORD_REQUIREMENTS_NOT_MET");
export const SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.EmailPasswordMismatch, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("EMAIL_PASSWORD_MISMATCH", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");
/** A code that is unknown, expired, used or out of attempts (every code-redeeming call). */
export const VERIFICATION_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError]>("VERIFICATION_ERROR");
export const SIGN_OUT_ERRORS = expectErrors<[typeof KnownErrors.RefreshTokenError]>("REFRESH_TOKEN_ERROR");

export async function signUpWithPassword(c: CallContext, body: PasswordSignUpBodyJson) {
  return callResult<SignInResponseJson, typeof SIGN_UP_ERRORS>(c, { method: post, path: "/auth/password/sign-up", body, shape: SIGN_IN }, SIGN_UP_ERRORS);
}

export async function signInWithPassword(c: CallContext, body: PasswordSignInBodyJson) {
  return callResult<SignInResponseJson, typeof SIGN_IN_ERRORS>(c, { method: post, path: "/auth/password/sign-in", body, shape: SIGN_IN }, SIGN_IN_ERRORS);
}

export async function signUpAnonymously(c: CallContext): Promise<SignInResponseJson> {
  return call(c, { method: post, path: "/auth/anonymous/sign-up", body: {}, shape: SIGN_IN });
}

/** `DELETE /auth/sessions/current`: the session named by the access token. */
export async function signOut(c: CallContext, session: RequestSession | null): Promise<Result<SuccessJson, ErrorOf<typeof SIGN_OUT_ERRORS>>> {
  return callResult<SuccessJson, typeof SIGN_OUT_ERRORS>(c, { method: "DELETE", path: "/auth/sessions/current", body: {}, session, shape: OBJECT }, SIGN_OUT_ERRORS);
}
