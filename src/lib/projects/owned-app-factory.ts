/**
 * Owned projects carry an AdminApp (docs/api.md, the internal project's extras). The
 * AdminApp module hands its maker over when it loads (`admin-app.ts`); an app bundled
 * without AdminApp cannot make owned projects and says so.
 *
 * Why not load AdminApp on use with `import()`: a bundler that splits code (esbuild) puts
 * a module that the package entry exports (AdminApp) and that a dynamic import makes live
 * into a chunk every page loads at once: the whole server and admin tier (about 18 KB
 * gzipped) would land in every browser app's first load. That stays so until the server
 * and admin facades load their areas on use (see CHANGELOG, open work).
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

let registered: OwnedAppMaker | null = null;

/** Called by `admin-app.ts` when it loads. */
export function provideOwnedAppMaker(make: OwnedAppMaker): void {
  registered = make;
}

/** How to make owned AdminApps; throws when this bundle has no AdminApp. */
export async function loadOwnedAppMaker(): Promise<OwnedAppMaker> {
  if (!registered) {
    throw new Error(
      'Owned projects carry an AdminApp, and this bundle does not include it: import { AdminApp } from "gatehouse" in the app that calls user.createProject() or listOwnedProjects().',
    );
  }
  return registered;
}
