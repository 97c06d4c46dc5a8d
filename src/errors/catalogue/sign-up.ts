/** Creating accounts (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** `SIGN_UP_NOT_ENABLED`: the project does not allow new accounts. */
export class SignUpNotEnabled extends KnownError<undefined> {
  static override readonly code = "SIGN_UP_NOT_ENABLED";
  static override readonly status = 400;
  declare readonly errorCode: typeof SignUpNotEnabled.code;

  constructor() {
    super(
      SignUpNotEnabled.status,
      "Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.",
    );
  }
}

/** `ANONYMOUS_ACCOUNTS_NOT_ENABLED`: the project does not allow anonymous accounts. */
export class AnonymousAccountsNotEnabled extends KnownError<undefined> {
  static override readonly code = "ANONYMOUS_ACCOUNTS_NOT_ENABLED";
  static override readonly status = 400;
  declare readonly errorCode: typeof AnonymousAccountsNotEnabled.code;

  constructor() {
    super(AnonymousAccountsNotEnabled.status, "Anonymous accounts are not enabled for this project.");
  }
}

const DEFAULT_SIGN_UP_REJECTED_MESSAGE = "Your sign up was rejected by an administrator's sign-up rule.";

/** `SIGN_UP_REJECTED` (newer servers): an administrator's sign-up rule rejected the account. */
export class SignUpRejected extends KnownError<{ message: string }> {
  static override readonly code = "SIGN_UP_REJECTED";
  static override readonly status = 403;
  declare readonly errorCode: typeof SignUpRejected.code;

  constructor(message: string = DEFAULT_SIGN_UP_REJECTED_MESSAGE) {
    super(SignUpRejected.status, message, { message });
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const message = stringField(detailsOf(json), "message");
    return message === undefined ? super.fromJson(json, status) : withStatus(new this(message), status);
  }
}

/** `BOT_CHALLENGE_REQUIRED` (newer servers): sign-up needs an extra bot challenge first. */
export class BotChallengeRequired extends KnownError<undefined> {
  static override readonly code = "BOT_CHALLENGE_REQUIRED";
  static override readonly status = 409;
  declare readonly errorCode: typeof BotChallengeRequired.code;

  constructor() {
    super(BotChallengeRequired.status, "An additional bot challenge is required before sign-up can continue.");
  }
}

/** `BOT_CHALLENGE_FAILED` (newer servers): the bot challenge was not passed. */
export class BotChallengeFailed extends KnownError<{ message: string }> {
  static override readonly code = "BOT_CHALLENGE_FAILED";
  static override readonly status = 400;
  declare readonly errorCode: typeof BotChallengeFailed.code;

  constructor(message: string) {
    super(BotChallengeFailed.status, message, { message });
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const message = stringField(detailsOf(json), "message");
    return message === undefined ? super.fromJson(json, status) : withStatus(new this(message), status);
  }
}
