/**
 * The built-in default project and the well-known development keys are public (the emulator
 * prints them); the SDK warns once when they are sent to a base URL off this machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_SECRET_SERVER_KEY,
} from "../../../src/interface/wire/defaults";

type OptionsModule = typeof import("../../../src/lib/core/options");

/** A fresh copy of the module: the warning is once per process (per module instance). */
async function freshOptions(): Promise<OptionsModule> {
  vi.resetModules();
  return import("../../../src/lib/core/options");
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllEnvs();
});

const warnings = () => warn.mock.calls.map((call: unknown[]) => String(call[0])).filter((text: string) => text.includes("are public; do not use them"));

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
