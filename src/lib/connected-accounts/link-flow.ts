/**
 * The account-link flow `getConnectedAccount({ or: "redirect" })` starts (docs/api.md §3.3;
 * docs/protocol.md §8.2): the sign-in authorize redirect with `type=link`, the user's access
 * token, and the requested scopes plus `oauthScopesOnSignIn` as `provider_scope`. It
 * finishes in `callOAuthCallback` like a sign-in, which then returns to the page the
 * flow started on (`after_callback_redirect_url`).
 */
import type { ClientContext } from "../core/context";
import type { ProviderType } from "../core/options";
import { requireBrowser, startOAuthRedirect } from "../auth/oauth";
import type { Session } from "../session/session";
import { scopeString } from "./provider-token";

const CALLER = 'getConnectedAccount({ or: "redirect" })';

/** The checks that can fail at once (hooks run them before suspending). */
export function checkLinkPossible(): void {
  requireBrowser(CALLER);
}

/** Sends the page to the provider to link it (or grant the scopes). Never resolves. */
export async function startLinkFlow(ctx: ClientContext, session: Session, provider: ProviderType, scope: string): Promise<never> {
  checkLinkPossible();
  const { accessToken } = await session.getTokens();
  if (!accessToken) {
    throw new Error(`${CALLER} needs a signed-in session to link the account to, and this user's session has ended.`);
  }
  const providerScope = scopeString([scope, ...(ctx.options.oauthScopesOnSignIn[provider] ?? [])]);
  return startOAuthRedirect(ctx, {
    provider,
    type: "link",
    token: accessToken,
    ...(providerScope === "" ? {} : { providerScope }),
    afterCallbackRedirectUrl: window.location.href,
  });
}
