/**
 * One team: members (add an existing user, remove), invitations (send, list, revoke),
 * members' team permissions, the team's API keys (when the project allows them: list, make,
 * revoke), and the team's profile (name, metadata, delete). The tab is
 * in the query (`/emulator/teams/<id>?tab=invitations`), as on a user's page.
 */
import type { ReactNode } from "react";
import type { ConsolePageProps } from "../../page-props";
import { RecordPage } from "../../parts/record-page";
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
  return (
    <RecordPage
      props={props}
      listPath="teams"
      noun="team"
      recordId={teamId}
      load={() => props.app.getTeam(teamId)}
      tabs={TEAM_TABS}
      tabsLabel="Parts of the team"
      heading={(team) => (
        <div>
          <h1 className="gc-h1">{team.displayName}</h1>
          <p className="gh-note">
            <code>{team.id}</code>
          </p>
        </div>
      )}
      content={(team, reload): Record<TeamTabId, ReactNode> => {
        const part: TeamPartProps = { team, reload, page: props };
        return {
          members: <TeamMembers {...part} />,
          invitations: <TeamInvitations {...part} />,
          permissions: <TeamPermissions {...part} />,
          "api-keys": <TeamApiKeys {...part} />,
          profile: <TeamProfile {...part} />,
        };
      }}
    />
  );
}
