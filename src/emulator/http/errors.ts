/**
 * The known errors and plain-status errors the emulator answers with
 * (protocol/errors.md). Messages are the service's, byte for byte.
 *
 * Built on the shared `KnownError` base with an explicit code, so the emulator does
 * not depend on the SDK's catalogue being complete; the wire shape (`toJson`) is the same.
 */
import { KnownError } from "../../errors/known-error";

const DOCS_AUTH = "\n\nFor more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication";

function known(code: string, status: number, message: string, details?: unknown): KnownError {
  return new KnownError(status, message, details, { code });
}

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

function expiredSuffix(expiredAtMillis: number | null): string {
  return expiredAtMillis === null ? "" : ` (The access token expired at ${new Date(expiredAtMillis).toISOString()}.)`;
}

/** Factories for every known error the emulator sends. */
export const E = {
  bodyParsing: (message: string) => known("BODY_PARSING_ERROR", 400, message),
  schema: (message: string) => known("SCHEMA_ERROR", 400, message, { message }),

  projectKeyWithoutAccessType: () => known("PROJECT_KEY_WITHOUT_ACCESS_TYPE", 400,
    "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate."),
  invalidAccessType: (value: string) => known("INVALID_ACCESS_TYPE", 400,
    `The x-stack-access-type header must be 'client', 'server', or 'admin', but was '${value}'.`),
  accessTypeWithoutProjectId: (type: string) => known("ACCESS_TYPE_WITHOUT_PROJECT_ID", 400,
    `The x-stack-access-type header was '${type}', but the x-stack-project-id header was not provided.${DOCS_AUTH}`, { request_type: type }),
  accessTypeRequired: () => known("ACCESS_TYPE_REQUIRED", 400,
    `You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.${DOCS_AUTH}`),
  insufficientAccessType: (actual: string, allowed: string[]) => known("INSUFFICIENT_ACCESS_TYPE", 401,
    `The x-stack-access-type header must be ${allowed.map((a) => `'${a}'`).join(" or ")}, but was '${actual}'.`,
    { actual_access_type: actual, allowed_access_types: allowed }),
  invalidPublishableClientKey: (projectId: string) => known("INVALID_PUBLISHABLE_CLIENT_KEY", 401,
    `The publishable key is not valid for the project ${JSON.stringify(projectId)}. Does the project and/or the key exist?`, { project_id: projectId }),
  invalidSecretServerKey: (projectId: string) => known("INVALID_SECRET_SERVER_KEY", 401,
    `The secret server key is not valid for the project ${JSON.stringify(projectId)}. Does the project and/or the key exist?`, { project_id: projectId }),
  invalidSuperSecretAdminKey: (projectId: string) => known("INVALID_SUPER_SECRET_ADMIN_KEY", 401,
    `The super secret admin key is not valid for the project ${JSON.stringify(projectId)}. Does the project and/or the key exist?`, { project_id: projectId }),
  clientAuthenticationRequired: () => known("CLIENT_AUTHENTICATION_REQUIRED", 401, "The publishable client key must be provided."),
  serverAuthenticationRequired: () => known("SERVER_AUTHENTICATION_REQUIRED", 401, "The secret server key must be provided."),
  adminAuthenticationRequired: () => known("ADMIN_AUTHENTICATION_REQUIRED", 401, "The super secret admin key must be provided."),
  unparsableAdminAccessToken: () => known("UNPARSABLE_ADMIN_ACCESS_TOKEN", 401, "Admin access token is not parsable."),
  adminAccessTokenExpired: (expiredAtMillis: number | null) => known("ADMIN_ACCESS_TOKEN_EXPIRED", 401,
    `Admin access token has expired. Please refresh it and try again.${expiredSuffix(expiredAtMillis)}`, { expired_at_millis: expiredAtMillis }),
  invalidProjectForAdminAccessToken: () => known("INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN", 401, "Admin access tokens must be created on the internal project."),
  adminAccessTokenIsNotAdmin: () => known("ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN", 401, "Admin access token does not have the required permissions to access this project."),
  expectedInternalProject: () => known("EXPECTED_INTERNAL_PROJECT", 401, "The project ID is expected to be internal."),
  projectNotFound: (projectId: string) => known("PROJECT_NOT_FOUND", 404,
    `Project ${projectId} not found or is not accessible with the current user.`, { project_id: projectId }),
  branchDoesNotExist: (branchId: string) => known("BRANCH_DOES_NOT_EXIST", 400, `The branch with ID ${branchId} does not exist.`, { branch_id: branchId }),

  unparsableAccessToken: () => known("UNPARSABLE_ACCESS_TOKEN", 401, "Access token is not parsable."),
  accessTokenExpired: (expiredAtMillis: number | null) => known("ACCESS_TOKEN_EXPIRED", 401,
    `Access token has expired. Please refresh it and try again.${expiredSuffix(expiredAtMillis)}`, { expired_at_millis: expiredAtMillis }),
  invalidProjectForAccessToken: (expected: string, actual: string) => known("INVALID_PROJECT_FOR_ACCESS_TOKEN", 401,
    `Access token not valid for this project. Expected project ID ${JSON.stringify(expected)}, but the token is for project ID ${JSON.stringify(actual)}.`,
    { expected_project_id: expected, actual_project_id: actual }),
  refreshTokenNotFoundOrExpired: () => known("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", 401,
    "Refresh token not found for this project, or the session has expired/been revoked."),
  cannotDeleteCurrentSession: () => known("CANNOT_DELETE_CURRENT_SESSION", 400, "Cannot delete the current session."),

  userEmailAlreadyExists: (email: string) => known("USER_EMAIL_ALREADY_EXISTS", 409, `A user with email ${JSON.stringify(email)} already exists.`, { email }),
  cannotGetOwnUserWithoutUser: () => known("CANNOT_GET_OWN_USER_WITHOUT_USER", 400,
    "You have specified 'me' as a userId, but did not provide authentication for a user."),
  userIdDoesNotExist: (userId: string) => known("USER_ID_DOES_NOT_EXIST", 400, `The given user with the ID ${userId} does not exist.`, { user_id: userId }),
  userNotFound: () => known("USER_NOT_FOUND", 404, "User not found."),
  signUpNotEnabled: () => known("SIGN_UP_NOT_ENABLED", 400,
    "Creation of new accounts is not enabled for this project. Please ask the project owner to enable it."),
  passwordAuthenticationNotEnabled: () => known("PASSWORD_AUTHENTICATION_NOT_ENABLED", 400, "Password authentication is not enabled for this project."),
  anonymousAccountsNotEnabled: () => known("ANONYMOUS_ACCOUNTS_NOT_ENABLED", 400, "Anonymous accounts are not enabled for this project."),
  emailPasswordMismatch: () => known("EMAIL_PASSWORD_MISMATCH", 400, "Wrong e-mail or password."),
  redirectUrlNotWhitelisted: () => known("REDIRECT_URL_NOT_WHITELISTED", 400,
    "Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?"),
  passwordTooShort: (minLength: number) => known("PASSWORD_TOO_SHORT", 400, `Password too short. Minimum length is ${minLength}.`, { min_length: minLength }),
  userDoesNotHavePassword: () => known("USER_DOES_NOT_HAVE_PASSWORD", 400, "This user does not have password authentication enabled."),
  verificationCodeNotFound: () => known("VERIFICATION_CODE_NOT_FOUND", 404, "The verification code does not exist for this project."),
  verificationCodeExpired: () => known("VERIFICATION_CODE_EXPIRED", 400, "The verification code has expired."),
  verificationCodeAlreadyUsed: () => known("VERIFICATION_CODE_ALREADY_USED", 409, "The verification link has already been used."),
  verificationCodeMaxAttemptsReached: () => known("VERIFICATION_CODE_MAX_ATTEMPTS_REACHED", 400,
    "The verification code nonce has reached the maximum number of attempts. This code is not valid anymore."),
  passwordConfirmationMismatch: () => known("PASSWORD_CONFIRMATION_MISMATCH", 400, "Passwords do not match."),
  multiFactorAuthenticationRequired: (attemptCode: string) => known("MULTI_FACTOR_AUTHENTICATION_REQUIRED", 400,
    "Multi-factor authentication is required for this user.", { attempt_code: attemptCode }),
  userAuthenticationRequired: () => known("USER_AUTHENTICATION_REQUIRED", 401, "User authentication required for this endpoint."),
  invalidTotpCode: () => known("INVALID_TOTP_CODE", 400, "The TOTP code is invalid. Please try again."),
  invalidPollingCode: () => known("INVALID_POLLING_CODE", 400, "The polling code is invalid or does not exist."),
  teamMembershipNotFound: (teamId: string, userId: string) => known("TEAM_MEMBERSHIP_NOT_FOUND", 404,
    `User ${userId} is not found in team ${teamId}.`, { team_id: teamId, user_id: userId }),
  teamNotFound: (teamId: string) => known("TEAM_NOT_FOUND", 404, `Team ${teamId} not found.`, { team_id: teamId }),
  teamMembershipAlreadyExists: () => known("TEAM_MEMBERSHIP_ALREADY_EXISTS", 409, "Team membership already exists."),
  teamPermissionRequired: (teamId: string, userId: string, permissionId: string) => known("TEAM_PERMISSION_REQUIRED", 401,
    `User ${userId} does not have permission ${permissionId} in team ${teamId}.`, { team_id: teamId, user_id: userId, permission_id: permissionId }),
  teamPermissionNotFound: (teamId: string, userId: string, permissionId: string) => known("TEAM_PERMISSION_NOT_FOUND", 401,
    `User ${userId} does not have permission ${permissionId} in team ${teamId}.`, { team_id: teamId, user_id: userId, permission_id: permissionId }),
  permissionNotFound: (permissionId: string) => known("PERMISSION_NOT_FOUND", 404,
    `Permission ${JSON.stringify(permissionId)} not found. Make sure you created it on the dashboard.`, { permission_id: permissionId }),
  wrongPermissionScope: (permissionId: string, expected: "team" | "project", actual: "team" | "project" | null) => known("WRONG_PERMISSION_SCOPE", 404,
    `Permission ${JSON.stringify(permissionId)} not found. (It was found for a different scope ${JSON.stringify(actual)}, but scope ${JSON.stringify(expected)} was expected.)`,
    { permission_id: permissionId, expected_scope: expected, actual_scope: actual }),
  containedPermissionNotFound: (permissionId: string) => known("CONTAINED_PERMISSION_NOT_FOUND", 400,
    `Contained permission with ID ${JSON.stringify(permissionId)} not found. Make sure you created it on the dashboard.`, { permission_id: permissionId }),
  permissionIdAlreadyExists: (permissionId: string) => known("PERMISSION_ID_ALREADY_EXISTS", 400,
    `Permission with ID ${JSON.stringify(permissionId)} already exists. Choose a different ID.`, { permission_id: permissionId }),

  invalidOAuthClientIdOrSecret: (clientId: string | null) => known("INVALID_OAUTH_CLIENT_ID_OR_SECRET", 400,
    "The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.",
    { client_id: clientId }),
  invalidAuthorizationCode: () => known("INVALID_AUTHORIZATION_CODE", 400, "The given authorization code is invalid."),

  // Contact channels (errors.md §5, §8).
  emailAlreadyVerified: () => known("EMAIL_ALREADY_VERIFIED", 409, "The e-mail is already verified."),
  emailIsNotPrimaryEmail: (email: string, primaryEmail: string | null) => known("EMAIL_IS_NOT_PRIMARY_EMAIL", 400,
    `The given e-mail (${email}) must equal the user's primary e-mail (${primaryEmail}).`, { email, primary_email: primaryEmail }),
  /** With a value: `The email (x) is already used ...`; without: `This email is already used ...`. */
  contactChannelAlreadyUsedForAuthBySomeoneElse: (type: string, value: string | null) => known("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE", 409,
    value === null ? `This ${type} is already used for authentication by another account.` : `The ${type} (${value}) is already used for authentication by another account.`,
    { type, contact_channel_value: value }),

  // API keys (errors.md §10).
  apiKeyNotFound: () => known("API_KEY_NOT_FOUND", 404, "API key not found."),
  apiKeyRevoked: () => known("API_KEY_REVOKED", 401, "API key has been revoked."),
  apiKeyExpired: () => known("API_KEY_EXPIRED", 401, "API key has expired."),
  wrongApiKeyType: (expected: string, actual: string) => known("WRONG_API_KEY_TYPE", 400,
    `This endpoint is for ${expected} API keys, but a ${actual} API key was provided.`, { expected_type: expected, actual_type: actual }),
  publicApiKeyCannotBeRevoked: () => known("PUBLIC_API_KEY_CANNOT_BE_REVOKED", 400, "Public API keys cannot be revoked by the secretscanner endpoint."),
};
