/**
 * Runs a one-shot effect (a single-use code, a sign-out) once per key per page, even
 * when React mounts the component twice (StrictMode) or it remounts after Suspense.
 */
import { useEffect, useState } from "react";

const started = new Map<string, Promise<unknown>>();

export type OnceState<T> = { status: "running" } | { status: "done"; value: T } | { status: "failed"; error: unknown };

/** `fn` runs once for `key` (null: not yet); the state follows its promise. */
export function useOnce<T>(key: string | null, fn: () => Promise<T>): OnceState<T> {
  const [state, setState] = useState<OnceState<T>>({ status: "running" });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = fn();
      started.set(key, promise);
    }
    promise.then(
      (value) => active && setState({ status: "done", value }),
      (error: unknown) => active && setState({ status: "failed", error }),
    );
    return () => {
      active = false;
    };
    // `fn` is read once per key on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
