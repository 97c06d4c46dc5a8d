/**
 * A lazily loaded component picked from a module that holds several: every component of the
 * module comes with its one chunk, loaded when the first of them renders (its `<Suspense>`
 * shows meanwhile).
 *
 * On a server the chunk starts loading when this module does, and a part whose chunk is in
 * renders at once: a server render (Next's included) puts the page itself in the first HTML,
 * not the `<Suspense>` fallback with the page streamed after it, which a browser without
 * JavaScript never swaps in. In the browser, hydration waits for the chunk over the server's
 * HTML, then finds the same tree.
 *
 * A server that has just started evaluates this module during its first render, so the
 * chunk is still on its way when that render reaches the part: `serverPartsLoaded()` is
 * what a server render waits for, above the page's `<Suspense>`, so that even the first
 * render after a cold start puts the part in place (gatehouse/next's `<Handler>` does).
 */
import { createElement, lazy, type ComponentType } from "react";
import { isBrowser } from "../../lib/core/environment";

/** Server only: the chunks of lazy parts still loading (each leaves the set once settled). */
const loadingOnServer = new Set<Promise<unknown>>();

/**
 * A promise React's `use` reads at once (it looks at `status`), for "nothing to wait for".
 * Made on first use, so that no browser bundle holds it.
 */
let nothingLoading: PromiseLike<void> | null = null;
let draining: Promise<void> | null = null;

/**
 * On a server: resolves once every lazy part whose module has been evaluated has its chunk
 * (a part that fails to load settles too: its own render then shows the error). Already
 * resolved, in a form `use` reads without suspending, when none is loading.
 */
export function serverPartsLoaded(): PromiseLike<void> {
  if (loadingOnServer.size === 0) return (nothingLoading ??= Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined }));
  draining ??= (async () => {
    // A part's module evaluated meanwhile adds its chunk to the set: wait for that one too.
    while (loadingOnServer.size > 0) await Promise.allSettled([...loadingOnServer]);
    draining = null;
  })();
  return draining;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C): C {
  let loading: Promise<M> | null = null;
  let loaded: { module: M } | null = null;
  const start = (): Promise<M> => {
    loading ??= load().then(
      (module) => ((loaded = { module }), module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: pick(await start()) }));
  if (!isBrowser()) {
    const settled: Promise<unknown> = start()
      .catch(() => undefined)
      .finally(() => loadingOnServer.delete(settled));
    loadingOnServer.add(settled);
  }
  function LazyPart(props: object) {
    // A server render (one pass, never updated) takes the loaded part directly; the browser
    // always goes through `lazy`, so a mounted part keeps one tree.
    return createElement((loaded && !isBrowser() ? pick(loaded.module) : Lazy) as ComponentType<object>, props);
  }
  return LazyPart as unknown as C;
}
