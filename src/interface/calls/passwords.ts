/**
 * Password reset and change (docs/protocol.md §13.3). C+. Loaded with the areas a first
 * page does not use; signing in with a password is in `auth.ts`.
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { callResult } from "../request";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { OBJECT } from "../shapes";
import type {
  PasswordResetBodyJson,
  PasswordSetBodyJson,
  PasswordUpdateBodyJson,
  SendPasswordResetCodeBodyJson,
  SendPasswordResetCodeResponseJson,
} from "../wire/auth";
import type { CodeCheckJson, SuccessJson } from "../wire/common";
import { VERIFICATION_ERRORS } from "./auth";

const post = "POST" as const;

const UPDATE_PASSWORD_ERRORS = expectErrors<[typeof KnownErrors.PasswordConfirmationMismatch, typeof KnownErrors.PasswordRequirementsNotMet]>("PASSWORD_CONFIRMATION_MISMATCH", "PASSWORD_REQUIREMENTS_NOT_MET");
const SET_PASSWORD_ERRORS = expectErrors<[typeof KnownErrors.PasswordRequirementsNotMet]>("PASSWORD_REQUIREMENTS_NOT_MET");
export async function sendPasswordResetCode(c: CallContext, body: SendPasswordResetCodeBodyJson) {
  const expected = expectErrors<[typeof KnownErrors.UserNotFound]>("USER_NOT_FOUND");
  return callResult<SendPasswordResetCodeResponseJson, typeof expected>(c, { method: post, path: "/auth/password/send-reset-code", body, shape: OBJECT }, expected);
}

export async function checkPasswordResetCode(c: CallContext, code: string) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/password/reset/check-code", body: { code }, shape: OBJECT }, VERIFICATION_ERRORS);
}

export async function resetPassword(c: CallContext, body: PasswordResetBodyJson) {
  return callResult<SuccessJson, typeof VERIFICATION_ERRORS>(c, { method: post, path: "/auth/password/reset", body, shape: OBJECT }, VERIFICATION_ERRORS);
}

export async function updatePassword(c: CallContext, body: PasswordUpdateBodyJson, session: RequestSession | null) {
  return callResult<SuccessJson, typeof UPDATE_PASSWORD_ERRORS>(c, { method: post, path: "/auth/password/update", body, session, shape: OBJECT }, UPDATE_PASSWORD_ERRORS);
}

export async function setPassword(c: CallContext, body: PasswordSetBodyJson, session: RequestSession | null) {
  return callResult<SuccessJson, typeof SET_PASSWORD_ERRORS>(c, { method: post, path: "/auth/password/set", body, session, shape: OBJECT }, SET_PASSWORD_ERRORS);
}
