/**
 * The console's Users page (issue 26): `/emulator/users` lists and searches the project's
 * users and creates one; `/emulator/users/<id>[/<part>]` is one user's page.
 */
import type { ConsolePageProps } from "../../page-props";
import { UserList } from "./user-list";
import { UserPage } from "./user-page";

export function UsersPage(props: ConsolePageProps) {
  const userId = props.rest[0];
  return userId ? <UserPage key={`${props.project.id}/${userId}`} userId={userId} props={props} /> : <UserList key={props.project.id} {...props} />;
}
