/** Command-line login: a CLI (here the SDK in Node) waits while a signed-in person confirms in the browser. */
import { describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import { signUpWithPassword } from "./flows";
import { demoUrl, emulatorUrl, uniqueEmail, useBrowser } from "./harness";
import { STEP_MS } from "./limits";

describe("CLI login confirmation", () => {
  const b = useBrowser();

  it("hands the signed-in user's session to the waiting CLI after Authorize", async () => {
    const email = uniqueEmail("cli");
    await signUpWithPassword(b.page, email);
    const cli = new ClientApp({ baseUrl: emulatorUrl(), tokenStore: "memory", redirectMethod: "none" });
    let link = "";
    const login = cli.promptCliLogin({ appUrl: demoUrl(), waitTimeMillis: 200, promptLink: (url) => (link = url) });
    // The CLI loads its modules on first use: the wait catches a hang, not a slow machine.
    await expect.poll(() => link, { timeout: STEP_MS }).toContain("/handler/cli-auth-confirm?login_code=");
    await b.page.goto(link);
    await b.page.getByRole("button", { name: "Authorize" }).click();
    await b.page.getByRole("heading", { name: "CLI login authorized" }).waitFor();
    const result = await login;
    if (result.status !== "ok") throw new Error(`CLI login failed: ${String(result.error)}`);
    // The token the CLI received is a session of the user who authorized it.
    const signedIn = new ClientApp({ baseUrl: emulatorUrl(), tokenStore: { accessToken: null, refreshToken: result.data }, redirectMethod: "none" });
    expect((await signedIn.getUser())?.primaryEmail).toBe(email);
  });
});
