/**
 * Permission definitions and grants (docs/protocol.md §13.13, §13.14).
 *
 * Kept under `state.extra.permissions` (the state's room for later areas). A project's
 * definitions are created on first use with the two default team permissions, so every
 * project — built-in, test-made or dashboard-made — starts like a new service project.
 * Grants are explicit rows; a grant whose user, team or membership is gone is ignored.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import type { ProjectRecord } from "./types";

export type PermissionScope = "team" | "project";

export type PermissionDefinitionRecord = {
  id: string;
  /** Absent on the wire when null. */
  description: string | null;
  containedPermissionIds: string[];
};

export type TeamGrantRecord = { projectId: string; teamId: string; userId: string; permissionId: string };
export type ProjectGrantRecord = { projectId: string; userId: string; permissionId: string };

type PermissionsArea = {
  definitions: { [projectId: string]: { team: PermissionDefinitionRecord[]; project: PermissionDefinitionRecord[] } };
  teamGrants: TeamGrantRecord[];
  projectGrants: ProjectGrantRecord[];
};

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

function area(core: Core): PermissionsArea {
  const extra = core.state.extra as unknown as { permissions?: PermissionsArea };
  if (!extra.permissions) extra.permissions = { definitions: {}, teamGrants: [], projectGrants: [] };
  return extra.permissions;
}

function projectDefinitions(core: Core, projectId: string) {
  const defs = area(core).definitions;
  defs[projectId] ??= { team: defaultTeamDefinitions(), project: [] };
  return defs[projectId];
}

/** The custom definitions of a scope (the stored array: mutations are visible). */
export function customDefinitions(core: Core, projectId: string, scope: PermissionScope): PermissionDefinitionRecord[] {
  return projectDefinitions(core, projectId)[scope];
}

