/**
 * One change the console makes (a save, a revoke, a delete): busy while it runs, the
 * error worded for the developer when it fails, `done` once it succeeded. `run` returns
 * whether it succeeded, so a caller can move on (reload, navigate) only then. A run asked
 * for while one is under way is ignored: the buttons stay enabled while they work (a disabled
 * button drops the keyboard's focus), and a second press must not send the change twice.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { consoleErrorMessage } from "./console-error";

export type ConsoleAction<A extends unknown[]> = {
  run: (...args: A) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  done: boolean;
  setError: (message: string | null) => void;
};

/** `fn` may return a message to show as the error (a check that failed before sending). */
export function useConsoleAction<A extends unknown[]>(fn: (...args: A) => Promise<string | void>): ConsoleAction<A> {
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
  const running = useRef(false);
  const run = useCallback(async (...args: A) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    setDone(false);
    let message: string | null = null;
    try {
      message = (await fnRef.current(...args)) || null;
    } catch (e) {
      message = consoleErrorMessage(e);
    } finally {
      running.current = false;
    }
    if (mounted.current) {
      setError(message);
      setDone(message === null);
      setBusy(false);
    }
    return message === null;
  }, []);
  return { run, busy, error, done, setError };
}
