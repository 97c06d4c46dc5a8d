/**
 * What a host framework's entry hands the core when it loads: today `gatehouse/next`,
 * which gives `tokenStore: "nextjs-cookie"` its per-request cookies on the server and
 * `redirectMethod: "nextjs"` its router. The core never imports the framework itself.
 *
 * The slots live on `globalThis` under a registered symbol, not in module state: a bundle
 * may hold two copies of this module (the ESM core and a CJS entry), and both must see
 * what the framework entry registered.
 */
import type { TokenStore } from "../token-store/token-store";

/** A store that is resolved anew by every async call (`resolveTokenStore`); its sync methods throw. */
export type PerCallTokenStore = TokenStore & { forCall(): Promise<TokenStore> };

/** The object form of `redirectMethod`: the host's router. */
export type HostRedirectMethod = {
  /** A React hook of the host's router, called by `app.useNavigate()`. */
  useNavigate(): (to: string) => void;
  /** Called for redirects made outside React; without it the page location is assigned. */
  navigate?(to: string, options?: { replace: boolean }): void | Promise<void>;
  /**
   * Leaves a render on the server by throwing, as Next.js's `redirect()` does. Called
   * when a hook must redirect while rendering outside a browser (`useUser({ or: "redirect" })`).
   */
  redirectOnServer?(to: string): never;
};

export type HostIntegration = {
  /** `redirectMethod: "nextjs"`. */
  redirect?: HostRedirectMethod | undefined;
  /**
   * `tokenStore: "nextjs-cookie"` on a server: a store holding no tokens itself, whose
   * `forCall()` finds the store of the request being handled (see {@link PerCallTokenStore}).
   */
  perRequestStore?(options: { projectId: string; cookieDomain: string | undefined }): PerCallTokenStore;
};

const SLOT = Symbol.for("gatehouse.host-integration");

/** Adds `parts` to what is registered (the server and the browser halves register apart). */
export function registerHostIntegration(parts: HostIntegration): void {
  const global = globalThis as { [SLOT]?: HostIntegration };
  global[SLOT] = { ...global[SLOT], ...parts };
}

/** The registered part `key`; throws naming what to import when it is missing. */
export function hostIntegration<K extends keyof HostIntegration>(key: K, what: string): NonNullable<HostIntegration[K]> {
  const part = (globalThis as { [SLOT]?: HostIntegration })[SLOT]?.[key];
  if (!part) throw new Error(`${what} needs gatehouse/next: import the apps from it`);
  return part;
}
