// Compile-time behaviour of the public error types (checked by tsc; the runtime asserts keep vitest honest).
import { describe, expect, expectTypeOf, it } from "vitest";
import { KnownErrors, isKnownErrorCode } from "../../../src/errors";
import type { AnyKnownError, KnownErrorCode } from "../../../src/errors";

/** What a caller's switch over known errors looks like. */
function describeError(error: AnyKnownError): string {
  switch (error.errorCode) {
    case "PASSWORD_TOO_SHORT":
      expectTypeOf(error).toEqualTypeOf<KnownErrors.PasswordTooShort>();
      return `min ${error.minLength}`;
    case "MULTI_FACTOR_AUTHENTICATION_REQUIRED":
      return `attempt ${error.attemptCode}`;
    default:
      return error.errorCode;
  }
}

describe("known-error types", () => {
  it("narrows AnyKnownError by errorCode", () => {
    expect(describeError(new KnownErrors.PasswordTooShort(8))).toBe("min 8");
    expect(describeError(new KnownErrors.MultiFactorAuthenticationRequired("c"))).toBe("attempt c");
    expect(describeError(new KnownErrors.UserNotFound())).toBe("USER_NOT_FOUND");
  });

  it("lists leaf codes only in KnownErrorCode", () => {
    expectTypeOf<"PASSWORD_TOO_SHORT">().toExtend<KnownErrorCode>();
    expectTypeOf<"PASSWORD_REQUIREMENTS_NOT_MET">().not.toExtend<KnownErrorCode>();
    expectTypeOf<KnownErrors.PasswordTooShort>().toExtend<AnyKnownError>();
    const code: string = "USER_NOT_FOUND";
    if (isKnownErrorCode(code)) expectTypeOf(code).toEqualTypeOf<KnownErrorCode>();
    expect(isKnownErrorCode(code)).toBe(true);
  });

  it("narrows group guards to the group class", () => {
    const error: unknown = new KnownErrors.PasswordTooLong(70);
    if (KnownErrors.PasswordRequirementsNotMet.isInstance(error)) {
      expectTypeOf(error).toExtend<KnownErrors.PasswordRequirementsNotMet>();
    }
    expect(KnownErrors.PasswordRequirementsNotMet.isInstance(error)).toBe(true);
  });
});
