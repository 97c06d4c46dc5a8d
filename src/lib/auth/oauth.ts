/**
 * OAuth sign-in, the outer flow between the app and the service (docs/api.md §2.1; protocol
 * docs/protocol.md §8; docs/protocol.md §8): authorization code + PKCE S256.
 */
import { KnownErrors } from "../../errors";
import type { OAuthTokenResponseJson } from "../../interface/wire/auth";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { isBrowser } from "../core/environment";
import { NEVER } from "../core/hook-bridge";
import type { ProviderType } from "../core/options";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import { redirectTo } from "../urls/redirect";
import { deleteVerifierCookie, readVerifierCookie, writeVerifierCookie } from "./oauth-cookies";
import { codeChallengeS256, generateCodeVerifier, generateState } from "./pkce";
import { adoptSignInTokens, afterAuthTarget, requireSignInStore } from "./sign-in";

const INVALID_TOTP_ALERT = "Invalid TOTP code. Please try signing in again.";
const TOTP_PROMPT = "Please enter the six-digit TOTP code from your authenticator app.";

/** Throws a clear error outside a browser page (the OAuth flows navigate it and use its cookies). */
export function requireBrowser(method: string): void {
  if (!isBrowser()) throw new Error(`${method} only works in a browser: it reads and sets the page's location and cookies.`);
}

/** The redirect URI: the callback page, absolute, without `code` / `state` (the service appends them). */
function oauthRedirectUri(ctx: ClientContext): string {
  const url = new URL(absoluteCallbackUrl(ctx.urls.oauthCallback, "urls.oauthCallback"));
  url.searchParams.delete("code");
  url.searchParams.delete("state");
  return url.toString();
}

/** What differs between a sign-in and an account-link flow (docs/protocol.md §8.2). */
export type OAuthRedirectParams = {
  provider: ProviderType | (string & {});
  type: "authenticate" | "link";
  /** The signed-in user's access token (link flows). */
  token?: string | undefined;
  /** Extra provider scopes, space-separated (sent with link flows only). */
  providerScope?: string | undefined;
  /** Where `callOAuthCallback` sends the page afterwards (link flows: the page they started on). */
  afterCallbackRedirectUrl?: string | undefined;
};

/**
 * Saves a fresh PKCE verifier under a fresh state, then sends the page to the authorize
 * URL. Shared by sign-in and account linking, which finish in the same `callOAuthCallback`.
 * Never resolves. The caller checks it runs in a browser.
 */
export async function startOAuthRedirect(ctx: ClientContext, params: OAuthRedirectParams): Promise<never> {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = await ctx.iface.buildOAuthAuthorizeUrl({
    ...params,
    redirectUri: oauthRedirectUri(ctx),
    state,
    codeChallenge: await codeChallengeS256(codeVerifier),
    errorRedirectUrl: absoluteCallbackUrl(ctx.urls.error, "urls.error"),
  });
  writeVerifierCookie(state, codeVerifier);
  window.location.assign(url);
  return NEVER;
}

/** `app.signInWithOAuth`: saves the verifier, then sends the page to the provider. Never resolves. */
export async function signInWithOAuth(ctx: ClientContext, provider: ProviderType | (string & {})): Promise<never> {
  requireBrowser("signInWithOAuth");
  requireSignInStore(ctx, "signInWithOAuth");
  // No `provider_scope` here: the authorize URL carries it for link flows only (as the seed
  // SDK does); `oauthScopesOnSignIn` are asked for when an account is linked (link-flow.ts).
  return startOAuthRedirect(ctx, { provider, type: "authenticate" });
}

const IMPLICIT_PARAMS = ["access_token", "id_token", "token"];

/** Rejects implicit and hybrid responses: tokens must only come from the code exchange. */
function assertCodeFlowResponse(url: URL): void {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ""));
  for (const name of IMPLICIT_PARAMS) {
    if (url.searchParams.has(name) || fragment.has(name)) {
      throw new Error(`The OAuth callback carries "${name}": implicit and hybrid responses are not accepted; only the authorization code flow is.`);
    }
  }
}

