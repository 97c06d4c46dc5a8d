/**
 * `<AccountSettings>` (docs/api.md §4.5): a sidebar of pages (My Profile, Emails & Auth,
 * Active Sessions, API Keys, Settings, the host's extra items, one page per team and
 * "Create a team"). Requires a signed-in user: signed out, it redirects to sign-in.
 */
import { Suspense, lazy, useId, useState, type ComponentType, type ReactNode } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useProject, useTranslation, useUser } from "../provider";
import { PageFrame } from "../ui/card";
import { Spinner } from "../ui/spinner";

/**
 * A section loaded when first shown (its own chunk of an app's bundle): most visits open
 * one or two of them. The section's `<Suspense>` shows the spinner meanwhile, as it does
 * while a section's data loads.
 */
function section<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const ApiKeysPage = section(async () => (await import("./api-keys-page")).ApiKeysPage);
const CreateTeamPage = section(async () => (await import("./create-team-page")).CreateTeamPage);
const EmailsSection = section(async () => (await import("./emails-section")).EmailsSection);
const MfaSection = section(async () => (await import("./mfa-section")).MfaSection);
const PasswordSection = section(async () => (await import("./password-section")).PasswordSection);
const ProfilePage = section(async () => (await import("./profile-page")).ProfilePage);
const SessionsPage = section(async () => (await import("./sessions-page")).SessionsPage);
const SettingsPage = section(async () => (await import("./settings-page")).SettingsPage);
const OtpSection = section(async () => (await import("./sign-in-methods")).OtpSection);
const PasskeySection = section(async () => (await import("./sign-in-methods")).PasskeySection);
const TeamPage = section(async () => (await import("./team-page")).TeamPage);

export type AccountSettingsExtraItem = { id: string; title: string; content: ReactNode; icon?: ReactNode; iconName?: string };

export type AccountSettingsProps = {
  fullPage?: boolean;
  /** Pages of the host, listed after Settings. */
  extraItems?: AccountSettingsExtraItem[];
};

type Page = { id: string; title: string; render: () => ReactNode; group?: "teams" };

export function AccountSettings({ fullPage = false, extraItems = [] }: AccountSettingsProps) {
  const user = useUser({ or: "redirect" });
  return (
    <PageFrame fullPage={fullPage} wide>
      <Settings user={user} extraItems={extraItems} />
    </PageFrame>
  );
}

function Settings({ user, extraItems }: { user: CurrentUser; extraItems: AccountSettingsExtraItem[] }) {
  const t = useTranslation();
  const project = useProject();
  const teams = user.useTeams();
  const titleId = useId();
  const [selected, setSelected] = useState("profile");
  const config = project.config;
  const pages: Page[] = [
    { id: "profile", title: t("My profile"), render: () => <ProfilePage user={user} /> },
    {
      id: "auth",
      title: t("Emails & auth"),
      render: () => (
        <div className="gh-stack">
          <EmailsSection user={user} />
          {config.credentialEnabled ? <PasswordSection user={user} /> : null}
          {config.passkeyEnabled ? <PasskeySection user={user} /> : null}
          {config.magicLinkEnabled ? <OtpSection user={user} /> : null}
          <MfaSection user={user} />
        </div>
      ),
    },
    { id: "sessions", title: t("Active sessions"), render: () => <SessionsPage user={user} /> },
    ...(config.allowUserApiKeys ? [{ id: "api-keys", title: t("API keys"), render: () => <ApiKeysPage user={user} /> }] : []),
    { id: "settings", title: t("Settings"), render: () => <SettingsPage user={user} /> },
    ...extraItems.map((item) => ({ id: `extra-${item.id}`, title: item.title, render: () => item.content })),
    ...teams.map((team) => ({
      id: `team-${team.id}`,
      title: team.displayName,
      group: "teams" as const,
      render: () => <TeamPage user={user} team={team} onLeft={() => setSelected("profile")} />,
    })),
    ...(config.clientTeamCreationEnabled
      ? [{ id: "create-team", title: t("Create a team"), group: "teams" as const, render: () => <CreateTeamPage user={user} onCreated={(team) => setSelected(`team-${team.id}`)} /> }]
      : []),
  ];
  const page = pages.find((p) => p.id === selected) ?? pages[0]!;
  const navItem = (p: Page) => (
    <button key={p.id} type="button" className="gh-nav-item" aria-current={p.id === page.id ? "page" : undefined} onClick={() => setSelected(p.id)}>
      {p.title}
    </button>
  );
  const hasTeamsGroup = pages.some((p) => p.group === "teams");
  return (
    <div className="gh-stack">
      <h1 id={titleId} className="gh-title" style={{ textAlign: "left" }}>
        {t("Account settings")}
      </h1>
      <div className="gh-settings">
        <nav className="gh-nav" aria-label={t("Account settings")}>
          {pages.filter((p) => !p.group).map(navItem)}
          {hasTeamsGroup ? <div className="gh-nav-heading">{t("Teams")}</div> : null}
          {pages.filter((p) => p.group === "teams").map(navItem)}
        </nav>
        <section className="gh-stack" aria-label={page.title} style={{ minWidth: 0 }}>
          <h2 className="gh-h2">{page.title}</h2>
          <Suspense fallback={<Spinner />}>{page.render()}</Suspense>
        </section>
      </div>
    </div>
  );
}
