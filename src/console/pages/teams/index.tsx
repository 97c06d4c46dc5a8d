/**
 * The Teams page, first version: the project's teams through the admin tier. (The full page,
 * with members, invitations and permissions, comes from its own branch.)
 */
import { ErrorText } from "../../../components/ui/form";
import type { ConsolePageProps } from "../../page-props";
import { useLoad } from "../../use-load";

export function TeamsPage({ app, project }: ConsolePageProps) {
  const teams = useLoad(`teams ${project.id}`, () => app.listTeams());
  return (
    <>
      <h1 className="gc-h1">Teams</h1>
      {teams.error ? <ErrorText>{teams.error.message}</ErrorText> : null}
      {teams.data ? (
        teams.data.length === 0 ? (
          <p>No teams in {project.displayName} yet.</p>
        ) : (
          <ul className="gc-list">
            {teams.data.map((team) => (
              <li key={team.id}>{team.displayName}</li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
