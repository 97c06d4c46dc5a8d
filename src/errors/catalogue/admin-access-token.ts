/** Admin access tokens: the dashboard user's token for managing a project (docs/protocol.md §4.8). */
import type { KnownError, KnownErrorJson } from "../known-error";
import { detailsOf, withStatus } from "./decode";
import { InvalidProjectAuthentication } from "./project-auth";

/**
 * Group `INVALID_ADMIN_ACCESS_TOKEN`: the admin access token cannot be used. In
 * admin-token mode the client refreshes the token and retries.
 */
export abstract class InvalidAdminAccessToken<Details = unknown> extends InvalidProjectAuthentication<Details> {
  static override readonly code: string = "INVALID_ADMIN_ACCESS_TOKEN";
}

/** `UNPARSABLE_ADMIN_ACCESS_TOKEN`: the admin access token is not a readable JWT. */
export class UnparsableAdminAccessToken extends InvalidAdminAccessToken<undefined> {
  static override readonly code = "UNPARSABLE_ADMIN_ACCESS_TOKEN";
  static override readonly status = 401;
  declare readonly errorCode: typeof UnparsableAdminAccessToken.code;

  constructor() {
    super(UnparsableAdminAccessToken.status, "Admin access token is not parsable.");
  }
}

/** `ADMIN_ACCESS_TOKEN_EXPIRED`: the admin access token has expired; refresh it. */
export class AdminAccessTokenExpired extends InvalidAdminAccessToken<{ expired_at_millis: number | null }> {
  static override readonly code = "ADMIN_ACCESS_TOKEN_EXPIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof AdminAccessTokenExpired.code;

  /** @param expiredAt when the token expired, or `null` when unknown */
  constructor(expiredAt: Date | null) {
    super(
      AdminAccessTokenExpired.status,
      "Admin access token has expired. Please refresh it and try again." +
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
    const millis = detailsOf(json).expired_at_millis;
    if (millis === null) return withStatus(new this(null), status);
    return typeof millis === "number" ? withStatus(new this(new Date(millis)), status) : super.fromJson(json, status);
  }
}

/**
 * `INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN`: despite its text, sent when the token's
 * user still lists the project but the project no longer exists.
 */
export class InvalidProjectForAdminAccessToken extends InvalidAdminAccessToken<undefined> {
  static override readonly code = "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN";
  static override readonly status = 401;
  declare readonly errorCode: typeof InvalidProjectForAdminAccessToken.code;

  constructor() {
    super(InvalidProjectForAdminAccessToken.status, "Admin access tokens must be created on the internal project.");
  }
}

/** `ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN`: the token's user does not manage this project. */
export class AdminAccessTokenIsNotAdmin extends InvalidAdminAccessToken<undefined> {
  static override readonly code = "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN";
  static override readonly status = 401;
  declare readonly errorCode: typeof AdminAccessTokenIsNotAdmin.code;

  constructor() {
    super(AdminAccessTokenIsNotAdmin.status, "Admin access token does not have the required permissions to access this project.");
  }
}
