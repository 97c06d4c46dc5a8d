/** The Requests page. */
import type { ConsolePageProps } from "../../page-props";

export function RequestsPage(_props: ConsolePageProps) {
  return <h1 className="gc-h1">Requests</h1>;
}
