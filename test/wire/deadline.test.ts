/**
 * One deadline per call (`timeoutMs` covers every attempt and wait) and cancellation
 * with an AbortSignal, at the wire layer. Time is fake: a call either settles at the
 * fake instant the test names or it does not settle at all.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpStatusError, NetworkError, TimeoutError } from "../../src/errors";
import { BASE, FakeSession, clientApi, exchange } from "./helpers";
import type { RequestSession, TokenPair } from "../../src/interface/session";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeTime() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  vi.spyOn(Math, "random").mockReturnValue(0);
}

/** Settles `promise` into a value or an error, and the fake time it took. */
function timed<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; after: number }> {
  const start = Date.now();
  return promise.then(
    (value) => ({ value, after: Date.now() - start }),
    (error: unknown) => ({ error, after: Date.now() - start }),
  );
}

const project = () => new Response(JSON.stringify(exchange("projects", 2).response.body), { status: 200 });

/** A fetch that never answers and never looks at `init.signal` (a shim, a wrapper that rebuilds the init). */
const deafFetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));

/** A fetch that never answers but rejects when its signal aborts, as a real fetch does. */
function listeningFetch() {
  const signals: AbortSignal[] = [];
  const impl = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    signals.push(init!.signal!);
    return new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)));
  });
  return { impl, signals };
}

