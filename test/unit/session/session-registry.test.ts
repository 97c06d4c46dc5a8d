import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionRegistry } from "../../../src/lib/session/session-registry";
import { AppTokenStores } from "../../../src/lib/token-store/app-token-stores";
import { MemoryTokenStore } from "../../../src/lib/token-store/memory-token-store";
import { jwtExpiringIn } from "./jwt";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-30T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

function refresher() {
  return vi.fn(async (_refreshToken: string) => jwtExpiringIn(600_000, { n: Math.random() }));
}

describe("SessionRegistry.forTokens", () => {
  it("returns one session per session key", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const a = registry.forTokens({ accessToken: jwtExpiringIn(1000), refreshToken: "r" });
    const b = registry.forTokens({ accessToken: null, refreshToken: "r" });
    expect(b).toBe(a);
    expect(registry.forTokens({ accessToken: null, refreshToken: "other" })).not.toBe(a);
  });

  it("gives an invalid session when nobody is signed in", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const session = registry.forTokens({ accessToken: null, refreshToken: null });
    expect(session.isValid).toBe(false);
    expect(session.key).toBe("not-logged-in");
  });

  it("rejects the string 'undefined'", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    expect(() => registry.forTokens({ accessToken: null, refreshToken: "undefined" })).toThrow(TypeError);
  });
});

describe("SessionRegistry.forStore", () => {
  it("shares one refresh between 100 calls that pass the same tokens as separate objects", async () => {
    const refresh = refresher();
    const registry = new SessionRegistry({ refresh });
    const stores = new AppTokenStores({ projectId: "p" });
    const tokens = { accessToken: jwtExpiringIn(1000), refreshToken: "r" };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => registry.forStore(stores.resolve({ ...tokens })!).getTokens()),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((t) => t.accessToken)).size).toBe(1);
  });

  it("writes a refreshed access token back to the store", async () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const store = new MemoryTokenStore({ accessToken: null, refreshToken: "r" });
    const tokens = await registry.forStore(store).getTokens();
    expect(store.get()).toEqual(tokens);
  });

  it("clears the store when the session is invalidated", async () => {
    const registry = new SessionRegistry({ refresh: async () => null });
    const store = new MemoryTokenStore({ accessToken: null, refreshToken: "r" });
    const listener = vi.fn();
    store.subscribe(listener);
    await registry.forStore(store).getTokens();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives a different session once the store holds other tokens, and leaves them alone", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const store = new MemoryTokenStore({ accessToken: null, refreshToken: "r1" });
    const first = registry.forStore(store);
    store.set({ accessToken: null, refreshToken: "r2" }); // another tab signed in as someone else
    const second = registry.forStore(store);
    expect(second).not.toBe(first);
    expect(second.key).toBe("r2");
    first.invalidate(); // the old user's sign-out must not sign out the new one
    expect(store.get()).toEqual({ accessToken: null, refreshToken: "r2" });
  });

  it("adopts a newer access token another store holds for the same session", async () => {
    const refresh = refresher();
    const registry = new SessionRegistry({ refresh });
    const old = new MemoryTokenStore({ accessToken: jwtExpiringIn(1000), refreshToken: "r" });
    const session = registry.forStore(old);
    const fresh = jwtExpiringIn(600_000);
    expect(registry.forStore(new MemoryTokenStore({ accessToken: fresh, refreshToken: "r" }))).toBe(session);
    expect((await session.getTokens()).accessToken).toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });
});
