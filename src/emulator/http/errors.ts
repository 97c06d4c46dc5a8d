/**
 * The two kinds of non-known errors the emulator answers with. Known errors (coded,
 * with `x-stack-known-error`) are the SDK's own catalogue classes, `KnownErrors.*`
 * from `src/errors`: one definition of every message, shared with the client that
 * decodes them.
 */

/** A non-known error: the message is the whole `text/plain` body. */
export class StatusError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "StatusError";
  }
}

/** OAuth-library style error of the token endpoint: `{error, error_description}` JSON, no known-error header. */
export class OAuthJsonError extends Error {
  constructor(readonly status: number, readonly error: string, readonly description: string) {
    super(description);
    this.name = "OAuthJsonError";
  }
}

/**
 * A failure the service itself answers with its generic 500 (docs/protocol.md §4.2), not a
 * bug of the emulator: mail its SMTP server cannot send. The client gets only the 500 text;
 * `message` says why, for the emulator's log.
 */
export class ServiceFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServiceFailure";
  }
}
