/**
 * Permission definitions and grants. A project's custom definitions are one record
 * (keyed by project id); a project without one has the two default team permissions, as
 * every new service project does. Grants are records of their own; a grant whose
 * membership, user or definition is gone is ignored.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { indexKey, indexesOf } from "./indexes";
import { get, insert, remove, update } from "./store";
import type {
  PermissionDefinitionRecord,
  PermissionRef,
  PermissionScope,
  ProjectConfig,
  ProjectGrantRecord,
  ProjectPermissionsRecord,
  ProjectRecord,
  TeamGrantRecord,
} from "./types";

export type { PermissionDefinitionRecord, PermissionScope } from "./types";

/** The six system team permissions and their fixed descriptions. */
export const SYSTEM_TEAM_PERMISSIONS: readonly PermissionDefinitionRecord[] = [
  { id: "$update_team", description: "Update the team information", containedPermissionIds: [] },
  { id: "$delete_team", description: "Delete the team", containedPermissionIds: [] },
  { id: "$read_members", description: "Read and list the other members of the team", containedPermissionIds: [] },
  { id: "$remove_members", description: "Remove other members from the team", containedPermissionIds: [] },
  { id: "$invite_members", description: "Invite other users to the team", containedPermissionIds: [] },
  { id: "$manage_api_keys", description: "Create and manage API keys for the team", containedPermissionIds: [] },
];

function defaultTeamDefinitions(): PermissionDefinitionRecord[] {
  return [
    { id: "team_member", description: "Default permission for team members", containedPermissionIds: ["$invite_members", "$read_members"] },
    {
      id: "team_admin",
      description: "Default permission for team admins",
      containedPermissionIds: SYSTEM_TEAM_PERMISSIONS.map((p) => p.id).sort(),
    },
  ];
}

/** The project's custom definitions (the defaults when it has never changed them). */
function definitionsRecord(core: Core, projectId: string): ProjectPermissionsRecord {
  return get(core, "permissionDefinitions", projectId) ?? { projectId, team: defaultTeamDefinitions(), project: [] };
}

/** The custom definitions of a scope. */
export function customDefinitions(core: Core, projectId: string, scope: PermissionScope): readonly PermissionDefinitionRecord[] {
  return definitionsRecord(core, projectId)[scope];
}

/** Replaces the custom definitions of a scope. */
export function setCustomDefinitions(core: Core, projectId: string, scope: PermissionScope, definitions: readonly PermissionDefinitionRecord[]): void {
  const stored = get(core, "permissionDefinitions", projectId);
  if (stored) update(core, "permissionDefinitions", stored, { [scope]: definitions });
  else insert(core, "permissionDefinitions", { ...definitionsRecord(core, projectId), [scope]: definitions });
}

/** Every definition of a scope, system ones included, sorted by id. */
export function allDefinitions(core: Core, projectId: string, scope: PermissionScope): PermissionDefinitionRecord[] {
  const custom = customDefinitions(core, projectId, scope);
  const all = scope === "team" ? [...SYSTEM_TEAM_PERMISSIONS, ...custom] : [...custom];
  return all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function findDefinition(core: Core, projectId: string, scope: PermissionScope, id: string): PermissionDefinitionRecord | undefined {
  if (scope === "team") {
    const system = SYSTEM_TEAM_PERMISSIONS.find((d) => d.id === id);
    if (system) return system;
  }
  return customDefinitions(core, projectId, scope).find((d) => d.id === id);
}

/** The scope an id is defined in, or null. Ids are unique across both scopes. */
export function scopeOf(core: Core, projectId: string, id: string): PermissionScope | null {
  if (findDefinition(core, projectId, "team", id)) return "team";
  if (findDefinition(core, projectId, "project", id)) return "project";
  return null;
}

/** PERMISSION_NOT_FOUND / WRONG_PERMISSION_SCOPE unless `id` is defined in `scope`. */
export function requireDefinedIn(core: Core, projectId: string, scope: PermissionScope, id: string): void {
  const actual = scopeOf(core, projectId, id);
  if (actual === scope) return;
  if (actual === null) throw new KnownErrors.PermissionNotFound(id);
  throw new KnownErrors.PermissionScopeMismatch(id, scope, actual);
}

/** `ids` plus everything they contain, transitively (cycles are harmless). */
export function expandContained(core: Core, projectId: string, scope: PermissionScope, ids: Iterable<string>): Set<string> {
  const byId = new Map(allDefinitions(core, projectId, scope).map((d) => [d.id, d]));
  const seen = new Set<string>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    stack.push(...byId.get(id)!.containedPermissionIds);
  }
  return seen;
}

