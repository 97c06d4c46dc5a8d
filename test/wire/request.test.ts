import nock from "nock";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  GatehouseAssertionError,
  HttpStatusError,
  InvalidResponseError,
  KnownError,
  KnownErrors,
  NetworkError,
  TimeoutError,
  expectErrors,
} from "../../src/errors";
import { sendRequestResult } from "../../src/interface/request";
import { OBJECT } from "../../src/interface/shapes";
import {
  BASE,
  FakeSession,
  PCK,
  PROJECT_ID,
  api,
  clientApi,
  exchange,
  knownErrorReply,
  ownerApi,
  recordedBody,
  replay,
  serverApi,
  userSession,
  loadKnownErrors,
} from "./helpers";

const options = { baseUrl: BASE, projectId: PROJECT_ID, publishableClientKey: PCK, loadKnownErrors };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Fake clocks (timers, Date and the monotonic clock of the deadline) and no jitter: waits are exact. */
function fakeTime() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  vi.spyOn(Math, "random").mockReturnValue(0);
}

/** Lets pending promise chains (fetch, nock) run without moving the fake clock. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe("network failures", () => {
  // Timing runs on a fetch that fails at once (fetch throws TypeError on network failure),
  // so the fake clock alone decides when each attempt happens.
  function failingFetch(failures: number, then?: () => Response) {
    const times: number[] = [];
    const impl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      times.push(Date.now());
      if (times.length <= failures || !then) throw new TypeError("fetch failed");
      return then();
    });
    return { impl, times };
  }

  it("retries an idempotent GET 5 times with 1000/2000/4000/8000 ms backoff (jitter off), then throws NetworkError", async () => {
    fakeTime();
    const { impl, times } = failingFetch(Infinity);
    const start = Date.now();
    const promise = clientApi({ fetch: impl }).getProject().catch((e: unknown) => e);
    await flush();
    expect(impl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(impl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2000 + 4000 + 8000);
    const error = await promise;
    expect(NetworkError.isInstance(error)).toBe(true);
    expect((error as NetworkError).offline).toBe(false);
    expect(times.map((t) => t - start)).toEqual([0, 1000, 3000, 7000, 15000]);
  });

  it("succeeds when a retry gets through", async () => {
    fakeTime();
    const body = JSON.stringify(exchange("projects", 2).response.body);
    const { impl } = failingFetch(2, () => new Response(body, { status: 200 }));
    const promise = clientApi({ fetch: impl }).getProject();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await promise).toEqual(exchange("projects", 2).response.body);
    expect(impl).toHaveBeenCalledTimes(3);
  });

  it("retries a GET through nock's network error too", async () => {
    fakeTime();
    api().get("/api/v1/projects/current").replyWithError(new TypeError("fetch failed")); // fetch rejects with a TypeError on network failure
    api().get("/api/v1/projects/current").reply(...replay(exchange("projects", 2)));
    const promise = clientApi().getProject();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(nock.pendingMocks()).toEqual([]);
    });
    expect(await promise).toMatchObject({ id: PROJECT_ID });
  });

  it("does not retry a POST", async () => {
    api().post("/api/v1/auth/password/sign-in").replyWithError("reset");
    const error = await clientApi().signInWithPassword({ email: "a@example.com", password: "x" }).catch((e: unknown) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
  });

  it("says offline when navigator.onLine is false", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    api().post("/api/v1/auth/anonymous/sign-up").replyWithError("offline");
    const error = await clientApi().signUpAnonymously().catch((e: unknown) => e);
    expect(NetworkError.isInstance(error) && (error as NetworkError).offline).toBe(true);
  });
});

describe("timeouts", () => {
  /** A fetch that never answers but honours the abort signal. */
  const hangingFetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );

  it("fails a POST with TimeoutError after timeoutMs, without retrying", async () => {
    fakeTime();
    hangingFetch.mockClear();
    const promise = clientApi({ fetch: hangingFetch, timeoutMs: 5000 })
      .signInWithPassword({ email: "a@example.com", password: "x" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await promise;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).timeoutMs).toBe(5000);
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });

  it("defaults to 30000 ms", async () => {
    fakeTime();
    hangingFetch.mockClear();
    const promise = clientApi({ fetch: hangingFetch }).signUpAnonymously().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hangingFetch).toHaveBeenCalledTimes(1);
    let settled = false;
    void promise.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(TimeoutError.isInstance(await promise)).toBe(true);
  });
});

