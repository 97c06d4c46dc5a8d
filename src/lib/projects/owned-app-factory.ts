/**
 * Owned projects carry an AdminApp (docs/api.md §3.9). `admin-app.ts` registers how to make
 * one when it loads; going through this slot avoids an import cycle between the
 * project module and the app classes built on top of it.
 */
import type { Session } from "../session/session";
import type { AdminApp } from "../apps/admin-app";

export type OwnedAppInit = {
  projectId: string;
  projectOwnerSession: Session;
  baseUrl: string;
  fetch: typeof fetch | undefined;
  timeoutMs: number | undefined;
  extraRequestHeaders: Record<string, string>;
};

let factory: ((init: OwnedAppInit) => AdminApp) | null = null;

export function registerOwnedAppFactory(make: (init: OwnedAppInit) => AdminApp): void {
  factory = make;
}

export function makeOwnedAdminApp(init: OwnedAppInit): AdminApp {
  if (!factory) throw new Error("AdminApp is not loaded; import it from the package entry.");
  return factory(init);
}
