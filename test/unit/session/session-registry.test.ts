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
  it("shares the app's own sessions by refresh token", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const a = registry.forTokens({ accessToken: jwtExpiringIn(1000), refreshToken: "r" }, "own");
    const b = registry.forTokens({ accessToken: null, refreshToken: "r" }, "own");
    expect(b).toBe(a);
    expect(registry.forTokens({ accessToken: null, refreshToken: "other" }, "own")).not.toBe(a);
  });

  it("shares offered tokens only between calls that offer the very same pair", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const access = jwtExpiringIn(60_000);
    const a = registry.forTokens({ accessToken: access, refreshToken: "r" });
    expect(registry.forTokens({ accessToken: access, refreshToken: "r" })).toBe(a);
    expect(registry.forTokens({ accessToken: null, refreshToken: "r" })).not.toBe(a);
    expect(registry.forTokens({ accessToken: jwtExpiringIn(90_000), refreshToken: "r" })).not.toBe(a);
  });

  it("never lets one kind of token stand for another", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    const byAccess = registry.forTokens({ accessToken: "same-text", refreshToken: null }, "own");
    const byRefresh = registry.forTokens({ accessToken: null, refreshToken: "same-text" }, "own");
    expect(byRefresh).not.toBe(byAccess);
  });

  it("gives the one ended session to every call without tokens, whatever was offered before", () => {
    const registry = new SessionRegistry({ refresh: refresher() });
    // A refresh token whose text is what older versions used as the signed-out key.
    registry.forTokens({ accessToken: jwtExpiringIn(60_000), refreshToken: "not-logged-in" });
    registry.forTokens({ accessToken: jwtExpiringIn(60_000), refreshToken: "not-logged-in" }, "own");
    const session = registry.forTokens({ accessToken: null, refreshToken: null });
    expect(session).toBe(registry.signedOut);
    expect(session.isValid).toBe(false);
    expect(session.scope.ended).toBe(true);
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
    expect(second.peekTokens().refreshToken).toBe("r2");
    first.invalidate(); // the old user's sign-out must not sign out the new one
    expect(store.get()).toEqual({ accessToken: null, refreshToken: "r2" });
  });

  it("adopts a newer access token the app's own store holds for the same session (another tab refreshed)", async () => {
    const refresh = refresher();
    const registry = new SessionRegistry({ refresh });
    const store = new MemoryTokenStore({ accessToken: jwtExpiringIn(1000), refreshToken: "r" });
    const session = registry.forStore(store, "own");
    const fresh = jwtExpiringIn(600_000);
    store.set({ accessToken: fresh, refreshToken: "r" });
    expect(registry.forStore(store, "own")).toBe(session);
    expect((await session.getTokens()).accessToken).toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("never hands an offered access token to a call that did not offer it", async () => {
    const refresh = refresher();
    const registry = new SessionRegistry({ refresh });
    const mine = registry.forStore(new MemoryTokenStore({ accessToken: jwtExpiringIn(1000), refreshToken: "r" }));
    const offered = jwtExpiringIn(600_000, { sub: "someone-else" });
    const theirs = registry.forStore(new MemoryTokenStore({ accessToken: offered, refreshToken: "r" }));
    expect(theirs).not.toBe(mine);
    expect((await theirs.getTokens()).accessToken).toBe(offered);
    expect((await mine.getTokens()).accessToken).not.toBe(offered); // refreshed by the service instead
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shares one refresh between sessions of one refresh token, and knows the confirmed pair afterwards", async () => {
    const refresh = refresher();
    const registry = new SessionRegistry({ refresh });
    const a = registry.forStore(new MemoryTokenStore({ accessToken: jwtExpiringIn(1000), refreshToken: "r" }));
    const b = registry.forStore(new MemoryTokenStore({ accessToken: jwtExpiringIn(2000), refreshToken: "r" }));
    const [ta, tb] = await Promise.all([a.getTokens(), b.getTokens()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ta.accessToken).toBe(tb.accessToken);
    // A later call offering the pair the service just issued reaches a session that holds it.
    const later = registry.forTokens({ accessToken: ta.accessToken, refreshToken: "r" });
    expect([a, b]).toContain(later);
  });
});
