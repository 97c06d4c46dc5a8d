/** Users and their e-mail addresses (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

const UNVERIFIED_SUFFIX =
  " but the email is not verified. Please login to your existing account with the method you used to sign up, " +
  "and then verify your email to sign in with this login method.";

/**
 * `USER_EMAIL_ALREADY_EXISTS`: another account already signs in with this e-mail.
 * Newer servers add `would_work_if_email_was_verified` and, when it is true, a
 * longer text; pass `wouldWorkIfEmailWasVerified` to build that shape.
 */
export class UserWithEmailAlreadyExists extends KnownError<{ email: string; would_work_if_email_was_verified?: boolean }> {
  static override readonly code = "USER_EMAIL_ALREADY_EXISTS";
  static override readonly status = 409;
  declare readonly errorCode: typeof UserWithEmailAlreadyExists.code;

  constructor(email: string, wouldWorkIfEmailWasVerified?: boolean) {
    super(
      UserWithEmailAlreadyExists.status,
      `A user with email ${JSON.stringify(email)} already exists${wouldWorkIfEmailWasVerified ? UNVERIFIED_SUFFIX : "."}`,
      wouldWorkIfEmailWasVerified === undefined
        ? { email }
        : { email, would_work_if_email_was_verified: wouldWorkIfEmailWasVerified },
    );
  }

  /** The e-mail that is taken. */
  get email(): string {
    return this.details.email;
  }

  /** True when signing in would work once the existing account verifies the e-mail (newer servers only). */
  get wouldWorkIfEmailWasVerified(): boolean {
    return this.details.would_work_if_email_was_verified ?? false;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const email = stringField(details, "email");
    const flag = details.would_work_if_email_was_verified;
    if (email === undefined || (flag !== undefined && typeof flag !== "boolean")) return super.fromJson(json, status);
    return withStatus(new this(email, flag), status);
  }
}

/** `EMAIL_NOT_VERIFIED`: the e-mail must be verified first. */
export class EmailNotVerified extends KnownError<undefined> {
  static override readonly code = "EMAIL_NOT_VERIFIED";
  static override readonly status = 400;
  declare readonly errorCode: typeof EmailNotVerified.code;

  constructor() {
    super(EmailNotVerified.status, "The email is not verified.");
  }
}

/** `CANNOT_GET_OWN_USER_WITHOUT_USER`: `me` was used as a user id without a signed-in user. */
export class CannotGetOwnUserWithoutUser extends KnownError<undefined> {
  static override readonly code = "CANNOT_GET_OWN_USER_WITHOUT_USER";
  static override readonly status = 400;
  declare readonly errorCode: typeof CannotGetOwnUserWithoutUser.code;

  constructor() {
    super(
      CannotGetOwnUserWithoutUser.status,
      "You have specified 'me' as a userId, but did not provide authentication for a user.",
    );
  }
}

/** `USER_ID_DOES_NOT_EXIST`: a user id in the request names no user. */
export class UserIdDoesNotExist extends KnownError<{ user_id: string }> {
  static override readonly code = "USER_ID_DOES_NOT_EXIST";
  static override readonly status = 400;
  declare readonly errorCode: typeof UserIdDoesNotExist.code;

  constructor(userId: string) {
    super(UserIdDoesNotExist.status, `The given user with the ID ${userId} does not exist.`, { user_id: userId });
  }

  /** The unknown user id. */
  get userId(): string {
    return this.details.user_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const userId = stringField(detailsOf(json), "user_id");
    return userId === undefined ? super.fromJson(json, status) : withStatus(new this(userId), status);
  }
}

/** `USER_NOT_FOUND`: no such user. */
export class UserNotFound extends KnownError<undefined> {
  static override readonly code = "USER_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof UserNotFound.code;

  constructor() {
    super(UserNotFound.status, "User not found.");
  }
}

/** `USER_AUTHENTICATION_REQUIRED`: the endpoint needs a signed-in user. */
export class UserAuthenticationRequired extends KnownError<undefined> {
  static override readonly code = "USER_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof UserAuthenticationRequired.code;

  constructor() {
    super(UserAuthenticationRequired.status, "User authentication required for this endpoint.");
  }
}

/** `EMAIL_ALREADY_VERIFIED`: the contact channel is verified already. */
export class EmailAlreadyVerified extends KnownError<undefined> {
  static override readonly code = "EMAIL_ALREADY_VERIFIED";
  static override readonly status = 409;
  declare readonly errorCode: typeof EmailAlreadyVerified.code;

  constructor() {
    super(EmailAlreadyVerified.status, "The e-mail is already verified.");
  }
}

/** `EMAIL_NOT_ASSOCIATED_WITH_USER`: no user signs in with this e-mail. */
export class EmailNotAssociatedWithUser extends KnownError<undefined> {
  static override readonly code = "EMAIL_NOT_ASSOCIATED_WITH_USER";
  static override readonly status = 400;
  declare readonly errorCode: typeof EmailNotAssociatedWithUser.code;

  constructor() {
    super(
      EmailNotAssociatedWithUser.status,
      "The e-mail is not associated with a user that could log in with that e-mail.",
    );
  }
}

/** `EMAIL_IS_NOT_PRIMARY_EMAIL`: the e-mail must be the user's primary e-mail. */
export class EmailIsNotPrimaryEmail extends KnownError<{ email: string; primary_email: string | null }> {
  static override readonly code = "EMAIL_IS_NOT_PRIMARY_EMAIL";
  static override readonly status = 400;
  declare readonly errorCode: typeof EmailIsNotPrimaryEmail.code;

  constructor(email: string, primaryEmail: string | null) {
    super(
      EmailIsNotPrimaryEmail.status,
      `The given e-mail (${email}) must equal the user's primary e-mail (${primaryEmail}).`,
      { email, primary_email: primaryEmail },
    );
  }

  /** The e-mail the request gave. */
  get email(): string {
    return this.details.email;
  }

  /** The user's primary e-mail, or `null` when there is none. */
  get primaryEmail(): string | null {
    return this.details.primary_email;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const email = stringField(details, "email");
    const primary = details.primary_email;
    if (email === undefined || (primary !== null && typeof primary !== "string")) return super.fromJson(json, status);
    return withStatus(new this(email, primary), status);
  }
}
