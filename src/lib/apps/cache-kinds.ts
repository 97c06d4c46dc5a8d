/**
 * The names of the cache entries (API.md §5). Session-keyed kinds take the session
 * key as their first argument, so invalidating a session finds them by `args[0]`.
 */
export const CacheKind = {
  /** [sessionKey] -> CurrentUser | CurrentServerUser | null */
  currentUser: "current-user",
  /** [] -> Project */
  project: "project",
  /** [] -> AdminProject */
  adminProject: "admin-project",
  /** [sessionKey] -> AdminOwnedProject[] */
  ownedProjects: "owned-projects",
  /** [userId] -> ServerUser | null */
  serverUser: "server-user",
  /** [cursor, limit, orderBy, desc, query] -> ServerUser[] & { nextCursor } */
  serverUserList: "server-user-list",
  /** [type, key] -> ServerUser | ServerTeam | null */
  apiKeyCheck: "api-key-check",
} as const;
