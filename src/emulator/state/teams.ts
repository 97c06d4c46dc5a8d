/**
 * Teams and memberships (docs/protocol.md §13.11): creation, joining (with the default
 * permissions of docs/protocol.md §13.13), leaving and deletion, with their side effects.
 */
import { KnownErrors } from "../../errors";
import type { JsonValue } from "../../interface/wire/common";
import type { Core } from "../core";
import { newId } from "./ids";
import { dropTeamGrants, grantTeamDefaults } from "./permissions";
import type { ProjectRecord, TeamMembershipRecord, TeamRecord, UserRecord } from "./types";
import { own } from "./records";

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
  const team = own(core.state.teams, teamId);
  return team && team.projectId === projectId ? team : undefined;
}

/** TEAM_NOT_FOUND unless the team exists in the project. */
export function requireTeam(core: Core, projectId: string, teamId: string): TeamRecord {
  const team = findTeam(core, projectId, teamId);
  if (!team) throw new KnownErrors.TeamNotFound(teamId);
  return team;
}

export function teamsOfProject(core: Core, projectId: string): TeamRecord[] {
  return Object.values(core.state.teams)
    .filter((t) => t.projectId === projectId)
    .sort((a, b) => a.createdAtMillis - b.createdAtMillis);
}

export function findMembership(core: Core, teamId: string, userId: string): TeamMembershipRecord | undefined {
  return Object.values(core.state.teamMemberships).find((m) => m.teamId === teamId && m.userId === userId);
}

/** Memberships in join order (insertion order breaks ties of equal times). */
export function membershipsWhere(core: Core, filter: (m: TeamMembershipRecord) => boolean): TeamMembershipRecord[] {
  return Object.values(core.state.teamMemberships).filter(filter).sort((a, b) => a.createdAtMillis - b.createdAtMillis);
}

export function createTeam(core: Core, projectId: string, fields: NewTeamFields): TeamRecord {
  const team: TeamRecord = {
    id: newId(),
    projectId,
    displayName: fields.displayName,
    profileImageUrl: fields.profileImageUrl ?? null,
    clientMetadata: fields.clientMetadata ?? null,
    clientReadOnlyMetadata: fields.clientReadOnlyMetadata ?? null,
    serverMetadata: fields.serverMetadata ?? null,
    createdAtMillis: core.clock.now(),
  };
  core.state.teams[team.id] = team;
  return team;
}

/**
 * Adds a member with the creator's or the members' default permissions. The caller
 * checks for an existing membership first.
 */
export function addMember(core: Core, project: ProjectRecord, team: TeamRecord, user: UserRecord, role: "creator" | "member"): TeamMembershipRecord {
  const membership: TeamMembershipRecord = {
    id: newId(),
    projectId: project.id,
    teamId: team.id,
    userId: user.id,
    displayName: null,
    profileImageUrl: null,
    createdAtMillis: core.clock.now(),
  };
  core.state.teamMemberships[membership.id] = membership;
  const defaults = role === "creator" ? project.config.team_creator_default_permissions : project.config.team_member_default_permissions;
  grantTeamDefaults(core, project, team.id, user.id, defaults);
  return membership;
}

/** Removes a membership, its grants, and the team from the user's selection. */
export function removeMember(core: Core, membership: TeamMembershipRecord): void {
  delete core.state.teamMemberships[membership.id];
  dropTeamGrants(core, membership.teamId, membership.userId);
  const user = core.state.users[membership.userId];
  if (user && user.selectedTeamId === membership.teamId) user.selectedTeamId = null;
}

/** Deletes a team with its memberships, grants and pending invitations. */
export function deleteTeam(core: Core, team: TeamRecord): void {
  for (const m of membershipsWhere(core, (x) => x.teamId === team.id)) removeMember(core, m);
  dropTeamGrants(core, team.id, null);
  for (const [id, code] of Object.entries(core.state.verificationCodes)) {
    if (code.type === TEAM_INVITATION_CODE && code.data.team_id === team.id) delete core.state.verificationCodes[id];
  }
  delete core.state.teams[team.id];
}
