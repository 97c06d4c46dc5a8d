/**
 * One team: members (add an existing user, remove), invitations (send, list, revoke),
 * members' team permissions, the team's API keys (when the project allows them: list, make,
 * revoke), and the team's profile (name, metadata, delete). The tab is
 * in the query (`/emulator/teams/<id>?tab=invitations`), as on a user's page.
 */
import type { ReactNode } from "react";
import { ErrorText } from "../../../components/ui/form";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs } from "../../../components/ui/tabs";
import type { ConsolePageProps } from "../../page-props";
import { ConsoleLink, consoleHref } from "../../parts/console-links";
import { useLoaded } from "../../parts/use-loaded";
import { TeamApiKeys } from "./team-api-keys";
import { TeamInvitations } from "./team-invitations";
import { TeamMembers } from "./team-members";
import { TeamPermissions } from "./team-permissions";
import type { TeamPartProps } from "./team-part";
import { TeamProfile } from "./team-profile";

export const TEAM_TABS = [
  { id: "members", label: "Members" },
  { id: "invitations", label: "Invitations" },
  { id: "permissions", label: "Permissions" },
  { id: "api-keys", label: "API keys" },
  { id: "profile", label: "Profile" },
] as const;

export type TeamTabId = (typeof TEAM_TABS)[number]["id"];


export function TeamPage({ teamId, props }: { teamId: string; props: ConsolePageProps }) {
  const loaded = useLoaded(() => props.app.getTeam(teamId), `${props.project.id}\n${teamId}`);
  const tab = TEAM_TABS.find((t) => t.id === props.search.get("tab"))?.id ?? "members";
  const back = (
    <p>
      <ConsoleLink props={props} path="teams">
        ← All teams
      </ConsoleLink>
    </p>
  );
  if (loaded.error) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">Team</h1>
        <ErrorText>{loaded.error}</ErrorText>
      </div>
    );
  }
  const team = loaded.data;
  if (team === undefined) {
    return (
      <div className="gh-stack" role="status">
        {back}
        <h1 className="gc-h1">
          <Spinner /> Loading the team…
        </h1>
      </div>
    );
  }
  if (team === null) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">Team not found</h1>
        <p className="gh-text">
          No team of {props.project.displayName} has the id <code>{teamId}</code>. It may have been deleted.
        </p>
      </div>
    );
  }
  const part: TeamPartProps = { team, reload: loaded.reload, page: props };
  const content: Record<TeamTabId, ReactNode> = {
    members: <TeamMembers {...part} />,
    invitations: <TeamInvitations {...part} />,
    permissions: <TeamPermissions {...part} />,
    "api-keys": <TeamApiKeys {...part} />,
    profile: <TeamProfile {...part} />,
  };
  return (
    <div className="gh-stack">
      {back}
      <div>
        <h1 className="gc-h1">{team.displayName}</h1>
        <p className="gh-note">
          <code>{team.id}</code>
        </p>
      </div>
      <Tabs
        label="Parts of the team"
        selected={tab}
        onSelect={(id) => props.navigate(consoleHref(props, `teams/${encodeURIComponent(team.id)}?tab=${id}`))}
        items={TEAM_TABS.map((t) => ({ id: t.id, label: t.label, content: content[t.id] }))}
      />
    </div>
  );
}
