/**
 * For the tests of the warnings `src/lib/core/options` prints once per module instance: a
 * fresh copy of the module per test, and `console.warn` caught (stubs and environment
 * variables are undone after each test).
 */
import { afterEach, beforeEach, vi } from "vitest";

export type OptionsModule = typeof import("../../../src/lib/core/options");

/** A fresh copy of the module, so a once-only warning can be printed again. */
export async function freshOptions(): Promise<OptionsModule> {
  vi.resetModules();
  return import("../../../src/lib/core/options");
}

/** Catches console.warn around each test of the file; the returned function lists the warnings printed so far that contain `text`. */
export function catchWarnings(text: string): { printed: () => string[]; clear: () => void } {
  let warn: ReturnType<typeof vi.spyOn> | null = null;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    warn?.mockRestore();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  return {
    printed: () => (warn?.mock.calls ?? []).map((call: unknown[]) => String(call[0])).filter((line: string) => line.includes(text)),
    clear: () => warn?.mockClear(),
  };
}
