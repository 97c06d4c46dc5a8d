/** Passkey registration and sign-in through Chromium's virtual authenticator (DevTools WebAuthn domain). */
import { describe, it } from "vitest";
import { chooseMenuItem, signUpWithPassword } from "./flows";
import { uniqueEmail, useBrowser } from "./harness";

describe("passkeys", () => {
  const b = useBrowser();

  it("registers a passkey in account settings and signs in with it", async () => {
    const cdp = await b.context.newCDPSession(b.page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const email = uniqueEmail("passkey");
    await signUpWithPassword(b.page, email);
    await b.page.goto("/handler/account-settings");
    await b.page.getByRole("button", { name: "Emails & auth" }).click();
    await b.page.getByRole("button", { name: "Register a passkey" }).click();
    await b.page.getByText("Passkey sign-in is on.").waitFor();

    // Signing out from home (a page that does not require a user).
    await b.page.goto("/");
    await chooseMenuItem(b.page, "Sign out");
    await b.page.getByText("You are not signed in.").waitFor();
    await b.page.goto("/handler/sign-in");
    await b.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await b.page.waitForURL((url) => url.pathname === "/");
    await b.page.getByText(`Signed in as ${email}.`).waitFor();
  });
});
