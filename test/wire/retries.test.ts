/**
 * Retries by what each failure means: gateway errors on idempotent requests, the token
 * refresh on network errors and 5xx, Retry-After within the deadline, jitter; and what a
 * failure that is not retried reports (HttpStatusError excerpts, SessionRefreshError).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpStatusError, NetworkError, SessionRefreshError } from "../../src/errors";
import { backoffMs, retryAfterMs, retryDelayMs } from "../../src/interface/retry";
import { clientApi, exchange, userSession } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeTime(random = 0) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  vi.spyOn(Math, "random").mockReturnValue(random);
}

/** A fetch answering from a script, recording the fake time of each call. */
function scriptedFetch(...responses: Array<() => Response | Promise<Response>>) {
  const times: number[] = [];
  const impl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    times.push(Date.now());
    const next = responses[times.length - 1];
    if (!next) throw new Error("unexpected extra request");
    return next();
  });
  return { impl, times, gaps: () => times.slice(1).map((t, i) => t - times[i]!) };
}

const project = () => new Response(JSON.stringify(exchange("projects", 2).response.body), { status: 200 });
const status = (code: number, headers: Record<string, string> = {}) => () => new Response("upstream trouble", { status: code, headers });
const refreshed = () => new Response(JSON.stringify({ access_token: "new-access", token_type: "Bearer", expires_in: 3600, scope: "" }), { status: 200 });
const reset = () => Promise.reject(new TypeError("fetch failed"));

describe("gateway errors on idempotent requests", () => {
  for (const code of [502, 503, 504]) {
    it(`retries a GET answered ${code} with backoff, like a network error`, async () => {
      fakeTime();
      const { impl, gaps } = scriptedFetch(status(code), status(code), project);
      const promise = clientApi({ fetch: impl }).getProject();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await promise).toMatchObject({ display_name: expect.any(String) });
      expect(gaps()).toEqual([1000, 2000]);
    });
  }

  it("honours a 503's Retry-After", async () => {
    fakeTime();
    const { impl, gaps } = scriptedFetch(status(503, { "retry-after": "2" }), project);
    const promise = clientApi({ fetch: impl }).getProject();
    await vi.advanceTimersByTimeAsync(2000);
    await promise;
    expect(gaps()).toEqual([2000]);
  });

  it("reports the gateway error when the retries run out, with the status in the message", async () => {
    fakeTime();
    const { impl } = scriptedFetch(...Array.from({ length: 6 }, () => status(502)));
    const promise = clientApi({ fetch: impl, timeoutMs: 60_000 }).getProject().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    const error = await promise;
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(502);
    expect(impl).toHaveBeenCalledTimes(6);
  });

  it("does not retry a 503 on a POST (it may have been processed)", async () => {
    const { impl } = scriptedFetch(status(503));
    const error = await clientApi({ fetch: impl }).signInWithPassword({ email: "a@example.com", password: "x" }).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(503);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 500 on a GET (a server bug answers the same every time)", async () => {
    const { impl } = scriptedFetch(status(500));
    const error = await clientApi({ fetch: impl }).getProject().catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(500);
    expect(impl).toHaveBeenCalledTimes(1);
  });
});

