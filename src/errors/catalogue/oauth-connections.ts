/**
 * Connected OAuth accounts and the identities they may sign in with
 * (docs/protocol.md §4.8).
 */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** `OAUTH_CONNECTION_NOT_CONNECTED_TO_USER`: the user has no connection to this provider. */
export class OAuthConnectionNotConnectedToUser extends KnownError<undefined> {
  static override readonly code = "OAUTH_CONNECTION_NOT_CONNECTED_TO_USER";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthConnectionNotConnectedToUser.code;

  constructor() {
    super(OAuthConnectionNotConnectedToUser.status, "The OAuth connection is not connected to any user.");
  }
}

/** `OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER`: the provider account belongs to another user. */
export class OAuthConnectionAlreadyConnectedToAnotherUser extends KnownError<undefined> {
  static override readonly code = "OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER";
  static override readonly status = 409;
  declare readonly errorCode: typeof OAuthConnectionAlreadyConnectedToAnotherUser.code;

  constructor() {
    super(OAuthConnectionAlreadyConnectedToAnotherUser.status, "The OAuth connection is already connected to another user.");
  }
}

/** `OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE`: the connection lacks a requested scope. */
export class OAuthConnectionDoesNotHaveRequiredScope extends KnownError<undefined> {
  static override readonly code = "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthConnectionDoesNotHaveRequiredScope.code;

  constructor() {
    super(OAuthConnectionDoesNotHaveRequiredScope.status, "The OAuth connection does not have the required scope.");
  }
}

/** `OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS`: extra scopes need the project's own OAuth keys. */
export class OAuthExtraScopeNotAvailableWithSharedOAuthKeys extends KnownError<undefined> {
  static override readonly code = "OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthExtraScopeNotAvailableWithSharedOAuthKeys.code;

  constructor() {
    super(
      OAuthExtraScopeNotAvailableWithSharedOAuthKeys.status,
      "Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes.",
    );
  }
}

/** `OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS`: provider access tokens need the project's own OAuth keys. */
export class OAuthAccessTokenNotAvailableWithSharedOAuthKeys extends KnownError<undefined> {
  static override readonly code = "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthAccessTokenNotAvailableWithSharedOAuthKeys.code;

  constructor() {
    super(
      OAuthAccessTokenNotAvailableWithSharedOAuthKeys.status,
      "Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.",
    );
  }
}

/** `OAUTH_ACCESS_TOKEN_NOT_AVAILABLE` (newer servers): the provider's access token could not be retrieved. */
export class OAuthAccessTokenNotAvailable extends KnownError<{ provider: string; details: string }> {
  static override readonly code = "OAUTH_ACCESS_TOKEN_NOT_AVAILABLE";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthAccessTokenNotAvailable.code;

  constructor(provider: string, reason: string) {
    super(
      OAuthAccessTokenNotAvailable.status,
      `Failed to retrieve an OAuth access token for the connected account (provider: ${provider}). ${reason}`,
      { provider, details: reason },
    );
  }

  /** The provider id. */
  get provider(): string {
    return this.details.provider;
  }

  /** The service's explanation (`details.details`). */
  get reason(): string {
    return this.details.details;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const provider = stringField(details, "provider");
    const reason = stringField(details, "details");
    return provider === undefined || reason === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(provider, reason), status);
  }
}

/** `USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION`: the user is linked to another account of this provider. */
export class UserAlreadyConnectedToAnotherOAuthConnection extends KnownError<undefined> {
  static override readonly code = "USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION";
  static override readonly status = 409;
  declare readonly errorCode: typeof UserAlreadyConnectedToAnotherOAuthConnection.code;

  constructor() {
    super(
      UserAlreadyConnectedToAnotherOAuthConnection.status,
      // "Did you maybe selected" is the service's wording.
      "The user is already connected to another OAuth account. Did you maybe selected the wrong account?",
    );
  }
}

/** `OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN` (newer servers): this provider account already signs in another user. */
export class OAuthProviderAccountIdAlreadyUsedForSignIn extends KnownError<undefined> {
  static override readonly code = "OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN";
  static override readonly status = 400;
  declare readonly errorCode: typeof OAuthProviderAccountIdAlreadyUsedForSignIn.code;

  constructor() {
    super(
      OAuthProviderAccountIdAlreadyUsedForSignIn.status,
      "A provider with the same account ID is already used for signing in.",
    );
  }
}

/**
 * `CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE`: another account signs in
 * with this e-mail. Newer servers reword the text and add
 * `would_work_if_email_was_verified`; such an error keeps the service's own text.
 */
export class ContactChannelAlreadyUsedForAuthBySomeoneElse extends KnownError<{
  type: "email";
  contact_channel_value: string | null;
}> {
  static override readonly code = "CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE";
  static override readonly status = 409;
  declare readonly errorCode: typeof ContactChannelAlreadyUsedForAuthBySomeoneElse.code;

  constructor(type: "email", contactChannelValue: string | null) {
    super(
      ContactChannelAlreadyUsedForAuthBySomeoneElse.status,
      contactChannelValue === null
        ? `This ${type} is already used for authentication by another account.`
        : `The ${type} (${contactChannelValue}) is already used for authentication by another account.`,
      { type, contact_channel_value: contactChannelValue },
    );
  }

  /** The contact channel's kind. */
  get type(): "email" {
    return this.details.type;
  }

  /** The address, when the service named it. */
  get contactChannelValue(): string | null {
    return this.details.contact_channel_value;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const type = stringField(details, "type");
    const value = details.contact_channel_value;
    const isNewerShape = "would_work_if_email_was_verified" in details;
    if (isNewerShape || type === undefined || (value !== null && typeof value !== "string")) return super.fromJson(json, status);
    return withStatus(new this(type as "email", value), status);
  }
}