describe("rate limits and loops", () => {
  /** A fetch answering from a script, recording the fake time of each call. */
  function scriptedFetch(...responses: Array<() => Response>) {
    const times: number[] = [];
    const impl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      times.push(Date.now());
      const next = responses[times.length - 1];
      if (!next) throw new Error("unexpected extra request");
      return next();
    });
    return { impl, times };
  }
  const projectResponse = () => new Response(JSON.stringify(exchange("projects", 2).response.body), { status: 200 });

  it("waits Retry-After seconds after a 429, then retries", async () => {
    fakeTime();
    const { impl, times } = scriptedFetch(
      () => new Response("Too many requests", { status: 429, headers: { "retry-after": "3" } }),
      projectResponse,
    );
    const promise = clientApi({ fetch: impl }).getProject();
    await vi.advanceTimersByTimeAsync(2999);
    expect(impl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await promise).toMatchObject({ id: PROJECT_ID });
    expect(times[1]! - times[0]!).toBe(3000);
  });

  it("retries a 429 without Retry-After after a short backoff (also for POST, never as signed out)", async () => {
    fakeTime();
    const session = userSession();
    const { impl, times } = scriptedFetch(
      () => new Response("rate limited", { status: 200, headers: { "x-stack-actual-status": "429" } }),
      () => new Response('{"success":true}', { status: 200 }),
    );
    const promise = clientApi({ fetch: impl }).setPassword("Long-Enough-1", session);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await promise).toEqual({ status: "ok", data: { success: true } });
    expect(times[1]! - times[0]!).toBe(1000);
    expect(session.expired).toEqual([]);
  });

  it("gives up after repeated 429s with HttpStatusError 429", async () => {
    fakeTime();
    const limited = () => new Response("slow down", { status: 429, headers: { "retry-after": "1" } });
    const { impl } = scriptedFetch(limited, limited, limited, limited, limited, limited);
    const promise = clientApi({ fetch: impl }).getProject().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await promise;
    expect(HttpStatusError.isInstance(error) && (error as HttpStatusError).status).toBe(429);
    expect(impl).toHaveBeenCalledTimes(6);
  });

  it("retries a 508 whose body says INFINITE_LOOP_DETECTED", async () => {
    api().get("/api/v1/projects/current").reply(508, "INFINITE_LOOP_DETECTED");
    api().get("/api/v1/projects/current").reply(...replay(exchange("projects", 2)));
    expect(await clientApi().getProject()).toMatchObject({ id: PROJECT_ID });
  });
});

