import { describe, expect, it } from "vitest";
import { ModuleLoadError } from "../../../src/errors/module-load";
import type { HookBridge } from "../../../src/lib/core/hook-bridge";
import { lazyModule } from "../../../src/lib/core/lazy-module";

/** An app context that a provider has connected to React (the bridge itself is not used by `use`). */
const connected = { react: { bridge: { useEntry: () => undefined as never, useMemo: (f) => f(), useExternal: (_s, get) => get() } as HookBridge } };
const unconnected = { react: { bridge: null } };

/** An importer that counts its calls and fails while `failures` is above zero. */
function importer(failures = 0) {
  const module = { answer: 42 };
  let calls = 0;
  const run = async () => {
    calls += 1;
    if (failures > 0) {
      failures -= 1;
      throw new Error(`chunk failed (${calls})`);
    }
    return module;
  };
  return { module, run, calls: () => calls };
}

/** What `use` threw: a promise (a suspension) or an error. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected a throw");
}

describe("lazyModule().load", () => {
  it("imports once, however many calls wait on it", async () => {
    const imp = importer();
    const area = lazyModule(imp.run);
    const [a, b] = await Promise.all([area.load(), area.load()]);
    expect(await area.load()).toBe(imp.module);
    expect([a, b]).toEqual([imp.module, imp.module]);
    expect(imp.calls()).toBe(1);
  });

  it("rejects with a typed, retryable ModuleLoadError carrying the import's error, and retries on the next call", async () => {
    const imp = importer(1);
    const area = lazyModule(imp.run);
    const error = await area.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect(ModuleLoadError.isInstance(error)).toBe(true);
    expect((error as ModuleLoadError).retryable).toBe(true);
    expect(((error as ModuleLoadError).cause as Error).message).toBe("chunk failed (1)");
    expect(await area.load()).toBe(imp.module);
    expect(imp.calls()).toBe(2);
  });
});

describe("lazyModule().use", () => {
  it("without gatehouse/react, throws an error naming the hook", () => {
    const area = lazyModule(importer().run);
    expect(() => area.use(unconnected, "useTeams")).toThrow(/useTeams\(\) is a React hook/);
  });

  it("suspends until loaded, then returns the module", async () => {
    const imp = importer();
    const area = lazyModule(imp.run);
    const suspension = thrownBy(() => area.use(connected, "useTeams"));
    expect(suspension).toBeInstanceOf(Promise);
    await suspension;
    expect(area.use(connected, "useTeams")).toBe(imp.module);
    expect(imp.calls()).toBe(1);
  });

  it("throws a failed load to the error boundary once, then suspends on a retry", async () => {
    const imp = importer(1);
    const area = lazyModule(imp.run);
    await expect(thrownBy(() => area.use(connected, "useTeams"))).rejects.toBeInstanceOf(ModuleLoadError);
    expect(thrownBy(() => area.use(connected, "useTeams"))).toBeInstanceOf(ModuleLoadError);
    const retry = thrownBy(() => area.use(connected, "useTeams"));
    expect(retry).toBeInstanceOf(Promise);
    expect(await retry).toBe(imp.module);
    expect(imp.calls()).toBe(2);
  });

  it("suspends on a retry that load() started after a failure, not on the old error", async () => {
    const imp = importer(1);
    const area = lazyModule(imp.run);
    await expect(area.load()).rejects.toBeInstanceOf(ModuleLoadError);
    const retrying = area.load();
    expect(thrownBy(() => area.use(connected, "useTeams"))).toBe(retrying);
    expect(await retrying).toBe(imp.module);
  });
});
