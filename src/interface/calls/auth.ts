/**
 * Sign-up, sign-in and sign-out calls (protocol/endpoints.md §3–§5, §7, §8;
 * tokens-and-sessions.md §4, §6, §9). All are C+.
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import type { Result } from "../../errors";
import { call, callResult } from "../request";
import type { CallContext, ErrorOf } from "../request";
import type { RequestSession } from "../session";
import type {
  CliAuthCompleteBodyJson,
  CliAuthInitiateBodyJson,
  CliAuthInitiateResponseJson,
  CliAuthPollResponseJson,
  MfaSignInBodyJson,
  PasskeyInitiateResponseJson,
  PasskeyRegisterBodyJson,
  PasskeyRegisterResponseJson,
  PasskeySignInBodyJson,
  PasswordResetBodyJson,
  PasswordSetBodyJson,
  PasswordSignInBodyJson,
  PasswordSignUpBodyJson,
  PasswordUpdateBodyJson,
  SendOtpSignInCodeBodyJson,
  SendOtpSignInCodeResponseJson,
  SendPasswordResetCodeBodyJson,
  SendPasswordResetCodeResponseJson,
  SignInResponseJson,
  SignInWithNewUserResponseJson,
} from "../wire/auth";
import type { CodeCheckJson, SuccessJson } from "../wire/common";

const post = "POST" as const;

export const SIGN_UP_ERRORS = expectErrors<[typeof KnownErrors.UserWithEmailAlreadyExists, typeof KnownErrors.PasswordRequirementsNotMet]>("USER_EMAIL_ALREADY_EXISTS", "PASSWORD_REQUIREMENTS_NOT_MET");
export const SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.EmailPasswordMismatch, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("EMAIL_PASSWORD_MISMATCH", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");
export const VERIFICATION_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError]>("VERIFICATION_ERROR");
export const OTP_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("VERIFICATION_ERROR", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");
export const MFA_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError, typeof KnownErrors.InvalidTotpCode]>("VERIFICATION_ERROR", "INVALID_TOTP_CODE");
export const UPDATE_PASSWORD_ERRORS = expectErrors<[typeof KnownErrors.PasswordConfirmationMismatch, typeof KnownErrors.PasswordRequirementsNotMet]>("PASSWORD_CONFIRMATION_MISMATCH", "PASSWORD_REQUIREMENTS_NOT_MET");
export const SET_PASSWORD_ERRORS = expectErrors<[typeof KnownErrors.PasswordRequirementsNotMet]>("PASSWORD_REQUIREMENTS_NOT_MET");
// The seed server sends PASSKEY_AUTHENTICATION_FAILED for a bad origin at registration.
export const PASSKEY_REGISTER_ERRORS = expectErrors<[typeof KnownErrors.PasskeyRegistrationFailed, typeof KnownErrors.PasskeyAuthenticationFailed]>("PASSKEY_REGISTRATION_FAILED", "PASSKEY_AUTHENTICATION_FAILED");
export const PASSKEY_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.PasskeyAuthenticationFailed, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("PASSKEY_AUTHENTICATION_FAILED", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");
export const SIGN_OUT_ERRORS = expectErrors<[typeof KnownErrors.RefreshTokenError]>("REFRESH_TOKEN_ERROR");

export async function signUpWithPassword(c: CallContext, body: PasswordSignUpBodyJson) {
  return callResult<SignInResponseJson, typeof SIGN_UP_ERRORS>(c, { method: post, path: "/auth/password/sign-up", body }, SIGN_UP_ERRORS);
}

export async function signInWithPassword(c: CallContext, body: PasswordSignInBodyJson) {
  return callResult<SignInResponseJson, typeof SIGN_IN_ERRORS>(c, { method: post, path: "/auth/password/sign-in", body }, SIGN_IN_ERRORS);
}

export async function sendPasswordResetCode(c: CallContext, body: SendPasswordResetCodeBodyJson) {
  const expected = expectErrors<[typeof KnownErrors.UserNotFound]>("USER_NOT_FOUND");
  return callResult<SendPasswordResetCodeResponseJson, typeof expected>(c, { method: post, path: "/auth/password/send-reset-code", body }, expected);
}

export async function checkPasswordResetCode(c: CallContext, code: string) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/password/reset/check-code", body: { code } }, VERIFICATION_ERRORS);
}

export async function resetPassword(c: CallContext, body: PasswordResetBodyJson) {
  return callResult<SuccessJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/password/reset", body }, VERIFICATION_ERRORS);
}

export async function updatePassword(c: CallContext, body: PasswordUpdateBodyJson, session: RequestSession | null) {
  return callResult<SuccessJson, typeof UPDATE_PASSWORD_ERRORS>(c, { method: post, path: "/auth/password/update", body, session }, UPDATE_PASSWORD_ERRORS);
}

export async function setPassword(c: CallContext, body: PasswordSetBodyJson, session: RequestSession | null) {
  return callResult<SuccessJson, typeof SET_PASSWORD_ERRORS>(c, { method: post, path: "/auth/password/set", body, session }, SET_PASSWORD_ERRORS);
}

export async function signUpAnonymously(c: CallContext): Promise<SignInResponseJson> {
  return call(c, { method: post, path: "/auth/anonymous/sign-up", body: {} });
}

export async function sendOtpSignInCode(c: CallContext, body: SendOtpSignInCodeBodyJson) {
  const expected = expectErrors<[typeof KnownErrors.RedirectUrlNotWhitelisted]>("REDIRECT_URL_NOT_WHITELISTED");
  return callResult<SendOtpSignInCodeResponseJson, typeof expected>(c, { method: post, path: "/auth/otp/send-sign-in-code", body }, expected);
}

export async function signInWithOtp(c: CallContext, code: string) {
  return callResult<SignInWithNewUserResponseJson, typeof OTP_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/otp/sign-in", body: { code } }, OTP_SIGN_IN_ERRORS);
}

export async function checkOtpSignInCode(c: CallContext, code: string) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/otp/sign-in/check-code", body: { code } }, VERIFICATION_ERRORS);
}

export async function signInWithMfa(c: CallContext, body: Omit<MfaSignInBodyJson, "type">) {
  const wire: MfaSignInBodyJson = { type: "totp", totp: body.totp, code: body.code };
  return callResult<SignInWithNewUserResponseJson, typeof MFA_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/mfa/sign-in", body: wire }, MFA_SIGN_IN_ERRORS);
}

export async function initiatePasskeyRegistration(c: CallContext, session: RequestSession | null): Promise<PasskeyInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/passkey/initiate-passkey-registration", body: {}, session });
}

export async function registerPasskey(c: CallContext, body: PasskeyRegisterBodyJson, session: RequestSession | null) {
  return callResult<PasskeyRegisterResponseJson, typeof PASSKEY_REGISTER_ERRORS>(c, { method: post, path: "/auth/passkey/register", body, session }, PASSKEY_REGISTER_ERRORS);
}

export async function initiatePasskeyAuthentication(c: CallContext): Promise<PasskeyInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/passkey/initiate-passkey-authentication", body: {} });
}

export async function signInWithPasskey(c: CallContext, body: PasskeySignInBodyJson) {
  return callResult<SignInWithNewUserResponseJson, typeof PASSKEY_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/passkey/sign-in", body }, PASSKEY_SIGN_IN_ERRORS);
}

export async function initiateCliAuth(c: CallContext, body: CliAuthInitiateBodyJson = {}): Promise<CliAuthInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/cli", body });
}

export async function pollCliAuth(c: CallContext, pollingCode: string): Promise<CliAuthPollResponseJson> {
  return call(c, { method: post, path: "/auth/cli/poll", body: { polling_code: pollingCode } });
}

export async function completeCliAuth(c: CallContext, body: CliAuthCompleteBodyJson, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: post, path: "/auth/cli/complete", body, session });
}

/** `DELETE /auth/sessions/current`: the session named by the access token. */
export async function signOut(c: CallContext, session: RequestSession | null): Promise<Result<SuccessJson, ErrorOf<typeof SIGN_OUT_ERRORS>>> {
  return callResult<SuccessJson, typeof SIGN_OUT_ERRORS>(c, { method: "DELETE", path: "/auth/sessions/current", body: {}, session }, SIGN_OUT_ERRORS);
}
