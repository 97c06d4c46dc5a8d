/** The console's pages, in the navigation's order: path segment, label, component. */
import type { ComponentType } from "react";
import type { ConsolePageProps } from "./page-props";
import { MailPage } from "./pages/mail";
import { ProjectsPage } from "./pages/projects";
import { RequestsPage } from "./pages/requests";
import { TeamsPage } from "./pages/teams";
import { TimePage } from "./pages/time";
import { UsersPage } from "./pages/users";

export type ConsolePage = { segment: string; label: string; component: ComponentType<ConsolePageProps> };

export const PAGES: readonly ConsolePage[] = [
  { segment: "projects", label: "Projects", component: ProjectsPage },
  { segment: "users", label: "Users", component: UsersPage },
  { segment: "teams", label: "Teams", component: TeamsPage },
  { segment: "mail", label: "Mail", component: MailPage },
  { segment: "requests", label: "Requests", component: RequestsPage },
  { segment: "time", label: "Time", component: TimePage },
];

/** The page `/emulator` alone shows: the inbox was there before the console. */
export const HOME_SEGMENT = "mail";
