/**
 * The words of the form checks (lib/auth/credential-checks.ts): each check's code and its
 * English message, and the message forms of the checks the other forms use.
 */
import { emailCheck, newPasswordCheck, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type CheckCode } from "../../lib/auth/credential-checks";

export { isEmailShaped, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/auth/credential-checks";

/** Each check's English message (`{min}`/`{max}`: the password bounds). */
export const CHECK_MESSAGES: Record<CheckCode, string> = {
  EMAIL_MISSING: "Enter your email address.",
  EMAIL_MALFORMED: "Enter a valid email address, like name@example.com.",
  PASSWORD_MISSING: "Enter your password.",
  NEW_PASSWORD_MISSING: "Enter a password.",
  PASSWORD_TOO_SHORT: "Use at least {min} characters.",
  PASSWORD_TOO_LONG: "Use at most {max} characters.",
  PASSWORDS_DIFFER: "Passwords do not match.",
};

/** The English message for an email field's value, or null when it may be sent. */
export function emailProblem(value: string): string | null {
  const code = emailCheck(value);
  return code && CHECK_MESSAGES[code];
}

/** The English message for a new password, or null when it meets the rule. */
export function newPasswordProblem(value: string): string | null {
  const code = newPasswordCheck(value);
  return code && CHECK_MESSAGES[code];
}

/** The values `{min}` / `{max}` of the password messages. */
export const PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;
