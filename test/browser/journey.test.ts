/**
 * The sign-in journey in Chromium (issue 15): a page that imports only ClientApp fetches
 * what its first action needs while it is idle, so signing in with a password and showing
 * the user loads no further script. The page is bundled from the sources with code
 * splitting (bench/lib/journey.mjs, which the bench uses for the journey figure).
 */
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
// @ts-expect-error: a plain .mjs module without types
import { measureJourney } from "../../bench/lib/journey.mjs";
import { ClientApp } from "../../src/index";
import { DEFAULT_PROJECT_ID, DEFAULT_PUBLISHABLE_CLIENT_KEY } from "../../src/interface/wire/defaults";
import { chromiumPath } from "./chromium";
import { PASSWORD } from "./flows";
import { uniqueEmail } from "./harness";

type Journey = {
  shown: string;
  text: string;
  errors: string[];
  idle: { bytes: number; scripts: Array<{ path: string; bytes: number }> };
  signIn: { bytes: number; scripts: Array<{ path: string; bytes: number }> };
};

describe("the password sign-in journey", () => {
  it("prefetches while idle; after that, signing in and showing the user loads no further script", async () => {
    const api = inject("emulatorUrl");
    const email = uniqueEmail("journey");
    const app = new ClientApp({ baseUrl: api, projectId: DEFAULT_PROJECT_ID, publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY, tokenStore: "memory", redirectMethod: "none" });
    const signUp = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: "http://localhost:3000/handler/email-verification" });
    if (signUp.status !== "ok") throw signUp.error;

    const journey = (await measureJourney("gatehouse", {
      api,
      project: { id: DEFAULT_PROJECT_ID, publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY },
      email,
      password: PASSWORD,
      gatehouseIndex: join(__dirname, "../../src/index.ts"),
      executablePath: chromiumPath(),
    })) as Journey;

    expect(journey.errors).toEqual([]);
    expect(journey.shown).toBe(email);
    expect(journey.text).toBe(email);
    // Everything came while the page was idle: its first load and the prefetched chunks.
    expect(journey.idle.bytes).toBeGreaterThan(0);
    expect(journey.signIn.scripts).toEqual([]);
  });
});
