/**
 * Data a console page reads through the admin tier (`useLoad`, ../use-load.ts): loaded when
 * `key` changes, again on `reload()` (after a change the page made), with the error worded
 * for the developer.
 */
import { useLoad } from "../use-load";
import { consoleErrorMessage } from "./console-error";

export type Loaded<T> = { data: T | undefined; error: string | null; loading: boolean; reload: () => Promise<void> };

export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const loaded = useLoad(key, load);
  return { data: loaded.data, error: loaded.error ? consoleErrorMessage(loaded.error) : null, loading: loaded.loading, reload: loaded.reload };
}
