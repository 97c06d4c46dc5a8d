// @vitest-environment happy-dom
/** Bad input, as a new user types it: each form says what to do, on the field it is about. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { AuthPage, GatehouseProvider } from "../../src/react";
import { uniqueEmail } from "./setup-app";

afterEach(cleanup);

/** An app on the in-process emulator that counts the requests the UI sends. */
function countingApp() {
  const emulator = createEmulator();
  const sent: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    sent.push(new URL(url).pathname);
    return emulator.fetch(input, init);
  };
  const app = new ClientApp({ baseUrl: "http://emulator.test", fetch, tokenStore: "memory", redirectMethod: "none" });
  return { app, sent };
}

async function renderAuth(app: ClientApp, type: "sign-in" | "sign-up", firstTab: "magic-link" | "password") {
  render(
    <GatehouseProvider app={app}>
      <AuthPage type={type} firstTab={firstTab} />
    </GatehouseProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
}

/** The field's error: the element its aria-describedby names that holds an alert. */
function errorOf(field: HTMLElement): string {
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ");
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute("role") === "alert");
  expect(alert, "the field names its error with aria-describedby").toBeTruthy();
  return alert!.textContent ?? "";
}

const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });

describe("email shape, checked before sending", () => {
  for (const bad of ["a@b", "foo@bar", "no-at-sign.com", "two words@example.com"]) {
    it(`sign-up refuses ${JSON.stringify(bad)} on the email field, sending nothing`, async () => {
      const { app, sent } = countingApp();
      await renderAuth(app, "sign-up", "password");
      const before = sent.length;
      type("Email", bad);
      type("Password", "long enough password");
      type("Repeat password", "long enough password");
      submit("Sign up");
      const email = screen.getByLabelText("Email", { selector: "input" });
      await waitFor(() => expect(errorOf(email)).toBe("Enter a valid email address, like name@example.com."));
      expect(sent.length).toBe(before);
      expect(document.activeElement).toBe(email);
      expect(screen.queryByText("Something went wrong. Please try again.")).toBeNull();
    });
  }

  it("the email-code sign-in refuses foo@bar on the field", async () => {
    const { app, sent } = countingApp();
    await renderAuth(app, "sign-in", "magic-link");
    const before = sent.length;
    type("Email", "foo@bar");
    submit("Send email");
    await waitFor(() => expect(errorOf(screen.getByLabelText("Email", { selector: "input" }))).toMatch(/valid email address/));
    expect(sent.length).toBe(before);
  });

  it("an empty email asks for one; editing the field clears its error", async () => {
    const { app } = countingApp();
    await renderAuth(app, "sign-in", "magic-link");
    submit("Send email");
    const email = screen.getByLabelText("Email", { selector: "input" });
    await waitFor(() => expect(errorOf(email)).toBe("Enter your email address."));
    type("Email", "a");
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });
});

describe("the service's answers, on their fields", () => {
  it("sign-up with a taken email says so on the email field, with a 'Sign in instead' link", async () => {
    const { app } = countingApp();
    const email = uniqueEmail("taken");
    await app.signUpWithCredential({ email, password: "long enough password", noRedirect: true });
    await app.getUser().then((u) => u?.signOut({ redirectUrl: "/" }));
    await renderAuth(app, "sign-up", "password");
    type("Email", email);
    type("Password", "another long password");
    type("Repeat password", "another long password");
    submit("Sign up");
    const field = screen.getByLabelText("Email", { selector: "input" });
    await waitFor(() => expect(errorOf(field)).toContain("An account with this email already exists."));
    const link = within(document.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!).getByRole("link", { name: "Sign in instead" });
    expect(link.getAttribute("href")).toBe(app.urls.signIn);
  });

  it("the email-code sign-in for an existing, unverified email does not use the sign-up wording", async () => {
    const { app } = countingApp();
    const email = uniqueEmail("unverified");
    await app.signUpWithCredential({ email, password: "long enough password", noRedirect: true });
    await app.getUser().then((u) => u?.signOut({ redirectUrl: "/" }));
    await renderAuth(app, "sign-in", "magic-link");
    type("Email", email);
    submit("Send email");
    const field = screen.getByLabelText("Email", { selector: "input" });
    await waitFor(() => expect(errorOf(field)).toMatch(/not verified it yet/));
    expect(errorOf(field)).not.toMatch(/already exists|Sign in instead/);
    expect(errorOf(field)).toMatch(/Sign in with your password/);
  });

  it("a wrong password is told on the password field, with a way to reset it", async () => {
    const { app } = countingApp();
    const email = uniqueEmail("wrong");
    await app.signUpWithCredential({ email, password: "long enough password", noRedirect: true });
    await app.getUser().then((u) => u?.signOut({ redirectUrl: "/" }));
    await renderAuth(app, "sign-in", "password");
    type("Email", email);
    type("Password", "not the password");
    submit("Sign in");
    const field = screen.getByLabelText("Password", { selector: "input" });
    await waitFor(() => expect(errorOf(field)).toContain("Wrong email or password."));
    expect(within(document.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!).getByRole("link", { name: "Reset your password" })).toBeTruthy();
    // One way to reset is enough: the form's own "Forgot password?" link steps aside meanwhile.
    expect(screen.queryByRole("link", { name: "Forgot password?" })).toBeNull();
  });
});

describe("passwords", () => {
  it("states the rule before submit, linked to the field", async () => {
    const { app } = countingApp();
    await renderAuth(app, "sign-up", "password");
    const field = screen.getByLabelText("Password", { selector: "input" });
    const hint = document.getElementById(field.getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe("At least 8 characters.");
  });

  it("refuses a short password on its field before sending", async () => {
    const { app, sent } = countingApp();
    await renderAuth(app, "sign-up", "password");
    const before = sent.length;
    type("Email", uniqueEmail());
    type("Password", "short");
    type("Repeat password", "short");
    submit("Sign up");
    await waitFor(() => expect(errorOf(screen.getByLabelText("Password", { selector: "input" }))).toBe("Use at least 8 characters."));
    expect(sent.length).toBe(before);
    // The error replaces the rule's hint instead of stacking under it.
    expect(screen.queryByText("At least 8 characters.")).toBeNull();
  });

  it("puts a mismatched repeat on the repeat field", async () => {
    const { app } = countingApp();
    await renderAuth(app, "sign-up", "password");
    type("Email", uniqueEmail());
    type("Password", "long enough password");
    type("Repeat password", "long enough passwort");
    submit("Sign up");
    await waitFor(() => expect(errorOf(screen.getByLabelText("Repeat password", { selector: "input" }))).toBe("Passwords do not match."));
  });

  it("shows and hides the password with a toggle button", async () => {
    const { app } = countingApp();
    await renderAuth(app, "sign-in", "password");
    const field = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(field.type).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(field.id);
    fireEvent.click(toggle);
    expect(field.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(toggle);
    expect(field.type).toBe("password");
  });
});
