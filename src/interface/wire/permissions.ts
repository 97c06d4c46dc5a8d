/**
 * Permission grants and definitions (docs/protocol.md §13.13, §13.14). Types only.
 */

/** A team permission held by a user. `id` is the permission id. */
export type TeamPermissionJson = { id: string; user_id: string; team_id: string };

/** A project permission held by a user. */
export type ProjectPermissionJson = { id: string; user_id: string };

/** `GET /team-permissions` query. `recursive` goes on the wire as `"true"`/`"false"`. */
export type TeamPermissionListQueryJson = {
  team_id?: string | undefined;
  user_id?: string | undefined;
  permission_id?: string | undefined;
  recursive?: boolean | undefined;
};

/** `GET /project-permissions` query. */
export type ProjectPermissionListQueryJson = {
  user_id?: string | undefined;
  permission_id?: string | undefined;
  recursive?: boolean | undefined;
};

/** A team or project permission definition. */
export type PermissionDefinitionJson = {
  id: string;
  description?: string | undefined;
  /** Sorted. */
  contained_permission_ids: string[];
};

/** `POST /…-permission-definitions` body. */
export type PermissionDefinitionCreateBodyJson = {
  id: string;
  description?: string | undefined;
  contained_permission_ids?: string[] | undefined;
};

/**
 * `PATCH /…-permission-definitions/{id}` body. The seed server treats an omitted
 * `contained_permission_ids` as `[]` and clears an omitted `description`.
 */
export type PermissionDefinitionUpdateBodyJson = {
  id?: string | undefined;
  description?: string | undefined;
  contained_permission_ids?: string[] | undefined;
};
