/**
 * One-time codes: e-mail verification, password reset, magic links, team
 * invitations, MFA attempts (docs/protocol.md §4.7). The service checks in the
 * order not found, expired, already used, max attempts.
 */
import { KnownError } from "../known-error";

/** Group `VERIFICATION_ERROR`: the code cannot be used. Pages tell the leaves apart. */
export abstract class VerificationCodeError<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "VERIFICATION_ERROR";
}

/** `VERIFICATION_CODE_NOT_FOUND`: no such code in this project (also a code of another kind). */
export class VerificationCodeNotFound extends VerificationCodeError<undefined> {
  static override readonly code = "VERIFICATION_CODE_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof VerificationCodeNotFound.code;

  constructor() {
    super(VerificationCodeNotFound.status, "The verification code does not exist for this project.");
  }
}

/** `VERIFICATION_CODE_EXPIRED`: the code has expired. */
export class VerificationCodeExpired extends VerificationCodeError<undefined> {
  static override readonly code = "VERIFICATION_CODE_EXPIRED";
  static override readonly status = 400;
  declare readonly errorCode: typeof VerificationCodeExpired.code;

  constructor() {
    super(VerificationCodeExpired.status, "The verification code has expired.");
  }
}

/** `VERIFICATION_CODE_ALREADY_USED`: the code was used before (a failed redeeming request still uses it). */
export class VerificationCodeAlreadyUsed extends VerificationCodeError<undefined> {
  static override readonly code = "VERIFICATION_CODE_ALREADY_USED";
  static override readonly status = 409;
  declare readonly errorCode: typeof VerificationCodeAlreadyUsed.code;

  constructor() {
    super(VerificationCodeAlreadyUsed.status, "The verification link has already been used.");
  }
}

/** `VERIFICATION_CODE_MAX_ATTEMPTS_REACHED`: too many wrong codes were tried for this nonce (20). */
export class VerificationCodeMaxAttemptsReached extends VerificationCodeError<undefined> {
  static override readonly code = "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED";
  static override readonly status = 400;
  declare readonly errorCode: typeof VerificationCodeMaxAttemptsReached.code;

  constructor() {
    super(
      VerificationCodeMaxAttemptsReached.status,
      "The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.",
    );
  }
}
