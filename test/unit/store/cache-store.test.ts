import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CacheScope, CacheStore, cacheKey } from "../../../src/lib/store/cache-store";

// Captured before the fake timers of beforeEach: the store's notion of "one event-loop
// turn" runs on the real macrotask queue, so a test moves to the next turn with this.
const realSetImmediate = globalThis.setImmediate;
const nextTurn = () => new Promise<void>((resolve) => realSetImmediate(() => resolve()));

/** A loader whose calls the test resolves by hand, counting requests at the boundary. */
function manualLoader<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const loader = () =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { loader, calls };
}

/** A loader that answers at once with 1, 2, 3... */
function countingLoader() {
  let count = 0;
  const loader = vi.fn(async () => ++count);
  return loader;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("cacheKey", () => {
  it("is the same for objects with the same fields in another order", () => {
    expect(cacheKey("k", [{ b: 1, a: [2, "x"] }])).toBe(cacheKey("k", [{ a: [2, "x"], b: 1 }]));
  });

  it("keeps null, undefined, strings and numbers apart", () => {
    const keys = new Set([null, undefined, "1", 1, "null", NaN].map((value) => cacheKey("k", [value])));
    expect(keys.size).toBe(6);
  });

  it("rejects values that cannot be compared by value", () => {
    expect(() => cacheKey("k", [() => 1])).toThrow(TypeError);
    expect(() => cacheKey("k", [new Map()])).toThrow(/instance of Map/);
  });
});

describe("CacheEntry.load", () => {
  it("shares one request between the loads of one event-loop turn", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const results = Promise.all(Array.from({ length: 100 }, () => entry.load()));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve("alice");
    expect(await results).toEqual(Array(100).fill("alice"));
  });

  it("fetches again for every sequential load: never answered from the cache, never throttled", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", ["s1"], loader);
    for (let i = 1; i <= 5; i++) expect(await entry.load()).toBe(i);
    expect(loader).toHaveBeenCalledTimes(5);
  });

  it("does not join a fetch that started in an earlier turn: later loads share one follow-up", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const first = entry.load();
    await nextTurn(); // the first request may already have been answered by the service
    const later = Promise.all([entry.load(), entry.load(), entry.load()]);
    expect(calls).toHaveLength(1); // concurrency 1: the follow-up waits
    calls[0]!.resolve("before the write");
    expect(await first).toBe("before the write");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("after the write");
    expect(await later).toEqual(Array(3).fill("after the write"));
  });

  it("does not join a fetch of the same turn once the entry was invalidated", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<number>();
    const entry = store.entry("user", [], loader);
    const first = entry.load();
    entry.set(0);
    void store.invalidateWhere(() => true);
    const second = entry.load();
    calls[0]!.resolve(1);
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it("fetches again after a failure instead of returning the recent error", async () => {
    const store = new CacheStore();
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new Error("boom");
      return "ok";
    });
    const entry = store.entry("user", [], loader);
    await expect(entry.load()).rejects.toThrow("boom");
    expect(entry.getSnapshot()).toMatchObject({ status: "error" });
    fail = false;
    expect(await entry.load()).toBe("ok");
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("turns a loader that throws synchronously into a rejected load", async () => {
    const store = new CacheStore();
    const entry = store.entry("user", [], () => {
      throw new Error("sync");
    });
    await expect(entry.load()).rejects.toThrow("sync");
  });
});

/** A loader that records the signal each fetch got and answers when the test says. */
function signalledLoader<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void }[] = [];
  const loader = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve });
      signal.addEventListener("abort", () => reject(signal.reason));
    });
  return { loader, calls };
}

