/**
 * One team: what the user may do in it decides what is shown. Renaming and the team image
 * need `$update_team`, the member list `$read_members`, removing members and revoking
 * invitations `$remove_members`, inviting `$invite_members`, team API keys
 * `$manage_api_keys` (and the project's `allowTeamApiKeys`). Everyone has their own
 * name in the team, the selected-team choice and Leave team.
 */
import type { Team } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";
import { useSettings } from "./settings-context";
import { TeamApiKeys } from "./team-api-keys";
import { MyTeamProfile, TeamDetails } from "./team-details";
import { InviteMember, TeamMembers } from "./team-members";

export function TeamPage({ user, team, onLeft }: { user: CurrentUser; team: Team; onLeft: () => void }) {
  const t = useTranslation();
  const { config } = useSettings().project;
  const granted = new Set(user.usePermissions(team).map((p) => p.id));
  const isSelected = user.selectedTeam?.id === team.id;
  const select = useAction(() => user.setSelectedTeam(team));
  const leave = useAction(async () => {
    await user.leaveTeam(team);
    onLeft();
  });
  return (
    <div className="gh-stack">
      {granted.has("$update_team") ? <TeamDetails team={team} /> : null}
      <MyTeamProfile user={user} team={team} />
      <Section title={t("Selected team")}>
        {isSelected ? (
          <p className="gh-text">{t("This is your selected team.")}</p>
        ) : (
          <div>
            <Button busy={select.busy} onClick={() => void select.run()}>
              {t("Make this my selected team")}
            </Button>
          </div>
        )}
        <ErrorText>{select.error}</ErrorText>
      </Section>
      {granted.has("$read_members") ? <TeamMembers user={user} team={team} canRemove={granted.has("$remove_members")} /> : null}
      {granted.has("$invite_members") ? <InviteMember team={team} canSeeInvitations={granted.has("$read_members")} canRevoke={granted.has("$remove_members")} /> : null}
      {config.allowTeamApiKeys && granted.has("$manage_api_keys") ? <TeamApiKeys team={team} /> : null}
      <Section title={t("Leave team")} description={t("You will lose access to this team.")}>
        <div>
          <Button variant="danger" busy={leave.busy} onClick={() => void leave.run()}>
            {t("Leave team")}
          </Button>
        </div>
        <ErrorText>{leave.error}</ErrorText>
      </Section>
    </div>
  );
}
