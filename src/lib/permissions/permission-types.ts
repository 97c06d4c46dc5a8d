/** Permissions held by users (docs/api.md §3.10). */

/** A team or project permission a user holds. */
export type TeamPermission = { readonly id: string };
/** Same shape at project level. */
export type ProjectPermission = TeamPermission;
