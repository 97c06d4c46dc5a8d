/**
 * The `{ signal }` option of the public methods that do I/O. A call's own requests go out
 * with the signal ({@link via}): an abort stops them, and nothing is retried after it.
 * A wait on something shared with other callers (a cached read, an anonymous sign-up in
 * flight) only stops waiting ({@link abortable}): the shared request goes on for the others,
 * bounded by `timeoutMs`. Either way the call rejects with the signal's reason (an
 * AbortError unless `abort()` was given another).
 */
import type { ClientInterface } from "../../interface/client-interface";
import { checkSignal, raceSignal } from "../../interface/deadline";
import type { CallOptions } from "../../interface/deadline";
import type { CacheEntry } from "../store/cache-store";
import type { LazyModule } from "./lazy-module";

export type { CallOptions };
export { checkSignal };

/** The context's interface, sending the caller's signal with every request it makes. */
export function via<I extends ClientInterface>(ctx: { readonly iface: I }, options?: CallOptions): I {
  return ctx.iface.withSignal(checkSignal(options?.signal));
}

/** `promise`, or a rejection with the caller's signal's reason as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, options?: CallOptions): Promise<T> {
  const signal = checkSignal(options?.signal);
  return signal ? raceSignal(promise, signal) : promise;
}

/**
 * Runs `call` unless the signal has already aborted (then nothing starts, not even a
 * shared read), and rejects with the signal's reason as soon as it aborts: what the app
 * facades wrap every method that does I/O in.
 */
export function abortableCall<T>(options: CallOptions | undefined, call: () => Promise<T>): Promise<T> {
  let signal: AbortSignal | undefined;
  try {
    signal = checkSignal(options?.signal);
  } catch (error) {
    return Promise.reject(error);
  }
  if (signal?.aborted) return Promise.reject(signal.reason);
  return abortable(call(), options);
}

/**
 * A cached read for one caller: the entry's load with the caller's signal. An abort stops
 * this caller's wait; the shared fetch goes on for the others, and is aborted once nobody
 * (no caller, no mounted hook) wants it.
 */
export function loadFor<T>(entry: CacheEntry<T>, options?: CallOptions): Promise<T> {
  return abortableCall(options, () => entry.load(options?.signal ?? undefined));
}

/** `run` with `area` once it has loaded, for a caller whose signal stops the wait (the loading too). */
export function inArea<M, R>(area: LazyModule<M>, options: CallOptions | undefined, run: (module: M) => Promise<R>): Promise<R> {
  return abortableCall(options, () => area.load().then(run));
}
