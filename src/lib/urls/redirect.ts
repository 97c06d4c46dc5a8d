/**
 * The `redirectToX` family (docs/api.md §2.3): which URL each one goes to, and the
 * `after_auth_return_to` round trip that brings a user back to the page that sent
 * them to sign in.
 */
import { isBrowser } from "../core/environment";
import type { HandlerUrls } from "./handler-urls";
import type { Navigator } from "./navigation";
import { relativePart } from "./redirect-rules";

/** The query parameter carried through sign-in and sign-up. */
export const AFTER_AUTH_RETURN_TO = "after_auth_return_to";

/** Every `HandlerUrls` key a redirect method exists for (all but `handler`). */
export type RedirectTarget = Exclude<keyof HandlerUrls, "handler">;

export type RedirectToOptions = {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean | undefined;
  /** Do not add or follow `after_auth_return_to`. */
  noRedirectBack?: boolean | undefined;
};

/** Internal: `redirectTo` options plus the navigator's claim flag. */
type RedirectOptions = RedirectToOptions & { claimed?: boolean };

/** The page's current URL, or `null` outside a browser. */
export function currentHref(): string | null {
  return isBrowser() && window.location ? window.location.href : null;
}

/**
 * The URL `redirectTo<target>` navigates to, given the page's current URL.
 * - sign-in / sign-up: adds `after_auth_return_to=<current relative URL>` when the
 *   target is on the current origin, or carries an existing value forward;
 * - after-sign-in / after-sign-up: goes to `after_auth_return_to` when present (the
 *   navigator then refuses it unless it is relative: no open redirect through it).
 */
export function redirectTargetUrl(
  target: RedirectTarget,
  urls: Readonly<HandlerUrls>,
  current: string | null,
  options: RedirectToOptions = {},
): string {
  const url = urls[target];
  if (options.noRedirectBack || current === null) return url;
  const here = new URL(current);
  if (target === "signIn" || target === "signUp") {
    const next = new URL(url, here);
    if (next.origin !== here.origin) return url;
    const carried = here.searchParams.get(AFTER_AUTH_RETURN_TO);
    next.searchParams.set(AFTER_AUTH_RETURN_TO, carried ?? relativePart(here));
    return relativePart(next);
  }
  if (target === "afterSignIn" || target === "afterSignUp") {
    return here.searchParams.get(AFTER_AUTH_RETURN_TO) ?? url;
  }
  return url;
}

/** Navigates to `urls[target]` (see {@link redirectTargetUrl}). */
export function redirectTo(
  navigator: Navigator,
  urls: Readonly<HandlerUrls>,
  target: RedirectTarget,
  options: RedirectOptions = {},
): Promise<void> {
  const url = redirectTargetUrl(target, urls, currentHref(), options);
  return navigator.navigate(url, { replace: options.replace, claimed: options.claimed });
}