describe("the token refresh", () => {
  it("is retried after a network error (refresh tokens do not rotate)", async () => {
    fakeTime();
    const { impl, gaps } = scriptedFetch(reset, reset, refreshed);
    const promise = clientApi({ fetch: impl }).refreshAccessToken("r");
    await vi.advanceTimersByTimeAsync(3000);
    expect(await promise).toMatchObject({ status: "ok", data: { access_token: "new-access" } });
    expect(gaps()).toEqual([1000, 2000]);
  });

  it("is retried after any 5xx, honouring Retry-After", async () => {
    fakeTime();
    const { impl, gaps } = scriptedFetch(status(500), status(503, { "retry-after": "5" }), refreshed);
    const promise = clientApi({ fetch: impl }).refreshAccessToken("r");
    await vi.advanceTimersByTimeAsync(6000);
    expect(await promise).toMatchObject({ status: "ok" });
    expect(gaps()).toEqual([1000, 5000]);
  });

  it("gives up with NetworkError within its deadline", async () => {
    fakeTime();
    const { impl } = scriptedFetch(reset, reset, reset, reset, reset);
    const promise = clientApi({ fetch: impl, timeoutMs: 2500 }).refreshAccessToken("r").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2500);
    expect(NetworkError.isInstance(await promise)).toBe(true);
    expect(impl).toHaveBeenCalledTimes(2); // at 0 and 1000 ms; the next (3000 ms) is past the deadline
  });

  it("says the session cannot be refreshed for a plain 401, without the proxy's HTML in the message", async () => {
    const page = `<!DOCTYPE html><html><head><title>401</title></head><body>${"x".repeat(5000)}</body></html>`;
    const { impl } = scriptedFetch(() => new Response(page, { status: 401, headers: { "content-type": "text/html" } }));
    const error = await clientApi({ fetch: impl }).refreshAccessToken("r").catch((e: unknown) => e);
    expect(SessionRefreshError.isInstance(error)).toBe(true);
    expect((error as SessionRefreshError).message).toBe(
      "The session cannot be refreshed (sign out and sign in again): the token endpoint refused it with status 401",
    );
    expect((error as SessionRefreshError).body).toBe(page);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it("a code exchange is not retried after a network error (a code is single-use)", async () => {
    const { impl } = scriptedFetch(reset);
    const error = await clientApi({ fetch: impl }).exchangeOAuthCode({ code: "c", redirectUri: "https://app.test/cb", codeVerifier: "v" }).catch((e: unknown) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(impl).toHaveBeenCalledTimes(1);
  });
});

describe("HttpStatusError messages", () => {
  const failWith = async (body: string) => {
    const { impl } = scriptedFetch(() => new Response(body, { status: 403 }));
    return (await clientApi({ fetch: impl }).createTeam({ display_name: "t" }, userSession()).catch((e: unknown) => e)) as HttpStatusError;
  };

  it("keep the status and a short excerpt; the whole body stays on .body", async () => {
    const body = `Forbidden:   ${"because ".repeat(40)}`;
    const error = await failWith(body);
    expect(error.message).toMatch(/^POST \/teams failed with status 403: Forbidden: because because .{60,}\.\.\.$/);
    expect(error.message.length).toBeLessThan(160);
    expect(error.body).toBe(body);
  });

  it("leave an HTML page out of the message", async () => {
    const error = await failWith("<html><body><h1>403 Forbidden</h1><script>track()</script></body></html>");
    expect(error.message).toBe("POST /teams failed with status 403");
  });

  it("keep a short plain body whole", async () => {
    expect((await failWith("Forbidden")).message).toBe("POST /teams failed with status 403: Forbidden");
  });
});

describe("backoff and Retry-After", () => {
  it("jitter spreads clients that failed together: up to half of each backoff step is taken off at random", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(2, 0.3)).not.toBe(backoffMs(2, 0.7));
  });

  it("Retry-After gets up to a tenth more at random, never less", () => {
    expect(retryDelayMs("30", 1, 0)).toBe(30_000);
    expect(retryDelayMs("30", 1, 1)).toBe(33_000);
    expect(retryDelayMs(null, 3, 0)).toBe(4000);
  });

  it("reads Retry-After as seconds or an HTTP date, and ignores what it cannot read", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs("Thu, 01 Jan 1970 00:00:00 GMT")).toBe(0);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs("  ")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it("two clients limited together retry at different times", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const randoms = [0.1, 0.9];
    vi.spyOn(Math, "random").mockImplementation(() => randoms.shift() ?? 0);
    const a = scriptedFetch(status(429), project);
    const b = scriptedFetch(status(429), project);
    const both = Promise.all([clientApi({ fetch: a.impl }).getProject(), clientApi({ fetch: b.impl }).getProject()]);
    await vi.advanceTimersByTimeAsync(1000);
    await both;
    expect(a.gaps()[0]).not.toBe(b.gaps()[0]);
  });
});
