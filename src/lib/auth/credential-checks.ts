/**
 * The checks an email + password form makes before anything is sent: the shape of an email
 * address and the service's password length rule (8 to 70 characters, SPEC protocol:
 * `PASSWORD_TOO_SHORT` below 8, a schema error above 70). Each failed check is a code: the
 * components word it (components/forms/validation.ts), and gatehouse/next's server action,
 * which runs the same checks on a form posted before hydration, sends it back to the page.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

/** A failed check. The two length codes are the service's own codes for the same rule. */
export type CheckCode =
  | "EMAIL_MISSING"
  | "EMAIL_MALFORMED"
  | "PASSWORD_MISSING"
  | "NEW_PASSWORD_MISSING"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORDS_DIFFER";

export type SignInFields = "email" | "password";
export type SignUpFields = "email" | "password" | "repeat";

/** The names the sign-in and sign-up forms' inputs post their values under. */
export const CREDENTIAL_FORM_FIELDS = { email: "email", password: "password", repeat: "password-repeat" } as const;

/**
 * True for `name@domain.tld`: one `@`, no spaces, a dot in the domain and a top-level part
 * of at least two characters. `a@b` and `foo@bar` are refused here, as the service refuses
 * them, so the person hears why before anything is sent.
 */
export function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/.test(value.trim());
}

/** What is wrong with an email field's value, or null when it may be sent. */
export function emailCheck(value: string): CheckCode | null {
  if (!value.trim()) return "EMAIL_MISSING";
  if (!isEmailShaped(value)) return "EMAIL_MALFORMED";
  return null;
}

/** What is wrong with a new password, or null when it meets the rule. */
export function newPasswordCheck(value: string): CheckCode | null {
  if (!value) return "NEW_PASSWORD_MISSING";
  if (value.length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (value.length > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  return null;
}

export function signInChecks(values: { email: string; password: string }): Record<SignInFields, CheckCode | null> {
  return { email: emailCheck(values.email), password: values.password ? null : "PASSWORD_MISSING" };
}

/** `repeat: null`: the form has no repeat field (`noPasswordRepeat`). */
export function signUpChecks(values: { email: string; password: string; repeat: string | null }): Record<SignUpFields, CheckCode | null> {
  return {
    email: emailCheck(values.email),
    password: newPasswordCheck(values.password),
    repeat: values.repeat === null || values.repeat === values.password ? null : "PASSWORDS_DIFFER",
  };
}

/** The first failed check of a form, or null when all pass. */
export function firstFailedCheck(checks: Record<string, CheckCode | null>): CheckCode | null {
  return Object.values(checks).find((code) => code !== null) ?? null;
}
