// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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

  it("renders the page of the path, with the aliases", async () => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app}>
        <Handler location="/handler/register" fullPage={false} />
      </GatehouseProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Create a new account" })).toBeTruthy();
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

  it("asks for six digits on the MFA page and explains when no sign-in is waiting", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/mfa" />);
    expect(await screen.findByRole("heading", { name: "No sign-in in progress" })).toBeTruthy();
  });

  it("explains a verification link without a code", async () => {
    const { app } = testApp();
    render(<Handler app={app} location="/handler/email-verification" />);
    expect(await screen.findByRole("heading", { name: "Invalid verification link" })).toBeTruthy();
  });
});
