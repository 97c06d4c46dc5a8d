/**
 * One user: a heading with who it is, then tabs for each part (profile, contact channels,
 * sessions, teams, permissions, API keys, metadata, opening the app as them). The tab is
 * in the query (`/emulator/users/<id>?tab=sessions`); parts/record-page.tsx holds the
 * scaffold (loading, not found, tabs) shared with a team's page.
 */
import type { ReactNode } from "react";
import { UserAvatar } from "../../../components/user-avatar";
import type { ConsolePageProps } from "../../page-props";
import { RecordPage } from "../../parts/record-page";
import { OpenAsUser } from "./open-as-user";
import { UserApiKeys } from "./user-api-keys";
import { UserChannels } from "./user-channels";
import { UserMetadata } from "./user-metadata";
import { UserPermissions } from "./user-permissions";
import { UserProfile } from "./user-profile";
import { UserSessions } from "./user-sessions";
import { UserTeams } from "./user-teams";
import type { UserPartProps } from "./user-part";

export const USER_TABS = [
  { id: "profile", label: "Profile" },
  { id: "contact-channels", label: "Contact channels" },
  { id: "sessions", label: "Sessions" },
  { id: "teams", label: "Teams" },
  { id: "permissions", label: "Permissions" },
  { id: "api-keys", label: "API keys" },
  { id: "metadata", label: "Metadata" },
  { id: "open-app", label: "Open the app" },
] as const;

export type UserTabId = (typeof USER_TABS)[number]["id"];

export function UserPage({ userId, props }: { userId: string; props: ConsolePageProps }) {
  return (
    <RecordPage
      props={props}
      listPath="users"
      noun="user"
      recordId={userId}
      load={() => props.app.getUser(userId)}
      tabs={USER_TABS}
      tabsLabel="Parts of the user"
      heading={(user) => (
        <div className="gh-row">
          <UserAvatar user={user} size={48} />
          <div>
            <h1 className="gc-h1">{user.displayName || user.primaryEmail || "Unnamed user"}</h1>
            <p className="gh-note">
              {user.primaryEmail ? `${user.primaryEmail} · ` : ""}
              <code>{user.id}</code>
            </p>
          </div>
        </div>
      )}
      content={(user, reload): Record<UserTabId, ReactNode> => {
        const part: UserPartProps = { user, reload, page: props };
        return {
          profile: <UserProfile {...part} />,
          "contact-channels": <UserChannels {...part} />,
          sessions: <UserSessions {...part} />,
          teams: <UserTeams {...part} />,
          permissions: <UserPermissions {...part} />,
          "api-keys": <UserApiKeys {...part} />,
          metadata: <UserMetadata {...part} />,
          "open-app": <OpenAsUser {...part} />,
        };
      }}
    />
  );
}