describe("CacheEntry.load(signal) and abandoned fetches", () => {
  it("a caller whose signal aborts stops counting; the fetch goes on while another caller waits", async () => {
    const store = new CacheStore();
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const controller = new AbortController();
    const leaving = entry.load(controller.signal);
    const staying = entry.load();
    controller.abort(new Error("left"));
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve("alice");
    expect(await staying).toBe("alice");
    expect(await leaving).toBe("alice"); // the store does not race the caller's signal: loadFor does
  });

  it("an already aborted signal rejects with its reason, without a fetch", async () => {
    const store = new CacheStore();
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const reason = new Error("left before");
    await expect(entry.load(AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(calls).toHaveLength(0);
  });

  it("aborts the fetch once every caller left and no hook watches, and keeps the value (stale)", async () => {
    const store = new CacheStore({ throttleMs: 0 });
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const first = entry.load();
    calls[0]!.resolve("alice");
    await first;
    await nextTurn();
    const a = new AbortController();
    const b = new AbortController();
    const pa = entry.load(a.signal);
    const pb = entry.load(b.signal);
    a.abort();
    expect(calls[1]!.signal.aborted).toBe(false); // b still waits
    b.abort();
    expect(calls[1]!.signal.aborted).toBe(true);
    await expect(pa).rejects.toMatchObject({ name: "AbortError" }); // the abandoned fetch's own rejection
    await expect(pb).rejects.toMatchObject({ name: "AbortError" });
    await nextTurn();
    expect(entry.isFetching).toBe(false);
    expect(entry.getSnapshot()).toEqual({ status: "ok", value: "alice" }); // no error stored
    const stop = entry.subscribe(() => {}); // a hook mounts: the stale value is refetched
    entry.getOrLoad().catch(() => {});
    await nextTurn();
    expect(calls).toHaveLength(3);
    stop();
  });

  it("never abandons a first load (a suspended component may wait on it)", async () => {
    const store = new CacheStore();
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const controller = new AbortController();
    void entry.load(controller.signal);
    controller.abort();
    await Promise.resolve();
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it("aborts a hook's refetch when its last watcher unsubscribes, not while another watches", async () => {
    const store = new CacheStore({ throttleMs: 0 });
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const first = entry.load();
    calls[0]!.resolve("alice");
    await first;
    const stopA = entry.subscribe(() => {});
    const stopB = entry.subscribe(() => {});
    const refetch = entry.invalidate(); // watched: refetches now
    expect(calls).toHaveLength(2);
    stopA();
    await Promise.resolve();
    expect(calls[1]!.signal.aborted).toBe(false);
    stopB();
    await Promise.resolve();
    expect(calls[1]!.signal.aborted).toBe(true);
    await refetch; // the mutation waiting on it is let go, without an error
    expect(entry.getSnapshot()).toEqual({ status: "ok", value: "alice" });
  });

  it("keeps the fetch when another watcher subscribes in the same commit", async () => {
    const store = new CacheStore({ throttleMs: 0 });
    const { loader, calls } = signalledLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const first = entry.load();
    calls[0]!.resolve("alice");
    await first;
    const stopA = entry.subscribe(() => {});
    void entry.invalidate();
    stopA();
    const stopB = entry.subscribe(() => {});
    await Promise.resolve();
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve("bob");
    await vi.waitFor(() => expect(entry.peek()).toBe("bob"));
    stopB();
  });
});

describe("CacheEntry.set", () => {
  it("discards a response that arrives after a mutation stored its result", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", [], loader);
    const late = entry.load();
    entry.set("from-mutation");
    calls[0]!.resolve("stale");
    expect(await late).toBe("stale"); // its caller still gets its own answer
    expect(entry.getSnapshot()).toEqual({ status: "ok", value: "from-mutation" });
  });

  it("serves the stored object to hooks at once, while an async read still fetches", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    entry.set(42);
    expect(await entry.getOrLoad()).toBe(42);
    expect(loader).not.toHaveBeenCalled();
    expect(await entry.load()).toBe(1);
  });

  it("resolves the pending promise that Suspense waits on", async () => {
    const store = new CacheStore();
    const { loader } = manualLoader<string>();
    const entry = store.entry("user", [], loader);
    void entry.getOrLoad();
    const snapshot = entry.getSnapshot();
    if (snapshot.status !== "pending") throw new Error("expected pending");
    entry.set("x");
    await expect(snapshot.promise).resolves.toBe("x");
  });
});

describe("CacheEntry.getOrLoad", () => {
  it("refetches a stale value in the background at most once per 300 ms, showing the old value meanwhile", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    expect(await entry.load()).toBe(1);
    await store.invalidateWhere(() => true); // unwatched: only marked stale
    expect(await entry.getOrLoad()).toBe(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(entry.peek()).toBe(2);
  });

  it("joins the first load in flight when there is no value yet", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", [], loader);
    const first = entry.load();
    await nextTurn();
    const hook = entry.getOrLoad();
    calls[0]!.resolve("x");
    expect(await hook).toBe("x");
    await first;
    expect(calls).toHaveLength(1);
  });

  it("returns the cached value without fetching, whatever its age", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    const unsubscribe = entry.subscribe(() => {});
    expect(await entry.getOrLoad()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await entry.getOrLoad()).toBe(1);
    expect(loader).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe("CacheEntry.subscribe / getSnapshot", () => {
  it("keeps the snapshot identical until the entry changes, and notifies on change", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", [], loader);
    const listener = vi.fn();
    const unsubscribe = entry.subscribe(listener);
    const pending = entry.getSnapshot();
    expect(entry.getSnapshot()).toBe(pending);
    expect(pending.status).toBe("pending");
    const pendingPromise = pending.status === "pending" ? pending.promise : null;

    void entry.getOrLoad();
    expect(entry.getSnapshot()).toBe(pending); // still the same pending promise
    calls[0]!.resolve("alice");
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(1);
    const ok = entry.getSnapshot();
    expect(ok).toEqual({ status: "ok", value: "alice" });
    expect(entry.getSnapshot()).toBe(ok);
    await expect(pendingPromise).resolves.toBe("alice");

    unsubscribe();
    entry.set("bob");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("CacheEntry.refresh", () => {
  it("refetches now, waits for a fetch in flight (concurrency 1), and notifies", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<number>();
    const entry = store.entry("teams", [], loader);
    const listener = vi.fn();
    entry.subscribe(listener);
    const first = entry.load();
    const refreshed = entry.refresh();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(1);
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    expect(await refreshed).toBe(2);
    expect(entry.peek()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("CacheStore.invalidateWhere", () => {
  it("refetches the matching watched entries and settles when they are done", async () => {
    const store = new CacheStore();
    const teams = countingLoader();
    const user = countingLoader();
    const teamsEntry = store.entry("teams", ["s1"], teams);
    const userEntry = store.entry("user", ["s1"], user);
    teamsEntry.subscribe(() => {});
    userEntry.subscribe(() => {});
    await teamsEntry.load();
    await userEntry.load();
    await store.invalidateWhere((kind) => kind === "teams");
    expect(teams).toHaveBeenCalledTimes(2);
    expect(teamsEntry.peek()).toBe(2);
    expect(user).toHaveBeenCalledTimes(1);
  });

  it("spends no request on unwatched entries but makes their next hook read refetch", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", ["s1"], loader);
    await entry.load();
    await vi.advanceTimersByTimeAsync(300);
    await store.invalidateWhere((_kind, args) => args[0] === "s1");
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await entry.getOrLoad()).toBe(1); // the stale value at once...
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.peek()).toBe(2); // ...then the refetched one
  });

  it("leaves entries that were never loaded alone", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    entry.subscribe(() => {});
    await store.invalidateWhere(() => true);
    expect(loader).not.toHaveBeenCalled();
  });

  it("never rejects when a refetch fails; the entry keeps its value and the error side by side", async () => {
    const store = new CacheStore();
    let fail = false;
    const entry = store.entry("user", [], async () => {
      if (fail) throw new Error("down");
      return 1;
    });
    entry.subscribe(() => {});
    await entry.load();
    fail = true;
    await expect(store.invalidateWhere(() => true)).resolves.toBeUndefined();
    const snapshot = entry.getSnapshot();
    expect(snapshot).toMatchObject({ status: "ok", value: 1 });
    expect(snapshot.status === "ok" && (snapshot.error as Error).message).toBe("down");
    fail = false;
    await entry.load();
    expect(entry.getSnapshot()).toEqual({ status: "ok", value: 1 }); // a success clears the error
  });
});

describe("CacheStore eviction", () => {
  it("drops an entry nobody has read for 5000 ms", async () => {
    const store = new CacheStore();
    const entry = store.entry("user", [], countingLoader());
    await entry.load();
    await vi.advanceTimersByTimeAsync(4000);
    entry.peek();
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.has("user", [])).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.has("user", [])).toBe(false);
  });

  it("keeps a watched entry, and drops it 5000 ms after the last subscriber leaves", async () => {
    const store = new CacheStore();
    const entry = store.entry("user", [], countingLoader());
    const unsubscribe = entry.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.has("user", [])).toBe(true);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.has("user", [])).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.size).toBe(0);
  });

  it("holds at most 100 entries, dropping the least recently used unwatched ones", () => {
    const store = new CacheStore();
    const watched = store.entry("k", [0], countingLoader());
    watched.subscribe(() => {});
    for (let i = 1; i < 100; i++) store.entry("k", [i], countingLoader());
    store.entry("k", [1], countingLoader()).peek(); // 1 is now recently used
    store.entry("k", [100], countingLoader());
    expect(store.size).toBe(100);
    expect(store.has("k", [0])).toBe(true);
    expect(store.has("k", [1])).toBe(true);
    expect(store.has("k", [2])).toBe(false);
  });

  it("takes the tuning from its options", async () => {
    const store = new CacheStore({ throttleMs: 0, dropAfterMs: 10, maxEntries: 2 });
    const loader = countingLoader();
    const entry = store.entry("a", [], loader);
    await entry.load();
    await store.invalidateWhere(() => true);
    await entry.getOrLoad();
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.peek()).toBe(2); // no throttle window
    store.entry("b", [], loader);
    store.entry("c", [], loader);
    expect(store.size).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.size).toBe(0);
  });
});