/** Every definition of a scope, system ones included, sorted by id. */
export function allDefinitions(core: Core, projectId: string, scope: PermissionScope): PermissionDefinitionRecord[] {
  const custom = customDefinitions(core, projectId, scope);
  const all = scope === "team" ? [...SYSTEM_TEAM_PERMISSIONS, ...custom] : [...custom];
  return all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function findDefinition(core: Core, projectId: string, scope: PermissionScope, id: string): PermissionDefinitionRecord | undefined {
  return allDefinitions(core, projectId, scope).find((d) => d.id === id);
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

function isLiveMember(core: Core, teamId: string, userId: string): boolean {
  return Object.values(core.state.teamMemberships).some((m) => m.teamId === teamId && m.userId === userId);
}

/** The ids defined in a scope, for checking many grants at once (findDefinition sorts on every call). */
function definedIds(core: Core, projectId: string, scope: PermissionScope): Set<string> {
  return new Set(allDefinitions(core, projectId, scope).map((d) => d.id));
}

/** Live team grants of a project (members only; definitions must still exist). */
export function teamGrants(core: Core, projectId: string): TeamGrantRecord[] {
  // One pass over memberships and definitions, not one per grant.
  const members = new Set(Object.values(core.state.teamMemberships).map((m) => `${m.teamId}/${m.userId}`));
  const defined = definedIds(core, projectId, "team");
  return area(core).teamGrants.filter((g) =>
    g.projectId === projectId && members.has(`${g.teamId}/${g.userId}`) && defined.has(g.permissionId));
}

/** Live project grants of a project. */
export function projectGrants(core: Core, projectId: string): ProjectGrantRecord[] {
  const defined = definedIds(core, projectId, "project");
  return area(core).projectGrants.filter((g) =>
    g.projectId === projectId && core.state.users[g.userId]?.projectId === projectId && defined.has(g.permissionId));
}

/** Grants a team permission (idempotent). */
export function grantTeamPermission(core: Core, projectId: string, teamId: string, userId: string, permissionId: string): void {
  const grants = area(core).teamGrants;
  if (grants.some((g) => g.projectId === projectId && g.teamId === teamId && g.userId === userId && g.permissionId === permissionId)) return;
  grants.push({ projectId, teamId, userId, permissionId });
}

/** Removes a direct team grant; false if there was none. */
export function revokeTeamPermission(core: Core, projectId: string, teamId: string, userId: string, permissionId: string): boolean {
  const a = area(core);
  const before = a.teamGrants.length;
  a.teamGrants = a.teamGrants.filter((g) => !(g.projectId === projectId && g.teamId === teamId && g.userId === userId && g.permissionId === permissionId));
  return a.teamGrants.length !== before;
}

/** Drops every team grant of a membership (leaving or removal) or of a whole team (`userId` null). */
export function dropTeamGrants(core: Core, teamId: string, userId: string | null): void {
  const a = area(core);
  a.teamGrants = a.teamGrants.filter((g) => !(g.teamId === teamId && (userId === null || g.userId === userId)));
}

export function grantProjectPermission(core: Core, projectId: string, userId: string, permissionId: string): void {
  const grants = area(core).projectGrants;
  if (grants.some((g) => g.projectId === projectId && g.userId === userId && g.permissionId === permissionId)) return;
  grants.push({ projectId, userId, permissionId });
}

export function revokeProjectPermission(core: Core, projectId: string, userId: string, permissionId: string): boolean {
  const a = area(core);
  const before = a.projectGrants.length;
  a.projectGrants = a.projectGrants.filter((g) => !(g.projectId === projectId && g.userId === userId && g.permissionId === permissionId));
  return a.projectGrants.length !== before;
}

/** The permission ids a member holds in a team, contained ones included. */
export function effectiveTeamPermissions(core: Core, projectId: string, teamId: string, userId: string): Set<string> {
  // Runs on every client team check: only this member's grants, not the project's live grant list.
  // (expandContained drops ids whose definition is gone.)
  if (!isLiveMember(core, teamId, userId)) return new Set();
  const direct = area(core).teamGrants
    .filter((g) => g.projectId === projectId && g.teamId === teamId && g.userId === userId)
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
export function grantTeamDefaults(core: Core, project: ProjectRecord, teamId: string, userId: string, defaults: { id: string }[]): void {
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

/** Renames an id everywhere: grants, other definitions' containment, config default lists. */
export function renamePermission(core: Core, project: ProjectRecord, from: string, to: string): void {
  const a = area(core);
  for (const g of a.teamGrants) if (g.projectId === project.id && g.permissionId === from) g.permissionId = to;
  for (const g of a.projectGrants) if (g.projectId === project.id && g.permissionId === from) g.permissionId = to;
  for (const scope of ["team", "project"] as const) {
    for (const d of customDefinitions(core, project.id, scope)) {
      d.containedPermissionIds = [...new Set(d.containedPermissionIds.map((x) => (x === from ? to : x)))].sort();
    }
  }
  const c = project.config;
  for (const key of ["team_creator_default_permissions", "team_member_default_permissions", "user_default_permissions"] as const) {
    c[key] = c[key].map((p) => (p.id === from ? { id: to } : p));
  }
}

/** Removes an id everywhere: grants, containment, config default lists. */
export function forgetPermission(core: Core, project: ProjectRecord, id: string): void {
  const a = area(core);
  a.teamGrants = a.teamGrants.filter((g) => !(g.projectId === project.id && g.permissionId === id));
  a.projectGrants = a.projectGrants.filter((g) => !(g.projectId === project.id && g.permissionId === id));
  for (const scope of ["team", "project"] as const) {
    for (const d of customDefinitions(core, project.id, scope)) d.containedPermissionIds = d.containedPermissionIds.filter((x) => x !== id);
  }
  const c = project.config;
  for (const key of ["team_creator_default_permissions", "team_member_default_permissions", "user_default_permissions"] as const) {
    c[key] = c[key].filter((p) => p.id !== id);
  }
}
