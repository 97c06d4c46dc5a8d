/**
 * The console's Teams page (issue 26): `/emulator/teams` lists, searches and creates the
 * project's teams; `/emulator/teams/<id>[/<part>]` is one team's page.
 */
import type { ConsolePageProps } from "../../page-props";
import { TeamList } from "./team-list";
import { TeamPage } from "./team-page";

export function TeamsPage(props: ConsolePageProps) {
  const teamId = props.rest[0];
  return teamId ? <TeamPage key={`${props.project.id}/${teamId}`} teamId={teamId} props={props} /> : <TeamList key={props.project.id} {...props} />;
}
