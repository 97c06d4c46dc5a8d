/**
 * `getUser` / `useUser` and the `or` option (docs/api.md §2.2). The decision is written once
 * ({@link decideUser}); the async getter and the hook twin only differ in how they wait.
 */
import { abortable, loadFor } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { NEVER, requireHookBridge } from "../core/hook-bridge";
import type { TokenStoreInit } from "../core/options";
import { requireTokenStore, resolveTokenStore, sessionOf } from "../core/session-access";
import { signUpAnonymously } from "../auth/anonymous";
import { redirectTargetUrl, redirectTo } from "../urls/redirect";
import { isBrowser } from "../core/environment";
import { currentUserEntry } from "./current-user-cache";

export type GetUserOr = "redirect" | "throw" | "return-null" | "anonymous" | "anonymous-if-exists";

export type GetUserOptions = {
  /** What to do when nobody (or only an anonymous user) is signed in. Default `"return-null"`. */
  or?: GetUserOr | undefined;
  /** Read this call's user from another store (required when the app has `tokenStore: null`). */
  tokenStore?: TokenStoreInit | undefined;
  /** Stops waiting when it aborts (see `CallOptions`); the hook twin ignores it. */
  signal?: AbortSignal | null | undefined;
};

/** The exact message of `or: "throw"` (docs/api.md §2.2). */
export const NOT_SIGNED_IN_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }";

/** What a twin does itself once `or` is applied: the two outcomes that leave the page or sign up. */
export type UserAction = "redirect" | "anonymous-sign-up";

/**
 * The table of docs/api.md §2.2, shared by both twins: the user to return (or null), or the
 * action the twin must take. Throws for `or: "throw"`. Anonymous users count as signed
 * out unless `or` asks for them (`"anonymous"`, `"anonymous-if-exists"`).
 */
export function decideUser<U extends { isAnonymous: boolean }>(user: U | null, or: GetUserOr = "return-null"): { user: U | null } | { action: UserAction } {
  const acceptsAnonymous = or === "anonymous" || or === "anonymous-if-exists";
  if (user && (!user.isAnonymous || acceptsAnonymous)) return { user };
  switch (or) {
    case "throw":
      throw new Error(NOT_SIGNED_IN_MESSAGE);
    case "redirect":
      return { action: "redirect" };
    case "anonymous":
      return { action: "anonymous-sign-up" };
    default:
      return { user: null };
  }
}

async function located(ctx: ClientContext | ServerContext, options: GetUserOptions) {
  const store = await resolveTokenStore(ctx as ClientContext, options.tokenStore, "getUser");
  return { store, session: sessionOf(ctx as ClientContext, store) };
}

/** The async getter: always fetches (throttled), then applies `or`. */
export async function getCurrentUser<U extends { isAnonymous: boolean }>(ctx: ClientContext | ServerContext, options: GetUserOptions = {}): Promise<U | null> {
  const { store, session } = await located(ctx, options);
  const decision = decideUser((await loadFor(currentUserEntry(ctx, session), options)) as U | null, options.or);
  if ("user" in decision) return decision.user;
  if (decision.action === "redirect") {
    // Resolves to null once the redirect call returns (at once with redirectMethod "none").
    await redirectTo(ctx.navigator, ctx.urls, "signIn", { replace: true });
    return null;
  }
  const anonymous = await abortable(signUpAnonymously(ctx as ClientContext, store), options);
  const created = (await loadFor(currentUserEntry(ctx, anonymous), options)) as U | null;
  if (!created) throw new Error("The anonymous sign-up succeeded but its user could not be read back.");
  return created;
}

/**
 * The hook twin: reads the cached entry (suspending on first load), then applies `or`.
 * It follows the token store: a sign-in, a sign-out or another tab's change of the cookies
 * re-renders it with the new session's user (the store's subscription, through React's
 * `useSyncExternalStore`; subscribing also starts the cookie store's polling).
 */
export function useCurrentUser<U extends { isAnonymous: boolean }>(ctx: ClientContext | ServerContext, options: GetUserOptions = {}): U | null {
  const bridge = requireHookBridge(ctx, "useUser");
  const store = requireTokenStore(ctx as ClientContext, options.tokenStore, "useUser");
  const session = bridge.useExternal(
    (listener) => store.subscribe(listener),
    () => sessionOf(ctx as ClientContext, store),
  );
  const decision = decideUser(bridge.useEntry(currentUserEntry(ctx, session)) as U | null, options.or);
  if ("user" in decision) return decision.user;
  if (decision.action === "redirect") {
    if (!isBrowser()) leaveServerRender(ctx);
    void redirectTo(ctx.navigator, ctx.urls, "signIn", { replace: true });
    throw NEVER; // suspends for good: the page is leaving
  }
  // Suspends until the anonymous sign-up has written its tokens; the store's change then
  // renders the new user (no page reload). A failed sign-up goes to the error boundary once.
  const failed = failedAnonymousSignUps.get(store);
  if (failed) {
    failedAnonymousSignUps.delete(store);
    throw failed.error;
  }
  throw signUpAnonymously(ctx as ClientContext, store).then(
    () => {},
    (error: unknown) => void failedAnonymousSignUps.set(store, { error }),
  );
}

/** Why a server render stopped at `useUser({ or: "redirect" })` (React then renders that part in the browser). */
export const SERVER_RENDER_REDIRECT_MESSAGE =
  'useUser({ or: "redirect" }) found no signed-in user while rendering on the server; this part renders in the browser, which goes to the sign-in page.';

/**
 * A server render has no page to leave, and a suspension there would never end (the HTML
 * stream would stay open). The host's server redirect runs if it has one (Next.js's
 * `redirect()`, which throws); otherwise this throws, and React renders this part in the
 * browser (the nearest Suspense boundary's fallback goes out in the HTML), where the
 * redirect happens.
 */
function leaveServerRender(ctx: ClientContext | ServerContext): never {
  ctx.navigator.redirectDuringServerRender(redirectTargetUrl("signIn", ctx.urls, null));
  // The digest is the one Next.js gives its own bail-outs: it renders this part in the
  // browser without reporting an error (on the server or in the browser's console).
  throw Object.assign(new Error(SERVER_RENDER_REDIRECT_MESSAGE), { digest: "BAILOUT_TO_CLIENT_SIDE_RENDERING" });
}

/** The last failed anonymous sign-up of a hook, per store, for the error boundary. */
const failedAnonymousSignUps = new WeakMap<object, { error: unknown }>();
