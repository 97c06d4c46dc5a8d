import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionRegistry } from "../../../src/lib/session/session-registry";
import { AppTokenStores } from "../../../src/lib/token-store/app-token-stores";
import { CookieTokenStore } from "../../../src/lib/token-store/cookie-token-store";
import { jwtExpiringIn } from "../session/jwt";
import { FakeDocument, FakeLocks } from "./fake-browser";

const PROJECT = "proj-1";
const REFRESH_NAME = `stack-refresh-${PROJECT}`;
const enc = encodeURIComponent;

let doc: FakeDocument;
let locks: FakeLocks;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-30T12:00:00Z"));
  doc = new FakeDocument();
  locks = new FakeLocks();
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", { locks });
  vi.stubGlobal("location", { protocol: "http:" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("CookieTokenStore reading", () => {
  it("reads the project's refresh cookie and the JSON access pair, percent-decoded", () => {
    doc.jar.set(REFRESH_NAME, "r1");
    doc.jar.set("stack-access", enc(JSON.stringify(["r1", "a1"])));
    expect(new CookieTokenStore({ projectId: PROJECT }).get()).toEqual({ refreshToken: "r1", accessToken: "a1" });
  });

  it("ignores an access pair that belongs to another refresh token, or is not a pair", () => {
    doc.jar.set(REFRESH_NAME, "r1");
    doc.jar.set("stack-access", enc(JSON.stringify(["r0", "a0"])));
    const store = new CookieTokenStore({ projectId: PROJECT });
    expect(store.get()).toEqual({ refreshToken: "r1", accessToken: null });
    doc.jar.set("stack-access", "a1");
    expect(store.get().accessToken).toBeNull();
  });

  it("falls back to the legacy cookie, and deletes it whenever tokens are written", () => {
    doc.jar.set("stack-refresh", "legacy");
    const store = new CookieTokenStore({ projectId: PROJECT });
    expect(store.get()).toEqual({ refreshToken: "legacy", accessToken: null });
    store.set({ refreshToken: "legacy", accessToken: "a" });
    expect(doc.jar.has("stack-refresh")).toBe(false);
    expect(doc.jar.get(REFRESH_NAME)).toBe("legacy");
    expect(store.get()).toEqual({ refreshToken: "legacy", accessToken: "a" });
  });

  it("throws a clear error outside a browser", () => {
    vi.unstubAllGlobals();
    expect(() => new AppTokenStores({ projectId: PROJECT }).resolve("cookie")).toThrow(/needs a browser/);
  });
});

describe("CookieTokenStore writing", () => {
  it("writes the names, values, lifetimes and attributes of the protocol", () => {
    const store = new CookieTokenStore({ projectId: PROJECT });
    store.set({ refreshToken: "r1", accessToken: "a1" });
    expect(doc.jar.get(REFRESH_NAME)).toBe("r1");
    expect(doc.jar.get("stack-access")).toBe("%5B%22r1%22%2C%22a1%22%5D");
    const refresh = doc.attributesOf(REFRESH_NAME);
    expect(refresh.path).toBe("/");
    expect(new Date(refresh.expires as string).getTime()).toBe(Date.now() + 365 * 86_400_000);
    expect(refresh.secure).toBeUndefined();
    expect(refresh.httponly).toBeUndefined();
    expect(new Date(doc.attributesOf("stack-access").expires as string).getTime()).toBe(Date.now() + 86_400_000);
  });

  it("sets Secure on https", () => {
    vi.stubGlobal("location", { protocol: "https:" });
    new CookieTokenStore({ projectId: PROJECT }).set({ refreshToken: "r1", accessToken: "a1" });
    expect(doc.attributesOf(REFRESH_NAME).secure).toBe(true);
    expect(doc.attributesOf("stack-access").secure).toBe(true);
  });

  it("deletes both cookies on sign-out", () => {
    const store = new CookieTokenStore({ projectId: PROJECT });
    store.set({ refreshToken: "r1", accessToken: "a1" });
    store.set({ refreshToken: null, accessToken: null });
    expect([...doc.jar.keys()]).toEqual([]);
  });

  it("writes nothing when the tokens did not change", () => {
    const store = new CookieTokenStore({ projectId: PROJECT });
    store.set({ refreshToken: "r1", accessToken: "a1" });
    const count = doc.writes.length;
    store.set({ refreshToken: "r1", accessToken: "a1" });
    expect(doc.writes.length).toBe(count);
  });
});

describe("CookieTokenStore polling", () => {
  it("notices another tab's write within 100 ms, and stops polling without subscribers", async () => {
    const store = new CookieTokenStore({ projectId: PROJECT });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    new CookieTokenStore({ projectId: PROJECT }).set({ refreshToken: "r2", accessToken: null }); // the other tab
    await vi.advanceTimersByTimeAsync(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().refreshToken).toBe("r2");
    await vi.advanceTimersByTimeAsync(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    doc.jar.delete(REFRESH_NAME);
    await vi.advanceTimersByTimeAsync(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("cross-tab refresh", () => {
  it("refreshes once when two tabs need a new access token at the same time", async () => {
    doc.jar.set(REFRESH_NAME, "r1");
    doc.jar.set("stack-access", enc(JSON.stringify(["r1", jwtExpiringIn(1000)])));
    let refreshes = 0;
    const refresh = async () => {
      refreshes++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return jwtExpiringIn(600_000);
    };
    // Two tabs: separate apps (registries and stores) over one document and one lock manager.
    const tabA = new SessionRegistry({ refresh }).forStore(new AppTokenStores({ projectId: PROJECT }).resolve("cookie")!);
    const tabB = new SessionRegistry({ refresh }).forStore(new AppTokenStores({ projectId: PROJECT }).resolve("cookie")!);
    const both = Promise.all([tabA.getTokens(), tabB.getTokens()]);
    await vi.advanceTimersByTimeAsync(100);
    const [a, b] = await both;
    expect(refreshes).toBe(1);
    expect(locks.requests).toBe(2);
    expect(b.accessToken).toBe(a.accessToken);
    expect(doc.jar.get("stack-access")).toBe(enc(JSON.stringify(["r1", a.accessToken])));
  });

  it("stops waiting for a tab that holds the lock too long and refreshes anyway", async () => {
    doc.jar.set(REFRESH_NAME, "r1");
    void locks.request(`gatehouse-refresh-${PROJECT}`, {}, () => new Promise<never>(() => {})); // a stuck tab
    const refresh = vi.fn(async () => jwtExpiringIn(600_000));
    const session = new SessionRegistry({ refresh }).forStore(new CookieTokenStore({ projectId: PROJECT, lockWaitMs: 2000 }));
    const tokens = session.getTokens();
    await vi.advanceTimersByTimeAsync(1999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await tokens).accessToken).not.toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes without a lock where Web Locks are missing", async () => {
    vi.stubGlobal("navigator", {});
    doc.jar.set(REFRESH_NAME, "r1");
    const refresh = vi.fn(async () => jwtExpiringIn(600_000));
    const session = new SessionRegistry({ refresh }).forStore(new CookieTokenStore({ projectId: PROJECT }));
    expect((await session.getTokens()).refreshToken).toBe("r1");
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