describe("known errors", () => {
  it("builds the catalogue class from the body, with the status from x-stack-actual-status", async () => {
    const ex = exchange("auth-password", 16);
    api().post("/api/v1/auth/password/sign-in").reply(...replay(ex));
    const result = await clientApi().signInWithPassword({ email: "a@example.com", password: "wrong-password" });
    expect(result.status).toBe("error");
    const error = (result as { error: KnownError }).error;
    expect(KnownErrors.EmailPasswordMismatch.isInstance(error)).toBe(true);
    expect(error.statusCode).toBe(Number(ex.response.headers["x-stack-actual-status"]));
    expect(error.errorCode).toBe("EMAIL_PASSWORD_MISMATCH");
  });

  it("throws InvalidResponseError when x-stack-known-error differs from the body's code", async () => {
    const [status, body] = knownErrorReply("USER_NOT_FOUND", 404, "User not found.");
    api().get("/api/v1/projects/current").reply(status, body, { "x-stack-actual-status": "404", "x-stack-known-error": "TEAM_NOT_FOUND" });
    const error = await clientApi().getProject().catch((e: unknown) => e);
    expect(InvalidResponseError.isInstance(error)).toBe(true);
  });

  it("turns an unknown code into a generic KnownError that keeps the code and status", async () => {
    api().get("/api/v1/projects/current").reply(...knownErrorReply("SOMETHING_NEW", 418, "A newer server error", { a: 1 }));
    const error = await clientApi().getProject().catch((e: unknown) => e);
    expect(KnownError.isInstance(error)).toBe(true);
    expect((error as KnownError).errorCode).toBe("SOMETHING_NEW");
    expect((error as KnownError).statusCode).toBe(418);
    expect((error as KnownError).details).toEqual({ a: 1 });
    expect((error as KnownError).message).toBe("A newer server error");
  });

  it("throws known errors a Result method does not list", async () => {
    api().post("/api/v1/auth/password/sign-in").reply(...knownErrorReply("PASSWORD_AUTHENTICATION_NOT_ENABLED", 400, "Password authentication is not enabled for this project."));
    const error = await clientApi().signInWithPassword({ email: "a@example.com", password: "x" }).catch((e: unknown) => e);
    expect(KnownErrors.PasswordAuthenticationNotEnabled.isInstance(error)).toBe(true);
  });

  it("returns listed errors through sendRequestResult and throws the rest", async () => {
    api().get("/api/v1/users/me").reply(...knownErrorReply("USER_NOT_FOUND", 404, "User not found."));
    const result = await sendRequestResult(options, { path: "/users/me", tier: "client", shape: OBJECT }, expectErrors<[typeof KnownErrors.UserNotFound]>("USER_NOT_FOUND"));
    expect(result.status === "error" && KnownErrors.UserNotFound.isInstance(result.error)).toBe(true);
  });
  it("reads a known error only through the registry loader it was given (src/lib hands one to every interface)", async () => {
    api().get("/api/v1/users/me").reply(...knownErrorReply("USER_NOT_FOUND", 404, "User not found."));
    const loadKnownErrors = vi.fn(() => import("../../src/errors/registry"));
    const result = await sendRequestResult({ ...options, loadKnownErrors }, { path: "/users/me", tier: "client", shape: OBJECT }, expectErrors("USER_NOT_FOUND"));
    expect(result.status === "error" && KnownErrors.UserNotFound.isInstance(result.error)).toBe(true);
    expect(loadKnownErrors).toHaveBeenCalledTimes(1);

    api().get("/api/v1/users/me").reply(...knownErrorReply("USER_NOT_FOUND", 404, "User not found."));
    const { loadKnownErrors: _none, ...without } = options;
    const error = await sendRequestResult(without, { path: "/users/me", tier: "client", shape: OBJECT }, expectErrors("USER_NOT_FOUND")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseAssertionError);
    expect((error as Error).message).toMatch(/without options\.loadKnownErrors/);
  });
});

describe("plain status errors", () => {
  it("throws HttpStatusError with the real status and the text body", async () => {
    const ex = exchange("teams", 3);
    api().post("/api/v1/teams", recordedBody(ex)).reply(...replay(ex));
    const error = await clientApi().createTeam(ex.request.body as { display_name: string }, userSession()).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect((error as HttpStatusError).status).toBe(Number(ex.response.headers["x-stack-actual-status"] ?? ex.response.status));
    expect((error as HttpStatusError).body).toBe(ex.response.body);
  });

  it("throws InvalidResponseError for a success body that is not JSON", async () => {
    api().get("/api/v1/projects/current").reply(200, "<html>proxy</html>");
    const error = await clientApi().getProject().catch((e: unknown) => e);
    expect(InvalidResponseError.isInstance(error)).toBe(true);
  });
});

