/**
 * The three app facades, as the package entries export them, and what only a module above
 * all three can give them: owned projects (of the internal project) carry an AdminApp,
 * which extends ServerApp, which extends ClientApp, so ClientApp's own module cannot name
 * it. This module gives ClientApp the factory (`./owned-admin-app`).
 *
 * The factory is imported, not loaded on use: AdminApp's facade is in the first load of
 * every app that imports the package entry anyway (the entry exports it), and an `import()`
 * of it would make the facades a chunk of their own, one more script on every first page.
 *
 * It runs when imported, so it is listed in the package's `sideEffects`: an app that
 * imports ClientApp alone, from any entry, still makes owned projects.
 */
import { ClientApp } from "./client-app";
import { createOwnedAdminApp } from "./owned-admin-app";

ClientApp._ownedApps = async (init) => createOwnedAdminApp(init);

export { ClientApp };
export { ServerApp } from "./server-app";
export { AdminApp } from "./admin-app";
