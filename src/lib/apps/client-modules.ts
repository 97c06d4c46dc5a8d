/**
 * What a ClientApp needs once it does anything: its context (interface, token stores,
 * sessions, cached-value store) and the operations of the first journey (the current
 * user, password sign-in and sign-up, sign-out, redirects). The facade (`client-app.ts`)
 * loads this module on first use with an `import()`, so an app's bundler makes it one
 * chunk, and in a browser the facade fetches it while the page is idle: the first load of
 * the core holds only the facades and the option checks, and no click waits on a
 * download (see docs/architecture.md, "What loads when").
 */
import { ClientInterface } from "../../interface/client-interface";
import type { AreaLoaders } from "../core/areas";
import type { ReactBinding } from "../core/hook-bridge";
import type { ClientContext, OwnedAppFactory } from "../core/context";
import { createContext, interfaceOptionsOf } from "../core/create-context";
import { clientCurrentUser } from "../users/current-user";
import type { ResolvedClientOptions } from "../core/options";

export { abortable, abortableCall, via } from "../core/call-options";
export { getCurrentUser, useCurrentUser } from "../users/get-user";
export { resetPassword, sendForgotPasswordEmail, signInWithCredential, signUpWithCredential, verifyPasswordResetCode } from "../auth/password";
export { signOutCurrent } from "../auth/sign-out";
export { redirectTo } from "../urls/redirect";

/** What every tier's context is opened with (the facade's share of it). */
export type ContextInit = {
  app: object;
  resolved: ResolvedClientOptions;
  react: ReactBinding;
  ownedApps: OwnedAppFactory;
  areas: AreaLoaders;
};

/** The context of a ClientApp. */
export function openContext(init: ContextInit): ClientContext {
  return createContext({
    ...init,
    tier: "client",
    iface: new ClientInterface(interfaceOptionsOf(init.resolved, init.areas)),
    currentUser: clientCurrentUser,
    serverUser: null,
  });
}

// Modules of the first page that other lazily loaded chunks share, named here (one binding
// each, which the first page has anyway) so that a bundler that splits code gives them one
// chunk with the rest rather than one per set of chunks that reach them: each is a script of
// its own on the first page otherwise. No code reads these through this module.
export { DEFAULT_BASE_URL } from "../../interface/wire/defaults";
export { resolveHandlerUrls } from "../urls/handler-urls";
export { InvalidAccessTokenError } from "../../errors/access-token";
