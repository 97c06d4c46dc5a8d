/**
 * Runs one async action of a form or button: busy while it runs, a friendly error
 * message when it fails, and no state updates after unmount.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { useTranslation } from "../provider";

export type Action<A extends unknown[]> = {
  run: (...args: A) => Promise<void>;
  busy: boolean;
  error: string | null;
  setError: (message: string | null) => void;
};

/**
 * `fn` may return a message string to show as the error (for Result-style failures);
 * a thrown error is turned into a friendly message.
 */
export function useAction<A extends unknown[]>(fn: (...args: A) => Promise<string | void | undefined | null>): Action<A> {
  const t = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      try {
        const message = await fnRef.current(...args);
        if (mounted.current && message) setError(message);
      } catch (e) {
        if (mounted.current) setError(friendlyErrorMessage(e, t));
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [t],
  );
  return { run, busy, error, setError };
}