function assertIssuer(ctx: ClientContext, url: URL): void {
  const iss = url.searchParams.get("iss");
  if (iss === null) return;
  const expected = [ctx.options.baseUrl, `${ctx.options.baseUrl}/api/v1`, `${ctx.options.baseUrl}/api/v1/projects/${ctx.projectId}`];
  if (!expected.includes(iss.replace(/\/+$/, ""))) {
    throw new Error(`The OAuth callback's issuer "${iss}" is not this app's service (${ctx.options.baseUrl}); refusing the response.`);
  }
}

function assertTokenResponse(json: OAuthTokenResponseJson): void {
  if (typeof json.access_token !== "string" || json.access_token === "") {
    throw new Error("The OAuth token response has no access token.");
  }
  const type = typeof json.token_type === "string" ? json.token_type.toLowerCase() : "";
  if (type !== "bearer" && type !== "dpop") {
    throw new Error(`The OAuth token response has an unsupported token_type "${String(json.token_type)}" (expected bearer or dpop).`);
  }
}

type Tokens = { access_token: string; refresh_token: string; is_new_user: boolean; after_callback_redirect_url?: string | null };

/** The MFA step of an OAuth sign-in: prompts for the TOTP code. Null when it failed (after an alert). */
async function oauthMfa(ctx: ClientContext, attemptCode: string, options?: CallOptions): Promise<Tokens | null> {
  const totp = window.prompt(TOTP_PROMPT);
  if (!totp) {
    window.alert(INVALID_TOTP_ALERT);
    return null;
  }
  const result = await via(ctx, options).signInWithMfa({ totp, code: attemptCode });
  if (result.status === "ok") return result.data;
  if (KnownErrors.InvalidTotpCode.isInstance(result.error)) {
    window.alert(INVALID_TOTP_ALERT);
    return null;
  }
  throw result.error;
}

/**
 * The after-callback URL is absolute (the link flow saves `window.location.href`); a URL
 * on this page's origin becomes relative so it passes the relative-redirect rule, any
 * other one is left as it is (and refused by that rule).
 */
function sameOriginAsRelative(raw: string): string {
  try {
    const url = new URL(raw, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : raw;
  } catch {
    return raw;
  }
}

/**
 * `app.callOAuthCallback`: finishes the sign-in on the callback page. Returns false when
 * the URL holds no callback for this app (no code/state, or no verifier cookie for that
 * state), and after a wrong TOTP code; true once signed in and redirected.
 */
export async function callOAuthCallback(ctx: ClientContext, options?: CallOptions): Promise<boolean> {
  requireBrowser("callOAuthCallback");
  requireSignInStore(ctx, "callOAuthCallback");
  const url = new URL(window.location.href);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state) return false;
  const codeVerifier = readVerifierCookie(state);
  if (codeVerifier === null) return false; // not ours (another app, or an old tab)
  deleteVerifierCookie(state);
  assertCodeFlowResponse(url);
  assertIssuer(ctx, url);

  url.searchParams.delete("code");
  url.searchParams.delete("state");
  url.searchParams.delete("iss");
  window.history.replaceState(window.history.state, "", url.toString());

  const result = await via(ctx, options).exchangeOAuthCode({ code, redirectUri: oauthRedirectUri(ctx), codeVerifier });
  let tokens: Tokens | null;
  if (result.status === "ok") {
    assertTokenResponse(result.data);
    tokens = result.data;
  } else if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)) {
    tokens = await oauthMfa(ctx, result.error.attemptCode, options);
    if (!tokens) return false;
  } else {
    throw result.error;
  }
  await adoptSignInTokens(ctx, tokens, "callOAuthCallback");
  const afterCallback = tokens.after_callback_redirect_url;
  if (afterCallback) await ctx.navigator.navigate(sameOriginAsRelative(afterCallback), { replace: true });
  else await redirectTo(ctx.navigator, ctx.urls, afterAuthTarget(tokens.is_new_user), { replace: true });
  return true;
}
