/** Request and framework errors (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/**
 * `UNSUPPORTED_ERROR` (client-side only): an error this client cannot represent,
 * e.g. one added in a newer version of the service.
 */
export class UnsupportedError extends KnownError<{ originalErrorCode: string }> {
  static override readonly code = "UNSUPPORTED_ERROR";
  static override readonly status = 500;
  declare readonly errorCode: typeof UnsupportedError.code;

  constructor(originalErrorCode: string) {
    super(
      UnsupportedError.status,
      "An error occurred that is not currently supported (possibly because it was added in a version of Stack that is newer than this client). " +
        `The original unsupported error code was: ${originalErrorCode}`,
      // camelCase on the wire, unlike every other details object.
      { originalErrorCode },
    );
  }

  /** The code this client did not know. */
  get originalErrorCode(): string {
    return this.details.originalErrorCode;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const code = stringField(detailsOf(json), "originalErrorCode");
    return code === undefined ? super.fromJson(json, status) : withStatus(new this(code), status);
  }
}

/**
 * `BODY_PARSING_ERROR`: the request body could not be read. The service sends one of
 * `Request body cannot be parsed as UTF-8`, `Invalid JSON in request body`,
 * `Invalid form data in request body`, `Unknown content type in request body: {type}`.
 */
export class BodyParsingError extends KnownError<undefined> {
  static override readonly code = "BODY_PARSING_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof BodyParsingError.code;

  constructor(message: string) {
    super(BodyParsingError.status, message);
  }
}

/**
 * `SCHEMA_ERROR`: the request failed validation. The text lists each problem
 * (`Request validation failed on {METHOD} {path}:` then `\n  - {problem}` lines),
 * or is a handler's own sentence.
 */
export class SchemaError extends KnownError<{ message: string }> {
  static override readonly code = "SCHEMA_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof SchemaError.code;

  constructor(message: string) {
    super(SchemaError.status, message, { message });
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const message = stringField(detailsOf(json), "message");
    return message === undefined ? super.fromJson(json, status) : withStatus(new this(message), status);
  }
}

/**
 * `ALL_OVERLOADS_FAILED`: every variant of an overloaded endpoint rejected the
 * request. `overloadErrors` holds each variant's descriptive JSON.
 */
export class AllOverloadsFailed extends KnownError<{ overload_errors: unknown[] }> {
  static override readonly code = "ALL_OVERLOADS_FAILED";
  static override readonly status = 400;
  declare readonly errorCode: typeof AllOverloadsFailed.code;

  constructor(overloadErrors: unknown[]) {
    const blocks = overloadErrors.map((error, i) => `Overload ${i + 1}: ${JSON.stringify(error, undefined, 2)}`);
    // The service indents every line after the header by two spaces, blank separator lines included.
    const body = blocks.join("\n\n").replaceAll("\n", "\n  ");
    super(
      AllOverloadsFailed.status,
      `This endpoint has multiple overloads, but they all failed to process the request.\n\n  ${body}`,
      { overload_errors: overloadErrors },
    );
  }

  /** Each failed variant's error, as the service described it. */
  get overloadErrors(): unknown[] {
    return this.details.overload_errors;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const errors = detailsOf(json).overload_errors;
    return Array.isArray(errors) ? withStatus(new this(errors), status) : super.fromJson(json, status);
  }
}
