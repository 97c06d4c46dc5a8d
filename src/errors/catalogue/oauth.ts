/** The OAuth flow: authorize, callback and token endpoints, providers (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** `INVALID_OAUTH_CLIENT_ID_OR_SECRET`: the OAuth client id (project id) or secret (publishable key) is wrong. */
export class InvalidOAuthClientIdOrSecret extends KnownError<{ client_id: string | null }> {
  static override readonly code = "INVALID_OAUTH_CLIENT_ID_OR_SECRET";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidOAuthClientIdOrSecret.code;

  /** @param clientId the client id sent, or `null` (the token endpoint never says) */
  constructor(clientId: string | null) {
    super(
      InvalidOAuthClientIdOrSecret.status,
      "The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), " +
        "and the client secret must be a publishable client key.",
      { client_id: clientId },
    );
  }

  /** The client id the request sent, when the service echoed it. */
  get clientId(): string | null {
    return this.details.client_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const clientId = detailsOf(json).client_id;
    return typeof clientId === "string" || clientId === null
      ? withStatus(new this(clientId), status)
      : super.fromJson(json, status);
  }
}

/** `INVALID_SCOPE`: the requested OAuth scope is not one the service knows. The scope is only in the message. */
export class InvalidScope extends KnownError<undefined> {
  static override readonly code = "INVALID_SCOPE";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidScope.code;

  /** @param scope the scope requested, or `null` when none was */
  constructor(scope: string | null) {
    super(InvalidScope.status, `The scope "${scope ?? "<empty string>"}" is not a valid OAuth scope for Stack.`);
  }
}

/** `OUTER_OAUTH_TIMEOUT`: the OAuth flow took too long; sign in again. */
export class OuterOAuthTimeout extends KnownError<undefined> {
  static override readonly code = "OUTER_OAUTH_TIMEOUT";
  static override readonly status = 408;
  declare readonly errorCode: typeof OuterOAuthTimeout.code;

  constructor() {
    super(OuterOAuthTimeout.status, "The OAuth flow has timed out. Please sign in again.");
  }
}

/** `OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED`: the project has no such enabled OAuth provider. */
export class OAuthProviderNotFoundOrNotEnabled extends KnownError<undefined> {
  static override readonly code = "OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthProviderNotFoundOrNotEnabled.code;

  constructor() {
    super(OAuthProviderNotFoundOrNotEnabled.status, "The OAuth provider is not found or not enabled.");
  }
}

/** `INVALID_SHARED_OAUTH_PROVIDER_ID`: no shared OAuth provider has this id. */
export class InvalidSharedOAuthProviderId extends KnownError<{ provider_id: string }> {
  static override readonly code = "INVALID_SHARED_OAUTH_PROVIDER_ID";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidSharedOAuthProviderId.code;

  constructor(providerId: string) {
    super(
      InvalidSharedOAuthProviderId.status,
      `The shared OAuth provider with ID ${providerId} is not valid.`,
      { provider_id: providerId },
    );
  }

  /** The provider id the request named. */
  get providerId(): string {
    return this.details.provider_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const providerId = stringField(detailsOf(json), "provider_id");
    return providerId === undefined ? super.fromJson(json, status) : withStatus(new this(providerId), status);
  }
}

/** `INVALID_STANDARD_OAUTH_PROVIDER_ID`: no standard OAuth provider has this id. */
export class InvalidStandardOAuthProviderId extends KnownError<{ provider_id: string }> {
  static override readonly code = "INVALID_STANDARD_OAUTH_PROVIDER_ID";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidStandardOAuthProviderId.code;

  constructor(providerId: string) {
    super(
      InvalidStandardOAuthProviderId.status,
      `The standard OAuth provider with ID ${providerId} is not valid.`,
      { provider_id: providerId },
    );
  }

  /** The provider id the request named. */
  get providerId(): string {
    return this.details.provider_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const providerId = stringField(detailsOf(json), "provider_id");
    return providerId === undefined ? super.fromJson(json, status) : withStatus(new this(providerId), status);
  }
}

/** `INVALID_AUTHORIZATION_CODE`: the authorization code is unknown, used or expired. */
export class InvalidAuthorizationCode extends KnownError<undefined> {
  static override readonly code = "INVALID_AUTHORIZATION_CODE";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidAuthorizationCode.code;

  constructor() {
    super(InvalidAuthorizationCode.status, "The given authorization code is invalid.");
  }
}

/** `OAUTH_PROVIDER_ACCESS_DENIED`: the user or the provider refused access. */
export class OAuthProviderAccessDenied extends KnownError<undefined> {
  static override readonly code = "OAUTH_PROVIDER_ACCESS_DENIED";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthProviderAccessDenied.code;

  constructor() {
    super(OAuthProviderAccessDenied.status, "The OAuth provider denied access to the user.");
  }
}

/** `OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE` (newer servers): the provider is down; try again. */
export class OAuthProviderTemporarilyUnavailable extends KnownError<undefined> {
  static override readonly code = "OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE";
  static override readonly status = 503;
  declare readonly errorCode: typeof OAuthProviderTemporarilyUnavailable.code;

  constructor() {
    super(
      OAuthProviderTemporarilyUnavailable.status,
      "The OAuth provider is temporarily unavailable. Please try signing in again.",
    );
  }
}

/** `INVALID_APPLE_CREDENTIALS` (newer servers): Sign in with Apple credentials could not be verified. */
export class InvalidAppleCredentials extends KnownError<undefined> {
  static override readonly code = "INVALID_APPLE_CREDENTIALS";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidAppleCredentials.code;

  constructor() {
    super(
      InvalidAppleCredentials.status,
      "The Apple Sign In credentials could not be verified. Please try signing in again.",
    );
  }
}

/** `APPLE_BUNDLE_ID_NOT_CONFIGURED` (newer servers): Sign in with Apple has no bundle ids configured. */
export class AppleBundleIdNotConfigured extends KnownError<undefined> {
  static override readonly code = "APPLE_BUNDLE_ID_NOT_CONFIGURED";
  static override readonly status = 400;
  declare readonly errorCode: typeof AppleBundleIdNotConfigured.code;

  constructor() {
    super(
      AppleBundleIdNotConfigured.status,
      "Apple Sign In is enabled, but no Bundle IDs are configured. " +
        "Please add your app's Bundle ID in the Stack Auth dashboard under OAuth Providers > Apple > Apple Bundle IDs.",
    );
  }
}
