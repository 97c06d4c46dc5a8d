/** Signing in a command-line tool through the browser (docs/protocol.md §4.8, docs/protocol.md §4.6). */
import { KnownError } from "../known-error";
import type { KnownErrorOptions } from "../known-error";

/** Options of the client-side errors: the underlying error, kept as `cause`. */
type CauseOptions = Pick<KnownErrorOptions, "cause">;

/** `INVALID_POLLING_CODE`: the CLI polling code is unknown. */
export class InvalidPollingCodeError extends KnownError<undefined> {
  static override readonly code = "INVALID_POLLING_CODE";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidPollingCodeError.code;

  constructor() {
    super(InvalidPollingCodeError.status, "The polling code is invalid or does not exist.");
  }
}

/** `CLI_AUTH_ERROR` (client-side only): the CLI login could not start or finish. Use the static helpers. */
export class CliAuthError extends KnownError<undefined> {
  static override readonly code = "CLI_AUTH_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof CliAuthError.code;

  constructor(message: string, options?: CauseOptions) {
    super(CliAuthError.status, message, undefined, options);
  }

  /** Starting the login failed with this HTTP status and response text. */
  static initiationFailed(status: number, text: string, options?: CauseOptions): CliAuthError {
    return new CliAuthError(`Failed to initiate CLI auth: ${status} ${text}`, options);
  }

  /** Polling answered with a status the protocol does not allow. */
  static unexpectedPollStatus(options?: CauseOptions): CliAuthError {
    return new CliAuthError("Unexpected status from CLI auth polling", options);
  }

  /** The browser side did not confirm within the allowed attempts. */
  static timedOut(options?: CauseOptions): CliAuthError {
    return new CliAuthError("Timed out waiting for CLI authentication.", options);
  }
}

/** `CLI_AUTH_EXPIRED_ERROR` (client-side only): the CLI login request expired. */
export class CliAuthExpiredError extends KnownError<undefined> {
  static override readonly code = "CLI_AUTH_EXPIRED_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof CliAuthExpiredError.code;

  constructor(message: string = "CLI authentication request expired. Please try again.", options?: CauseOptions) {
    super(CliAuthExpiredError.status, message, undefined, options);
  }
}

/** `CLI_AUTH_USED_ERROR` (client-side only): the CLI login token was used already. */
export class CliAuthUsedError extends KnownError<undefined> {
  static override readonly code = "CLI_AUTH_USED_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof CliAuthUsedError.code;

  constructor(message: string = "This authentication token has already been used.", options?: CauseOptions) {
    super(CliAuthUsedError.status, message, undefined, options);
  }
}
