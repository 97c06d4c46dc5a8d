import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accessTokenExpiresAt } from "../../../src/lib/session/access-token";
import { Session } from "../../../src/lib/session/session";
import { jwtExpiringIn, makeJwt } from "./jwt";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-30T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A refresh function that answers with a fresh 10-minute token each time, counting calls. */
function refresher() {
  return vi.fn(async (_refreshToken: string) => jwtExpiringIn(600_000, { n: Math.random() }));
}

describe("accessTokenExpiresAt", () => {
  it("reads exp in seconds as ms", () => {
    expect(accessTokenExpiresAt(makeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it("treats a token without exp as never expiring, and an undecodable one as expired", () => {
    expect(accessTokenExpiresAt(makeJwt({ sub: "u" }))).toBe(Infinity);
    expect(accessTokenExpiresAt("not-a-jwt")).toBe(0);
    expect(accessTokenExpiresAt(makeJwt({ exp: "soon" }))).toBe(0);
  });
});

describe("accessTokenExpiresAt, decoding with jose", () => {
  const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

  it("reads the payload of a compact JWS, UTF-8 and base64url alphabet included", () => {
    const payload = { sub: "ü-user", name: "José ✓", exp: 1_700_000_000, extra: "??>>" };
    expect(b64(JSON.stringify(payload))).toMatch(/[-_]/); // the test payload does use - or _
    expect(accessTokenExpiresAt(`${b64('{"alg":"ES256"}')}.${b64(JSON.stringify(payload))}.sig`)).toBe(1_700_000_000_000);
  });

  it("counts anything that is not three parts around a JSON object as expired", () => {
    const header = b64("{}");
    for (const token of [
      "",
      "a.b",
      `${header}.${b64('{"exp":9999999999}')}.s.x.y`, // JWE-shaped
      `${header}..s`,
      `${header}.${b64("[1,2]")}.s`,
      `${header}.${b64("null")}.s`,
      `${header}.${b64("{not json")}.s`,
      `${header}.${Buffer.from([0xff, 0xfe]).toString("base64url")}.s`, // not UTF-8
      `${header}.a.s`, // impossible base64 length
    ]) {
      expect(accessTokenExpiresAt(token), token).toBe(0);
    }
  });
});

describe("new Session", () => {
  it("rejects the string 'undefined' as either token", () => {
    expect(() => new Session({ accessToken: "undefined" })).toThrow(/accessToken is the string 'undefined'/);
    expect(() => new Session({ refreshToken: "undefined" })).toThrow(/refreshToken is the string 'undefined'/);
  });

  it("has a cache scope of its own that holds no token text, ended from the start without tokens", () => {
    const a = new Session({ accessToken: "a", refreshToken: "r" });
    const b = new Session({ accessToken: "a", refreshToken: "r" });
    expect(a.scope).not.toBe(b.scope);
    expect(JSON.stringify(a.scope)).not.toMatch(/"r"|"a"/);
    expect(a.scope.ended).toBe(false);
    expect(new Session({}).scope.ended).toBe(true);
    a.invalidate();
    expect(a.scope.ended).toBe(true);
  });

  it("is invalid with neither token", async () => {
    const session = new Session({ refresh: refresher() });
    expect(session.isValid).toBe(false);
    expect(await session.getTokens()).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe("Session.getTokens", () => {
  it("returns a token that lasts long enough without refreshing", async () => {
    const refresh = refresher();
    const accessToken = jwtExpiringIn(60_000);
    const session = new Session({ accessToken, refreshToken: "r", refresh });
    expect(await session.getTokens()).toEqual({ accessToken, refreshToken: "r" });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("never refreshes a token without exp", async () => {
    const refresh = refresher();
    const accessToken = makeJwt({ sub: "u" });
    const session = new Session({ accessToken, refreshToken: "r", refresh });
    vi.advanceTimersByTime(10 * 365 * 86_400_000);
    expect((await session.getTokens()).accessToken).toBe(accessToken);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes a token expiring within the required lifetime (default 20 s)", async () => {
    const refresh = refresher();
    const session = new Session({ accessToken: jwtExpiringIn(19_000), refreshToken: "r", refresh });
    const tokens = await session.getTokens();
    expect(refresh).toHaveBeenCalledWith("r", expect.anything());
    expect(accessTokenExpiresAt(tokens.accessToken!)).toBeGreaterThan(Date.now() + 500_000);
    expect(await session.getTokens(10_000)).toEqual(tokens);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes an undecodable access token", async () => {
    const refresh = refresher();
    const session = new Session({ accessToken: "garbage", refreshToken: "r", refresh });
    await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shares one refresh between 50 concurrent callers", async () => {
    let release!: (token: string) => void;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const session = new Session({ refreshToken: "r", refresh });
    const all = Promise.all(Array.from({ length: 50 }, () => session.getTokens()));
    await vi.advanceTimersByTimeAsync(0);
    const fresh = jwtExpiringIn(600_000);
    release(fresh);
    const results = await all;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((t) => t.accessToken))).toEqual(new Set([fresh]));
  });

  it("rejects a required lifetime of 60000 ms or more, naming the option", async () => {
    const session = new Session({ accessToken: jwtExpiringIn(600_000), refreshToken: "r", refresh: refresher() });
    await expect(session.getTokens(60_000)).rejects.toThrow(/minLifetimeMs/);
    await expect(session.getTokens(59_999)).resolves.toMatchObject({ refreshToken: "r" });
  });

  it("lets a failed refresh reject its callers, keeps the session, and retries next time", async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(jwtExpiringIn(600_000));
    const session = new Session({ refreshToken: "r", refresh });
    await expect(session.getTokens()).rejects.toThrow("offline");
    expect(session.isValid).toBe(true);
    expect((await session.getTokens()).accessToken).not.toBeNull();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe("Session invalidation", () => {
  it("becomes invalid, clears its tokens and tells its listeners when the refresh token is rejected", async () => {
    const session = new Session({ accessToken: jwtExpiringIn(1000), refreshToken: "r", refresh: async () => null });
    const onInvalidate = vi.fn();
    const onTokensChange = vi.fn();
    session.onInvalidate(onInvalidate);
    session.onTokensChange(onTokensChange);
    expect(await session.getTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(session.isValid).toBe(false);
    expect(session.peekTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(onInvalidate).toHaveBeenCalledTimes(1);
    expect(onTokensChange).toHaveBeenCalledWith({ accessToken: null, refreshToken: null });
    session.invalidate();
    expect(onInvalidate).toHaveBeenCalledTimes(1);
  });

  it("ignores a refresh that lands after sign-out", async () => {
    let release!: (token: string) => void;
    const session = new Session({ refreshToken: "r", refresh: () => new Promise<string>((resolve) => (release = resolve)) });
    const pending = session.getTokens();
    await vi.advanceTimersByTimeAsync(0);
    session.invalidate();
    release(jwtExpiringIn(600_000));
    expect(await pending).toEqual({ accessToken: null, refreshToken: null });
  });

  it("stops listening after unsubscribe", () => {
    const session = new Session({ refreshToken: "r" });
    const listener = vi.fn();
    session.onInvalidate(listener)();
    session.invalidate();
    expect(listener).not.toHaveBeenCalled();
  });

  it("drops an access-only session once its token has expired", async () => {
    const session = new Session({ accessToken: jwtExpiringIn(5_000), refresh: refresher() });
    expect((await session.getTokens()).accessToken).not.toBeNull(); // short, but the best there is
    vi.advanceTimersByTime(6_000);
    expect(await session.getTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(session.isValid).toBe(false);
  });
});

describe("Session.markAccessTokenExpired", () => {
  it("makes the next getTokens refresh", async () => {
    const refresh = refresher();
    const accessToken = jwtExpiringIn(600_000);
    const session = new Session({ accessToken, refreshToken: "r", refresh });
    session.markAccessTokenExpired("some-other-token");
    expect((await session.getTokens()).accessToken).toBe(accessToken);
    session.markAccessTokenExpired(accessToken);
    const next = await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("r", expect.objectContaining({ staleAccessToken: null }));
    expect(next.accessToken).not.toBe(accessToken);
  });
});

describe("fixed-token sessions", () => {
  it("hands out the tokens as they are and never refreshes", async () => {
    const accessToken = jwtExpiringIn(1000);
    const session = new Session({ accessToken, refreshToken: "r" });
    expect(await session.getTokens()).toEqual({ accessToken, refreshToken: "r" });
  });
});

describe("Session.offerAccessToken", () => {
  it("adopts a longer-lived token and ignores an older one", async () => {
    const short = jwtExpiringIn(120_000);
    const long = jwtExpiringIn(600_000);
    const session = new Session({ accessToken: short, refreshToken: "r", refresh: refresher() });
    session.offerAccessToken(long);
    session.offerAccessToken(short);
    expect((await session.getTokens()).accessToken).toBe(long);
  });
});