describe("CacheStore scopes (session-keyed entries)", () => {
  it("requires a scoped entry to say what it holds once its scope ends", () => {
    const store = new CacheStore();
    expect(() => store.entry("teams", [new CacheScope()], countingLoader())).toThrow(/endedValue/);
  });

  it("keeps scopes apart by identity, and plain data apart from scopes", () => {
    const a = new CacheScope();
    const b = new CacheScope();
    expect(cacheKey("k", [a])).not.toBe(cacheKey("k", [b]));
    expect(cacheKey("k", [a])).toBe(cacheKey("k", [a]));
    expect(cacheKey("k", [`#scope(${a.id})`])).not.toBe(cacheKey("k", [a]));
  });

  it("ends every entry of a scope at once, with no request, and keeps them ended", async () => {
    const store = new CacheStore();
    const scope = new CacheScope();
    const other = new CacheScope();
    const teams = countingLoader();
    const mine = store.entry("teams", [scope], teams, { endedValue: [] as unknown });
    const theirs = store.entry("teams", [other], countingLoader(), { endedValue: [] as unknown });
    const listener = vi.fn();
    mine.subscribe(listener);
    await mine.load();
    await theirs.load();
    store.endScope(scope);
    expect(mine.getSnapshot()).toEqual({ status: "ok", value: [] });
    expect(listener).toHaveBeenCalled();
    expect(await mine.load()).toEqual([]);
    mine.set(99); // a late mutation answer cannot bring the session back
    expect(mine.peek()).toEqual([]);
    expect(teams).toHaveBeenCalledTimes(1);
    expect(theirs.peek()).toBe(1);
  });

  it("discards a fetch that was in flight when the scope ended", async () => {
    const store = new CacheStore();
    const scope = new CacheScope();
    const { loader, calls } = manualLoader<string | null>();
    const entry = store.entry("current-user", [scope], loader, { endedValue: null });
    void entry.load();
    store.endScope(scope);
    calls[0]!.resolve("the signed-out user");
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.peek()).toBeNull();
  });

  it("gives an already ended scope its ended value from the start", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("current-user", [new CacheScope({ ended: true })], loader, { endedValue: null });
    expect(entry.getSnapshot()).toEqual({ status: "ok", value: null });
    expect(await entry.load()).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });
});
