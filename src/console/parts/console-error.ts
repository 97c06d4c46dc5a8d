/**
 * How the console words a failure. The console is for the developer, so a known error keeps
 * the service's own message and code (an app's pages soften them for end users instead).
 */
import { isKnownError } from "../../index";
import { friendlyErrorDetail, friendlyErrorMessage } from "../../components/error-messages";

export function consoleErrorMessage(error: unknown): string {
  if (isKnownError(error)) return `${error.message} (${error.errorCode})`;
  const detail = friendlyErrorDetail(error);
  return detail ? `${friendlyErrorMessage(error)} ${detail}` : error instanceof Error && error.message ? error.message : friendlyErrorMessage(error);
}
