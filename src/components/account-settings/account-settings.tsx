/**
 * `<AccountSettings>` (docs/api.md §4.5): a sidebar of pages (My Profile, Emails & Auth,
 * Active Sessions, API Keys, Settings, the host's extra items, one page per team and
 * "Create a team"). Requires a signed-in user: signed out, it redirects to sign-in.
 * With `mockUser` it renders a preview from data instead (no service, no sign-in).
 */
import { Suspense, lazy, useId, useMemo, useState, type ComponentType, type ReactNode } from "react";
import type { Project } from "../../lib/projects/project-types";
import type { Team } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import type { MockApiKey, MockProject, MockSession, MockTeam, MockUser } from "../preview/preview-types";
import { useProject, useTranslation, useUser } from "../provider";
import { PageFrame } from "../ui/card";
import { iconByName, KeyIcon, PersonIcon, SessionsIcon, SettingsIcon, ShieldIcon, TeamIcon, PlusIcon } from "../ui/icons";
import { lazyPart } from "../ui/lazy-part";
import { Spinner } from "../ui/spinner";
import { SettingsContext } from "./settings-context";

/**
 * A section loaded when first shown: all sections come in one chunk of an app's bundle
 * (./sections.ts says why), fetched the first time account settings shows one. The
 * section's `<Suspense>` shows the spinner meanwhile, as it does while its data loads.
 */
function section<P extends object>(pick: (sections: typeof import("./sections")) => ComponentType<P>) {
  return lazyPart(() => import("./sections"), pick);
}

const ApiKeysPage = section((s) => s.ApiKeysPage);
const AuthPage = section((s) => s.EmailsAndAuthPage);
const CreateTeamPage = section((s) => s.CreateTeamPage);
const ProfilePage = section((s) => s.ProfilePage);
const SessionsPage = section((s) => s.SessionsPage);
const SettingsPage = section((s) => s.SettingsPage);
const TeamPage = section((s) => s.TeamPage);
/** Previews only: the stand-in objects stay out of a live app's first load. */
const WithPreview = lazy(() => import("../preview/preview-settings"));

export type AccountSettingsExtraItem = {
  id: string;
  title: string;
  content: ReactNode;
  /** Shown before the title in the sidebar. */
  icon?: ReactNode | undefined;
  /** A built-in icon by name (e.g. `"Settings"`, `"Key"`, `"User"`, `"Users"`, `"Shield"`), when `icon` is not given. */
  iconName?: string | undefined;
};

export type AccountSettingsProps = {
  fullPage?: boolean | undefined;
  /** Pages of the host, listed after Settings. */
  extraItems?: AccountSettingsExtraItem[] | undefined;
  /** Preview: render as this user, with no service (writes do nothing). */
  mockUser?: MockUser | undefined;
  /** Preview: the user's teams. */
  mockTeams?: MockTeam[] | undefined;
  /** Preview: the project's name and config (default: every feature on). */
  mockProject?: MockProject | undefined;
  /** Preview: the user's API keys. */
  mockApiKeys?: MockApiKey[] | undefined;
  /** Preview: the user's active sessions. */
  mockSessions?: MockSession[] | undefined;
};

type Page = { id: string; title: string; icon: ReactNode; render: () => ReactNode; group?: "teams" };

export function AccountSettings(props: AccountSettingsProps) {
  const { fullPage = false } = props;
  return (
    <PageFrame fullPage={fullPage} wide>
      {props.mockUser ? (
        <Suspense fallback={<Spinner />}>
          <WithPreview {...props} mockUser={props.mockUser} render={(user, project) => <Settings user={user} project={project} preview extraItems={props.extraItems ?? []} />} />
        </Suspense>
      ) : (
        <LiveSettings {...props} />
      )}
    </PageFrame>
  );
}

function LiveSettings({ extraItems = [] }: AccountSettingsProps) {
  const user = useUser({ or: "redirect" });
  const project = useProject();
  return <Settings user={user} project={project} preview={false} extraItems={extraItems} />;
}

/** The page a URL fragment names (`#emails-and-auth`, `#team-<id>`, `#create-team`), else My profile. */
function initialPage(): string {
  if (typeof window === "undefined") return "profile";
  return decodeURIComponent(window.location.hash.slice(1)) || "profile";
}

