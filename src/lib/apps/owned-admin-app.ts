/** An AdminApp acting through a project owner's session (owned projects of the internal project). */
import type { OwnedAppInit } from "../projects/owned-app-factory";
import { AdminApp } from "./admin-app";
import type { ClientContext } from "../core/context";

export function createOwnedAdminApp(init: OwnedAppInit): AdminApp {
  const app = new AdminApp({
    projectId: init.projectId,
    projectOwnerSession: init.projectOwnerSession,
    baseUrl: init.baseUrl,
    fetch: init.fetch,
    timeoutMs: init.timeoutMs,
    extraRequestHeaders: init.extraRequestHeaders,
    redirectMethod: "none",
  });
  // Shares the owner app's React binding, so `project.app.useX()` works under its provider.
  (app._context as { react: ClientContext["react"] }).react = init.react;
  return app;
}
