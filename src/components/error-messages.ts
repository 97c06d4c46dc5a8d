/**
 * Service errors in words a person understands. Known codes get a sentence that says
 * what happened and what to do; anything else gets a generic line (never a stack trace,
 * never a token).
 */
import { HttpStatusError, isKnownError } from "../errors";
import { NetworkError, TimeoutError } from "../errors";
import { isProductionBuild } from "./build-mode";
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

/** The service's answers that mean the app's own configuration is wrong. */
const CONFIGURATION_CODES = new Set([
  "INVALID_PUBLISHABLE_CLIENT_KEY",
  "INVALID_SECRET_SERVER_KEY",
  "INVALID_SUPER_SECRET_ADMIN_KEY",
  "CURRENT_PROJECT_NOT_FOUND",
  "PROJECT_NOT_FOUND",
  "INVALID_PROJECT_AUTHENTICATION",
  "PROJECT_AUTHENTICATION_ERROR",
]);

/**
 * In development builds only (never in production, where a visitor would read it): what an
 * error that comes from the app's own setup means and what to check, in English for the
 * developer. Null for every other error, and always in production.
 */
export function developmentHint(error: unknown): string | null {
  if (isProductionBuild()) return null;
  if (isKnownError(error)) {
    const code = error.codes.find((c) => CONFIGURATION_CODES.has(c));
    if (!code) return null;
    return `Development hint: the service refused this app's configuration (${code}). Check the app's projectId, its publishableClientKey (it must be a key of that project) and its baseUrl (the service that holds the project). This hint is not shown in production builds.`;
  }
  if (HttpStatusError.isInstance(error) && error.status === 404) {
    return `Development hint: the service has no ${error.method} ${error.path} (404). Check the app's baseUrl: it is the service's origin, without /api/v1 (the SDK adds that). This hint is not shown in production builds.`;
  }
  return null;
}
