/**
 * The three app facades, as the package entries export them, and what only a module above
 * all three can give them: owned projects (of the internal project) carry an AdminApp,
 * which extends ServerApp, which extends ClientApp, so ClientApp's own module cannot name
 * it. This module gives ClientApp the factory, which loads AdminApp's owned-app module on
 * use (`./owned-admin-app`).
 *
 * It runs when imported, so it is listed in the package's `sideEffects`: an app that
 * imports ClientApp alone, from any entry, still makes owned projects.
 */
import { ClientApp } from "./client-app";

ClientApp._ownedApps = (init) => import("./owned-admin-app").then((m) => m.createOwnedAdminApp(init));

export { ClientApp };
export { ServerApp } from "./server-app";
export { AdminApp } from "./admin-app";
