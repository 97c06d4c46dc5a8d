/** Passkey registration and sign-in (docs/protocol.md §13.6). C+. */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { call, callResult } from "../request";
import { OBJECT } from "../shapes";
import { PASSKEY_INITIATE, SIGN_IN_NEW_USER } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import type {
  PasskeyInitiateResponseJson,
  PasskeyRegisterBodyJson,
  PasskeyRegisterResponseJson,
  PasskeySignInBodyJson,
  SignInWithNewUserResponseJson,
} from "../wire/auth";

const post = "POST" as const;

// The seed server sends PASSKEY_AUTHENTICATION_FAILED for a bad origin at registration.
const PASSKEY_REGISTER_ERRORS = expectErrors<[typeof KnownErrors.PasskeyRegistrationFailed, typeof KnownErrors.PasskeyAuthenticationFailed]>("PASSKEY_REGISTRATION_FAILED", "PASSKEY_AUTHENTICATION_FAILED");
const PASSKEY_SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.PasskeyAuthenticationFailed, typeof KnownErrors.InvalidTotpCode, typeof KnownErrors.MultiFactorAuthenticationRequired]>("PASSKEY_AUTHENTICATION_FAILED", "INVALID_TOTP_CODE", "MULTI_FACTOR_AUTHENTICATION_REQUIRED");

export async function initiatePasskeyRegistration(c: CallContext, session: RequestSession | null): Promise<PasskeyInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/passkey/initiate-passkey-registration", body: {}, session, shape: PASSKEY_INITIATE });
}

export async function registerPasskey(c: CallContext, body: PasskeyRegisterBodyJson, session: RequestSession | null) {
  return callResult<PasskeyRegisterResponseJson, typeof PASSKEY_REGISTER_ERRORS>(c, { method: post, path: "/auth/passkey/register", body, session, shape: OBJECT }, PASSKEY_REGISTER_ERRORS);
}

export async function initiatePasskeyAuthentication(c: CallContext): Promise<PasskeyInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/passkey/initiate-passkey-authentication", body: {}, shape: PASSKEY_INITIATE });
}

export async function signInWithPasskey(c: CallContext, body: PasskeySignInBodyJson) {
  return callResult<SignInWithNewUserResponseJson, typeof PASSKEY_SIGN_IN_ERRORS>(c, { method: post, path: "/auth/passkey/sign-in", body, shape: SIGN_IN_NEW_USER }, PASSKEY_SIGN_IN_ERRORS);
}
