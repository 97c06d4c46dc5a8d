/**
 * Permission grants and definitions (docs/protocol.md §13.13, §13.14). Types only.
 */

/** A team permission held by a user. `id` is the permission id. */
export type TeamPermissionJson = { id: string; user_id: string; team_id: string };

/** A project permission held by a user. */
export type ProjectPermissionJson = { id: string; user_id: string };

/** `GET /team-permissions` query. `recursive` goes on the wire as `"true"`/`"false"`. */
export type TeamPermissionListQueryJson = {
  team_id?: string;
  user_id?: string;
  permission_id?: string;
  recursive?: boolean;
};

/** `GET /project-permissions` query. */
export type ProjectPermissionListQueryJson = {
  user_id?: string;
  permission_id?: string;
  recursive?: boolean;
};

/** A team or project permission definition. */
export type PermissionDefinitionJson = {
  id: string;
  description?: string;
  /** Sorted. */
  contained_permission_ids: string[];
};

/** `POST /…-permission-definitions` body. */
export type PermissionDefinitionCreateBodyJson = {
  id: string;
  description?: string;
  contained_permission_ids?: string[];
};

/**
 * `PATCH /…-permission-definitions/{id}` body. The seed server treats an omitted
 * `contained_permission_ids` as `[]` and clears an omitted `description`.
 */
export type PermissionDefinitionUpdateBodyJson = {
  id?: string;
  description?: string;
  contained_permission_ids?: string[];
};
