/**
 * Data a console page reads through the admin tier: loaded when `key` changes, again on
 * `reload()` (after a change the page made), with the error worded for the developer.
 * An answer that arrives after a newer load started is dropped.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { consoleErrorMessage } from "./console-error";

export type Loaded<T> = { data: T | undefined; error: string | null; loading: boolean; reload: () => Promise<void> };

export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null; loading: boolean; key: string }>({ data: undefined, error: null, loading: true, key });
  const loadRef = useRef(load);
  loadRef.current = load;
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await loadRef.current();
      if (ticket === latest.current) setState({ data, error: null, loading: false, key });
    } catch (e) {
      if (ticket === latest.current) setState((s) => ({ data: s.key === key ? s.data : undefined, error: consoleErrorMessage(e), loading: false, key }));
    }
  }, [key]);
  useEffect(() => {
    void reload();
    return () => {
      // A load still running for the old key is no longer wanted.
      latest.current++;
    };
  }, [reload]);
  // Data of another key is never shown while the new one loads.
  const data = state.key === key ? state.data : undefined;
  return { data, error: state.key === key ? state.error : null, loading: state.loading || state.key !== key, reload };
}
