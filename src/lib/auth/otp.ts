/** Magic link / one-time code sign-in (docs/api.md §2.1; docs/protocol.md §13.4). */
import { Result } from "../../errors/result";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import { afterAuthTarget, runSignIn } from "./sign-in";

/** `app.sendMagicLinkEmail`: keep the `nonce` for the typed-code path. */
export async function sendMagicLinkEmail(ctx: ClientContext, email: string, options: { callbackUrl?: string } & CallOptions = {}) {
  const callbackUrl = absoluteCallbackUrl(options.callbackUrl ?? ctx.urls.magicLinkCallback, "callbackUrl");
  return Result.map(await via(ctx, options).sendOtpSignInCode({ email, callback_url: callbackUrl }), (json) => ({ nonce: json.nonce }));
}

/** `app.signInWithMagicLink`: `code` is the link's code, or the typed 6 characters followed by the nonce. */
export async function signInWithMagicLink(ctx: ClientContext, code: string, options: { noRedirect?: boolean } & CallOptions = {}) {
  return runSignIn(ctx, { caller: "signInWithMagicLink", target: (json) => afterAuthTarget(json.is_new_user), noRedirect: options.noRedirect }, () =>
    via(ctx, options).signInWithOtp(code),
  );
}
