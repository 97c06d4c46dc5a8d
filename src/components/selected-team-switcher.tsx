/**
 * `<SelectedTeamSwitcher>` (docs/api.md §4.5): a dropdown of the user's teams. Choosing one
 * makes it the selected team (unless `noUpdateSelectedTeam`) and goes to `urlMap(team)`.
 */
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Suspense } from "react";
import type { Team } from "../lib/teams/team-types";
import { useApp, useTranslation, useUser } from "./provider";
import { ErrorText } from "./ui/form";
import { ChevronIcon } from "./ui/icons";
import { Spinner } from "./ui/spinner";
import { useAction } from "./ui/use-action";
import { UserAvatar } from "./user-avatar";

export type SelectedTeamSwitcherProps = {
  urlMap?: (team: Team) => string;
  /** Shown as selected instead of the user's selected team. */
  selectedTeam?: Team;
  noUpdateSelectedTeam?: boolean;
};

export function SelectedTeamSwitcher(props: SelectedTeamSwitcherProps) {
  return (
    <Suspense fallback={<span className="gh-root gh-button" aria-busy="true"><Spinner /></span>}>
      <Switcher {...props} />
    </Suspense>
  );
}

function Switcher({ urlMap, selectedTeam, noUpdateSelectedTeam = false }: SelectedTeamSwitcherProps) {
  const t = useTranslation();
  const app = useApp();
  const navigate = app.useNavigate();
  const user = useUser({ or: "redirect" });
  const teams = user.useTeams();
  const current = selectedTeam ?? user.selectedTeam;
  const choose = useAction(async (team: Team) => {
    if (!noUpdateSelectedTeam) await user.setSelectedTeam(team);
    if (urlMap) navigate(urlMap(team));
  });
  const busy = choose.busy;
  return (
    <Menu.Root>
      <Menu.Trigger className="gh-root gh-button" aria-label={t("Select team")} aria-busy={busy || undefined}>
        {current ? <UserAvatar user={{ displayName: current.displayName, profileImageUrl: current.profileImageUrl }} size={20} /> : null}
        <span className="gh-truncate">{current?.displayName ?? t("No team selected")}</span>
        {busy ? <Spinner /> : <ChevronIcon />}
      </Menu.Trigger>
      <Menu.Content className="gh-root gh-menu" align="start" sideOffset={6} loop>
        <Menu.Label className="gh-menu-label gh-muted">{t("Teams")}</Menu.Label>
        {teams.length === 0 ? <Menu.Item className="gh-menu-item" disabled>{t("No teams yet")}</Menu.Item> : null}
        <Menu.RadioGroup value={current?.id ?? ""}>
          {teams.map((team) => (
            <Menu.RadioItem key={team.id} value={team.id} className="gh-menu-item" onSelect={() => void choose.run(team)}>
              <UserAvatar user={{ displayName: team.displayName, profileImageUrl: team.profileImageUrl }} size={20} />
              <span className="gh-truncate">{team.displayName}</span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Separator className="gh-menu-sep" />
        <Menu.Item className="gh-menu-item" onSelect={() => void app.redirectToAccountSettings()}>
          {t("Account settings")}
        </Menu.Item>
      </Menu.Content>
      <ErrorText>{choose.error}</ErrorText>
    </Menu.Root>
  );
}
