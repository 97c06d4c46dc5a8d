/**
 * `<SelectedTeamSwitcher>` (docs/api.md §4.5): a dropdown of the user's teams, the current one
 * first. Choosing one makes it the selected team (unless `noUpdateSelectedTeam`) and goes
 * to `urlMap(team)`. "Create a team" (when the project lets users create teams) opens
 * account settings on that page.
 */
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Suspense, lazy } from "react";
import type { Project } from "../lib/projects/project-types";
import type { Team } from "../lib/teams/team-types";
import type { CurrentUser } from "../lib/users/user-types";
import type { MockProject, MockTeam, MockUser } from "./preview/preview-types";
import { useApp, useLocale, useProject, useTranslation, useUser } from "./provider";
import { ErrorText } from "./ui/form";
import { ChevronIcon, PlusIcon, SettingsIcon } from "./ui/icons";
import { useRootClass } from "./ui/root-class";
import { Spinner } from "./ui/spinner";
import { useAction } from "./ui/use-action";
import { UserAvatar } from "./user-avatar";

export type SelectedTeamSwitcherProps = {
  urlMap?: ((team: Team) => string) | undefined;
  /** Shown as selected instead of the user's selected team. */
  selectedTeam?: Team | undefined;
  noUpdateSelectedTeam?: boolean | undefined;
  /** Preview: render as this user, with no service. */
  mockUser?: MockUser | undefined;
  /** Preview: the user's teams. */
  mockTeams?: MockTeam[] | undefined;
  /** Preview: the project (whether "Create a team" shows). */
  mockProject?: MockProject | undefined;
};

/** Previews only: the stand-in objects stay out of a live app's first load. */
const WithPreview = lazy(() => import("./preview/preview-settings"));

export function SelectedTeamSwitcher(props: SelectedTeamSwitcherProps) {
  const root = useRootClass();
  return (
    <Suspense fallback={<span className={`${root} gh-button`} aria-busy="true"><Spinner /></span>}>
      {props.mockUser ? (
        <WithPreview mockUser={props.mockUser} mockTeams={props.mockTeams} mockProject={props.mockProject} render={(user, project) => <Switcher {...props} user={user} project={project} preview />} />
      ) : (
        <LiveSwitcher {...props} />
      )}
    </Suspense>
  );
}

function LiveSwitcher(props: SelectedTeamSwitcherProps) {
  const user = useUser({ or: "redirect" });
  return <Switcher {...props} user={user} project={useProject()} preview={false} />;
}

/** The teams with `current` first, the others in their order. */
export function currentFirst(teams: readonly Team[], current: Team | null | undefined): Team[] {
  const first = current ? teams.find((team) => team.id === current.id) : undefined;
  return first ? [first, ...teams.filter((team) => team !== first)] : [...teams];
}

function Switcher({ urlMap, selectedTeam, noUpdateSelectedTeam = false, user, project, preview }: SelectedTeamSwitcherProps & { user: CurrentUser; project: Project; preview: boolean }) {
  const t = useTranslation();
  const app = useApp();
  const root = useRootClass();
  const locale = useLocale();
  const navigate = app.useNavigate();
  const teams = user.useTeams();
  const current = selectedTeam ?? user.selectedTeam;
  const ordered = currentFirst(teams, current);
  const choose = useAction(async (team: Team) => {
    if (preview) return;
    if (!noUpdateSelectedTeam) await user.setSelectedTeam(team);
    if (urlMap) navigate(urlMap(team));
  });
  const open = (hash: string) => {
    if (!preview) navigate(`${app.urls.accountSettings}${hash}`);
  };
  const busy = choose.busy;
  return (
    <Menu.Root>
      <Menu.Trigger className={`${root} gh-button`} aria-label={t("Select team")} aria-busy={busy || undefined}>
        {current ? <UserAvatar user={{ displayName: current.displayName, profileImageUrl: current.profileImageUrl }} size={20} /> : null}
        <span className="gh-truncate">{current?.displayName ?? t("No team selected")}</span>
        {busy ? <Spinner /> : <ChevronIcon />}
      </Menu.Trigger>
      <Menu.Content className={`${root} gh-menu`} lang={locale} align="start" sideOffset={6} loop>
        <Menu.Label className="gh-menu-label gh-muted">{t("Teams")}</Menu.Label>
        {teams.length === 0 ? <Menu.Item className="gh-menu-item" disabled>{t("No teams yet")}</Menu.Item> : null}
        <Menu.RadioGroup value={current?.id ?? ""}>
          {ordered.map((team) => (
            <Menu.RadioItem key={team.id} value={team.id} className="gh-menu-item" onSelect={() => void choose.run(team)}>
              <UserAvatar user={{ displayName: team.displayName, profileImageUrl: team.profileImageUrl }} size={20} />
              <span className="gh-truncate">{team.displayName}</span>
              {team.id === current?.id ? <span className="gh-badge">{t("Current team")}</span> : null}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Separator className="gh-menu-sep" />
        {project.config.clientTeamCreationEnabled ? (
          <Menu.Item className="gh-menu-item" onSelect={() => open("#create-team")}>
            <PlusIcon />
            {t("Create a team")}
          </Menu.Item>
        ) : null}
        <Menu.Item className="gh-menu-item" onSelect={() => open(current ? `#team-${current.id}` : "")}>
          <SettingsIcon />
          {current ? t("Team settings") : t("Account settings")}
        </Menu.Item>
      </Menu.Content>
      <ErrorText>{choose.error}</ErrorText>
    </Menu.Root>
  );
}
