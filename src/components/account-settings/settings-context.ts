/**
 * What every account-settings section reads besides the user: the project (live or a
 * preview's), and whether this is a preview (no service: actions change nothing).
 */
import { createContext, useContext } from "react";
import type { Project } from "../../lib/projects/project-types";

export type SettingsContextValue = { project: Project; preview: boolean };

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("An account-settings section must be rendered inside <AccountSettings>.");
  return value;
}
