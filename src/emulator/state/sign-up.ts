/**
 * What happens when a user is created: default permissions and, when the project asks for
 * it, a personal team.
 */
import type { Core } from "../core";
import { grantUserDefaults } from "./permissions";
import { addMember, createTeam } from "./teams";
import type { ProjectRecord, UserRecord } from "./types";
import { primaryEmailChannel, updateUser } from "./users";

/**
 * Grants `user_default_permissions`; with `create_team_on_sign_up`, creates a team named
 * `<display name>'s Team`, else `<primary email>'s Team`, else `Personal Team`, makes
 * the user its creator (creator default permissions) and selects it.
 */
export function applyUserCreationSideEffects(core: Core, project: ProjectRecord, user: UserRecord): void {
  grantUserDefaults(core, project, user.id);
  if (!project.config.create_team_on_sign_up) return;
  const email = primaryEmailChannel(core, user.id)?.value;
  const team = createTeam(core, project.id, {
    displayName: user.displayName ? `${user.displayName}'s Team` : email ? `${email}'s Team` : "Personal Team",
  });
  addMember(core, project, team, user, "creator");
  updateUser(core, user, { selectedTeamId: team.id });
}
