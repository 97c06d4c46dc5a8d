/**
 * Runs one async action of a form or button: busy while it runs, a friendly error
 * message when it fails, `done` once it succeeded, and no state updates after unmount.
 * `run` resolves to whether the action succeeded, so a caller can move on only then.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Result } from "../../errors";
import { friendlyErrorMessage } from "../error-messages";
import { useTranslation } from "../provider";

export type Action<A extends unknown[]> = {
  run: (...args: A) => Promise<boolean>;
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

export type ActionOptions = {
  /** Words a thrown error or an error result, in place of the friendly, translated message. */
  describeError?: ((error: unknown) => string) | undefined;
  /**
   * A run asked for while one is under way is ignored (it resolves to false): for buttons
   * that stay enabled while they work, so a second press does not send the change twice.
   */
  oneAtATime?: boolean | undefined;
};

/** A thrown error, or an error result, becomes a friendly message. */
export function useAction<A extends unknown[]>(fn: (...args: A) => Promise<ActionOutcome>, options: ActionOptions = {}): Action<A> {
  const t = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const running = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (...args: A) => {
      const { describeError = (e: unknown) => friendlyErrorMessage(e, t), oneAtATime = false } = optionsRef.current;
      if (oneAtATime && running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      setDone(false);
      let message: string | null;
      try {
        const outcome = await fnRef.current(...args);
        message = typeof outcome === "string" ? outcome : outcome?.status === "error" ? describeError(outcome.error) : null;
      } catch (e) {
        message = describeError(e);
      } finally {
        running.current = false;
      }
      if (mounted.current) {
        setError(message || null);
        setDone(!message);
        setBusy(false);
      }
      return !message;
    },
    [t],
  );
  return { run, busy, error, done, setError };
}
