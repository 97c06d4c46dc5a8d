/** Signing out (docs/api.md §3.2; docs/protocol.md §9). */
import { abortable, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { resolveTokenStore, sessionOf } from "../core/session-access";
import type { Session } from "../session/session";
import { redirectTo } from "../urls/redirect";
import { relativePart } from "../urls/redirect-rules";

/** `signOut`'s options; `redirectUrl` may be a `URL`, as the official SDK allows. */
export type SignOutOptions = { redirectUrl?: string | URL } & CallOptions;

/**
 * A `URL` on the current page's origin becomes its relative part; any other `URL` becomes
 * its absolute string, which the redirect rule then refuses (docs/api.md §2.3).
 */
function redirectTarget(url: string | URL): string {
  if (typeof url === "string") return url;
  const here = typeof window === "undefined" ? undefined : window.location?.origin;
  return here !== undefined && url.origin === here ? relativePart(url) : url.toString();
}

/**
 * Deletes the session on the service, then ends it locally whatever the outcome (a
 * refresh token the service no longer knows is simply ignored), then redirects to
 * `redirectUrl` or `afterSignOut`.
 */
export async function signOut(ctx: ClientContext, session: Session, options: SignOutOptions = {}): Promise<void> {
  // Claimed before the session ends: ending it re-renders hooks that may redirect to sign-in.
  const release = ctx.navigator.claim();
  try {
    if (session.isValid) {
      await abortable(session.getTokens(), options); // a fresh access token names the session to delete; may find it already invalid
      if (session.isValid) {
        // The only error it returns is a refresh token the service no longer knows: nothing to delete.
        await via(ctx, options).signOut(session);
      }
    }
  } catch (error) {
    release();
    throw error;
  } finally {
    session.invalidate();
  }
  try {
    if (options.redirectUrl !== undefined) await ctx.navigator.navigate(redirectTarget(options.redirectUrl), { claimed: true });
    else await redirectTo(ctx.navigator, ctx.urls, "afterSignOut", { claimed: true });
  } finally {
    release();
  }
}

/** `app.signOut()`: signs out the app's current user, if there is one. */
export async function signOutCurrent(ctx: ClientContext, options: SignOutOptions = {}): Promise<void> {
  const session = ctx.tokenStore ? sessionOf(ctx, await resolveTokenStore(ctx, undefined, "signOut")) : null;
  if (session?.isValid) await signOut(ctx, session, options);
}
