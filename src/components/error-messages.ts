/**
 * Service errors in words a person understands. Known codes get a sentence that says
 * what happened and what to do; anything else gets a generic line (never a stack trace,
 * never a token).
 */
import { isKnownError } from "../errors";
import { NetworkError, TimeoutError } from "../errors";
import { fillIn } from "./format-text";
import type { Translator } from "./format-text";
import { ERROR_MESSAGES } from "./error-wording";

/** A sentence for `error` fit to show to the person using the app. */
export function friendlyErrorMessage(error: unknown, t: Translator = fillIn): string {
  if (isKnownError(error)) {
    const details = (error.details ?? {}) as { min_length?: number; maxLength?: number };
    for (const code of error.codes) {
      const text = ERROR_MESSAGES[code];
      if (text) return t(text, { min: details.min_length ?? 8, max: details.maxLength ?? 70 });
    }
    return t("Something went wrong. Please try again.");
  }
  if (NetworkError.isInstance(error) || TimeoutError.isInstance(error)) {
    return t("Could not reach the server. Check your connection and try again.");
  }
  return t("Something went wrong. Please try again.");
}

/**
 * A second, smaller line under the message for whoever sets the app up: the URL a network
 * error tried (a wrong or missing `baseUrl` shows here). Null when there is nothing to add.
 */
export function friendlyErrorDetail(error: unknown, t: Translator = fillIn): string | null {
  if (NetworkError.isInstance(error) && typeof error.url === "string") return t("Tried {url}", { url: error.url });
  return null;
}
