/**
 * The Users page, first version: the project's users through the admin tier. (The full page,
 * with search, paging and a user's own page, comes from its own branch.)
 */
import { ErrorText } from "../../../components/ui/form";
import type { ConsolePageProps } from "../../page-props";
import { useLoad } from "../../use-load";

export function UsersPage({ app, project }: ConsolePageProps) {
  const users = useLoad(`users ${project.id}`, () => app.listUsers({ limit: 50 }));
  return (
    <>
      <h1 className="gc-h1">Users</h1>
      {users.error ? <ErrorText>{users.error.message}</ErrorText> : null}
      {users.data ? (
        users.data.length === 0 ? (
          <p>No users in {project.displayName} yet.</p>
        ) : (
          <ul className="gc-list">
            {users.data.map((user) => (
              <li key={user.id}>
                {user.displayName ?? user.primaryEmail ?? user.id} <span className="gc-muted">{user.primaryEmail ?? ""}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
