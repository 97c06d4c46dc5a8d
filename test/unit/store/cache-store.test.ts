import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CacheStore, cacheKey } from "../../../src/lib/store/cache-store";

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
  it("shares one request between concurrent loads", async () => {
    const store = new CacheStore();
    const { loader, calls } = manualLoader<string>();
    const entry = store.entry("user", ["s1"], loader);
    const results = Promise.all(Array.from({ length: 20 }, () => entry.load()));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve("alice");
    expect(await results).toEqual(Array(20).fill("alice"));
  });

  it("returns the last result without fetching within 300 ms, and fetches after", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", ["s1"], loader);
    expect(await entry.load()).toBe(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(await entry.load()).toBe(1);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await entry.load()).toBe(2);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("returns a recent error within the throttle window", async () => {
    const store = new CacheStore();
    const loader = vi.fn(async () => {
      throw new Error("boom");
    });
    const entry = store.entry("user", [], loader);
    await expect(entry.load()).rejects.toThrow("boom");
    await expect(entry.load()).rejects.toThrow("boom");
    expect(loader).toHaveBeenCalledTimes(1);
    expect(entry.getSnapshot()).toMatchObject({ status: "error" });
  });

  it("turns a loader that throws synchronously into a rejected load", async () => {
    const store = new CacheStore();
    const entry = store.entry("user", [], () => {
      throw new Error("sync");
    });
    await expect(entry.load()).rejects.toThrow("sync");
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

  it("serves the stored object to loads within the throttle window", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    entry.set(42);
    expect(await entry.load()).toBe(42);
    expect(loader).not.toHaveBeenCalled();
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

  it("spends no request on unwatched entries but makes their next read fetch", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", ["s1"], loader);
    await entry.load();
    await store.invalidateWhere((_kind, args) => args[0] === "s1");
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await entry.load()).toBe(2); // within 300 ms, yet stale: fetches
  });

  it("leaves entries that were never loaded alone", async () => {
    const store = new CacheStore();
    const loader = countingLoader();
    const entry = store.entry("user", [], loader);
    entry.subscribe(() => {});
    await store.invalidateWhere(() => true);
    expect(loader).not.toHaveBeenCalled();
  });

  it("never rejects when a refetch fails; the error is stored in the entry", async () => {
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
    expect(entry.getSnapshot()).toMatchObject({ status: "error" });
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
    expect(await entry.load()).toBe(2);
    store.entry("b", [], loader);
    store.entry("c", [], loader);
    expect(store.size).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.size).toBe(0);
  });
});
