/**
 * The English wording of service errors, by error code, and every error text the
 * components show. Plain data with no imports: `ui-texts.ts` (loaded with translation
 * overrides) reads it without reaching the components' code.
 */

/** English text per known error code; `{min}`/`{max}` come from the error's details. */
export const ERROR_MESSAGES: Record<string, string> = {
  EMAIL_PASSWORD_MISMATCH: "Wrong email or password. Check both, or reset your password.",
  USER_EMAIL_ALREADY_EXISTS: "An account with this email already exists.",
  USER_NOT_FOUND: "No account uses this email address. Check it, or create an account.",
  USER_DOES_NOT_HAVE_PASSWORD: "This account has no password. Sign in with an email code or another method.",
  PASSWORD_TOO_SHORT: "Password too short. Use at least {min} characters.",
  PASSWORD_TOO_LONG: "Password too long. Use at most {max} characters.",
  PASSWORD_REQUIREMENTS_NOT_MET: "This password does not meet the requirements. Choose a longer or less common one.",
  PASSWORD_CONFIRMATION_MISMATCH: "The current password is wrong. Check it and try again.",
  PASSWORD_AUTHENTICATION_NOT_ENABLED: "Signing in with a password is turned off for this app. Use another sign-in method.",
  SIGN_UP_NOT_ENABLED: "New accounts cannot be created for this app right now. Sign in with an existing account.",
  SIGN_UP_REJECTED: "This sign-up was not accepted. Contact the app's support if you think this is a mistake.",
  SCHEMA_ERROR: "Some of what you entered cannot be used. Check the fields and try again.",
  VERIFICATION_CODE_NOT_FOUND: "This code or link is not valid. Check it, or ask for a new one.",
  VERIFICATION_CODE_EXPIRED: "This code or link has expired. Ask for a new one.",
  VERIFICATION_CODE_ALREADY_USED: "This code or link has already been used. Ask for a new one.",
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: "Too many wrong attempts. Ask for a new code.",
  INVALID_TOTP_CODE: "This code does not match. Check the time on your device and try the newest code.",
  REDIRECT_URL_NOT_WHITELISTED: "This page's address is not on the app's list of trusted domains. The app's owner must add it.",
  PASSKEY_AUTHENTICATION_FAILED: "Signing in with your passkey failed. Try again or use another method.",
  PASSKEY_REGISTRATION_FAILED: "Your passkey could not be registered. Try again.",
  PASSKEY_WEBAUTHN_ERROR: "Your browser or device could not use a passkey here. Try another method.",
  PASSKEY_AUTHENTICATION_NOT_ENABLED: "Passkeys are turned off for this app. Use another sign-in method.",
  OAUTH_PROVIDER_ACCESS_DENIED: "The sign-in provider did not grant access. Try again and allow access when asked.",
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: "This account is already connected to another user. Sign in with that user, or use another account.",
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: "Another account already signs in with this email address. Use a different address.",
  EMAIL_ALREADY_VERIFIED: "This email address is already verified.",
  TEAM_MEMBERSHIP_ALREADY_EXISTS: "You are already a member of this team.",
  TEAM_MEMBERSHIP_NOT_FOUND: "This person is no longer a member of this team. Reload the page.",
  TEAM_NOT_FOUND: "This team no longer exists. Reload the page.",
  TEAM_PERMISSION_REQUIRED: "You do not have permission to do this in this team. Ask a team admin.",
  CANNOT_DELETE_CURRENT_SESSION: "This is the session you are using. Sign out instead.",
  CLI_AUTH_EXPIRED_ERROR: "This login request has expired. Start the CLI login again.",
  CLI_AUTH_USED_ERROR: "This login request has already been used. Start the CLI login again.",
  CLI_AUTH_ERROR: "This login request is not valid. Start the CLI login again.",
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: "Guest accounts are turned off for this app. Create an account instead.",
  USER_AUTHENTICATION_REQUIRED: "You are signed out. Sign in again.",
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: "Your session has ended. Sign in again.",
};

/** Every English error text (for `translationOverrides`). */
export const ERROR_TEXTS: readonly string[] = [
  ...Object.values(ERROR_MESSAGES),
  "Could not reach the server. Check your connection and try again.",
  "Something went wrong. Please try again.",
  "Tried {url}",
];
