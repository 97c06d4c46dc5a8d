/**
 * Known errors of the OAuth and passkey areas (protocol/errors.md §6, §8), with the
 * service's messages byte for byte. Kept apart from `errors.ts` so each area owns its
 * own list; the wire shape is the shared `KnownError`'s.
 */
import { KnownError } from "../../errors/known-error";

function known(code: string, status: number, message: string, details?: unknown): KnownError {
  return new KnownError(status, message, details, { code });
}

export const OAuthErrors = {
  providerNotFoundOrNotEnabled: () => known("OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED", 400, "The OAuth provider is not found or not enabled."),
  extraScopeNotAvailableWithSharedKeys: () => known("OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS", 400,
    "Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes."),
  accessTokenNotAvailableWithSharedKeys: () => known("OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS", 400,
    "Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens."),
  connectionNotConnectedToUser: () => known("OAUTH_CONNECTION_NOT_CONNECTED_TO_USER", 400, "The OAuth connection is not connected to any user."),
  connectionAlreadyConnectedToAnotherUser: () => known("OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER", 409,
    "The OAuth connection is already connected to another user."),
  connectionDoesNotHaveRequiredScope: () => known("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE", 400, "The OAuth connection does not have the required scope."),
  userAlreadyConnectedToAnotherConnection: () => known("USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION", 409,
    "The user is already connected to another OAuth account. Did you maybe selected the wrong account?"),
  outerTimeout: () => known("OUTER_OAUTH_TIMEOUT", 408, "The OAuth flow has timed out. Please sign in again."),
  providerAccessDenied: () => known("OAUTH_PROVIDER_ACCESS_DENIED", 400, "The OAuth provider denied access to the user."),
  contactChannelAlreadyUsedForAuth: (value: string | null) => known("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE", 409,
    value === null
      ? "This email is already used for authentication by another account."
      : `The email (${value}) is already used for authentication by another account.`,
    { type: "email", contact_channel_value: value }),
};

export const PasskeyErrors = {
  notEnabled: () => known("PASSKEY_AUTHENTICATION_NOT_ENABLED", 400, "Passkey authentication is not enabled for this project."),
  /** The service uses the *authentication* code even for registration failures of the origin. */
  authenticationFailed: (message: string) => known("PASSKEY_AUTHENTICATION_FAILED", 400, message),
  registrationFailed: (message: string) => known("PASSKEY_REGISTRATION_FAILED", 400, message),
};
