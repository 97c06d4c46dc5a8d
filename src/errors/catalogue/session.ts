/** Session authentication: access tokens and refresh tokens (docs/protocol.md §4.5, §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, restrictedReasonOf, stringField, withStatus } from "./decode";
import type { RestrictedReason } from "./decode";

export type { RestrictedReason } from "./decode";


/** Group `SESSION_AUTHENTICATION_ERROR`: the user's session credentials cannot be used. */
export abstract class SessionAuthenticationError<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "SESSION_AUTHENTICATION_ERROR";
}

/** Group `INVALID_SESSION_AUTHENTICATION`: session credentials were sent but are invalid. */
export abstract class InvalidSessionAuthentication<Details = unknown> extends SessionAuthenticationError<Details> {
  static override readonly code: string = "INVALID_SESSION_AUTHENTICATION";
}

/**
 * Group `INVALID_ACCESS_TOKEN`: the access token is unusable. The client expires
 * the token, refreshes it and retries once.
 */
export abstract class InvalidAccessToken<Details = unknown> extends InvalidSessionAuthentication<Details> {
  static override readonly code: string = "INVALID_ACCESS_TOKEN";
}

/** `UNPARSABLE_ACCESS_TOKEN`: the access token is not a readable JWT. */
export class UnparsableAccessToken extends InvalidAccessToken<undefined> {
  static override readonly code = "UNPARSABLE_ACCESS_TOKEN";
  static override readonly status = 401;
  declare readonly errorCode: typeof UnparsableAccessToken.code;

  constructor() {
    super(UnparsableAccessToken.status, "Access token is not parsable.");
  }
}

/**
 * `ACCESS_TOKEN_EXPIRED`: the access token has expired; refresh it. Newer servers
 * add `project_id`, `user_id` and `refresh_token_id` to the details and a longer
 * text; such an error keeps the service's own text.
 */
export class AccessTokenExpired extends InvalidAccessToken<{ expired_at_millis: number | null }> {
  static override readonly code = "ACCESS_TOKEN_EXPIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof AccessTokenExpired.code;

  /** @param expiredAt when the token expired, or `null` when unknown */
  constructor(expiredAt: Date | null) {
    super(
      AccessTokenExpired.status,
      "Access token has expired. Please refresh it and try again." +
        (expiredAt ? ` (The access token expired at ${expiredAt.toISOString()}.)` : ""),
      { expired_at_millis: expiredAt?.getTime() ?? null },
    );
  }

  /** When the token expired, or `null` when the service did not say. */
  get expiredAt(): Date | null {
    const millis = this.details.expired_at_millis;
    return typeof millis === "number" ? new Date(millis) : null;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const isNewerShape = "project_id" in details || "user_id" in details || "refresh_token_id" in details;
    const millis = details.expired_at_millis;
    if (isNewerShape || (millis !== null && typeof millis !== "number")) return super.fromJson(json, status);
    return withStatus(new this(millis === null ? null : new Date(millis)), status);
  }
}

/** `INVALID_PROJECT_FOR_ACCESS_TOKEN`: the access token belongs to another project. */
export class InvalidProjectForAccessToken extends InvalidAccessToken<{
  expected_project_id: string;
  actual_project_id: string;
}> {
  static override readonly code = "INVALID_PROJECT_FOR_ACCESS_TOKEN";
  static override readonly status = 401;
  declare readonly errorCode: typeof InvalidProjectForAccessToken.code;

  constructor(expectedProjectId: string, actualProjectId: string) {
    super(
      InvalidProjectForAccessToken.status,
      `Access token not valid for this project. Expected project ID ${JSON.stringify(expectedProjectId)}, ` +
        `but the token is for project ID ${JSON.stringify(actualProjectId)}.`,
      { expected_project_id: expectedProjectId, actual_project_id: actualProjectId },
    );
  }

  /** The project the request named. */
  get expectedProjectId(): string {
    return this.details.expected_project_id;
  }

  /** The project the token was issued for. */
  get actualProjectId(): string {
    return this.details.actual_project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const expected = stringField(details, "expected_project_id");
    const actual = stringField(details, "actual_project_id");
    return expected === undefined || actual === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(expected, actual), status);
  }
}

/**
 * Group `REFRESH_TOKEN_ERROR`: from the token endpoint it means the session is
 * dead and the user must sign in again.
 */
export abstract class RefreshTokenError<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "REFRESH_TOKEN_ERROR";
}

/** `REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED`: the refresh token is unknown, expired or revoked. */
export class RefreshTokenNotFoundOrExpired extends RefreshTokenError<undefined> {
  static override readonly code = "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof RefreshTokenNotFoundOrExpired.code;

  constructor() {
    super(
      RefreshTokenNotFoundOrExpired.status,
      "Refresh token not found for this project, or the session has expired/been revoked.",
    );
  }
}

/** `CANNOT_DELETE_CURRENT_SESSION`: a session cannot revoke itself through the sessions list (sign out instead). */
export class CannotDeleteCurrentSession extends RefreshTokenError<undefined> {
  static override readonly code = "CANNOT_DELETE_CURRENT_SESSION";
  static override readonly status = 400;
  declare readonly errorCode: typeof CannotDeleteCurrentSession.code;

  constructor() {
    super(CannotDeleteCurrentSession.status, "Cannot delete the current session.");
  }
}

/** `PROVIDER_REJECTED`: the OAuth provider no longer accepts this session; the user must sign in again. */
export class ProviderRejected extends RefreshTokenError<undefined> {
  static override readonly code = "PROVIDER_REJECTED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ProviderRejected.code;

  constructor() {
    super(
      ProviderRejected.status,
      "The provider refused to refresh their token. This usually means that the provider used to authenticate the user " +
        "no longer regards this session as valid, and the user must re-authenticate.",
    );
  }
}

/** `ANONYMOUS_AUTHENTICATION_NOT_ALLOWED` (newer servers): the access token is an anonymous user's, which the request did not allow. */
export class AnonymousAuthenticationNotAllowed extends KnownError<undefined> {
  static override readonly code = "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED";
  static override readonly status = 401;
  declare readonly errorCode: typeof AnonymousAuthenticationNotAllowed.code;

  constructor() {
    super(
      AnonymousAuthenticationNotAllowed.status,
      "X-Stack-Access-Token is for an anonymous user, but anonymous users are not enabled. " +
        "Set the X-Stack-Allow-Anonymous-User header of this request to 'true' to allow anonymous users.",
    );
  }
}

/** `RESTRICTED_USER_NOT_ALLOWED` (newer servers): the signed-in user is restricted, which the request did not allow. */
export class RestrictedUserNotAllowed extends KnownError<{ restricted_reason: RestrictedReason }> {
  static override readonly code = "RESTRICTED_USER_NOT_ALLOWED";
  static override readonly status = 403;
  declare readonly errorCode: typeof RestrictedUserNotAllowed.code;

  constructor(reason: RestrictedReason) {
    super(
      RestrictedUserNotAllowed.status,
      `The user in the access token is in restricted state. Reason: ${reason.type}. ` +
        "Please pass the X-Stack-Allow-Restricted-User header if this is intended.",
      { restricted_reason: reason },
    );
  }

  /** Why the user is restricted. */
  get restrictedReason(): RestrictedReason {
    return this.details.restricted_reason;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const reason = restrictedReasonOf(json);
    return reason === undefined ? super.fromJson(json, status) : withStatus(new this(reason), status);
  }
}
