/**
 * The project's users: a search over names, emails and ids (the emulator's search index
 * answers it, so it stays fast with 100k users), one page at a time through the service's
 * cursors, and the project's total from the admin tier's project.
 */
import { useState } from "react";
import type { ServerUser } from "../../../index";
import { ErrorText } from "../../../components/ui/form";
import { ListSearch, listQuery } from "../../parts/list-search";
import { UserAvatar } from "../../../components/user-avatar";
import { PageButtons } from "../../parts/page-buttons";
import type { ConsolePageProps } from "../../page-props";
import { ConsoleLink, consoleHref } from "../../parts/console-links";
import { CreateUserForm } from "./create-user-form";
import { countOf } from "../../parts/format";
import { Time } from "../../parts/time";
import { FIRST_PAGE, currentCursor, nextPage, pageNumber, previousPage, type CursorTrail } from "./paging";
import { useLoaded } from "../../parts/use-loaded";

export const USERS_PER_PAGE = 25;

export function UserList(props: ConsolePageProps) {
  const { app, project } = props;
  const query = listQuery(props);
  // Pages seen of this search; another search starts at page 1.
  const [paging, setPaging] = useState<{ query: string; trail: CursorTrail }>({ query, trail: FIRST_PAGE });
  const trail = paging.query === query ? paging.trail : FIRST_PAGE;
  const setTrail = (next: CursorTrail) => setPaging({ query, trail: next });
  const cursor = currentCursor(trail);
  const page = useLoaded(
    () => app.listUsers({ limit: USERS_PER_PAGE, ...(query ? { query } : {}), ...(cursor ? { cursor } : {}) }),
    `${project.id}\n${query}\n${cursor ?? ""}`,
  );
  const total = useLoaded(() => app.getProject().then((p) => p.userCount), project.id);
  const users = page.data ?? [];
  return (
    <div className="gh-stack">
      <div className="gh-spread">
        <h1 className="gc-h1">Users</h1>
        {total.data !== undefined ? <p className="gh-muted">{countOf(total.data, "user")} in {project.displayName}</p> : null}
      </div>
      <ListSearch props={props} path="users" label="Users" fieldLabel="Search by name, email or id" onSearch={(q) => setPaging({ query: q, trail: FIRST_PAGE })} />
      <ErrorText>{page.error}</ErrorText>
      <section className="gh-stack" aria-labelledby="console-users-results" aria-busy={page.loading || undefined}>
        <h2 id="console-users-results" className="gh-h2">
          {query ? `Users matching “${query}”` : "All users"}
          {pageNumber(trail) > 1 ? `, page ${pageNumber(trail)}` : ""}
        </h2>
        {page.data && users.length === 0 ? <p className="gh-muted">{query ? "No user matches this search." : "No users yet."}</p> : null}
        {users.length > 0 ? (
          <ul className="gh-list" aria-label="Users">
            {users.map((user) => (
              <UserRow key={user.id} user={user} props={props} />
            ))}
          </ul>
        ) : null}
        <PageButtons
          label="Pages of users"
          canGoBack={pageNumber(trail) > 1 && !page.loading}
          canGoOn={Boolean(page.data?.nextCursor) && !page.loading}
          onBack={() => setTrail(previousPage(trail))}
          onOn={() => page.data?.nextCursor && setTrail(nextPage(trail, page.data.nextCursor))}
        />
      </section>
      <CreateUserForm
        app={app}
        onCreated={(user) => {
          void total.reload();
          props.navigate(consoleHref(props, `users/${encodeURIComponent(user.id)}`));
        }}
      />
    </div>
  );
}

function UserRow({ user, props }: { user: ServerUser; props: ConsolePageProps }) {
  return (
    <li className="gh-list-item">
      <div className="gh-row">
        <UserAvatar user={user} size={32} />
        <div>
          <ConsoleLink props={props} path={`users/${encodeURIComponent(user.id)}`}>
            {user.displayName || user.primaryEmail || "Unnamed user"}
          </ConsoleLink>
          <p className="gh-note">
            {user.primaryEmail ?? "no email"}
            {user.isAnonymous ? " · anonymous" : ""}
          </p>
        </div>
      </div>
      <div>
        <p className="gh-note">
          <code>{user.id}</code>
        </p>
        <p className="gh-note">Signed up <Time date={user.signedUpAt} /></p>
      </div>
    </li>
  );
}
