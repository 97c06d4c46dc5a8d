/**
 * Checks a form makes before it sends anything: the shape of an email address and the
 * service's password length rule (8 to 70 characters, SPEC protocol: `PASSWORD_TOO_SHORT`
 * below 8, a schema error above 70).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

/**
 * True for `name@domain.tld`: one `@`, no spaces, a dot in the domain and a top-level part
 * of at least two characters. `a@b` and `foo@bar` are refused here, as the service refuses
 * them, so the person hears why before anything is sent.
 */
export function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/.test(value.trim());
}

/** The English message for an email field's value, or null when it may be sent. */
export function emailProblem(value: string): string | null {
  if (!value.trim()) return "Enter your email address.";
  if (!isEmailShaped(value)) return "Enter a valid email address, like name@example.com.";
  return null;
}

/** The English message for a new password, or null when it meets the rule. */
export function newPasswordProblem(value: string): string | null {
  if (!value) return "Enter a password.";
  if (value.length < PASSWORD_MIN_LENGTH) return "Use at least {min} characters.";
  if (value.length > PASSWORD_MAX_LENGTH) return "Use at most {max} characters.";
  return null;
}

/** The values `{min}` / `{max}` of the password messages. */
export const PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;