function Settings({ user, project, preview, extraItems }: { user: CurrentUser; project: Project; preview: boolean; extraItems: AccountSettingsExtraItem[] }) {
  const t = useTranslation();
  const titleId = useId();
  const [selected, setSelected] = useState(initialPage);
  const context = useMemo(() => ({ project, preview }), [project, preview]);
  const config = project.config;
  // The user's own pages need nothing but the user, so a server render has them; the teams
  // (a list read on first use) come in their own parts below.
  const pages: Page[] = [
    { id: "profile", title: t("My profile"), icon: <PersonIcon />, render: () => <ProfilePage user={user} /> },
    { id: "emails-and-auth", title: t("Emails & auth"), icon: <ShieldIcon />, render: () => <AuthPage user={user} /> },
    { id: "sessions", title: t("Active sessions"), icon: <SessionsIcon />, render: () => <SessionsPage user={user} /> },
    ...(config.allowUserApiKeys ? [{ id: "api-keys", title: t("API keys"), icon: <KeyIcon />, render: () => <ApiKeysPage user={user} /> }] : []),
    { id: "settings", title: t("Settings"), icon: <SettingsIcon />, render: () => <SettingsPage user={user} /> },
    ...extraItems.map((item) => ({ id: `extra-${item.id}`, title: item.title, icon: item.icon ?? iconByName(item.iconName), render: () => item.content })),
    ...(config.clientTeamCreationEnabled
      ? [{ id: "create-team", title: t("Create a team"), icon: <PlusIcon />, group: "teams" as const, render: () => <CreateTeamPage user={user} onCreated={(team) => setSelected(`team-${team.id}`)} /> }]
      : []),
  ];
  const own = pages.find((p) => p.id === selected);
  const navItem = (p: Page) => (
    <button key={p.id} type="button" className="gh-nav-item" aria-current={own === p ? "page" : undefined} onClick={() => setSelected(p.id)}>
      {p.icon ? <span className="gh-nav-icon" aria-hidden="true">{p.icon}</span> : null}
      <span className="gh-truncate">{p.title}</span>
    </button>
  );
  return (
    <SettingsContext.Provider value={context}>
      <div className="gh-stack">
        <h1 id={titleId} className="gh-title" style={{ textAlign: "start" }}>
          {t("Account settings")}
        </h1>
        <div className="gh-settings">
          <nav className="gh-nav" aria-label={t("Account settings")}>
            {pages.filter((p) => !p.group).map(navItem)}
            <Suspense fallback={null}>
              <TeamsNav user={user} render={(teams) => (
                <>
                  {teams.length > 0 || config.clientTeamCreationEnabled ? <div className="gh-nav-heading">{t("Teams")}</div> : null}
                  {teams.map((team) => (
                    <button key={team.id} type="button" className="gh-nav-item" aria-current={selected === `team-${team.id}` && !own ? "page" : undefined} onClick={() => setSelected(`team-${team.id}`)}>
                      <span className="gh-nav-icon" aria-hidden="true">
                        <TeamIcon />
                      </span>
                      <span className="gh-truncate">{team.displayName}</span>
                    </button>
                  ))}
                </>
              )} />
            </Suspense>
            {pages.filter((p) => p.group === "teams").map(navItem)}
          </nav>
          {/* Not a landmark itself: its blocks are (`<Section>`), and one often has the page's
              title ("Active sessions"), so a region here would be a second one of that name. */}
          <div className="gh-stack" style={{ minWidth: 0 }}>
            {own ? (
              <>
                <h2 className="gh-h2">{own.title}</h2>
                <Suspense fallback={<Spinner />}>{own.render()}</Suspense>
              </>
            ) : (
              <Suspense fallback={<Spinner />}>
                <SelectedTeam user={user} id={selected} fallback={pages[0]!} onLeft={() => setSelected("profile")} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </SettingsContext.Provider>
  );
}

/** The user's teams, read where they are shown (a server render leaves this part to the browser). */
function TeamsNav({ user, render }: { user: CurrentUser; render: (teams: Team[]) => ReactNode }) {
  return <>{render(user.useTeams())}</>;
}

/** The page of the selected team (`team-<id>`); an unknown one shows `fallback` (My profile). */
function SelectedTeam({ user, id, fallback, onLeft }: { user: CurrentUser; id: string; fallback: Page; onLeft: () => void }) {
  const team = user.useTeams().find((t) => `team-${t.id}` === id);
  return (
    <>
      <h2 className="gh-h2">{team ? team.displayName : fallback.title}</h2>
      <Suspense fallback={<Spinner />}>{team ? <TeamPage user={user} team={team} onLeft={onLeft} /> : fallback.render()}</Suspense>
    </>
  );
}
