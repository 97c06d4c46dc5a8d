import { describe, expect, it } from "vitest";
import { ModuleLoadError } from "../../../src/errors/module-load";
import { areaLoaders, type AreaChunk } from "../../../src/lib/core/areas";
import type { HookBridge } from "../../../src/lib/core/hook-bridge";
import { lazyModule } from "../../../src/lib/core/lazy-module";

// The area loaders the facade hands the context (`ctx.areas`, docs/architecture.md "Floors of
// src/lib"): one per area, all views of the one chunk's loader.

const connected = { react: { bridge: { useEntry: () => undefined as never, useMemo: (f) => f(), useExternal: (_s, get) => get() } as HookBridge } };

/** A stand-in for the areas chunk: two areas, and a count of the imports (failing the first `failures`). */
function chunk(failures = 0) {
  const teams = { listTeams: () => "teams" };
  const otp = { sendMagicLinkEmail: () => "otp" };
  let imports = 0;
  const load = lazyModule(async () => {
    imports += 1;
    if (failures > 0) {
      failures -= 1;
      throw new Error("chunk gone");
    }
    return { areaModules: { teams, otp } } as unknown as AreaChunk;
  });
  return { load, teams, otp, imports: () => imports };
}

describe("areaLoaders", () => {
  it("loads every area from one import of the chunk", async () => {
    const c = chunk();
    const areas = areaLoaders(c.load) as unknown as Record<"teams" | "otp", ReturnType<typeof lazyModule>>;
    expect(areas.teams.peek()).toBeNull();
    const [teams, otp] = await Promise.all([areas.teams.load(), areas.otp.load()]);
    expect(teams).toBe(c.teams);
    expect(otp).toBe(c.otp);
    expect(c.imports()).toBe(1);
    // Once loaded, a hook twin reads the area without suspending, and peek sees it.
    expect(areas.teams.use(connected, "useTeams")).toBe(c.teams);
    expect(areas.otp.peek()).toBe(c.otp);
    // The same loader each time an area is named.
    expect(areas.teams).toBe(areas.teams);
  });

  it("rejects with a retryable ModuleLoadError when the chunk fails, and imports it again on the next call", async () => {
    const c = chunk(1);
    const areas = areaLoaders(c.load) as unknown as Record<"teams", ReturnType<typeof lazyModule>>;
    const error = await areas.teams.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect(await areas.teams.load()).toBe(c.teams);
    expect(c.imports()).toBe(2);
  });
});
