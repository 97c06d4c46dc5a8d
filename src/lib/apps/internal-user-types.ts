/** The internal project's user types, with the AdminApp that owned projects carry (docs/api.md §2.5). */
import type { OwnedProjectOf } from "../projects/project-types";
import type { CurrentServerUser, CurrentUser, InternalUserExtraOf } from "../users/user-types";

/**
 * The app an owned project carries. `admin-app.ts` fills this in with `AdminApp` (a module
 * augmentation: `declare module "./internal-user-types"`), so the types of ClientApp and
 * ServerApp, which name the internal user, need not import the AdminApp that extends them.
 */
export interface OwnedProjectApp {}

/** The AdminApp class, as `admin-app.ts` registers it in {@link OwnedProjectApp}. */
type OwnedApp = OwnedProjectApp extends { readonly app: infer App } ? App : never;

/** A project the signed-in `internal` user owns, with an AdminApp acting through their session. */
export type AdminOwnedProject = OwnedProjectOf<OwnedApp>;
/** Extras of the signed-in user of the `internal` project (the dashboard). */
export type InternalUserExtra = InternalUserExtraOf<OwnedApp>;
export type CurrentInternalUser = CurrentUser & InternalUserExtra;
export type CurrentInternalServerUser = CurrentServerUser & InternalUserExtra;
