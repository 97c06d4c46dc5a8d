/**
 * The AdminApp of a project the signed-in user owns (internal project): the owned-app
 * factory that `./facades` gives ClientApp.
 */
import type { OwnedAppInit } from "../core/context";
import { AdminApp } from "./admin-app";

/** An AdminApp acting through a project owner's session. */
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
  app._react = init.react;
  return app;
}
