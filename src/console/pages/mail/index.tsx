/** The Mail page. */
import type { ConsolePageProps } from "../../page-props";

export function MailPage(_props: ConsolePageProps) {
  return <h1 className="gc-h1">Mail</h1>;
}
