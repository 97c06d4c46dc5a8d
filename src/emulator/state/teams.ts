/**
 * Teams and memberships: creation, joining (with the default permissions), leaving, with
 * their side effects. Deleting a team is in ./cascade.
 */
import { KnownErrors } from "../../errors";
import type { JsonValue } from "../../interface/wire/common";
import type { Core } from "../core";
import { newId } from "./ids";
import { indexKey, indexesOf } from "./indexes";
import { dropTeamGrants, grantTeamDefaults } from "./permissions";
import { get, insert, remove, update } from "./store";
import type { ProjectRecord, TeamMembershipRecord, TeamRecord, UserRecord } from "./types";

/** The verification-code type of team invitations. */
export const TEAM_INVITATION_CODE = "team_invitation";

export type NewTeamFields = {
  displayName: string;
  profileImageUrl?: string | null;
  clientMetadata?: JsonValue;
  clientReadOnlyMetadata?: JsonValue;
  serverMetadata?: JsonValue;
};

export function findTeam(core: Core, projectId: string, teamId: string): TeamRecord | undefined {
  const team = get(core, "teams", teamId);
  return team && team.projectId === projectId ? team : undefined;
}

/** TEAM_NOT_FOUND unless the team exists in the project. */
export function requireTeam(core: Core, projectId: string, teamId: string): TeamRecord {
  const team = findTeam(core, projectId, teamId);
  if (!team) throw new KnownErrors.TeamNotFound(teamId);
  return team;
}

const byCreation = (a: { createdAtMillis: number }, b: { createdAtMillis: number }) => a.createdAtMillis - b.createdAtMillis;

/** Teams in creation order (insertion order breaks ties of equal times). */
function inCreationOrder(core: Core, teams: TeamRecord[]): TeamRecord[] {
  const sequence = indexesOf(core).teamSequence;
  return teams.sort((a, b) => a.createdAtMillis - b.createdAtMillis || sequence.get(a.id)! - sequence.get(b.id)!);
}

export function teamsOfProject(core: Core, projectId: string): TeamRecord[] {
  return inCreationOrder(core, [...indexesOf(core).teamsByProject.get(projectId)].map((id) => get(core, "teams", id)!));
}

/** The teams a user is a member of, in creation order. */
export function teamsOfUser(core: Core, userId: string): TeamRecord[] {
  const teams = [...indexesOf(core).membershipsByUser.get(userId)].map((id) => get(core, "teams", get(core, "teamMemberships", id)!.teamId)!);
  return inCreationOrder(core, teams);
}

export function findMembership(core: Core, teamId: string, userId: string): TeamMembershipRecord | undefined {
  const id = indexesOf(core).membership.get(indexKey(teamId, userId));
  return id === undefined ? undefined : get(core, "teamMemberships", id);
}

const memberships = (core: Core, ids: ReadonlySet<string>) => [...ids].map((id) => get(core, "teamMemberships", id)!).sort(byCreation);

/** A team's memberships in join order (insertion order breaks ties of equal times). */
export function membershipsOfTeam(core: Core, teamId: string): TeamMembershipRecord[] {
  return memberships(core, indexesOf(core).membershipsByTeam.get(teamId));
}

/** A user's memberships in join order. */
export function membershipsOfUser(core: Core, userId: string): TeamMembershipRecord[] {
  return memberships(core, indexesOf(core).membershipsByUser.get(userId));
}

/** Every membership of a project in join order. */
export function membershipsOfProject(core: Core, projectId: string): TeamMembershipRecord[] {
  return memberships(core, indexesOf(core).membershipsByProject.get(projectId));
}

export function createTeam(core: Core, projectId: string, fields: NewTeamFields): TeamRecord {
  return insert(core, "teams", {
    id: newId(),
    projectId,
    displayName: fields.displayName,
    profileImageUrl: fields.profileImageUrl ?? null,
    clientMetadata: fields.clientMetadata ?? null,
    clientReadOnlyMetadata: fields.clientReadOnlyMetadata ?? null,
    serverMetadata: fields.serverMetadata ?? null,
    createdAtMillis: core.clock.now(),
  });
}

export function updateTeam(core: Core, team: TeamRecord, changes: Partial<TeamRecord>): TeamRecord {
  return update(core, "teams", team, changes);
}

export function updateMembership(core: Core, membership: TeamMembershipRecord, changes: Partial<TeamMembershipRecord>): TeamMembershipRecord {
  return update(core, "teamMemberships", membership, changes);
}

/**
 * Adds a member with the creator's or the members' default permissions. The caller
 * checks for an existing membership first.
 */
export function addMember(core: Core, project: ProjectRecord, team: TeamRecord, user: UserRecord, role: "creator" | "member"): TeamMembershipRecord {
  const membership = insert(core, "teamMemberships", {
    id: newId(),
    projectId: project.id,
    teamId: team.id,
    userId: user.id,
    displayName: null,
    profileImageUrl: null,
    createdAtMillis: core.clock.now(),
  });
  const defaults = role === "creator" ? project.config.team_creator_default_permissions : project.config.team_member_default_permissions;
  grantTeamDefaults(core, project, team.id, user.id, defaults);
  return membership;
}

/** Removes a membership, its grants, and the team from the user's selection. */
export function removeMember(core: Core, membership: TeamMembershipRecord): void {
  remove(core, "teamMemberships", membership);
  dropTeamGrants(core, membership.teamId, membership.userId);
  const user = get(core, "users", membership.userId);
  if (user && user.selectedTeamId === membership.teamId) update(core, "users", user, { selectedTeamId: null });
}
