import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveHandlerUrls } from "../../../src/lib/urls/handler-urls";
import { createNavigator, REDIRECT_WAIT_MS } from "../../../src/lib/urls/navigation";
import { redirectTargetUrl, redirectTo } from "../../../src/lib/urls/redirect";
import { absoluteCallbackUrl } from "../../../src/lib/urls/callback-urls";

const urls = resolveHandlerUrls({ afterSignIn: "/welcome" });

describe("redirectTargetUrl", () => {
  it("adds after_auth_return_to with the current relative URL on sign-in and sign-up", () => {
    const current = "https://app.example.com/private/page?tab=2#section";
    const target = new URL(redirectTargetUrl("signIn", urls, current), "https://app.example.com");
    expect(target.pathname).toBe("/handler/sign-in");
    expect(target.searchParams.get("after_auth_return_to")).toBe("/private/page?tab=2#section");
    expect(redirectTargetUrl("signUp", urls, current)).toMatch(/^\/handler\/sign-up\?after_auth_return_to=/);
  });

  it("carries an existing after_auth_return_to forward", () => {
    const current = "https://app.example.com/handler/sign-in?after_auth_return_to=%2Forders%2F7";
    const target = new URL(redirectTargetUrl("signUp", urls, current), "https://app.example.com");
    expect(target.searchParams.get("after_auth_return_to")).toBe("/orders/7");
  });

  it("goes to after_auth_return_to after sign-in and sign-up", () => {
    const current = "https://app.example.com/handler/sign-in?after_auth_return_to=%2Forders%2F7";
    expect(redirectTargetUrl("afterSignIn", urls, current)).toBe("/orders/7");
    expect(redirectTargetUrl("afterSignUp", urls, current)).toBe("/orders/7");
    expect(redirectTargetUrl("afterSignOut", urls, current)).toBe("/");
  });

  it("ignores after_auth_return_to with noRedirectBack, or without a page", () => {
    const current = "https://app.example.com/x?after_auth_return_to=%2Forders";
    expect(redirectTargetUrl("afterSignIn", urls, current, { noRedirectBack: true })).toBe("/welcome");
    expect(redirectTargetUrl("signIn", urls, current, { noRedirectBack: true })).toBe("/handler/sign-in");
    expect(redirectTargetUrl("signIn", urls, null)).toBe("/handler/sign-in");
  });

  it("does not add a return address to a sign-in page on another origin", () => {
    const other = resolveHandlerUrls({ signIn: "https://accounts.example.net/login" });
    expect(redirectTargetUrl("signIn", other, "https://app.example.com/p")).toBe("https://accounts.example.net/login");
  });
});

describe("redirectTo", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubWindow(href: string) {
    const location = { href, assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal("window", { location });
    vi.stubGlobal("document", {});
    return location;
  }

  it("refuses an absolute after_auth_return_to (no open redirect)", async () => {
    const location = stubWindow("https://app.example.com/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.com");
    await expect(redirectTo(createNavigator("window"), urls, "afterSignIn")).rejects.toThrow("Redirect URL is not trusted; should be relative.");
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("assigns or replaces the location with the window method, then waits about 2 s", async () => {
    vi.useFakeTimers();
    const location = stubWindow("https://app.example.com/account");
    let done = false;
    const promise = redirectTo(createNavigator("window"), urls, "signIn", { replace: true }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(REDIRECT_WAIT_MS - 1);
    expect(location.replace).toHaveBeenCalledWith("/handler/sign-in?after_auth_return_to=%2Faccount");
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(done).toBe(true);
  });

  it("does nothing and resolves at once with redirectMethod none", async () => {
    const location = stubWindow("https://app.example.com/account");
    await redirectTo(createNavigator("none"), urls, "home");
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("hands the URL to a custom navigate function, saying whether it replaces the entry (React Router's navigate(to, { replace }))", async () => {
    vi.useFakeTimers();
    stubWindow("https://app.example.com/account");
    const navigate = vi.fn();
    const p = redirectTo(createNavigator({ useNavigate: () => navigate, navigate }), urls, "afterSignOut");
    await vi.advanceTimersByTimeAsync(REDIRECT_WAIT_MS);
    await p;
    expect(navigate).toHaveBeenCalledWith("/", { replace: false });
  });
});

describe("absoluteCallbackUrl", () => {
  it("resolves against the page, keeps after_auth_return_to and drops the hash", () => {
    const url = absoluteCallbackUrl("/handler/oauth-callback#x", "redirectUri", "https://app.example.com/handler/sign-in?after_auth_return_to=%2Fa&other=1#frag");
    expect(url).toBe("https://app.example.com/handler/oauth-callback?after_auth_return_to=%2Fa");
  });

  it("accepts an absolute URL without a browser and throws a clear error for a relative one", () => {
    expect(absoluteCallbackUrl("https://app.example.com/verify#h", "verificationCallbackUrl", null)).toBe("https://app.example.com/verify");
    expect(() => absoluteCallbackUrl("/handler/email-verification", "verificationCallbackUrl", null)).toThrow(/verificationCallbackUrl .*relative/);
  });
});

describe("navigator.claim", () => {
  it("drops other navigations while a claimed one (sign-out's) is under way, then lets them through", async () => {
    vi.useFakeTimers();
    try {
      const visited: string[] = [];
      const navigator = createNavigator({ useNavigate: () => () => {}, navigate: (to) => void visited.push(to) });
      const release = navigator.claim();
      // A hook reacting to the ended session tries to send the page to sign-in: dropped.
      await navigator.navigate("/handler/sign-in?after_auth_return_to=%2Fsettings");
      const signOut = navigator.navigate("/", { claimed: true });
      await vi.advanceTimersByTimeAsync(REDIRECT_WAIT_MS);
      await signOut;
      release();
      const later = navigator.navigate("/handler/sign-in");
      await vi.advanceTimersByTimeAsync(REDIRECT_WAIT_MS);
      await later;
      expect(visited).toEqual(["/", "/handler/sign-in"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("app.useNavigate()", () => {
  it("checks every URL with the same rule as redirects before the host's router sees it", () => {
    const routed: string[] = [];
    const navigate = createNavigator({ useNavigate: () => (to) => void routed.push(to) }).useNavigate();
    navigate("/handler/sign-in?x=1");
    for (const bad of ["javascript:alert(1)", "https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect(() => navigate(bad)).toThrow("Redirect URL is not trusted; should be relative.");
    }
    expect(routed).toEqual(["/handler/sign-in?x=1"]);
  });

  it("refuses an untrusted URL with redirectMethod \"window\" and \"none\" too", () => {
    expect(() => createNavigator("window").useNavigate()("javascript:alert(1)")).toThrow(/not trusted/);
    expect(() => createNavigator("none").useNavigate()("https://evil.example/")).toThrow(/not trusted/);
    expect(() => createNavigator("none").useNavigate()("/fine")).not.toThrow();
  });
});
