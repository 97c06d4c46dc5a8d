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
 */
import { createElement, lazy, type ComponentType } from "react";
import { isBrowser } from "../../lib/core/environment";

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
  if (!isBrowser()) void start().catch(() => undefined);
  function LazyPart(props: object) {
    // A server render (one pass, never updated) takes the loaded part directly; the browser
    // always goes through `lazy`, so a mounted part keeps one tree.
    return createElement((loaded && !isBrowser() ? pick(loaded.module) : Lazy) as ComponentType<object>, props);
  }
  return LazyPart as unknown as C;
}
