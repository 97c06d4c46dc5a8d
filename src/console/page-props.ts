/**
 * What the console's shell hands each of its pages (issue 26). The console is a React app
 * of gatehouse's own components and the admin tier, talking to the emulator it is served
 * by; every page is a component taking these props, so pages never reach for globals.
 */
import type { AdminApp } from "../index";
import type { ConsoleProjectJson } from "../interface/wire/emulator-api";

/** A project as the console knows it: the emulator's `/emulator/api/projects` lists each with its keys (loopback only). */
export type ConsoleProject = ConsoleProjectJson;

export type ConsolePageProps = {
  /** The project chosen in the shell's project picker. */
  project: ConsoleProject;
  /** An admin-tier app of that project, talking to this emulator (its origin is the baseUrl). */
  app: AdminApp;
  /** The path below the page's own segment: `/emulator/users/u_1/edit` gives the users page `["u_1", "edit"]`. */
  rest: string[];
  /** The query string of the current location. */
  search: URLSearchParams;
  /** Moves within the console (a path starting `/emulator/`), with history. */
  navigate(to: string): void;
};
