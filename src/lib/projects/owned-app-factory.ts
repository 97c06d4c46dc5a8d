/**
 * Owned projects carry an AdminApp (docs/api.md, the internal project's extras). The
 * AdminApp class is loaded on demand with a dynamic import, so a browser bundle that only
 * imports ClientApp still makes owned projects (nothing registers itself at import time,
 * which `"sideEffects": false` would let a bundler drop).
 */
import type { Session } from "../session/session";
import type { ReactBinding } from "../core/hook-bridge";

export type OwnedAppInit = {
  projectId: string;
  projectOwnerSession: Session;
  baseUrl: string;
  fetch: typeof fetch | undefined;
  timeoutMs: number | undefined;
  extraRequestHeaders: Record<string, string>;
  /** The owner app's React binding: the owned app's hooks work under the same provider. */
  react: ReactBinding;
};

/** Makes the AdminApp of an owned project (typed loosely here: the areas never import a facade). */
export type OwnedAppMaker = (init: OwnedAppInit) => object;

/** How to make owned AdminApps, once the AdminApp class has loaded. */
export async function loadOwnedAppMaker(): Promise<OwnedAppMaker> {
  const { createOwnedAdminApp } = await import("../apps/owned-admin-app");
  return createOwnedAdminApp;
}
