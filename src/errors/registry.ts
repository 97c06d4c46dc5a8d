/**
 * From wire code to class: the one place a known-error body becomes a typed error
 * (docs/protocol.md §4.6, decoding rule).
 */
import type * as Catalogue from "./catalogue";
// The leaf classes by name, area by area, rather than the `./catalogue` namespace or one
// namespace per area: the package entry re-exports the `./catalogue` namespace, so a bundler
// that splits code would put every class in the first chunk of any app that loads the
// registry (lazily, on the first error answer); and a namespace per area would make the
// bundle carry an object of every class's name, about 4 KB minified, that nothing reads.
// The registry tests check that this list is exactly the leaves of `KnownErrors`.
import { UnsupportedError, BodyParsingError, SchemaError, AllOverloadsFailed } from "./catalogue/request";
import {
  ProjectKeyWithoutAccessType,
  InvalidAccessType,
  AccessTypeWithoutProjectId,
  AccessTypeRequired,
  InsufficientAccessType,
  InvalidPublishableClientKey,
  InvalidSecretServerKey,
  InvalidSuperSecretAdminKey,
  ExpectedInternalProject,
  CurrentProjectNotFound,
} from "./catalogue/project-auth";
import {
  UnparsableAdminAccessToken,
  AdminAccessTokenExpired,
  InvalidProjectForAdminAccessToken,
  AdminAccessTokenIsNotAdmin,
} from "./catalogue/admin-access-token";
import {
  ClientAuthenticationRequired,
  ServerAuthenticationRequired,
  ClientOrServerAuthenticationRequired,
  ClientOrAdminAuthenticationRequired,
  ClientOrServerOrAdminAuthenticationRequired,
  AdminAuthenticationRequired,
  PublishableClientKeyRequiredForProject,
} from "./catalogue/project-auth-required";
import {
  UnparsableAccessToken,
  AccessTokenExpired,
  InvalidProjectForAccessToken,
  RefreshTokenNotFoundOrExpired,
  CannotDeleteCurrentSession,
  ProviderRejected,
  AnonymousAuthenticationNotAllowed,
  RestrictedUserNotAllowed,
} from "./catalogue/session";
import {
  UserWithEmailAlreadyExists,
  EmailNotVerified,
  CannotGetOwnUserWithoutUser,
  UserIdDoesNotExist,
  UserNotFound,
  UserAuthenticationRequired,
  EmailAlreadyVerified,
  EmailNotAssociatedWithUser,
  EmailIsNotPrimaryEmail,
} from "./catalogue/users";
import {
  ProjectNotFound,
  BranchDoesNotExist,
  RedirectUrlNotWhitelisted,
  EmailTemplateAlreadyExists,
} from "./catalogue/projects";
import {
  SignUpNotEnabled,
  AnonymousAccountsNotEnabled,
  SignUpRejected,
  BotChallengeRequired,
  BotChallengeFailed,
} from "./catalogue/sign-up";
import {
  PasswordAuthenticationNotEnabled,
  EmailPasswordMismatch,
  PasswordTooShort,
  PasswordTooLong,
  UserDoesNotHavePassword,
  PasswordConfirmationMismatch,
} from "./catalogue/passwords";
import {
  VerificationCodeNotFound,
  VerificationCodeExpired,
  VerificationCodeAlreadyUsed,
  VerificationCodeMaxAttemptsReached,
} from "./catalogue/verification";
import { MultiFactorAuthenticationRequired, InvalidTotpCode } from "./catalogue/mfa";
import {
  PasskeyAuthenticationNotEnabled,
  PasskeyRegistrationFailed,
  PasskeyAuthenticationFailed,
  PasskeyWebAuthnError,
} from "./catalogue/passkeys";
import {
  PermissionNotFound,
  PermissionScopeMismatch,
  ContainedPermissionNotFound,
  PermissionIdAlreadyExists,
  ProjectPermissionRequired,
  TeamPermissionRequired,
  TeamPermissionNotFound,
} from "./catalogue/permissions";
import {
  TeamNotFound,
  TeamAlreadyExists,
  TeamMembershipNotFound,
  TeamMembershipAlreadyExists,
  TeamInvitationRestrictedUserNotAllowed,
} from "./catalogue/teams";
import {
  InvalidOAuthClientIdOrSecret,
  InvalidScope,
  OuterOAuthTimeout,
  OAuthProviderNotFoundOrNotEnabled,
  InvalidSharedOAuthProviderId,
  InvalidStandardOAuthProviderId,
  InvalidAuthorizationCode,
  OAuthProviderAccessDenied,
  OAuthProviderTemporarilyUnavailable,
  InvalidAppleCredentials,
  AppleBundleIdNotConfigured,
} from "./catalogue/oauth";
import {
  OAuthConnectionNotConnectedToUser,
  OAuthConnectionAlreadyConnectedToAnotherUser,
  OAuthConnectionDoesNotHaveRequiredScope,
  OAuthExtraScopeNotAvailableWithSharedOAuthKeys,
  OAuthAccessTokenNotAvailableWithSharedOAuthKeys,
  OAuthAccessTokenNotAvailable,
  UserAlreadyConnectedToAnotherOAuthConnection,
  OAuthProviderAccountIdAlreadyUsedForSignIn,
  ContactChannelAlreadyUsedForAuthBySomeoneElse,
} from "./catalogue/oauth-connections";
import { InvalidPollingCodeError, CliAuthError, CliAuthExpiredError, CliAuthUsedError } from "./catalogue/cli";
import {
  ApiKeyExpired,
  ApiKeyRevoked,
  WrongApiKeyType,
  ApiKeyNotFound,
  PublicApiKeyCannotBeRevoked,
} from "./catalogue/api-keys";
import { KnownError } from "./known-error";
import type { KnownErrorJson } from "./known-error";

