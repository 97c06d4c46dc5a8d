/** The teams a user belongs to, each a link to its team page (where membership is changed). */
import { ErrorText } from "../../../components/ui/form";
import { ConsoleLink } from "../../parts/console-links";
import { ConsoleSection } from "../../parts/section";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

export function UserTeams({ user, page }: UserPartProps) {
  const teams = useLoaded(() => user.listTeams(), user.id);
  return (
    <ConsoleSection title="Teams" note="Add or remove members on a team's page.">
      <ErrorText>{teams.error}</ErrorText>
      {teams.data?.length === 0 ? <p className="gh-muted">Not a member of any team.</p> : null}
      {teams.data && teams.data.length > 0 ? (
        <ul className="gh-list" aria-label="Teams of the user">
          {teams.data.map((team) => (
            <li key={team.id} className="gh-list-item">
              <ConsoleLink props={page} path={`teams/${encodeURIComponent(team.id)}`}>
                {team.displayName}
              </ConsoleLink>
              <code className="gh-note">{team.id}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  );
}
