import { describe, expect, it } from "vitest";
import { HANDLER_PAGES, nearestHandlerPage, pathUnderHandler, resolveHandlerRoute } from "../../src/handler/routes";
import { resolveHandlerUrls } from "../../src/lib/urls/handler-urls";

const urls = resolveHandlerUrls();

describe("the handler's routing table", () => {
  it("serves every page of docs/api.md §4.3 at its path", () => {
    for (const page of HANDLER_PAGES) expect(resolveHandlerRoute(page, urls)).toEqual({ kind: "page", page });
    expect(HANDLER_PAGES).toContain("cli-auth-confirm");
    expect(HANDLER_PAGES).toContain("mfa");
  });

  it("renders the aliases log-in and register as sign-in and sign-up", () => {
    expect(resolveHandlerRoute("log-in", urls)).toEqual({ kind: "page", page: "sign-in" });
    expect(resolveHandlerRoute("register", urls)).toEqual({ kind: "page", page: "sign-up" });
  });

  it("redirects lower-case spellings without dashes to the canonical path", () => {
    expect(resolveHandlerRoute("signin", urls)).toEqual({ kind: "redirect", to: "/handler/sign-in" });
    expect(resolveHandlerRoute("login", urls)).toEqual({ kind: "redirect", to: "/handler/sign-in" });
    expect(resolveHandlerRoute("forgotpassword", urls)).toEqual({ kind: "redirect", to: "/handler/forgot-password" });
    expect(resolveHandlerRoute("Sign-Up", urls)).toEqual({ kind: "redirect", to: "/handler/sign-up" });
  });

  it("names the nearest page of a mistyped path, and none for a path unlike any", () => {
    expect(nearestHandlerPage("sgn-in")).toBe("sign-in");
    expect(nearestHandlerPage("sign-upp")).toBe("sign-up");
    expect(nearestHandlerPage("acount-settings")).toBe("account-settings");
    expect(nearestHandlerPage("regster")).toBe("sign-up");
    expect(nearestHandlerPage("dashboard")).toBeNull();
    expect(nearestHandlerPage("")).toBeNull();
  });

  it("answers not-found for unknown paths", () => {
    expect(resolveHandlerRoute("nope", urls)).toEqual({ kind: "not-found" });
    expect(resolveHandlerRoute("", urls)).toEqual({ kind: "not-found" });
    expect(resolveHandlerRoute("sign-in/extra", urls)).toEqual({ kind: "not-found" });
  });

  it("follows an overridden URL outside the handler", () => {
    const custom = resolveHandlerUrls({ signIn: "/login", mfa: "/auth/mfa" });
    expect(resolveHandlerRoute("sign-in", custom)).toEqual({ kind: "redirect", to: "/login" });
    expect(resolveHandlerRoute("mfa", custom)).toEqual({ kind: "redirect", to: "/auth/mfa" });
    // Account settings is not one of the pages that follow an override.
    expect(resolveHandlerRoute("account-settings", resolveHandlerUrls({ accountSettings: "/me" }))).toEqual({ kind: "page", page: "account-settings" });
  });

  it("works under a moved handler base", () => {
    const moved = resolveHandlerUrls({ handler: "/auth" });
    expect(pathUnderHandler("/auth/sign-up/", "/auth")).toBe("sign-up");
    expect(pathUnderHandler("/authx/sign-up", "/auth")).toBeNull();
    expect(resolveHandlerRoute("sign-up", moved)).toEqual({ kind: "page", page: "sign-up" });
    expect(resolveHandlerRoute("signup", moved)).toEqual({ kind: "redirect", to: "/auth/sign-up" });
  });
});
