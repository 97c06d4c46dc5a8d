/**
 * One user: a heading with who it is, then tabs for each part (profile, contact channels,
 * sessions, teams, permissions, API keys, metadata, opening the app as them). The tab is
 * in the query (`/emulator/users/<id>?tab=sessions`), so it survives a reload and the back
 * button; a query, unlike the path, is not a move to another page, so the shell leaves the
 * keyboard's focus on the tab the arrow keys moved to.
 */
import type { ReactNode } from "react";
import { ErrorText } from "../../../components/ui/form";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs } from "../../../components/ui/tabs";
import { UserAvatar } from "../../../components/user-avatar";
import type { ConsolePageProps } from "../../page-props";
import { ConsoleLink, consoleHref } from "../../parts/console-links";
import { OpenAsUser } from "./open-as-user";
import { UserApiKeys } from "./user-api-keys";
import { UserChannels } from "./user-channels";
import { UserMetadata } from "./user-metadata";
import { UserPermissions } from "./user-permissions";
import { UserProfile } from "./user-profile";
import { UserSessions } from "./user-sessions";
import { UserTeams } from "./user-teams";
import { useLoaded } from "../../parts/use-loaded";
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
  const loaded = useLoaded(() => props.app.getUser(userId), `${props.project.id}\n${userId}`);
  const tab = USER_TABS.find((t) => t.id === props.search.get("tab"))?.id ?? "profile";
  const back = (
    <p>
      <ConsoleLink props={props} path="users">
        ← All users
      </ConsoleLink>
    </p>
  );
  if (loaded.error) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">User</h1>
        <ErrorText>{loaded.error}</ErrorText>
      </div>
    );
  }
  const user = loaded.data;
  if (user === undefined) {
    return (
      <div className="gh-stack" role="status">
        {back}
        <h1 className="gc-h1">
          <Spinner /> Loading the user…
        </h1>
      </div>
    );
  }
  if (user === null) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">User not found</h1>
        <p className="gh-text">
          No user of {props.project.displayName} has the id <code>{userId}</code>. It may have been deleted.
        </p>
      </div>
    );
  }
  const part: UserPartProps = { user, reload: loaded.reload, page: props };
  const content: Record<UserTabId, ReactNode> = {
    profile: <UserProfile {...part} />,
    "contact-channels": <UserChannels {...part} />,
    sessions: <UserSessions {...part} />,
    teams: <UserTeams {...part} />,
    permissions: <UserPermissions {...part} />,
    "api-keys": <UserApiKeys {...part} />,
    metadata: <UserMetadata {...part} />,
    "open-app": <OpenAsUser {...part} />,
  };
  return (
    <div className="gh-stack">
      {back}
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
      <Tabs
        label="Parts of the user"
        selected={tab}
        onSelect={(id) => props.navigate(consoleHref(props, `users/${encodeURIComponent(user.id)}?tab=${id}`))}
        items={USER_TABS.map((t) => ({ id: t.id, label: t.label, content: content[t.id] }))}
      />
    </div>
  );
}