// --- grants ---------------------------------------------------------------------------

const teamGrantKey = (teamId: string, userId: string, permissionId: string) => `${teamId}/${userId}/${permissionId}`;
const projectGrantKey = (userId: string, permissionId: string) => `${userId}/${permissionId}`;

function isLiveMember(core: Core, teamId: string, userId: string): boolean {
  return indexesOf(core).membership.has(indexKey(teamId, userId));
}

/** The ids defined in a scope, for checking many grants at once. */
function definedIds(core: Core, projectId: string, scope: PermissionScope): Set<string> {
  return new Set(allDefinitions(core, projectId, scope).map((d) => d.id));
}

const teamGrantsOf = (core: Core, keys: ReadonlySet<string>) => [...keys].map((key) => get(core, "teamPermissionGrants", key)!);
const projectGrantsOf = (core: Core, keys: ReadonlySet<string>) => [...keys].map((key) => get(core, "projectPermissionGrants", key)!);

/** Live team grants of a project (members only; definitions must still exist). */
export function teamGrants(core: Core, projectId: string): TeamGrantRecord[] {
  const defined = definedIds(core, projectId, "team");
  return teamGrantsOf(core, indexesOf(core).teamGrantsByProject.get(projectId))
    .filter((g) => isLiveMember(core, g.teamId, g.userId) && defined.has(g.permissionId));
}

/** Live project grants of a project. */
export function projectGrants(core: Core, projectId: string): ProjectGrantRecord[] {
  const defined = definedIds(core, projectId, "project");
  return projectGrantsOf(core, indexesOf(core).projectGrantsByProject.get(projectId))
    .filter((g) => get(core, "users", g.userId)?.projectId === projectId && defined.has(g.permissionId));
}

/** Grants a team permission (idempotent). */
export function grantTeamPermission(core: Core, projectId: string, teamId: string, userId: string, permissionId: string): void {
  if (get(core, "teamPermissionGrants", teamGrantKey(teamId, userId, permissionId))) return;
  insert(core, "teamPermissionGrants", { projectId, teamId, userId, permissionId });
}

/** Removes a direct team grant; false if there was none. */
export function revokeTeamPermission(core: Core, projectId: string, teamId: string, userId: string, permissionId: string): boolean {
  const grant = get(core, "teamPermissionGrants", teamGrantKey(teamId, userId, permissionId));
  if (!grant || grant.projectId !== projectId) return false;
  remove(core, "teamPermissionGrants", grant);
  return true;
}

/** Drops every team grant of a membership (leaving or removal) or of a whole team (`userId` null). */
export function dropTeamGrants(core: Core, teamId: string, userId: string | null): void {
  const indexes = indexesOf(core);
  const keys = userId === null ? indexes.teamGrantsByTeam.get(teamId) : indexes.teamGrantsByMember.get(indexKey(teamId, userId));
  for (const grant of teamGrantsOf(core, keys)) remove(core, "teamPermissionGrants", grant);
}

export function grantProjectPermission(core: Core, projectId: string, userId: string, permissionId: string): void {
  if (get(core, "projectPermissionGrants", projectGrantKey(userId, permissionId))) return;
  insert(core, "projectPermissionGrants", { projectId, userId, permissionId });
}

export function revokeProjectPermission(core: Core, projectId: string, userId: string, permissionId: string): boolean {
  const grant = get(core, "projectPermissionGrants", projectGrantKey(userId, permissionId));
  if (!grant || grant.projectId !== projectId) return false;
  remove(core, "projectPermissionGrants", grant);
  return true;
}

/** Drops every project grant of a user. */
export function dropProjectGrants(core: Core, userId: string): void {
  for (const grant of projectGrantsOf(core, indexesOf(core).projectGrantsByUser.get(userId))) remove(core, "projectPermissionGrants", grant);
}

