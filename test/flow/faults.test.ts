/**
 * Resilience under faults injected between the SDK and the emulator (issue 17), one test
 * per row: one deadline per call, cancellation, retries by what each failure means, and
 * bodies that are JSON but not the right shape. Waits run on fake timers: a call either
 * settles by the fake instant a test names, or the test fails; no wall-clock timing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpStatusError, InvalidResponseError, NetworkError, SessionRefreshError, TimeoutError } from "../../src/index";
import { APP_URL, EMULATOR_URL, PASSWORD, createTestEnv, uniqueEmail } from "./harness";
import { faultyFetch } from "./support/faults";
import type { FaultyFetch } from "./support/faults";

/** Past the 600-second access-token lifetime. */
const PAST_ACCESS_TOKEN_LIFETIME = 601_000;
const TOKEN = "/api/v1/auth/oauth/token";
const ME = "/api/v1/users/me";
const VERIFY = `${APP_URL}/handler/email-verification`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fake timers for the SDK's waits (the emulator's clock is its own), and no jitter. */
function fakeTime() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  vi.spyOn(Math, "random").mockReturnValue(0);
}

/**
 * Settles `promise` while moving fake time in steps of `step` ms; fails the test if it
 * has not settled after `limit` ms of fake time. Returns the outcome and the fake time it took.
 */
async function settle<T>(promise: Promise<T>, limit: number, step = 50): Promise<{ value?: T; error?: unknown; after: number }> {
  let outcome: { value?: T; error?: unknown } | null = null;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  let after = 0;
  for (; outcome === null; after += step) {
    if (after > limit) throw new Error(`the call did not settle within ${limit} ms of fake time`);
    await vi.advanceTimersByTimeAsync(step);
  }
  return { ...(outcome as { value?: T; error?: unknown }), after };
}

/** A signed-in app whose requests go through a fault injector, and the injector. */
async function signedIn(options: { timeoutMs?: number } = {}) {
  const env = createTestEnv();
  const faults: FaultyFetch = faultyFetch(env.fetch);
  const email = uniqueEmail("faults");
  const app = env.clientApp({ fetch: faults, ...options });
  const signUp = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY });
  if (signUp.status !== "ok") throw signUp.error;
  return { env, app, faults, email };
}

describe("deadlines", () => {
  // The first known error an app reads loads the error registry (lib/core/known-errors-entry.ts).
  // Load it on real time: under fake time the test moves the clock in steps while a module
  // loads, and on a loaded machine the load outlasted the steps ("did not settle").
  beforeAll(async () => {
    await import("../../src/lib/core/known-errors-entry");
  });

  it("a hanging service cannot hold getUser past timeoutMs; the error names the whole wait", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 2000 });
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "hang" } });
    const { error, after } = await settle(app.getUser(), 2000);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).message).toContain("within 2000 ms (1 attempt(s), retries and waits included)");
    expect((error as TimeoutError).message).toContain(`The authentication service at ${EMULATOR_URL} did not answer GET /users/me`);
    expect((error as TimeoutError).baseUrl).toBe(EMULATOR_URL);
    expect(after).toBeLessThanOrEqual(2000);
  });

  // A signal-deaf fetch (a shim, a wrapper that rebuilds the init) never settles when its
  // signal aborts: the deadline must hold anyway, for every kind of call.
  it("a signal-deaf fetch cannot hold a read", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 1500 });
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "deaf-hang" } });
    const { error, after } = await settle(app.getUser(), 1500);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(after).toBeLessThanOrEqual(1500);
  });

  it("nor a write", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 1500 });
    const user = (await app.getUser())!;
    fakeTime();
    faults.inject({ method: "PATCH", path: ME, fault: { kind: "deaf-hang" } });
    const { error, after } = await settle(user.update({ displayName: "Ada" }), 1500);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).message).toContain("PATCH /users/me");
    expect(after).toBeLessThanOrEqual(1500);
  });

  it("nor the token refresh a read waits for", async () => {
    const { env, app, faults } = await signedIn({ timeoutMs: 1500 });
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME); // the service now rejects the access token
    fakeTime();
    faults.inject({ method: "POST", path: TOKEN, fault: { kind: "deaf-hang" } });
    const { error, after } = await settle(app.getUser(), 1500);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(after).toBeLessThanOrEqual(1500);
    expect(faults.seen.some((r) => r.path === TOKEN && r.fault === "deaf-hang")).toBe(true);
  });

  it("nor a server-tier call", async () => {
    const { env, app, faults } = await signedIn();
    const id = (await app.getUser())!.id;
    const server = env.serverApp({ fetch: faults, timeoutMs: 1500 });
    await server.getUser(id); // loads the server tier's modules on real time: fake time only moves the deadline
    fakeTime();
    faults.inject({ path: `/api/v1/users/${id}`, fault: { kind: "deaf-hang" } });
    const { error, after } = await settle(server.getUser(id), 1500);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).baseUrl).toBe(EMULATOR_URL);
    expect(after).toBeLessThanOrEqual(1500);
  });

  it("nor a body that never ends", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 1000 });
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "stalled-body" } });
    expect(TimeoutError.isInstance((await settle(app.getUser(), 1000)).error)).toBe(true);
  });

  it("retries and backoff count toward the one deadline: a GET failing every time gives up before it", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 5000 });
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "reset" } });
    const { error, after } = await settle(app.getUser(), 5000);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(after).toBeLessThan(5000);
    expect(faults.seen.filter((r) => r.path === ME && r.fault === "reset")).toHaveLength(3); // 0, 1000, 3000 ms
  });

  it("a 429 whose Retry-After is past the deadline fails at once instead of parking the call", async () => {
    const { app, faults } = await signedIn({ timeoutMs: 10_000 });
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "status", status: 429, body: "slow down", headers: { "retry-after": "3600" } } });
    const { error, after } = await settle(app.getUser(), 10_000);
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(429);
    expect(after).toBeLessThan(10_000);
  });
});

