/**
 * Command-line login (docs/api.md §2.1 `promptCliLogin`, docs/protocol.md §11): the CLI app polls while a
 * signed-in browser app confirms. The browser half is `completeCliLogin`, the call the
 * `cli-auth-confirm` page makes (the official SDK has no public method for it either).
 */
import { describe, expect, it, vi } from "vitest";
import { completeCliLogin } from "../../src/lib/auth/cli";
import { KnownErrors } from "../../src/index";
import { APP_URL, countingFetch, createTestEnv, type TestEnv } from "./harness";

const isPoll = (c: { path: string }) => c.path === "/api/v1/auth/cli/poll";

/** Starts a CLI login on a fresh app; resolves once the link was shown. */
async function startCliLogin(env: TestEnv, options: { expiresInMillis?: number; maxAttempts?: number; fetch?: typeof fetch } = {}) {
  const cli = env.clientApp(options.fetch ? { fetch: options.fetch } : {});
  let link: string | undefined;
  const pending = cli.promptCliLogin({
    appUrl: APP_URL,
    waitTimeMillis: 5,
    promptLink: (url) => void (link = url),
    ...(options.expiresInMillis !== undefined ? { expiresInMillis: options.expiresInMillis } : {}),
    ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
  });
  await vi.waitFor(() => expect(link).toBeDefined());
  const loginCode = new URL(link!).searchParams.get("login_code")!;
  return { cli, pending, link: link!, loginCode };
}

/** The confirmation page's half: hands the browser session's refresh token over. */
async function confirmInBrowser(app: ReturnType<TestEnv["clientApp"]>, loginCode: string) {
  const { refreshToken } = await (await app.getUser())!.currentSession.getTokens();
  await completeCliLogin(app._context, loginCode, refreshToken!);
  return refreshToken!;
}

describe("promptCliLogin", () => {
  it("polls while the browser confirms, then resolves to the browser session's refresh token", async () => {
    const env = createTestEnv();
    const { app: browser } = await env.signUp();
    const { pending, link, loginCode } = await startCliLogin(env);
    expect(link).toBe(`${APP_URL}/handler/cli-auth-confirm?login_code=${loginCode}`);

    // The CLI keeps waiting until the browser side confirms.
    await vi.waitFor(() => expect(env.fetch.calls.filter(isPoll).length).toBeGreaterThanOrEqual(2));
    const refreshToken = await confirmInBrowser(browser, loginCode);
    expect(await pending).toEqual({ status: "ok", data: refreshToken });

    // The CLI can use it as its own session.
    const signedIn = env.clientApp({ tokenStore: { accessToken: null, refreshToken } });
    expect((await signedIn.getUser())!.id).toBe((await browser.getUser())!.id);
  });

  it("returns CliAuthExpiredError once the login expires (emulator clock)", async () => {
    const env = createTestEnv();
    const { pending } = await startCliLogin(env, { expiresInMillis: 60_000 });
    await vi.waitFor(() => expect(env.fetch.calls.filter(isPoll).length).toBeGreaterThanOrEqual(1));
    env.emulator.clock.advance(60_001);
    const result = await pending;
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.CliAuthExpiredError);
    if (result.status === "error") expect(result.error.message).toBe("CLI authentication request expired. Please try again.");
  });

  it("returns CliAuthUsedError when another poller took the refresh token first", async () => {
    const env = createTestEnv();
    const { app: browser } = await env.signUp();
    // A second CLI process with the same polling code: after confirmation, it polls first.
    let racing = false;
    const inner = countingFetch(env.emulator.fetch);
    const racingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (racing && new URL(request.url).pathname === "/api/v1/auth/cli/poll") await inner(request.clone());
      return env.fetch(request);
    }) as typeof fetch;
    const { pending, loginCode } = await startCliLogin(env, { fetch: racingFetch });
    await confirmInBrowser(browser, loginCode);
    racing = true;
    const result = await pending;
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.CliAuthUsedError);
    expect(inner.calls.filter(isPoll)).toHaveLength(1);
  });

  it("gives up with CliAuthError after maxAttempts polls", async () => {
    const env = createTestEnv();
    const { pending } = await startCliLogin(env, { maxAttempts: 3 });
    const result = await pending;
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.CliAuthError);
    if (result.status === "error") expect(result.error.message).toBe("Timed out waiting for CLI authentication.");
    expect(env.fetch.calls.filter(isPoll)).toHaveLength(3);
  });

  it("a login code can be confirmed only once", async () => {
    const env = createTestEnv();
    const { app: browser } = await env.signUp();
    const { pending, loginCode } = await startCliLogin(env);
    await confirmInBrowser(browser, loginCode);
    expect((await pending).status).toBe("ok");
    await expect(confirmInBrowser(browser, loginCode)).rejects.toThrow(/Invalid login code or the code has expired/);
  });
});
