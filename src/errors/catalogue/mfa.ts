/** Multi-factor authentication (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/**
 * `MULTI_FACTOR_AUTHENTICATION_REQUIRED`: the first factor was right; finish the
 * sign-in with a TOTP code and `attemptCode`.
 */
export class MultiFactorAuthenticationRequired extends KnownError<{ attempt_code: string }> {
  static override readonly code = "MULTI_FACTOR_AUTHENTICATION_REQUIRED";
  static override readonly status = 400;
  declare readonly errorCode: typeof MultiFactorAuthenticationRequired.code;

  constructor(attemptCode: string) {
    super(
      MultiFactorAuthenticationRequired.status,
      "Multi-factor authentication is required for this user.",
      { attempt_code: attemptCode },
    );
  }

  /** The code that continues this sign-in at the MFA step. */
  get attemptCode(): string {
    return this.details.attempt_code;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const attemptCode = stringField(detailsOf(json), "attempt_code");
    return attemptCode === undefined ? super.fromJson(json, status) : withStatus(new this(attemptCode), status);
  }
}

/** `INVALID_TOTP_CODE`: the TOTP code is wrong. */
export class InvalidTotpCode extends KnownError<undefined> {
  static override readonly code = "INVALID_TOTP_CODE";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidTotpCode.code;

  constructor() {
    super(InvalidTotpCode.status, "The TOTP code is invalid. Please try again.");
  }
}
