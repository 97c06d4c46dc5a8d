// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientApp } from "../../src/index";
import { MFA_ATTEMPT_CODE_KEY } from "../../src/lib/auth/sign-in";
import { GatehouseProvider, Handler } from "../../src/react";
import { testApp } from "./setup-app";

afterEach(cleanup);

describe("<Handler>", () => {
  it("shows a not-found card with a Home button for an unknown path", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/no-such-page" />);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Home" })).toBeTruthy();
  });

  it("links the nearest page of a mistyped path in a development build", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/sgn-in" />);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "/handler/sign-in" }).getAttribute("href")).toBe("/handler/sign-in");
  });

  it("names a configuration error and what to check in a development build", async () => {
    const { emulator } = testApp();
    const app = new ClientApp({ baseUrl: "http://emulator.test", publishableClientKey: "pck_not-this-project", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
    const failures = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(<Handler app={app} location="/handler/sign-in" />);
      expect(await screen.findByRole("heading", { name: "An error occurred" })).toBeTruthy();
      const hint = screen.getByRole("note");
      expect(hint.textContent).toMatch(/INVALID_PUBLISHABLE_CLIENT_KEY/);
      expect(hint.textContent).toMatch(/projectId.*publishableClientKey.*baseUrl/);
    } finally {
      failures.mockRestore();
    }
  });

  it("renders the page of the path, with the aliases", async () => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app}>
        <Handler location="/handler/register" fullPage={false} />
      </GatehouseProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Create a new account" })).toBeTruthy();
  });

  it("given an app of its own inside a provider, keeps the provider's language and colour mode", async () => {
    const outer = testApp();
    const { app } = testApp();
    render(
      <GatehouseProvider app={outer.app} lang="de-DE" colorMode="dark">
        <Handler app={app} location="/handler/sign-in" fullPage={false} />
      </GatehouseProvider>,
    );
    const heading = await screen.findByRole("heading", { name: "Bei Ihrem Konto anmelden" });
    expect(heading.closest(".gh-dark")).not.toBeNull();
  });

  it("offers exactly the sign-in methods the project enables, every field labelled", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/sign-in" />);
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
    // The emulator's default project: four shared OAuth providers, passkeys, magic link and password.
    for (const name of ["GitHub", "Google", "Microsoft", "Spotify"]) expect(screen.getByRole("button", { name: `Sign in with ${name}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in with a passkey" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Email code", "Email & password"]);
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });

  it("explains on the MFA page when no sign-in is waiting", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/mfa" />);
    expect(await screen.findByRole("heading", { name: "No sign-in in progress" })).toBeTruthy();
  });

  it("asks for six digits on the MFA page while a sign-in waits, keeping only digits", async () => {
    const { app } = testApp();
    window.sessionStorage.setItem(MFA_ATTEMPT_CODE_KEY, "attempt-code");
    try {
      render(<Handler app={app} location="/handler/mfa" />);
      const field = (await screen.findByLabelText("Six-digit code from your authenticator app")) as HTMLInputElement;
      const verify = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
      expect(verify.disabled).toBe(true);
      fireEvent.change(field, { target: { value: "12a3 4567" } });
      expect(field.value).toBe("123456");
      expect(verify.disabled).toBe(false);
    } finally {
      window.sessionStorage.removeItem(MFA_ATTEMPT_CODE_KEY);
    }
  });

  it("explains a verification link without a code", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/email-verification" />);
    expect(await screen.findByRole("heading", { name: "Invalid verification link" })).toBeTruthy();
  });
});
