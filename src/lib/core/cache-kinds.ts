/**
 * The names of the cache entries (docs/api.md §5), all in one table so that no two areas
 * can pick the same name for different values, and so that a module that refreshes
 * another area's entries names them instead of repeating a string. Each comment gives
 * the arguments and the value.
 *
 * Session-keyed kinds take the session key as their first argument: ending a session
 * refreshes every entry whose `args[0]` is its key (`session-access.ts`).
 */
export const CacheKind = {
  // Users and the project.
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
  /** ["user" | "team", apiKey] -> the id of the key's owner (user or team) | null */
  apiKeyCheck: "api-key-check",

  // Teams, members, invitations.
  /** [sessionKey] -> Team[] */
  teams: "teams",
  /** [userId | null] -> ServerTeam[] */
  serverTeams: "server-teams",
  /** [sessionKey, teamId] -> TeamUser[] */
  teamUsers: "team-users",
  /** [teamId] -> ServerTeamUser[] */
  serverTeamUsers: "server-team-users",
  /** [sessionKey, teamId] -> EditableTeamMemberProfile */
  teamProfile: "team-profile",
  /** [teamId, userId] -> EditableTeamMemberProfile */
  serverTeamProfile: "server-team-profile",
  /** [sessionKey, teamId] -> TeamInvitation[] */
  teamInvitations: "team-invitations",
  /** [teamId] -> TeamInvitation[] */
  serverTeamInvitations: "server-team-invitations",

  // Permissions.
  /** [sessionKey, teamId, recursive] -> TeamPermission[] */
  teamPermissions: "team-permissions",
  /** [sessionKey, recursive] -> TeamPermission[] */
  projectPermissions: "project-permissions",
  /** [teamId, userId, recursive] -> TeamPermission[] */
  serverTeamPermissions: "server-team-permissions",
  /** [userId, recursive] -> TeamPermission[] */
  serverProjectPermissions: "server-project-permissions",
  /** [] -> AdminTeamPermissionDefinition[] */
  teamPermissionDefinitions: "team-permission-definitions",
  /** [] -> AdminProjectPermissionDefinition[] */
  projectPermissionDefinitions: "project-permission-definitions",

  // Contact channels, connected accounts, API keys.
  /** [sessionKey] -> ContactChannel[] */
  contactChannels: "contact-channels",
  /** [userId] -> ServerContactChannel[] */
  serverContactChannels: "server-contact-channels",
  /** [sessionKey, provider, scope] -> ProviderTokenState */
  providerToken: "oauth-provider-token",
  /** [userId, provider, scope] -> ProviderTokenState */
  serverProviderToken: "server-oauth-provider-token",
  /** [sessionKey] -> UserApiKey[] */
  userApiKeys: "user-api-keys",
  /** [userId] -> UserApiKey[] */
  serverUserApiKeys: "server-user-api-keys",
  /** [sessionKey, teamId] -> TeamApiKey[] */
  teamApiKeys: "team-api-keys",
  /** [teamId] -> TeamApiKey[] */
  serverTeamApiKeys: "server-team-api-keys",

  // Admin.
  /** [] -> InternalApiKey[] */
  internalApiKeys: "internal-api-keys",
  /** [] -> AdminEmailTemplate[] */
  emailTemplates: "email-templates",
  /** [] -> string */
  svixToken: "svix-token",
} as const;

/** The kinds that hold user objects: a change to any user makes all of them stale. */
export const USER_KINDS: readonly string[] = [CacheKind.serverUser, CacheKind.serverUserList, CacheKind.currentUser];
