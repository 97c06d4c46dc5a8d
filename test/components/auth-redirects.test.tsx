// @vitest-environment happy-dom
/** Where the sign-in and sign-up pages send a person: once, to the right place. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator/index";
import { ClientApp } from "../../src/index";
import { AuthPage, GatehouseProvider } from "../../src/react";
import { uniqueEmail } from "./setup-app";

afterEach(cleanup);

const PASSWORD = "long enough password";

/** An app on the in-process emulator that records where it navigates. */
function recordingApp() {
  const emulator = createEmulator();
  const visited: string[] = [];
  const app = new ClientApp({
    baseUrl: "http://emulator.test",
    fetch: emulator.fetch,
    tokenStore: "memory",
    urls: { afterSignIn: "/after-sign-in", afterSignUp: "/after-sign-up" },
    redirectMethod: { useNavigate: () => (to: string) => void visited.push(to), navigate: (to: string) => void visited.push(to) },
  });
  return { app, visited };
}

const paths = (visited: string[]) => visited.map((to) => new URL(to, "http://host.test").pathname);

function renderPage(app: ClientApp, type: "sign-in" | "sign-up") {
  render(
    <GatehouseProvider app={app}>
      <AuthPage type={type} firstTab="password" automaticRedirect />
    </GatehouseProvider>,
  );
}

describe("automaticRedirect", () => {
  it("sends a visitor who arrives signed in to after-sign-in", async () => {
    const { app, visited } = recordingApp();
    await app.signUpWithCredential({ email: uniqueEmail("arrives"), password: PASSWORD, noRedirect: true });
    renderPage(app, "sign-in");
    await waitFor(() => expect(paths(visited)).toEqual(["/after-sign-in"]));
  });

  it("leaves a sign-up made on the page to its own redirect: after-sign-up, and only there", async () => {
    const { app, visited } = recordingApp();
    renderPage(app, "sign-up");
    fireEvent.change(await screen.findByLabelText("Email", { selector: "input" }), { target: { value: uniqueEmail("signs-up") } });
    fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText("Repeat password", { selector: "input" }), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    // The page shows the signed-in user once it has rendered with them (its effects have run).
    await screen.findByText("You are already signed in.");
    expect(paths(visited)).toEqual(["/after-sign-up"]);
  });
});
