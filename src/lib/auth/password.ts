/** Email-and-password flows (docs/api.md §2.1, §3.3; docs/protocol.md §13.3). */
import { Result } from "../../errors/result";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { refreshCurrentUser } from "../users/current-user-cache";
import type { Session } from "../session/session";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import { runSignIn } from "./sign-in";

/** `app.signInWithCredential`. */
export async function signInWithCredential(ctx: ClientContext, options: { email: string; password: string; noRedirect?: boolean } & CallOptions) {
  return runSignIn(ctx, { caller: "signInWithCredential", target: "afterSignIn", noRedirect: options.noRedirect }, () =>
    via(ctx, options).signInWithPassword({ email: options.email, password: options.password }),
  );
}

/** `app.signUpWithCredential`: creates the account and signs it in. */
export async function signUpWithCredential(
  ctx: ClientContext,
  options: { email: string; password: string; noRedirect?: boolean; verificationCallbackUrl?: string } & CallOptions,
) {
  const verificationCallbackUrl = absoluteCallbackUrl(options.verificationCallbackUrl ?? ctx.urls.emailVerification, "verificationCallbackUrl");
  return runSignIn(ctx, { caller: "signUpWithCredential", target: "afterSignUp", noRedirect: options.noRedirect }, () =>
    via(ctx, options).signUpWithPassword({ email: options.email, password: options.password, verification_callback_url: verificationCallbackUrl }),
  );
}

/** `app.sendForgotPasswordEmail`: the link goes to `urls.passwordReset` by default. */
export async function sendForgotPasswordEmail(ctx: ClientContext, email: string, options: { callbackUrl?: string } & CallOptions = {}) {
  const callbackUrl = absoluteCallbackUrl(options.callbackUrl ?? ctx.urls.passwordReset, "callbackUrl");
  return Result.map(await via(ctx, options).sendPasswordResetCode({ email, callback_url: callbackUrl }), () => undefined);
}

/** `app.verifyPasswordResetCode`: checks the code without using it. */
export async function verifyPasswordResetCode(ctx: ClientContext, code: string, options?: CallOptions) {
  return Result.map(await via(ctx, options).checkPasswordResetCode(code), () => undefined);
}

/** `app.resetPassword`: sets the new password; does not sign in. */
export async function resetPassword(ctx: ClientContext, options: { code: string; password: string } & CallOptions) {
  return Result.map(await via(ctx, options).resetPassword({ code: options.code, password: options.password }), () => undefined);
}

/** `user.updatePassword` (err-value): the service keeps this session and ends the others. */
export async function updatePassword(ctx: ClientContext, session: Session | null, options: { oldPassword: string; newPassword: string } & CallOptions) {
  const result = await via(ctx, options).updatePassword({ old_password: options.oldPassword, new_password: options.newPassword }, session);
  if (session) await refreshCurrentUser(ctx, session);
  return result.status === "error" ? result.error : undefined;
}

/** `user.setPassword` (err-value), for users without a password. */
export async function setPassword(ctx: ClientContext, session: Session, options: { password: string } & CallOptions) {
  const result = await via(ctx, options).setPassword(options.password, session);
  await refreshCurrentUser(ctx, session);
  return result.status === "error" ? result.error : undefined;
}