/** The permission ids a member holds in a team, contained ones included. */
export function effectiveTeamPermissions(core: Core, projectId: string, teamId: string, userId: string): Set<string> {
  if (!isLiveMember(core, teamId, userId)) return new Set();
  const direct = teamGrantsOf(core, indexesOf(core).teamGrantsByMember.get(indexKey(teamId, userId)))
    .filter((g) => g.projectId === projectId)
    .map((g) => g.permissionId);
  return expandContained(core, projectId, "team", direct);
}

/**
 * The client-side check of team routes: TEAM_MEMBERSHIP_NOT_FOUND for a non-member (or
 * an unknown team), then TEAM_PERMISSION_REQUIRED for each missing permission in order.
 */
export function requireTeamPermissions(core: Core, projectId: string, teamId: string, userId: string, permissionIds: string[]): void {
  if (!isLiveMember(core, teamId, userId)) throw new KnownErrors.TeamMembershipNotFound(teamId, userId);
  const held = effectiveTeamPermissions(core, projectId, teamId, userId);
  for (const id of permissionIds) if (!held.has(id)) throw new KnownErrors.TeamPermissionRequired(teamId, userId, id);
}

/** Grants the ids of a config default list (`team_creator_default_permissions` etc.) that still exist. */
export function grantTeamDefaults(core: Core, project: ProjectRecord, teamId: string, userId: string, defaults: readonly PermissionRef[]): void {
  for (const { id } of defaults) {
    if (findDefinition(core, project.id, "team", id)) grantTeamPermission(core, project.id, teamId, userId, id);
  }
}

/** `user_default_permissions` for a newly created user. */
export function grantUserDefaults(core: Core, project: ProjectRecord, userId: string): void {
  for (const { id } of project.config.user_default_permissions) {
    if (findDefinition(core, project.id, "project", id)) grantProjectPermission(core, project.id, userId, id);
  }
}

// --- definition changes ---------------------------------------------------------------

const DEFAULT_LISTS = ["team_creator_default_permissions", "team_member_default_permissions", "user_default_permissions"] as const;

/** The project's config with `change` applied to each default permission list. */
function withDefaultLists(project: ProjectRecord, change: (list: readonly PermissionRef[]) => PermissionRef[]): Readonly<ProjectConfig> {
  const config: ProjectConfig = { ...project.config };
  for (const key of DEFAULT_LISTS) config[key] = change(config[key]);
  return config;
}

/** Renames an id everywhere: grants, other definitions' containment, config default lists. */
export function renamePermission(core: Core, project: ProjectRecord, from: string, to: string): void {
  const indexes = indexesOf(core);
  for (const g of teamGrantsOf(core, indexes.teamGrantsByProject.get(project.id))) {
    if (g.permissionId !== from) continue;
    remove(core, "teamPermissionGrants", g);
    grantTeamPermission(core, project.id, g.teamId, g.userId, to);
  }
  for (const g of projectGrantsOf(core, indexes.projectGrantsByProject.get(project.id))) {
    if (g.permissionId !== from) continue;
    remove(core, "projectPermissionGrants", g);
    grantProjectPermission(core, project.id, g.userId, to);
  }
  for (const scope of ["team", "project"] as const) {
    setCustomDefinitions(core, project.id, scope, customDefinitions(core, project.id, scope).map((d) => ({
      ...d,
      containedPermissionIds: [...new Set(d.containedPermissionIds.map((x) => (x === from ? to : x)))].sort(),
    })));
  }
  update(core, "projects", project, { config: withDefaultLists(project, (list) => list.map((p) => (p.id === from ? { id: to } : p))) });
}

/** Removes an id everywhere: grants, containment, config default lists. */
export function forgetPermission(core: Core, project: ProjectRecord, id: string): void {
  const indexes = indexesOf(core);
  for (const g of teamGrantsOf(core, indexes.teamGrantsByProject.get(project.id))) if (g.permissionId === id) remove(core, "teamPermissionGrants", g);
  for (const g of projectGrantsOf(core, indexes.projectGrantsByProject.get(project.id))) if (g.permissionId === id) remove(core, "projectPermissionGrants", g);
  for (const scope of ["team", "project"] as const) {
    setCustomDefinitions(core, project.id, scope, customDefinitions(core, project.id, scope).map((d) => ({
      ...d,
      containedPermissionIds: d.containedPermissionIds.filter((x) => x !== id),
    })));
  }
  update(core, "projects", project, { config: withDefaultLists(project, (list) => list.filter((p) => p.id !== id)) });
}
