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
 * imports ClientApp alone, from any entry, still makes owned projects (and, in development,
 * gets the tier hints of `./tier-hints`).
 */
import { AdminApp } from "./admin-app";
import { ClientApp } from "./client-app";
import { createOwnedAdminApp } from "./owned-admin-app";
import { ServerApp } from "./server-app";
import { installTierHints } from "./tier-hints";

ClientApp._ownedApps = async (init) => createOwnedAdminApp(init);

// A server-only method called on a ClientApp from plain JavaScript gets a hint naming the
// tier that has it, in development builds only: bundlers replace `process.env.NODE_ENV`, so a
// production bundle drops this block and ./tier-hints. Without a bundler or Node (no
// `process`), there are no hints.
try {
  if (process.env.NODE_ENV !== "production") installTierHints({ ClientApp, ServerApp, AdminApp });
} catch (error) {
  if (!(error instanceof ReferenceError)) throw error;
}

export { ClientApp, ServerApp, AdminApp };
