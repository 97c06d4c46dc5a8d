/** Password sign-in and password rules (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, withStatus } from "./decode";

/** `PASSWORD_AUTHENTICATION_NOT_ENABLED`: the project does not allow password sign-in. */
export class PasswordAuthenticationNotEnabled extends KnownError<undefined> {
  static override readonly code = "PASSWORD_AUTHENTICATION_NOT_ENABLED";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasswordAuthenticationNotEnabled.code;

  constructor() {
    super(PasswordAuthenticationNotEnabled.status, "Password authentication is not enabled for this project.");
  }
}

/** `EMAIL_PASSWORD_MISMATCH`: wrong e-mail or password (the service does not say which). */
export class EmailPasswordMismatch extends KnownError<undefined> {
  static override readonly code = "EMAIL_PASSWORD_MISMATCH";
  static override readonly status = 400;
  declare readonly errorCode: typeof EmailPasswordMismatch.code;

  constructor() {
    super(EmailPasswordMismatch.status, "Wrong e-mail or password.");
  }
}

/** Group `PASSWORD_REQUIREMENTS_NOT_MET`: the new password breaks a password rule. */
export abstract class PasswordRequirementsNotMet<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "PASSWORD_REQUIREMENTS_NOT_MET";
}

/** `PASSWORD_TOO_SHORT`: the password is shorter than the minimum (8). */
export class PasswordTooShort extends PasswordRequirementsNotMet<{ min_length: number }> {
  static override readonly code = "PASSWORD_TOO_SHORT";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasswordTooShort.code;

  constructor(minLength: number) {
    super(PasswordTooShort.status, `Password too short. Minimum length is ${minLength}.`, { min_length: minLength });
  }

  /** The minimum password length. */
  get minLength(): number {
    return this.details.min_length;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const minLength = detailsOf(json).min_length;
    return typeof minLength === "number" ? withStatus(new this(minLength), status) : super.fromJson(json, status);
  }
}

/**
 * `PASSWORD_TOO_LONG`: the password is longer than the maximum (70). Endpoints
 * usually reject such passwords with `SCHEMA_ERROR` before this.
 */
export class PasswordTooLong extends PasswordRequirementsNotMet<{ maxLength: number }> {
  static override readonly code = "PASSWORD_TOO_LONG";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasswordTooLong.code;

  constructor(maxLength: number) {
    // `maxLength` is camelCase on the wire, unlike PASSWORD_TOO_SHORT's `min_length`.
    super(PasswordTooLong.status, `Password too long. Maximum length is ${maxLength}.`, { maxLength });
  }

  /** The maximum password length. */
  get maxLength(): number {
    return this.details.maxLength;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const maxLength = detailsOf(json).maxLength;
    return typeof maxLength === "number" ? withStatus(new this(maxLength), status) : super.fromJson(json, status);
  }
}

/** `USER_DOES_NOT_HAVE_PASSWORD`: the user has no password to check or change. */
export class UserDoesNotHavePassword extends KnownError<undefined> {
  static override readonly code = "USER_DOES_NOT_HAVE_PASSWORD";
  static override readonly status = 400;
  declare readonly errorCode: typeof UserDoesNotHavePassword.code;

  constructor() {
    super(UserDoesNotHavePassword.status, "This user does not have password authentication enabled.");
  }
}

/** `PASSWORD_CONFIRMATION_MISMATCH`: the old password given to a password change is wrong. */
export class PasswordConfirmationMismatch extends KnownError<undefined> {
  static override readonly code = "PASSWORD_CONFIRMATION_MISMATCH";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasswordConfirmationMismatch.code;

  constructor() {
    super(PasswordConfirmationMismatch.status, "Passwords do not match.");
  }
}
