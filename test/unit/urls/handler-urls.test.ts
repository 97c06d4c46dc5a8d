import { describe, expect, it } from "vitest";
import { resolveHandlerUrls } from "../../../src/lib/urls/handler-urls";

describe("resolveHandlerUrls", () => {
  it("has the defaults of docs/api.md §4.4", () => {
    expect(resolveHandlerUrls()).toEqual({
      handler: "/handler",
      signIn: "/handler/sign-in",
      signUp: "/handler/sign-up",
      signOut: "/handler/sign-out",
      afterSignIn: "/",
      afterSignUp: "/",
      afterSignOut: "/",
      home: "/",
      emailVerification: "/handler/email-verification",
      passwordReset: "/handler/password-reset",
      forgotPassword: "/handler/forgot-password",
      oauthCallback: "/handler/oauth-callback",
      magicLinkCallback: "/handler/magic-link-callback",
      accountSettings: "/handler/account-settings",
      teamInvitation: "/handler/team-invitation",
      mfa: "/handler/mfa",
      error: "/handler/error",
    });
  });

  it("moves every page when the handler base is overridden", () => {
    const urls = resolveHandlerUrls({ handler: "/auth/" });
    expect(urls.signIn).toBe("/auth/sign-in");
    expect(urls.mfa).toBe("/auth/mfa");
    expect(urls.home).toBe("/");
  });

  it("derives afterSignIn, afterSignUp and afterSignOut from home", () => {
    const urls = resolveHandlerUrls({ home: "/dashboard" });
    expect([urls.afterSignIn, urls.afterSignUp, urls.afterSignOut]).toEqual(["/dashboard", "/dashboard", "/dashboard"]);
  });

  it("sends afterSignUp to afterSignIn when only that is set", () => {
    const urls = resolveHandlerUrls({ home: "/home", afterSignIn: "/welcome-back" });
    expect(urls.afterSignUp).toBe("/welcome-back");
    expect(urls.afterSignOut).toBe("/home");
  });

  it("keeps explicit overrides and ignores undefined ones", () => {
    const urls = resolveHandlerUrls({ signIn: "/login", afterSignUp: "/onboarding", home: undefined });
    expect(urls.signIn).toBe("/login");
    expect(urls.signUp).toBe("/handler/sign-up");
    expect(urls.afterSignUp).toBe("/onboarding");
    expect(urls.home).toBe("/");
    expect(Object.isFrozen(urls)).toBe(true);
  });
});
