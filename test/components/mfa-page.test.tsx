// @vitest-environment happy-dom
/** The MFA page's onSuccess / onCancel, through a real MFA-gated sign-in on the emulator. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newTotpSecret, totpCode } from "../../src/components/account-settings/totp";
import { MFA } from "../../src/components/pages/mfa";
import { MFA_ATTEMPT_CODE_KEY } from "../../src/lib/auth/sign-in";
import { GatehouseProvider } from "../../src/react";
import { testApp, uniqueEmail } from "./setup-app";

afterEach(() => {
  cleanup();
  window.sessionStorage.removeItem(MFA_ATTEMPT_CODE_KEY);
});

describe("MFA page props", () => {
  it("calls onSuccess once the code signed the user in", async () => {
    const { app, emulator } = testApp();
    const email = uniqueEmail("mfa");
    await app.signUpWithCredential({ email, password: "long enough password", noRedirect: true });
    const secret = newTotpSecret();
    await (await app.getUser())!.update({ totpMultiFactorSecret: secret });
    await (await app.getUser())!.signOut({ redirectUrl: "/" });
    // The sign-in stops at MFA and leaves its attempt code where the MFA page reads it.
    await app.signInWithCredential({ email, password: "long enough password", noRedirect: true });
    expect(window.sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBeTruthy();
    const onSuccess = vi.fn();
    render(
      <GatehouseProvider app={app}>
        <MFA onSuccess={onSuccess} />
      </GatehouseProvider>,
    );
    fireEvent.change(await screen.findByLabelText("Six-digit code from your authenticator app"), { target: { value: await totpCode(secret, emulator.clock.now()) } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it("shows Cancel only with onCancel, and calls it", async () => {
    const { app } = testApp();
    window.sessionStorage.setItem(MFA_ATTEMPT_CODE_KEY, "attempt-code");
    const onCancel = vi.fn();
    const { unmount } = render(
      <GatehouseProvider app={app}>
        <MFA />
      </GatehouseProvider>,
    );
    await screen.findByRole("heading", { name: "Multi-factor authentication" });
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    unmount();
    render(
      <GatehouseProvider app={app}>
        <MFA onCancel={onCancel} />
      </GatehouseProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
