/**
 * The areas that load on first use, as the context offers them: `ctx.areas.teams.load()`,
 * `ctx.areas.teams.use(ctx, hookName)` (see `lazy-module.ts`). This floor names no area:
 * the facade that opens the context hands in the loader of the one chunk that holds them
 * (`apps/client-app.ts` loads `apps/area-modules.ts`), and the chunk's module fills in
 * their types (`AreaModules`, below).
 *
 * They load together, as one chunk, rather than one chunk per area. A bundler that splits
 * code (esbuild, which the budget measures with) gives every module of the first page that
 * a set of lazy chunks also imports a chunk of its own, one per distinct set: with one
 * dynamic import per area, an app's first page came as 13 chunks (each gzipped on its own,
 * 21.1 KB); with one, as 4 (19.7 KB). The price: the first use of any area fetches all of
 * them (about 20 KB gzipped), which an account page needs most of anyway.
 */
import type { LazyModule } from "./lazy-module";

/**
 * The modules of the areas chunk, by name. Empty here: `apps/area-modules.ts`, the chunk
 * itself, fills it in with a module augmentation (`declare module "../core/areas"`), so
 * the types point down at this slot and nothing on this floor names the chunk.
 */
export interface AreaModules {}

/** One loader per area, each a view of the one chunk's loader. */
export type AreaLoaders = { readonly [K in keyof AreaModules]: LazyModule<AreaModules[K]> };

/** What the areas chunk's module exports: its areas by name (and what it names for the bundler). */
export type AreaChunk = { readonly areaModules: AreaModules };

/**
 * The area loaders over `chunk`, the loader of the areas chunk's module (which holds it once
 * loaded and retries a failed load). An area's loader is made the first time it is named.
 * The module comes whole, its namespace as `import()` gives it, so a bundler keeps all of its
 * exports (see `apps/area-modules.ts` for the one that is there only for the bundler).
 */
export function areaLoaders(chunk: LazyModule<AreaChunk>): AreaLoaders {
  const made = new Map<PropertyKey, LazyModule<unknown>>();
  const area = (name: keyof AreaModules): LazyModule<unknown> => ({
    load: () => chunk.load().then((m) => m.areaModules[name]),
    use: (ctx, hookName) => chunk.use(ctx, hookName).areaModules[name],
    peek: () => chunk.peek()?.areaModules[name] ?? null,
  });
  return new Proxy({} as AreaLoaders, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      let loader = made.get(name);
      if (!loader) made.set(name, (loader = area(name as keyof AreaModules)));
      return loader;
    },
  });
}
