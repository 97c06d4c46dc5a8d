/**
 * The password forms' checks (lib/auth/credential-checks.ts) as the forms use them: as
 * messages by field before sending, and as error routes, so that a check's code sent back
 * by gatehouse/next's server action lands on its field in the same words.
 */
import type { CheckCode } from "../../lib/auth/credential-checks";
import type { ErrorRoute } from "./use-form-action";
import { CHECK_MESSAGES } from "./validation";

/** The checks' messages by field (what a form's `validate` returns). */
export function checkMessages<F extends string>(checks: Record<F, CheckCode | null>): Partial<Record<F, string | null>> {
  return Object.fromEntries(Object.entries(checks).map(([field, code]) => [field, code ? CHECK_MESSAGES[code as CheckCode] : null])) as Partial<Record<F, string | null>>;
}

/** Error routes for the check codes given, each to its field. */
export function checkRoutes<F extends string>(checks: Partial<Record<CheckCode, F>>): Partial<Record<string, ErrorRoute<F>>> {
  return Object.fromEntries(Object.entries(checks).map(([code, field]) => [code, { field: field as F, text: CHECK_MESSAGES[code as CheckCode] }]));
}
