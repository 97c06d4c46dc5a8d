/**
 * Magic-link / one-time-code sign-in and the MFA step (docs/protocol.md §13.5, §13.7). C+.
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { callResult } from "../request";
import { OBJECT } from "../shapes";
import { NONCE, SIGN_IN_NEW_USER } from "../area-shapes";
import type { CallContext } from "../request";
import type { MfaSignInBodyJson, SendOtpSignInCodeBodyJson, SendOtpSignInCodeResponseJson, SignInWithNewUserResponseJson } from "../wire/auth";
import type { CodeCheckJson } from "../wire/common";
import { VERIFICATION_ERRORS } from "./auth";

const post = "POST" as const;

const OTP_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("VERIFICATION_ERROR", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");
const MFA_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.VerificationCodeError, typeof KnownErrors.InvalidTotpCode]>("VERIFICATION_ERROR", "INVALID_TOTP_CODE");

export async function sendOtpSignInCode(c: CallContext, body: SendOtpSignInCodeBodyJson) {
  const expected = expectErrors<[typeof KnownErrors.RedirectUrlNotWhitelisted]>("REDIRECT_URL_NOT_WHITELISTED");
  return callResult<SendOtpSignInCodeResponseJson, typeof expected>(c, { method: post, path: "/auth/otp/send-sign-in-code", body, shape: NONCE }, expected);
}

export async function signInWithOtp(c: CallContext, code: string) {
  return callResult<SignInWithNewUserResponseJson, typeof OTP_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/otp/sign-in", body: { code }, shape: SIGN_IN_NEW_USER }, OTP_SIGN_IN_ERRORS);
}

export async function checkOtpSignInCode(c: CallContext, code: string) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/otp/sign-in/check-code", body: { code }, shape: OBJECT }, VERIFICATION_ERRORS);
}

export async function signInWithMfa(c: CallContext, body: Omit<MfaSignInBodyJson, "type">) {
  const wire: MfaSignInBodyJson = { type: "totp", totp: body.totp, code: body.code };
  return callResult<SignInWithNewUserResponseJson, typeof MFA_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/mfa/sign-in", body: wire, shape: SIGN_IN_NEW_USER }, MFA_SIGN_IN_ERRORS);
}
