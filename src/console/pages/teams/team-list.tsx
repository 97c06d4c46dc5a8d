/**
 * The project's teams. The service lists every team of a project in one answer (no
 * cursors), so search and paging happen here, over that list: by name or id, 25 a page.
 */
import { useEffect, useState } from "react";
import type { AdminApp, ServerTeam } from "../../../index";
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
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
  // The search is in the address (`?q=`), so the back button and a reload keep it.
  const query = props.search.get("q")?.trim() ?? "";
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);
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
      <Form
        className="gh-inline-form"
        role="search"
        aria-label="Teams"
        onSubmit={() => {
          setPaging({ query: typed.trim(), page: 1 });
          props.navigate(consoleHref(props, typed.trim() ? `teams?q=${encodeURIComponent(typed.trim())}` : "teams"));
        }}
      >
        <Field label="Search by name or id" type="search" name="q" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </Form>
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
    <section className="gc-section" aria-labelledby="console-create-team">
      <h2 id="console-create-team" className="gh-h2">
        Create a team
      </h2>
      <Form onSubmit={create.run} className="gh-stack" aria-labelledby="console-create-team">
        <Field label="Team name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Creator's user id" autoComplete="off" value={creator} onChange={(e) => setCreator(e.target.value)} hint="Optional: that user joins with the project's creator permissions." />
        <div className="gh-row">
          <Button type="submit" variant="primary" busy={create.busy}>
            Create team
          </Button>
        </div>
        <ErrorText>{create.error}</ErrorText>
      </Form>
    </section>
  );
}
