/**
 * What happens when a user is created (endpoints.md §9 "Create side effects").
 */
import type { Core } from "../core";
import { newId } from "./ids";
import type { ProjectRecord, TeamRecord, UserRecord } from "./types";
import { primaryEmailChannel } from "./users";

/**
 * With `create_team_on_sign_up`, creates a team named `<display name>'s Team`, else
 * `<primary email>'s Team`, else `Personal Team`, adds the user and selects it.
 * (Default permissions are granted by the permissions area once it exists.)
 */
export function applyUserCreationSideEffects(core: Core, project: ProjectRecord, user: UserRecord): void {
  if (!project.config.create_team_on_sign_up) return;
  const now = core.clock.now();
  const email = primaryEmailChannel(core, user.id)?.value;
  const team: TeamRecord = {
    id: newId(),
    projectId: project.id,
    displayName: user.displayName ? `${user.displayName}'s Team` : email ? `${email}'s Team` : "Personal Team",
    profileImageUrl: null,
    clientMetadata: null,
    clientReadOnlyMetadata: null,
    serverMetadata: null,
    createdAtMillis: now,
  };
  core.state.teams[team.id] = team;
  const membershipId = newId();
  core.state.teamMemberships[membershipId] = {
    id: membershipId,
    projectId: project.id,
    teamId: team.id,
    userId: user.id,
    displayName: null,
    profileImageUrl: null,
    createdAtMillis: now,
  };
  user.selectedTeamId = team.id;
}

export function isTeamMember(core: Core, teamId: string, userId: string): boolean {
  return Object.values(core.state.teamMemberships).some((m) => m.teamId === teamId && m.userId === userId);
}
