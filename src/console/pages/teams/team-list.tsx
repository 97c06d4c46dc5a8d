/**
 * The project's teams. The service lists every team of a project in one answer (no
 * cursors), so search and paging happen here, over that list: by name or id, 25 a page.
 */
import { useState } from "react";
import type { AdminApp, ServerTeam } from "../../../index";
import { ErrorText, Field } from "../../../components/ui/form";
import { CreateSection } from "../../parts/create-section";
import { ListSearch, listQuery } from "../../parts/list-search";
import type { ConsolePageProps } from "../../page-props";
import { PageButtons } from "../../parts/page-buttons";
import { ConsoleLink, consoleHref } from "../../parts/console-links";
import { countOf } from "../../parts/format";
import { Time } from "../../parts/time";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import { matchingTeams, pageOf } from "./team-search";

export const TEAMS_PER_PAGE = 25;

export function TeamList(props: ConsolePageProps) {
  const { app, project } = props;
  const teams = useLoaded(() => app.listTeams(), project.id);
  const query = listQuery(props);
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const matches = matchingTeams(teams.data ?? [], query);
  const shown = pageOf(matches, page, TEAMS_PER_PAGE);
  return (
    <div className="gh-stack">
      <div className="gh-spread">
        <h1 className="gc-h1">Teams</h1>
        {teams.data ? <p className="gh-muted">{countOf(teams.data.length, "team")} in {project.displayName}</p> : null}
      </div>
      <ListSearch props={props} path="teams" label="Teams" fieldLabel="Search by name or id" onSearch={(q) => setPaging({ query: q, page: 1 })} />
      <ErrorText>{teams.error}</ErrorText>
      <section className="gh-stack" aria-labelledby="console-teams-results" aria-busy={teams.loading || undefined}>
        <h2 id="console-teams-results" className="gh-h2">
          {query ? `Teams matching “${query}”` : "All teams"}
          {shown.pages > 1 ? `, page ${shown.page} of ${shown.pages}` : ""}
        </h2>
        {teams.data && matches.length === 0 ? <p className="gh-muted">{query ? "No team matches this search." : "No teams yet."}</p> : null}
        {shown.items.length > 0 ? (
          <ul className="gh-list" aria-label="Teams">
            {shown.items.map((team) => (
              <TeamRow key={team.id} team={team} props={props} />
            ))}
          </ul>
        ) : null}
        {shown.pages > 1 ? (
          <PageButtons
            label="Pages of teams"
            canGoBack={shown.page > 1}
            canGoOn={shown.page < shown.pages}
            onBack={() => setPage(shown.page - 1)}
            onOn={() => setPage(shown.page + 1)}
          />
        ) : null}
      </section>
      <CreateTeamForm app={app} onCreated={(team) => props.navigate(consoleHref(props, `teams/${encodeURIComponent(team.id)}`))} />
    </div>
  );
}

function TeamRow({ team, props }: { team: ServerTeam; props: ConsolePageProps }) {
  return (
    <li className="gh-list-item">
      <ConsoleLink props={props} path={`teams/${encodeURIComponent(team.id)}`}>
        {team.displayName}
      </ConsoleLink>
      <div>
        <p className="gh-note">
          <code>{team.id}</code>
        </p>
        <p className="gh-note">Created <Time date={team.createdAt} /></p>
      </div>
    </li>
  );
}

function CreateTeamForm({ app, onCreated }: { app: AdminApp; onCreated: (team: ServerTeam) => void }) {
  const [name, setName] = useState("");
  const [creator, setCreator] = useState("");
  const create = useConsoleAction(async () => {
    if (!name.trim()) return "Give the team a name.";
    const team = await app.createTeam({ displayName: name.trim(), ...(creator.trim() ? { creatorUserId: creator.trim() } : {}) });
    onCreated(team);
    return undefined;
  });
  return (
    <CreateSection id="console-create-team" title="Create a team" submitLabel="Create team" action={create}>
      <Field label="Team name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      <Field label="Creator's user id" autoComplete="off" value={creator} onChange={(e) => setCreator(e.target.value)} hint="Optional: that user joins with the project's creator permissions." />
    </CreateSection>
  );
}
