/** Email verification (docs/api.md §2.1 `verifyEmail`, §3.3 `sendVerificationEmail`). */
import { Result } from "../../errors/result";
import { CacheKind } from "../core/cache-kinds";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { appSession } from "../core/session-access";
import { refreshContactChannels } from "../contact-channels/contact-channel-ops";
import type { Session } from "../session/session";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import { refreshCurrentUser } from "../users/current-user-cache";
import { SERVER_USER_KINDS, refreshServerUserEntries } from "../users/server-user-entries";

/**
 * `app.verifyEmail`: marks the channel verified; refreshes the current user and contact
 * channels. On a ServerApp also the server entries of users and channels: the code does not
 * say whose channel it was, so every user's (only watched entries refetch).
 */
export async function verifyEmail(ctx: ClientContext, code: string, options?: CallOptions) {
  const result = await via(ctx, options).verifyEmail(code);
  const session = appSession(ctx);
  if (result.status === "ok") {
    await Promise.all([
      session && refreshCurrentUser(ctx, session),
      session && refreshContactChannels(ctx, session),
      refreshServerUserEntries(ctx, null, [...SERVER_USER_KINDS, CacheKind.serverContactChannels]),
    ]);
  }
  return Result.map(result, () => undefined);
}

/** `user.sendVerificationEmail` (deprecated, err-value): mails a link for the primary email. */
export async function sendVerificationEmail(ctx: ClientContext, session: Session, primaryEmail: string | null, options: { callbackUrl?: string } & CallOptions = {}) {
  if (!primaryEmail) throw new Error("sendVerificationEmail: this user has no primary email to verify.");
  const callbackUrl = absoluteCallbackUrl(options.callbackUrl ?? ctx.urls.emailVerification, "callbackUrl");
  const result = await via(ctx, options).sendVerificationEmail({ email: primaryEmail, callback_url: callbackUrl }, session);
  return result.status === "error" ? result.error : undefined;
}
