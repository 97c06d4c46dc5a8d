/** Loading data for a page: the latest result, the error if it failed, and a reload; optionally polled. */
import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> = {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload(): Promise<void>;
};

/**
 * Runs `load` now and whenever `key` changes (and every `pollMs`, when given, while the
 * page is visible, and at once when a hidden page is shown again). An answer that arrives
 * after a newer load started is dropped. A poll keeps the data shown until its answer
 * comes, so nothing on the page (focus, an open detail, a half-typed filter) is reset.
 * Data and errors belong to their key: another key's are never shown, and a key whose
 * first answer has not come yet is loading.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, pollMs?: number): Loaded<T> {
  const [state, setState] = useState<{ key: string; data: T | undefined; error: Error | null; loading: boolean }>({ key, data: undefined, error: null, loading: true });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async () => {
    const run = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await loadRef.current();
      if (run === latest.current) setState({ key, data, error: null, loading: false });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (run === latest.current) setState((s) => ({ key, data: s.key === key ? s.data : undefined, error: failure, loading: false }));
    }
  }, [key]);
  useEffect(() => {
    void reload();
    const stop = () => {
      // A load still running for the old key is no longer wanted.
      latest.current++;
    };
    if (!pollMs) return stop;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void reload();
    }, pollMs);
    const shown = () => {
      if (document.visibilityState === "visible") void reload();
    };
    document.addEventListener("visibilitychange", shown);
    return () => {
      stop();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [reload, pollMs]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: state.loading || !current, reload };
}
