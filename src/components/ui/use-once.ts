/**
 * Runs a one-shot effect (a single-use code, a sign-out) once per key per page, even
 * when React mounts the component twice (StrictMode) or it remounts after Suspense.
 */
import { useEffect, useState } from "react";

/** Effects under way. A settled one is forgotten, so a later visit (a single-page app) runs again. */
const started = new Map<string, Promise<unknown>>();

export type OnceState<T> = { status: "running" } | { status: "done"; value: T } | { status: "failed"; error: unknown };

const RUNNING = { status: "running" } as const;

/** `fn` runs once for `key` (null: not yet); the state follows its promise. */
export function useOnce<T>(key: string | null, fn: () => Promise<T>): OnceState<T> {
  // Tagged with its key, so a new key never shows the previous key's outcome.
  const [state, setState] = useState<{ key: string; value: OnceState<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = fn();
      started.set(key, promise);
      const forget = () => started.delete(key);
      promise.then(forget, forget);
    }
    promise.then(
      (value) => active && setState({ key, value: { status: "done", value } }),
      (error: unknown) => active && setState({ key, value: { status: "failed", error } }),
    );
    return () => {
      active = false;
    };
    // `fn` is read once per key on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state !== null && state.key === key ? state.value : RUNNING;
}
