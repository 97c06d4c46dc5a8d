/**
 * The texts of the links a form error offers ("Sign in instead", ...). Plain data with no
 * imports, so `ui-texts.ts` reads it without reaching the form code.
 */

/** Where an error's link goes. */
export type ErrorLink = "sign-in" | "forgot-password" | "sign-up";

export const LINK_TEXT: Record<ErrorLink, string> = { "sign-in": "Sign in instead", "forgot-password": "Reset your password", "sign-up": "Create an account" };

/** The link texts (for `translationOverrides` and the locales). */
export const LINK_TEXTS: readonly string[] = Object.values(LINK_TEXT);
