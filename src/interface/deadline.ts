/**
 * One deadline per call, and the caller's cancellation. Everything a call waits for (the
 * answer, its body, fresh tokens, a backoff, a Retry-After) is raced against one signal
 * that aborts when `timeoutMs` has passed since the call began or when the caller's signal
 * aborts. The fetch gets that signal too, but a fetch that ignores it (a shim, a wrapper
 * that rebuilds the init) still cannot hold the call: the race settles it.
 */
import { TimeoutError } from "../errors";

/** Options of every call that does I/O. */
export type CallOptions = {
  /** Cancels the call: it rejects with the signal's reason (an AbortError by default) and is not retried. */
  signal?: AbortSignal | null | undefined;
};

export type Deadline = {
  /** Aborted at the deadline (reason: a TimeoutError) or by the caller's signal (its reason). */
  readonly signal: AbortSignal;
  /** Milliseconds left before the deadline (monotonic clock). */
  left(): number;
  /** `promise`, or a rejection with the abort reason as soon as the call is aborted. */
  race<T>(promise: PromiseLike<T> | T): Promise<T>;
  /** Waits `ms`, unless the call is aborted first. */
  sleep(ms: number): Promise<void>;
  /** Requests sent so far (the TimeoutError names them). */
  attempts: number;
  /** Stops the clock and lets go of the caller's signal. Call once the call has settled. */
  end(): void;
};

/** A setTimeout delay past 2^31 - 1 ms fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** @throws TypeError when `signal` is given but is not an AbortSignal. */
export function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal == null) return undefined;
  if (typeof (signal as AbortSignal).addEventListener !== "function" || typeof (signal as AbortSignal).aborted !== "boolean") {
    throw new TypeError("gatehouse: the signal option must be an AbortSignal.");
  }
  return signal as AbortSignal;
}

/**
 * `promise`, or a rejection with `signal`'s reason as soon as it aborts. The promise is
 * handled either way: one that loses the race never becomes an unhandled rejection.
 */
export function raceSignal<T>(promise: PromiseLike<T> | T, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    Promise.resolve(promise)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", stop));
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop);
  });
}

/** Starts the clock of one call (`method`, `path` and the service's `baseUrl` name it in the TimeoutError). */
export function startDeadline(timeoutMs: number, method: string, path: string, callerSignal?: AbortSignal | null, baseUrl?: string): Deadline {
  const caller = checkSignal(callerSignal);
  const controller = new AbortController();
  const signal = controller.signal;
  const until = performance.now() + timeoutMs;
  const cancel = () => controller.abort(caller!.reason);
  const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs, method, path, deadline.attempts, baseUrl)), Math.min(timeoutMs, MAX_TIMER_MS));
  caller?.addEventListener("abort", cancel);
  if (caller?.aborted) cancel();

  const race = <T>(promise: PromiseLike<T> | T) => raceSignal(promise, signal);

  const deadline: Deadline = {
    signal,
    left: () => until - performance.now(),
    race,
    sleep(ms) {
      let sleeping: ReturnType<typeof setTimeout> | undefined;
      return race(new Promise<void>((resolve) => (sleeping = setTimeout(resolve, ms)))).finally(() => clearTimeout(sleeping));
    },
    attempts: 0,
    end() {
      clearTimeout(timer);
      caller?.removeEventListener("abort", cancel);
    },
  };
  return deadline;
}
