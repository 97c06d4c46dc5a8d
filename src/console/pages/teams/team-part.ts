/** What each part of a team's page (./team-page) gets: the team as last read, a way to read it again after a change, and the page's props. */
import type { ServerTeam } from "../../../index";
import type { ConsolePageProps } from "../../page-props";

export type TeamPartProps = { team: ServerTeam; reload: () => Promise<void>; page: ConsolePageProps };
