// Compile-time behaviour of the public error types (checked by tsc; the runtime asserts keep vitest honest).
import { describe, expect, expectTypeOf, it } from "vitest";
import { KnownErrors, expectErrors, isKnownErrorCode } from "../../../src/errors";
import type { AnyKnownError, ExpectedError, KnownErrorCode } from "../../../src/errors";

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

describe("expected-error lists", () => {
  it("type the Result error by class and check a leaf's code against its class", () => {
    const list = expectErrors<[typeof KnownErrors.UserNotFound, typeof KnownErrors.VerificationCodeError]>("USER_NOT_FOUND", "VERIFICATION_ERROR");
    expectTypeOf<ExpectedError<typeof list>>().toEqualTypeOf<KnownErrors.UserNotFound | KnownErrors.VerificationCodeError>();
    // @ts-expect-error a leaf's code must be its class's code
    expectErrors<[typeof KnownErrors.UserNotFound]>("TEAM_NOT_FOUND");
    // @ts-expect-error one code per class
    expectErrors<[typeof KnownErrors.UserNotFound, typeof KnownErrors.TeamNotFound]>("USER_NOT_FOUND");
    expect(list.codes).toEqual(["USER_NOT_FOUND", "VERIFICATION_ERROR"]);
  });
});
