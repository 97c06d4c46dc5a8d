/**
 * Clocks that disagree with the service's, and access tokens the service rejected
 * (docs/cache-and-sessions.md, "Sessions"). Time here is two clocks: `service` is the
 * service's, `local` the SDK's, `skew` apart.
 */
import { describe, expect, it, vi } from "vitest";
import { SessionRegistry } from "../../../src/lib/session/session-registry";
import { Session } from "../../../src/lib/session/session";
import type { TokenPair } from "../../../src/lib/token-store/token-pair";
import type { TokenStore } from "../../../src/lib/token-store/token-store";
import { makeJwt } from "./jwt";

const LIFETIME_S = 600;

/** A service clock and a local clock `skewMs` behind it (negative: ahead). */
function clocks(skewMs: number) {
  let service = Date.UTC(2026, 10, 25, 12, 0, 0);
  return {
    service: () => service,
    local: () => service - skewMs,
    advance: (ms: number) => void (service += ms),
    /** A token the service issues now. */
    issue: (extra: Record<string, unknown> = {}) => {
      const iat = Math.floor(service / 1000);
      return makeJwt({ sub: "user", ...extra, iat, exp: iat + LIFETIME_S });
    },
  };
}

describe("a local clock behind the service's", () => {
  it("refreshes when the service says the token expires, though the local clock says it has minutes left", async () => {
    const clock = clocks(10 * 60_000); // ten minutes behind
    const refresh = vi.fn(async () => clock.issue());
    const session = new Session({ accessToken: null, refreshToken: "r", refresh, now: clock.local });
    const first = await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);

    clock.advance((LIFETIME_S - 10) * 1000); // 10 s left in service time; 10 min 10 s by the local clock
    const second = await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(second.accessToken).not.toBe(first.accessToken);
  });
});

describe("a local clock ahead of the service's by more than a token's lifetime", () => {
  it("refreshes once, then uses the token for its lifetime instead of refreshing before every request", async () => {
    const clock = clocks(-(LIFETIME_S + 120) * 1000); // twelve minutes ahead
    const refresh = vi.fn(async () => clock.issue());
    const session = new Session({ accessToken: clock.issue(), refreshToken: "r", refresh, now: clock.local });
    for (let i = 0; i < 20; i++) {
      await session.getTokens();
      clock.advance(5_000);
    }
    expect(refresh).toHaveBeenCalledTimes(1); // the stored token looked expired; the new one taught the offset
  });
});

/** A store shared by "tabs", with the cross-tab refresh lock the cookie store has. */
function sharedStore(initial: TokenPair): TokenStore & { tokens: TokenPair } {
  let lock: Promise<unknown> = Promise.resolve();
  const store = {
    tokens: initial,
    get: () => store.tokens,
    set: (tokens: TokenPair) => void (store.tokens = tokens),
    subscribe: () => () => {},
    withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
      const run = lock.then(fn, fn);
      lock = run.catch(() => {});
      return run;
    },
  };
  return store;
}

describe("an access token the service rejected", () => {
  it("is cleared from the shared store and never adopted again, even when another tab writes it back", async () => {
    const clock = clocks(0);
    const rejected = clock.issue({ n: 1 });
    const store = sharedStore({ refreshToken: "r", accessToken: rejected });
    const refresh = vi.fn(async () => clock.issue({ n: 2 }));
    const session = new SessionRegistry({ refresh, now: clock.local }).forStore(store, "own");

    session.markAccessTokenExpired(rejected); // the service answered ACCESS_TOKEN_EXPIRED
    expect(store.tokens).toEqual({ refreshToken: "r", accessToken: null });

    store.tokens = { refreshToken: "r", accessToken: rejected }; // a tab that has not heard yet
    const tokens = await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens.accessToken).not.toBe(rejected);
    expect(store.tokens.accessToken).toBe(tokens.accessToken);
  });

  it("is never taken from a store offering it to the app's session", async () => {
    const clock = clocks(0);
    const good = clock.issue({ n: 1 });
    const registry = new SessionRegistry({ refresh: async () => clock.issue({ n: 3 }), now: clock.local });
    const store = sharedStore({ refreshToken: "r", accessToken: good });
    const session = registry.forStore(store, "own");
    const rejected = clock.issue({ n: 2, exp: Math.floor(clock.service() / 1000) + LIFETIME_S + 60 });
    session.markAccessTokenExpired(rejected);
    store.tokens = { refreshToken: "r", accessToken: rejected }; // longer-lived, but rejected
    expect(registry.forStore(store, "own")).toBe(session);
    expect((await session.getTokens()).accessToken).toBe(good);
  });
});
