/**
 * How the app moves the page: the `redirectMethod` option (docs/api.md §1). Every
 * navigation first passes the relative-URL rule.
 */
import { isBrowser } from "../core/environment";
import { hostIntegration, type HostRedirectMethod } from "../core/host-integration";
import { assertTrustedRedirect } from "./redirect-rules";

export type { HostRedirectMethod } from "../core/host-integration";

/**
 * `"window"` assigns or replaces `window.location`; `"none"` makes every redirect a
 * no-op; the object form hands the URL to the host's router; `"nextjs"` is the object
 * `gatehouse/next` registers (Next's `redirect()` on the server, its router in the browser).
 */
export type RedirectMethod = "window" | "none" | "nextjs" | HostRedirectMethod;

/** After starting a navigation, wait this long before resolving (docs/api.md §2.3), so code after an awaited redirect does not run while the page is leaving. */
export const REDIRECT_WAIT_MS = 2000;

export type NavigateOptions = {
  replace?: boolean | undefined;
  /** This navigation belongs to the holder of a {@link Navigator.claim}. */
  claimed?: boolean | undefined;
};

export type Navigator = {
  /** Checks the URL (throws for a non-relative one), starts the navigation, then waits ~2 s. A no-op with `"none"`. */
  navigate(url: string, options?: NavigateOptions): Promise<void>;
  /**
   * The `(to) => void` that `app.useNavigate()` returns. Calls the host's hook for the
   * object form. The function it returns checks each URL as `navigate` does (throws for an
   * untrusted one) before handing it on.
   */
  useNavigate(): (to: string) => void;
  /**
   * Reserves the page for one navigation that is about to start (e.g. sign-out's redirect
   * to after-sign-out): until released, navigations not marked `claimed` are dropped. Without
   * this, ending the session re-renders `useUser({ or: "redirect" })`, whose redirect to
   * sign-in would race and override the after-sign-out one. Returns the release function.
   */
  claim(): () => void;
  /** True for `redirectMethod: "none"`. */
  readonly isNoop: boolean;
  /**
   * During a render outside a browser: throws the host's redirect (`redirectOnServer`) when
   * it has one; returns otherwise (there is no page to move).
   */
  redirectDuringServerRender(url: string): void;
};

function assignLocation(url: string, replace: boolean): void {
  if (!isBrowser()) {
    throw new Error(
      `Cannot redirect to ${url}: there is no browser window here. Pass redirectMethod: "none" (or an object with a navigate function) when running outside a browser.`,
    );
  }
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Builds the app's navigator from its `redirectMethod`. */
export function createNavigator(method: RedirectMethod): Navigator {
  let claims = 0;
  // "nextjs" is looked up on use, so an app may be created before gatehouse/next registers it.
  const host = (): HostRedirectMethod | null =>
    method === "nextjs" ? hostIntegration("redirect", 'redirectMethod "nextjs"') : typeof method === "object" ? method : null;
  return {
    isNoop: method === "none",
    claim() {
      claims++;
      let released = false;
      return () => {
        if (!released) claims--;
        released = true;
      };
    },
    async navigate(url, options = {}) {
      assertTrustedRedirect(url);
      if (method === "none") return;
      if (claims > 0 && !options.claimed) return;
      const router = host();
      if (router?.navigate) await router.navigate(url, { replace: options.replace ?? false });
      else assignLocation(url, options.replace ?? false);
      await wait(REDIRECT_WAIT_MS);
    },
    redirectDuringServerRender(url) {
      assertTrustedRedirect(url);
      host()?.redirectOnServer?.(url);
    },
    useNavigate() {
      // The same rule as every other navigation: relative, or a trusted domain. The host's
      // hook is called on every render (it is a hook), whatever the rule says.
      const router = host();
      const go = router ? router.useNavigate() : method === "window" ? (to: string) => assignLocation(to, false) : () => {};
      return (to: string) => {
        assertTrustedRedirect(to);
        go(to);
      };
    },
  };
}
