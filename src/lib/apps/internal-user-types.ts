/** The internal project's user types, with the AdminApp that owned projects carry (docs/api.md §2.5). */
import type { OwnedProjectOf } from "../projects/project-types";
import type { CurrentServerUser, CurrentUser, InternalUserExtraOf } from "../users/user-types";
import type { AdminApp } from "./admin-app";

/** A project the signed-in `internal` user owns, with an AdminApp acting through their session. */
export type AdminOwnedProject = OwnedProjectOf<AdminApp>;
/** Extras of the signed-in user of the `internal` project (the dashboard). */
export type InternalUserExtra = InternalUserExtraOf<AdminApp>;
export type CurrentInternalUser = CurrentUser & InternalUserExtra;
export type CurrentInternalServerUser = CurrentServerUser & InternalUserExtra;
