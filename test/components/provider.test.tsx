// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GatehouseProvider, useApp } from "../../src/react";
import { testApp } from "./setup-app";

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function ShowProjectId() {
  return <p>{useApp().projectId}</p>;
}

describe("GatehouseProvider and useApp", () => {
  it("gives components the app", () => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app}>
        <ShowProjectId />
      </GatehouseProvider>,
    );
    expect(screen.getByText(app.projectId)).toBeTruthy();
  });

  it("throws outside the provider, naming the hook and the provider", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Catch>
          <ShowProjectId />
        </Catch>,
      );
    } finally {
      console.error = quiet;
    }
    const message = screen.getByRole("alert").textContent ?? "";
    expect(message).toContain("useApp");
    expect(message).toContain("GatehouseProvider");
  });

  it("warns about a translation override for a text the UI never shows, and renders", async () => {
    const { app } = testApp();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { AuthPage } = await import("../../src/react");
    render(
      <GatehouseProvider app={app} translationOverrides={{ "Sign inn": "Anmelden" }}>
        <AuthPage type="sign-in" />
      </GatehouseProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
    expect(warn.mock.calls.flat().join(" ")).toContain('"Sign inn"');
    warn.mockRestore();
  });

  it("applies translation overrides to the UI", async () => {
    const { app } = testApp();
    const { AuthPage } = await import("../../src/react");
    render(
      <GatehouseProvider app={app} translationOverrides={{ "Sign in to your account": "Anmelden" }}>
        <AuthPage type="sign-in" />
      </GatehouseProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Anmelden" })).toBeTruthy();
  });
});