describe("one deadline per call", () => {
  it("fails a hanging idempotent GET once, at timeoutMs, with a TimeoutError naming the whole wait", async () => {
    fakeTime();
    const { impl, signals } = listeningFetch();
    const settled = timed(clientApi({ fetch: impl, timeoutMs: 2000 }).getProject());
    await vi.advanceTimersByTimeAsync(2000);
    const { error, after } = await settled;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(after).toBe(2000);
    expect((error as TimeoutError).timeoutMs).toBe(2000);
    expect((error as TimeoutError).attempts).toBe(1);
    expect((error as Error).message).toBe(
      `The authentication service at ${BASE} did not answer GET /projects/current within 2000 ms (1 attempt(s), retries and waits included). Try again later.`,
    );
    expect((error as TimeoutError).baseUrl).toBe(BASE);
    expect(impl).toHaveBeenCalledTimes(1);
    expect(signals[0]!.aborted).toBe(true); // the fetch is aborted too, for fetches that listen
  });

  it("holds even when the custom fetch ignores init.signal", async () => {
    fakeTime();
    deafFetch.mockClear();
    const settled = timed(clientApi({ fetch: deafFetch, timeoutMs: 1500 }).getProject());
    await vi.advanceTimersByTimeAsync(1500);
    const { error, after } = await settled;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(after).toBe(1500);
  });

  it("holds when the answer's body never ends", async () => {
    fakeTime();
    const stalledBody = vi.fn(async () => ({ status: 200, headers: new Headers(), text: () => new Promise<string>(() => {}) }) as unknown as Response);
    const settled = timed(clientApi({ fetch: stalledBody, timeoutMs: 1000 }).getProject());
    await vi.advanceTimersByTimeAsync(1000);
    expect(TimeoutError.isInstance((await settled).error)).toBe(true);
  });

  it("counts the retries and their backoff: a GET failing every time gives up before a wait that would pass the deadline", async () => {
    fakeTime();
    const failing = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const settled = timed(clientApi({ fetch: failing, timeoutMs: 5000 }).getProject());
    await vi.advanceTimersByTimeAsync(5000);
    const { error, after } = await settled;
    // Attempts at 0, 1000 and 3000 ms; the next would come at 7000 ms, past the deadline.
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(after).toBe(3000);
    expect(failing).toHaveBeenCalledTimes(3);
  });

  it("times out a slow retry with the attempts it made", async () => {
    fakeTime();
    let calls = 0;
    const flaky = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
      calls++;
      return calls === 1 ? Promise.reject(new TypeError("reset")) : new Promise<Response>(() => {});
    });
    const settled = timed(clientApi({ fetch: flaky, timeoutMs: 4000 }).getProject());
    await vi.advanceTimersByTimeAsync(4000);
    const { error, after } = await settled;
    expect(after).toBe(4000);
    expect((error as TimeoutError).attempts).toBe(2);
    expect((error as Error).message).toContain("within 4000 ms (2 attempt(s), retries and waits included)");
  });

  it("does not wait out a 429's Retry-After longer than what is left", async () => {
    fakeTime();
    const limited = vi.fn(async () => new Response("slow down", { status: 429, headers: { "retry-after": "3600" } }));
    const settled = timed(clientApi({ fetch: limited, timeoutMs: 10_000 }).getProject());
    await vi.advanceTimersByTimeAsync(0);
    const { error, after } = await settled;
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(429);
    expect(after).toBe(0);
    expect(limited).toHaveBeenCalledTimes(1);
  });

  it("includes the wait for fresh tokens: a refresh that hangs cannot hold the call", async () => {
    fakeTime();
    const stuck: RequestSession = { getTokens: () => new Promise<TokenPair>(() => {}), markAccessTokenExpired: () => {} };
    const fetchImpl = vi.fn(async () => project());
    const settled = timed(clientApi({ fetch: fetchImpl, timeoutMs: 3000 }).listSessions(stuck));
    await vi.advanceTimersByTimeAsync(3000);
    const { error, after } = await settled;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).attempts).toBe(0);
    expect(after).toBe(3000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("leaves no timer behind once a call has settled", async () => {
    fakeTime();
    await clientApi({ fetch: vi.fn(async () => project()) }).getProject();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("cancellation", () => {
  it("rejects with the signal's AbortError as soon as it aborts, aborts the fetch and does not retry", async () => {
    fakeTime();
    const { impl, signals } = listeningFetch();
    const controller = new AbortController();
    const settled = timed(clientApi({ fetch: impl }).withSignal(controller.signal).getProject());
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const { error, after } = await settled;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    expect(error).toBe(controller.signal.reason);
    expect(after).toBe(100);
    expect(signals[0]!.aborted).toBe(true);
    expect(impl).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with the signal's own reason, even for a fetch that ignores the signal", async () => {
    const controller = new AbortController();
    const reason = new Error("page left");
    const promise = clientApi({ fetch: deafFetch }).withSignal(controller.signal).getProject();
    controller.abort(reason);
    await expect(promise).rejects.toBe(reason);
  });

  it("sends nothing when the signal is already aborted", async () => {
    const fetchImpl = vi.fn(async () => project());
    const error = await clientApi({ fetch: fetchImpl }).withSignal(AbortSignal.abort()).getProject().catch((e: unknown) => e);
    expect((error as DOMException).name).toBe("AbortError");
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("stops during a backoff without another attempt", async () => {
    fakeTime();
    const failing = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const controller = new AbortController();
    const settled = timed(clientApi({ fetch: failing }).withSignal(controller.signal).getProject());
    await vi.advanceTimersByTimeAsync(500); // inside the first 1000 ms backoff
    controller.abort();
    const { error, after } = await settled;
    expect((error as DOMException).name).toBe("AbortError");
    expect(after).toBe(500);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("cancels the token refresh and the code exchange too", async () => {
    const controller = new AbortController();
    const api = clientApi({ fetch: deafFetch }).withSignal(controller.signal);
    const refresh = api.refreshAccessToken("r");
    const exchangeCode = api.exchangeOAuthCode({ code: "c", redirectUri: "https://app.test/cb", codeVerifier: "v" });
    controller.abort();
    await expect(refresh).rejects.toMatchObject({ name: "AbortError" });
    await expect(exchangeCode).rejects.toMatchObject({ name: "AbortError" });
  });

  it("leaves the interface itself alone: its other calls carry no signal", async () => {
    const api = clientApi({ fetch: vi.fn(async () => project()) });
    expect(api.withSignal(undefined)).toBe(api);
    const controller = new AbortController();
    const view = api.withSignal(controller.signal);
    controller.abort();
    await expect(view.getProject()).rejects.toMatchObject({ name: "AbortError" });
    await expect(api.getProject()).resolves.toMatchObject({ display_name: expect.any(String) });
  });

  it("rejects a signal that is not an AbortSignal with a TypeError", async () => {
    const api = clientApi({ fetch: vi.fn(async () => project()) });
    await expect(api.withSignal({ aborted: "no" } as unknown as AbortSignal).getProject()).rejects.toThrow(
      new TypeError("gatehouse: the signal option must be an AbortSignal."),
    );
  });

  it("a cancellable call still sends the session's tokens", async () => {
    const session = new FakeSession([{ accessToken: "a", refreshToken: "r" }]);
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{"success":true}', { status: 200 }));
    await clientApi({ fetch: fetchImpl }).withSignal(new AbortController().signal).signOut(session);
    expect((fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>)["X-Stack-Access-Token"]).toBe("a");
  });
});
