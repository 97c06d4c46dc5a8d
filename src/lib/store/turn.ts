/**
 * The event-loop turn: how the cached-value store tells "reads made together" (one
 * request) from "a read that arrived while a fetch was already under way" (which must
 * not join it: that request may have been answered before the caller's write landed).
 *
 * A turn is one macrotask. {@link currentTurn} returns a number that stays the same until
 * the current macrotask (and its microtasks) ends. The scheduling functions are captured
 * when this module loads, so an app's fake timers cannot freeze the turn and make a later
 * read join an old fetch.
 */

type Schedule = (fn: () => void) => void;

// Captured at load (before a test installs fake timers); nothing is created until first use.
const g = globalThis as { setImmediate?: (fn: () => void) => unknown; MessageChannel?: typeof MessageChannel };
const realSetImmediate = g.setImmediate;
const RealMessageChannel = g.MessageChannel;
const realSetTimeout = globalThis.setTimeout;

function macrotaskScheduler(): Schedule {
  // Node and Bun: setImmediate runs after the I/O of this loop iteration.
  if (typeof realSetImmediate === "function") return (fn) => void realSetImmediate.call(globalThis, fn);
  // Browsers, workers, workerd, Deno: a message is a macrotask with no 4 ms clamp.
  if (typeof RealMessageChannel === "function") {
    const channel = new RealMessageChannel();
    const queue: (() => void)[] = [];
    channel.port1.onmessage = () => queue.shift()?.();
    return (fn) => {
      queue.push(fn);
      channel.port2.postMessage(null);
    };
  }
  return (fn) => void realSetTimeout(fn, 0);
}

let schedule: Schedule | null = null;
let turn = 0;
let scheduled = false;

/** The id of the macrotask running now. */
export function currentTurn(): number {
  if (!scheduled) {
    scheduled = true;
    (schedule ??= macrotaskScheduler())(() => {
      turn++;
      scheduled = false;
    });
  }
  return turn;
}
