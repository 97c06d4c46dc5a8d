/**
 * One change the console makes (a save, a revoke, a delete): the components' `useAction`
 * with the console's wording of errors (for the developer: a known error keeps the
 * service's message and code). `run` resolves to whether it succeeded, so a caller can
 * move on (reload, navigate) only then. A run asked for while one is under way is ignored:
 * the buttons stay enabled while they work (a disabled button drops the keyboard's focus),
 * and a second press must not send the change twice.
 */
import { useAction, type Action } from "../../components/ui/use-action";
import { consoleErrorMessage } from "./console-error";

export type ConsoleAction<A extends unknown[]> = Action<A>;

const CONSOLE_ACTION = { describeError: consoleErrorMessage, oneAtATime: true };

/** `fn` may return a message to show as the error (a check that failed before sending). */
export function useConsoleAction<A extends unknown[]>(fn: (...args: A) => Promise<string | void>): ConsoleAction<A> {
  return useAction(fn, CONSOLE_ACTION);
}
