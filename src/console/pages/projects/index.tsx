/** The Projects page. */
import type { ConsolePageProps } from "../../page-props";

export function ProjectsPage(_props: ConsolePageProps) {
  return <h1 className="gc-h1">Projects</h1>;
}
