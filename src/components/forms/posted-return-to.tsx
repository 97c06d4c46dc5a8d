/** The page's `after_auth_return_to`, as a hidden field of a form that posts to a server action. */
import { AFTER_AUTH_RETURN_TO } from "../../lib/urls/redirect";

export function PostedReturnTo({ posted }: { posted: { returnTo: string | null } | null }) {
  return posted?.returnTo ? <input type="hidden" name={AFTER_AUTH_RETURN_TO} value={posted.returnTo} /> : null;
}
