/** What each part of a user's page (./user-page) gets: the user as last read, a way to read it again after a change, and the page's props. */
import type { ServerUser } from "../../../index";
import type { ConsolePageProps } from "../../page-props";

export type UserPartProps = { user: ServerUser; reload: () => Promise<void>; page: ConsolePageProps };
