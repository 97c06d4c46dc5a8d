/**
 * The built-in default project and the well-known development keys are public (the emulator
 * prints them); the SDK warns once when they are sent to a base URL off this machine.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_SECRET_SERVER_KEY,
} from "../../../src/interface/wire/defaults";
import { catchWarnings, freshOptions } from "./options-warnings";

const warnings = catchWarnings("are public; do not use them").printed;

describe("public development credentials", () => {
  it("warns once when the default project goes to the hosted service, without printing a key", async () => {
    const { resolveClientOptions } = await freshOptions();
    resolveClientOptions({});
    resolveClientOptions({});
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("https://api.stack-auth.com");
    expect(warnings()[0]).not.toContain("pck_");
  });

  it("warns for a well-known development key of another project on a remote base URL", async () => {
    const { resolveServerOptions } = await freshOptions();
    resolveServerOptions({ projectId: "my-project", publishableClientKey: "pck_mine", secretServerKey: INTERNAL_SECRET_SERVER_KEY, baseUrl: "https://auth.example.com" });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).not.toContain(INTERNAL_SECRET_SERVER_KEY);
  });

  it("stays quiet on loopback and for a project of your own", async () => {
    const { resolveClientOptions } = await freshOptions();
    for (const baseUrl of ["http://localhost:8102", "http://127.0.0.1:8102", "http://[::1]:8102", "http://app.localhost:8102"]) {
      resolveClientOptions({ baseUrl });
      resolveClientOptions({ projectId: "internal", publishableClientKey: INTERNAL_PUBLISHABLE_CLIENT_KEY, baseUrl });
    }
    resolveClientOptions({ projectId: "my-project", publishableClientKey: "pck_mine", baseUrl: "https://api.stack-auth.com" });
    expect(warnings()).toEqual([]);
    resolveClientOptions({ projectId: DEFAULT_PROJECT_ID, baseUrl: "http://192.168.1.20:8102" });
    expect(warnings()).toHaveLength(1);
  });
});