/** A catalogue class, seen from the registry. */
export type KnownErrorClass = (abstract new (...args: any[]) => KnownError) & {
  readonly code: string;
  readonly status: number;
  fromJson(json: KnownErrorJson, status?: number): KnownError;
};

/** Instance types of the leaf classes: the ones whose `errorCode` is a literal (groups keep `string`). */
type LeafInstance<C> = C extends abstract new (...args: any[]) => infer I
  ? I extends KnownError
    ? string extends I["errorCode"] ? never : I
    : never
  : never;

/**
 * Every error the service (or this SDK) can produce, as a union: a `switch` on
 * `errorCode` narrows it to one class.
 */
export type AnyKnownError = LeafInstance<(typeof Catalogue)[keyof typeof Catalogue]>;

/** Every code sent on the wire (or made client-side). Accept foreign codes as `KnownErrorCode | (string & {})`. */
export type KnownErrorCode = AnyKnownError["errorCode"];

/** The leaf classes, one per wire code (a group, a class that another one extends, is never sent). */
export const knownErrorClasses: readonly KnownErrorClass[] = [
  UnsupportedError, BodyParsingError, SchemaError, AllOverloadsFailed,
  ProjectKeyWithoutAccessType, InvalidAccessType, AccessTypeWithoutProjectId, AccessTypeRequired,
  InsufficientAccessType, InvalidPublishableClientKey, InvalidSecretServerKey, InvalidSuperSecretAdminKey,
  ExpectedInternalProject, CurrentProjectNotFound,
  UnparsableAdminAccessToken, AdminAccessTokenExpired, InvalidProjectForAdminAccessToken, AdminAccessTokenIsNotAdmin,
  ClientAuthenticationRequired, ServerAuthenticationRequired, ClientOrServerAuthenticationRequired,
  ClientOrAdminAuthenticationRequired, ClientOrServerOrAdminAuthenticationRequired, AdminAuthenticationRequired,
  PublishableClientKeyRequiredForProject,
  UnparsableAccessToken, AccessTokenExpired, InvalidProjectForAccessToken, RefreshTokenNotFoundOrExpired,
  CannotDeleteCurrentSession, ProviderRejected, AnonymousAuthenticationNotAllowed, RestrictedUserNotAllowed,
  UserWithEmailAlreadyExists, EmailNotVerified, CannotGetOwnUserWithoutUser, UserIdDoesNotExist, UserNotFound,
  UserAuthenticationRequired, EmailAlreadyVerified, EmailNotAssociatedWithUser, EmailIsNotPrimaryEmail,
  ProjectNotFound, BranchDoesNotExist, RedirectUrlNotWhitelisted, EmailTemplateAlreadyExists,
  SignUpNotEnabled, AnonymousAccountsNotEnabled, SignUpRejected, BotChallengeRequired, BotChallengeFailed,
  PasswordAuthenticationNotEnabled, EmailPasswordMismatch, PasswordTooShort, PasswordTooLong, UserDoesNotHavePassword,
  PasswordConfirmationMismatch,
  VerificationCodeNotFound, VerificationCodeExpired, VerificationCodeAlreadyUsed, VerificationCodeMaxAttemptsReached,
  MultiFactorAuthenticationRequired, InvalidTotpCode,
  PasskeyAuthenticationNotEnabled, PasskeyRegistrationFailed, PasskeyAuthenticationFailed, PasskeyWebAuthnError,
  PermissionNotFound, PermissionScopeMismatch, ContainedPermissionNotFound, PermissionIdAlreadyExists,
  ProjectPermissionRequired, TeamPermissionRequired, TeamPermissionNotFound,
  TeamNotFound, TeamAlreadyExists, TeamMembershipNotFound, TeamMembershipAlreadyExists,
  TeamInvitationRestrictedUserNotAllowed,
  InvalidOAuthClientIdOrSecret, InvalidScope, OuterOAuthTimeout, OAuthProviderNotFoundOrNotEnabled,
  InvalidSharedOAuthProviderId, InvalidStandardOAuthProviderId, InvalidAuthorizationCode, OAuthProviderAccessDenied,
  OAuthProviderTemporarilyUnavailable, InvalidAppleCredentials, AppleBundleIdNotConfigured,
  OAuthConnectionNotConnectedToUser, OAuthConnectionAlreadyConnectedToAnotherUser,
  OAuthConnectionDoesNotHaveRequiredScope, OAuthExtraScopeNotAvailableWithSharedOAuthKeys,
  OAuthAccessTokenNotAvailableWithSharedOAuthKeys, OAuthAccessTokenNotAvailable,
  UserAlreadyConnectedToAnotherOAuthConnection, OAuthProviderAccountIdAlreadyUsedForSignIn,
  ContactChannelAlreadyUsedForAuthBySomeoneElse,
  InvalidPollingCodeError, CliAuthError, CliAuthExpiredError, CliAuthUsedError,
  ApiKeyExpired, ApiKeyRevoked, WrongApiKeyType, ApiKeyNotFound, PublicApiKeyCannotBeRevoked,
];

function byCode(classes: readonly KnownErrorClass[]): Map<string, KnownErrorClass> {
  return new Map(classes.map((cls) => [cls.code, cls]));
}

const classByCode = /* @__PURE__ */ byCode(knownErrorClasses);

/** True when this copy of the SDK has a class for `code`. */
export function isKnownErrorCode(code: KnownErrorCode | (string & {})): code is KnownErrorCode {
  return classByCode.has(code);
}

/**
 * Turns a known-error body into an error of its class, rebuilt from `details`.
 * A code this copy does not know becomes a plain `KnownError` that keeps the raw
 * code, the service's message and the status, so a newer service never breaks an
 * older client.
 *
 * @param status the status the service answered with (`x-stack-actual-status` when present)
 */
export function knownErrorFromJson(json: KnownErrorJson, status?: number): KnownError {
  const cls = classByCode.get(json.code);
  if (cls) return cls.fromJson(json, status);
  return new KnownError(status ?? KnownError.status, json.error, json.details, { code: json.code });
}
