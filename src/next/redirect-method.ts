/**
 * `redirectMethod: "nextjs"`: Next's `redirect()` on the server (it throws, and Next answers
 * with the redirect), its App Router in the browser. Next's modules are imported with
 * their file extension so that Node's ES module loader finds them too (Next's bundler
 * maps `next/navigation.js` to the same module as `next/navigation`). Registered with the core when this
 * module loads (both `gatehouse/next` entries load it).
 */
import { redirect, RedirectType, useRouter } from "next/navigation.js";
import { isBrowser } from "../lib/core/environment";
import { registerHostIntegration, type HostRedirectMethod } from "../lib/core/host-integration";

/** The part of Next's App Router instance used here. */
export type NextRouter = { push(href: string): void; replace(href: string): void; refresh(): void };

// The page's router, kept by the browser provider: navigations made outside React (after a
// sign-in, a sign-out) use it too. One page has one router.
let pageRouter: NextRouter | null = null;

/** Called by the browser provider with the router of the page. */
export function setPageRouter(router: NextRouter): void {
  pageRouter = router;
}

export const nextRedirectMethod: HostRedirectMethod = {
  useNavigate() {
    const router = useRouter();
    return (to) => router.push(to);
  },
  navigate(to, options) {
    if (!isBrowser()) redirect(to, options?.replace ? RedirectType.replace : RedirectType.push);
    if (!pageRouter) window.location[options?.replace ? "replace" : "assign"](to);
    else if (options?.replace) pageRouter.replace(to);
    else pageRouter.push(to);
  },
  redirectOnServer(to) {
    redirect(to, RedirectType.replace);
  },
};

registerHostIntegration({ redirect: nextRedirectMethod });
