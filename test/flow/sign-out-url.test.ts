/**
 * `signOut({ redirectUrl })` with a `URL`, as the official SDK allows (issue 13 §4): a URL on
 * the page's origin goes to its relative part; any other is refused by the redirect rule.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_URL, createTestEnv, recordingRedirects } from "./harness";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signOut with a URL", () => {
  it("navigates to the relative part of a URL on the page's origin", async () => {
    vi.stubGlobal("window", { location: { origin: new URL(APP_URL).origin, href: `${APP_URL}/account` } });
    const env = createTestEnv();
    const { redirectMethod, redirects } = recordingRedirects();
    const { app } = await env.signUp();
    const signedIn = env.clientApp({ redirectMethod, tokenStore: { accessToken: null, refreshToken: (await (await app.getUser())!.currentSession.getTokens()).refreshToken } });
    const user = (await signedIn.getUser())!;
    await user.signOut({ redirectUrl: new URL("/goodbye?x=1#top", APP_URL) });
    expect(redirects).toEqual(["/goodbye?x=1#top"]);
    expect(await signedIn.getUser()).toBeNull();
  });

  it("refuses a URL on another origin, after ending the session", async () => {
    vi.stubGlobal("window", { location: { origin: new URL(APP_URL).origin, href: `${APP_URL}/account` } });
    const env = createTestEnv();
    const { redirectMethod, redirects } = recordingRedirects();
    const { app } = await env.signUp();
    const signedIn = env.clientApp({ redirectMethod, tokenStore: { accessToken: null, refreshToken: (await (await app.getUser())!.currentSession.getTokens()).refreshToken } });
    await expect(signedIn.signOut({ redirectUrl: new URL("https://evil.example/goodbye") })).rejects.toThrow("Redirect URL is not trusted; should be relative.");
    expect(redirects).toEqual([]);
    expect(await signedIn.getUser()).toBeNull();
  });
});
