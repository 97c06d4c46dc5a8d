/** User and team API keys (docs/protocol.md §4.5 and §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** Whom an API key belongs to. */
export type ApiKeyType = "user" | "team";

/** Group `API_KEY_NOT_VALID`: the API key cannot be used. Checking a key returns `null` for these. */
export abstract class ApiKeyNotValid<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "API_KEY_NOT_VALID";
}

/** `API_KEY_EXPIRED`: the API key has expired. */
export class ApiKeyExpired extends ApiKeyNotValid<undefined> {
  static override readonly code = "API_KEY_EXPIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ApiKeyExpired.code;

  constructor() {
    super(ApiKeyExpired.status, "API key has expired.");
  }
}

/** `API_KEY_REVOKED`: the API key was revoked. */
export class ApiKeyRevoked extends ApiKeyNotValid<undefined> {
  static override readonly code = "API_KEY_REVOKED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ApiKeyRevoked.code;

  constructor() {
    super(ApiKeyRevoked.status, "API key has been revoked.");
  }
}

/** `WRONG_API_KEY_TYPE`: a team key was given to a user-key endpoint, or the reverse. */
export class WrongApiKeyType extends ApiKeyNotValid<{ expected_type: ApiKeyType; actual_type: ApiKeyType }> {
  static override readonly code = "WRONG_API_KEY_TYPE";
  static override readonly status = 400;
  declare readonly errorCode: typeof WrongApiKeyType.code;

  constructor(expectedType: ApiKeyType, actualType: ApiKeyType) {
    super(
      WrongApiKeyType.status,
      `This endpoint is for ${expectedType} API keys, but a ${actualType} API key was provided.`,
      { expected_type: expectedType, actual_type: actualType },
    );
  }

  /** The kind of key the endpoint takes. */
  get expectedType(): ApiKeyType {
    return this.details.expected_type;
  }

  /** The kind of key that was given. */
  get actualType(): ApiKeyType {
    return this.details.actual_type;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const expected = stringField(details, "expected_type");
    const actual = stringField(details, "actual_type");
    return expected === undefined || actual === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(expected as ApiKeyType, actual as ApiKeyType), status);
  }
}

/** `API_KEY_NOT_FOUND`: no such API key. In admin-token mode it also means "refresh the admin token". */
export class ApiKeyNotFound extends ApiKeyNotValid<undefined> {
  static override readonly code = "API_KEY_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof ApiKeyNotFound.code;

  constructor() {
    super(ApiKeyNotFound.status, "API key not found.");
  }
}

/** `PUBLIC_API_KEY_CANNOT_BE_REVOKED`: the secret-scanner endpoint does not revoke public keys. */
export class PublicApiKeyCannotBeRevoked extends ApiKeyNotValid<undefined> {
  static override readonly code = "PUBLIC_API_KEY_CANNOT_BE_REVOKED";
  static override readonly status = 400;
  declare readonly errorCode: typeof PublicApiKeyCannotBeRevoked.code;

  constructor() {
    super(PublicApiKeyCannotBeRevoked.status, "Public API keys cannot be revoked by the secretscanner endpoint.");
  }
}
