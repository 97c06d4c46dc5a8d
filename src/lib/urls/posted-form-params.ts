/**
 * The address of a sign-in or sign-up page a form posted before hydration comes back to
 * (gatehouse/next's server action): `password_error=<code>` says why it failed (a check's
 * code or the service's error code; never the email or the password), and
 * `method=password` picks the password form where the page offers more than one.
 */

export const POSTED_ERROR_PARAM = "password_error";
export const METHOD_PARAM = "method";
export const PASSWORD_METHOD = "password";

/** The code of `password_error` when it looks like one (UPPER_SNAKE), else null. */
export function postedErrorCode(value: string | null | undefined): string | null {
  return typeof value === "string" && /^[A-Z][A-Z0-9_]{0,79}$/.test(value) ? value : null;
}
