/**
 * What the shell shares with its own pages beyond {@link ConsolePageProps}: every project
 * (the Projects page lists them and creates new ones) and a way to pick one.
 */
import { createContext, useContext } from "react";
import type { ConsoleProject } from "./page-props";

export type ConsoleContextValue = {
  projects: ConsoleProject[];
  /** Makes `projectId` the chosen project (the picker follows). */
  selectProject(projectId: string): void;
  /** Reads the projects again (after one was created); resolves with the new list. */
  reloadProjects(): Promise<ConsoleProject[]>;
};

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsole() is for pages inside the console's shell.");
  return value;
}
