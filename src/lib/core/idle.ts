/**
 * Runs work while a browser page is idle (`requestIdleCallback`, or a zero-delay timer
 * where it is missing, as in Safari before 18), so that what a user's first click needs
 * is fetched before the click. Outside a browser nothing is scheduled: a server or a test
 * loads modules when a call needs them.
 */
import { isBrowser } from "./environment";

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown };

/** Calls `work` once the page is idle (at the latest after `timeoutMs`); a no-op outside a browser. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (!isBrowser()) return;
  const idle = (window as IdleWindow).requestIdleCallback;
  if (typeof idle === "function") idle.call(window, work, { timeout: timeoutMs });
  else setTimeout(work, 1);
}
