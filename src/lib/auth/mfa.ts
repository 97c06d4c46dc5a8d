/** Finishing an MFA-gated sign-in (docs/api.md §2.1; docs/protocol.md §7.6). */
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { isBrowser } from "../core/environment";
import { afterAuthTarget, MFA_ATTEMPT_CODE_KEY, runSignIn } from "./sign-in";

/** `app.signInWithMfa`: a wrong code leaves the attempt code usable. */
export async function signInWithMfa(ctx: ClientContext, totp: string, attemptCode: string, options: { noRedirect?: boolean } & CallOptions = {}) {
  return runSignIn(ctx, { caller: "signInWithMfa", target: (json) => afterAuthTarget(json.is_new_user), noRedirect: options.noRedirect }, async () => {
    const result = await via(ctx, options).signInWithMfa({ totp, code: attemptCode });
    if (result.status === "ok" && isBrowser()) {
      try {
        window.sessionStorage.removeItem(MFA_ATTEMPT_CODE_KEY);
      } catch {
        // unavailable storage: nothing to clean up
      }
    }
    return result;
  });
}
