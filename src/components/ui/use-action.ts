/**
 * Runs one async action of a form or button: busy while it runs, a friendly error
 * message when it fails, `done` once it succeeded, and no state updates after unmount.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Result } from "../../errors";
import { friendlyErrorMessage } from "../error-messages";
import { useTranslation } from "../provider";

export type Action<A extends unknown[]> = {
  run: (...args: A) => Promise<void>;
  busy: boolean;
  error: string | null;
  /** The last run finished without an error (cleared when the next run starts). */
  done: boolean;
  setError: (message: string | null) => void;
};

/**
 * What an action may return: nothing (success), a message to show as the error, or the
 * `Result` of an SDK method (an error result is worded like a thrown error).
 */
export type ActionOutcome = void | undefined | null | string | Result<unknown, unknown>;

/** A thrown error, or an error result, becomes a friendly message. */
export function useAction<A extends unknown[]>(fn: (...args: A) => Promise<ActionOutcome>): Action<A> {
  const t = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      setDone(false);
      let message: string | null;
      try {
        const outcome = await fnRef.current(...args);
        message = typeof outcome === "string" ? outcome : outcome?.status === "error" ? friendlyErrorMessage(outcome.error, t) : null;
      } catch (e) {
        message = friendlyErrorMessage(e, t);
      }
      if (!mounted.current) return;
      setError(message || null);
      setDone(!message);
      setBusy(false);
    },
    [t],
  );
  return { run, busy, error, done, setError };
}