describe("rejected access tokens", () => {
  it("marks the token expired, gets a fresh one and retries once", async () => {
    const session = new FakeSession([
      { accessToken: "old-token", refreshToken: "refresh-1" },
      { accessToken: "new-token", refreshToken: "refresh-1" },
    ]);
    api({ reqheaders: { "x-stack-access-token": "old-token" } })
      .get("/api/v1/users/me")
      .reply(...knownErrorReply("ACCESS_TOKEN_EXPIRED", 401, "Access token has expired.", { expired_at_millis: 1 }));
    api({ reqheaders: { "x-stack-access-token": "new-token" } }).get("/api/v1/users/me").reply(...replay(exchange("auth-password", 1)));
    const result = await clientApi().getCurrentUser(session);
    expect(result.status).toBe("ok");
    expect(session.expired).toEqual(["old-token"]);
  });

  it("retries only once", async () => {
    const session = new FakeSession([{ accessToken: "a", refreshToken: "r" }, { accessToken: "b", refreshToken: "r" }]);
    api().get("/api/v1/users/me").twice().reply(...knownErrorReply("UNPARSABLE_ACCESS_TOKEN", 401, "Access token is not parsable."));
    const error = await clientApi().getCurrentUser(session).catch((e: unknown) => e);
    expect(KnownErrors.UnparsableAccessToken.isInstance(error)).toBe(true);
    expect(session.expired).toEqual(["a"]);
  });

  it("refreshes the owner's admin token on ADMIN_ACCESS_TOKEN_EXPIRED or API_KEY_NOT_FOUND in project-owner mode", async () => {
    const owner = new FakeSession([
      { accessToken: "owner-old", refreshToken: "owner-r" },
      { accessToken: "owner-new", refreshToken: "owner-r" },
    ]);
    api({ reqheaders: { "x-stack-admin-access-token": "owner-old" } })
      .get("/api/v1/internal/projects/current")
      .reply(...knownErrorReply("ADMIN_ACCESS_TOKEN_EXPIRED", 401, "Admin access token has expired. Please refresh it and try again.", { expired_at_millis: null }));
    api({ reqheaders: { "x-stack-admin-access-token": "owner-new" } }).get("/api/v1/internal/projects/current").reply(...replay(exchange("projects", 16)));
    expect(await ownerApi(owner).getAdminProject()).toEqual(exchange("projects", 16).response.body);
    expect(owner.expired).toEqual(["owner-old"]);

    const owner2 = new FakeSession([{ accessToken: "o1", refreshToken: "r" }, { accessToken: "o2", refreshToken: "r" }]);
    api().get("/api/v1/internal/api-keys/k1").reply(...knownErrorReply("API_KEY_NOT_FOUND", 404, "API key not found."));
    api().get("/api/v1/internal/api-keys/k1").reply(...replay(exchange("internal-api-keys", 7)));
    await ownerApi(owner2).getInternalApiKey("k1");
    expect(owner2.expired).toEqual(["o1"]);
  });

  it("does not treat API_KEY_NOT_FOUND as a token problem with keys", async () => {
    const ex = exchange("api-keys", 24);
    api().post("/api/v1/user-api-keys/check").once().reply(...replay(ex));
    const result = await serverApi().checkUserApiKey("sk_unknown");
    expect(result.status === "error" && KnownErrors.ApiKeyNotFound.isInstance(result.error)).toBe(true);
  });
});

describe("the status override", () => {
  it("reads a real 200 and a 201 without the header as success", async () => {
    const ex = exchange("auth-cli", 11);
    api().post("/api/v1/auth/cli/poll", recordedBody(ex)).reply(...replay(ex));
    expect(await clientApi().pollCliAuth((ex.request.body as { polling_code: string }).polling_code)).toEqual(ex.response.body);
  });
});