describe("cancellation", () => {
  it("getUser({ signal }) rejects with the AbortError as soon as the signal aborts, and sends nothing more", async () => {
    const { app, faults } = await signedIn();
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "hang" } });
    const controller = new AbortController();
    const pending = settle(app.getUser({ signal: controller.signal }), 100);
    controller.abort();
    const { error } = await pending;
    expect((error as DOMException).name).toBe("AbortError");
    const sent = faults.seen.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(faults.seen).toHaveLength(sent);
  });

  it("aborting one caller of a shared read leaves the others their answer", async () => {
    const { app, faults, email } = await signedIn();
    faults.inject({ path: ME, fault: { kind: "status", status: 503 }, times: 1 }); // keeps the shared read busy for a backoff
    fakeTime();
    const controller = new AbortController();
    const aborted = settle(app.getUser({ signal: controller.signal }), 100);
    const other = app.getUser();
    controller.abort();
    expect(((await aborted).error as DOMException).name).toBe("AbortError");
    const { value } = await settle(other, 5000);
    expect(value?.primaryEmail).toBe(email);
  });

  it("an aborted sign-in sends nothing and signs nobody in", async () => {
    const env = createTestEnv();
    const faults = faultyFetch(env.fetch);
    const app = env.clientApp({ fetch: faults });
    const email = uniqueEmail("abort");
    await env.clientApp().signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY });
    const error = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true, signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe("AbortError");
    expect(faults.seen).toHaveLength(0);
    expect(await app.getUser()).toBeNull();
  });

  it("the signal's own reason is what the call rejects with, for the app's other calls too", async () => {
    const { app, faults } = await signedIn();
    const reason = new Error("the page was left");
    const controller = new AbortController();
    faults.inject({ path: "/api/v1/projects/current", fault: { kind: "deaf-hang" } });
    const pending = app.getProject({ signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it("a signal that is not an AbortSignal is a TypeError", async () => {
    const { app } = await signedIn();
    await expect(app.getUser({ signal: "stop" as unknown as AbortSignal })).rejects.toThrow(TypeError);
  });
});

describe("retries by meaning", () => {
  for (const status of [502, 503, 504]) {
    it(`a ${status} on getUser is retried like a network error and the user comes back`, async () => {
      const { app, faults, email } = await signedIn();
      fakeTime();
      faults.inject({ path: ME, fault: { kind: "status", status, body: "<html>bad gateway</html>" }, times: 2 });
      const { value } = await settle(app.getUser(), 5000);
      expect(value?.primaryEmail).toBe(email);
    });
  }

  it("a 503's Retry-After is honoured within the deadline", async () => {
    const { app, faults, email } = await signedIn();
    fakeTime();
    faults.inject({ path: ME, fault: { kind: "status", status: 503, headers: { "retry-after": "4" } }, times: 1 });
    const { value, after } = await settle(app.getUser(), 10_000);
    expect(value?.primaryEmail).toBe(email);
    expect(after).toBeGreaterThanOrEqual(4000);
  });

  it("a write is not replayed after a gateway error", async () => {
    const { app, faults } = await signedIn();
    const user = (await app.getUser())!;
    faults.inject({ method: "PATCH", path: ME, fault: { kind: "status", status: 502, body: "bad gateway" }, times: 1 });
    const error = await user.update({ displayName: "x" }).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(502);
    expect(faults.seen.filter((r) => r.method === "PATCH")).toHaveLength(1);
  });

  it("a reset during a token refresh is retried: getUser survives it as a plain read would", async () => {
    const { env, app, faults, email } = await signedIn();
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    fakeTime();
    faults.inject({ method: "POST", path: TOKEN, fault: { kind: "reset" }, times: 1 });
    faults.inject({ method: "POST", path: TOKEN, fault: { kind: "status", status: 503 }, times: 1 });
    const { value } = await settle(app.getUser(), 10_000);
    expect(value?.primaryEmail).toBe(email);
    expect(faults.seen.filter((r) => r.path === TOKEN).map((r) => r.fault)).toEqual(["reset", "status", null]);
  });

  it("a proxy's HTML error page stays out of the message; the body is on the error", async () => {
    const { app, faults } = await signedIn();
    const user = (await app.getUser())!;
    const page = "<!DOCTYPE html><html><body><h1>403 Forbidden</h1><p>nginx</p></body></html>";
    faults.inject({ method: "PATCH", path: ME, fault: { kind: "status", status: 403, body: page }, times: 1 });
    const error = (await user.update({ displayName: "x" }).catch((e: unknown) => e)) as HttpStatusError;
    expect(error.message).toBe("PATCH /users/me failed with status 403");
    expect(error.body).toBe(page);
  });

  it("an unlabelled 401 from the token endpoint is a SessionRefreshError, and the session is not lost", async () => {
    const { env, app, faults, email } = await signedIn();
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    faults.inject({ method: "POST", path: TOKEN, fault: { kind: "status", status: 401, body: '{"error":"invalid_grant"}' }, times: 2 });
    for (let i = 0; i < 2; i++) {
      const error = await app.getUser().catch((e: unknown) => e);
      expect(SessionRefreshError.isInstance(error)).toBe(true);
      expect((error as SessionRefreshError).message).toMatch(/^The session cannot be refreshed \(sign out and sign in again\)/);
    }
    // Once the proxy lets the refresh through again, the same session works.
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });
});

describe("bodies that are JSON but not the right shape", () => {
  it("a refresh answered without access_token is an InvalidResponseError, never a signed-out null", async () => {
    const { env, app, faults, email } = await signedIn();
    env.emulator.clock.advance(PAST_ACCESS_TOKEN_LIFETIME);
    faults.inject({ method: "POST", path: TOKEN, fault: { kind: "json", body: { token_type: "Bearer", expires_in: 3600 } }, times: 1 });
    const error = await app.getUser().catch((e: unknown) => e);
    expect(InvalidResponseError.isInstance(error)).toBe(true);
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it("a sign-in answered without tokens is an InvalidResponseError, never ok, and stores nothing", async () => {
    const env = createTestEnv();
    const faults = faultyFetch(env.fetch);
    const app = env.clientApp({ fetch: faults });
    const email = uniqueEmail("shape");
    await env.clientApp().signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY });
    faults.inject({ path: "/api/v1/auth/password/sign-in", fault: { kind: "json", body: { user_id: "u" } }, times: 1 });
    const error = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true }).catch((e: unknown) => e);
    expect(InvalidResponseError.isInstance(error)).toBe(true);
    expect(await app.getUser()).toBeNull();
  });

  for (const [label, body] of [
    ["null", null],
    ["{}", {}],
    ["a number id", { id: 1 }],
  ] as const) {
    it(`a /users/me answer of ${label} is an InvalidResponseError, and the user is there once answers are whole again`, async () => {
      const { app, faults, email } = await signedIn();
      faults.inject({ path: ME, fault: { kind: "json", body }, times: 1 });
      expect(InvalidResponseError.isInstance(await app.getUser().catch((e: unknown) => e))).toBe(true);
      expect((await app.getUser())?.primaryEmail).toBe(email);
    });
  }
});
