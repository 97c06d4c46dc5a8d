/** Loading data for a page: the latest result, the error if it failed, and a reload; optionally followed (polled, or told by the emulator's events). */
import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveEventName } from "../interface/wire/emulator-api";
import { followLiveEvents } from "./live-events";

export type Loaded<T> = {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload(): Promise<void>;
};

/**
 * How a page follows changes: a poll every `pollMs` while visible, and with `live`, the
 * emulator's events of that name (./live-events), the poll then running only while their
 * stream is not open (before it opens, while it is lost, or when it is refused).
 */
export type Follow = { pollMs: number; live?: LiveEventName };

/**
 * Runs `load` now and whenever `key` changes (and, when `follow` is given, on each change it
 * hears of while the page is visible, and at once when a hidden page is shown again). An
 * answer that arrives after a newer load started is dropped. A reload keeps the data shown
 * until its answer comes, so nothing on the page (focus, an open detail, a half-typed
 * filter) is reset. Data and errors belong to their key: another key's are never shown, and
 * a key whose first answer has not come yet is loading.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, follow?: Follow): Loaded<T> {
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
  const pollMs = follow?.pollMs;
  const live = follow?.live;
  useEffect(() => {
    void reload();
    let stopped = false;
    const stop = () => {
      stopped = true;
      // A load still running for the old key is no longer wanted.
      latest.current++;
    };
    if (!pollMs) return stop;
    const visible = () => document.visibilityState === "visible";
    // Changes heard of while a load runs make one more load after it, not one each.
    let running = false;
    let again = false;
    const catchUp = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        await reload();
      } while (again && !stopped && visible());
      running = false;
    };
    let streaming = false;
    const unfollow = live ? followLiveEvents(live, { changed: () => void catchUp(), streaming: (open) => (streaming = open) }) : () => {};
    const timer = window.setInterval(() => {
      if (visible() && !streaming) void catchUp();
    }, pollMs);
    const shown = () => {
      if (visible()) void catchUp();
    };
    document.addEventListener("visibilitychange", shown);
    return () => {
      stop();
      unfollow();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [reload, pollMs, live]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: state.loading || !current, reload };
}
