/**
 * Area modules loaded on first use. An app's first page only ships what signing in and
 * reading the user need; teams, API keys, OAuth and the rest come with a dynamic
 * `import()` (a chunk of its own in an app's bundle) when one of their methods runs.
 *
 * Async methods `await load()`. Hook twins call `use(hookName)`: it returns the module
 * once loaded and otherwise suspends on the load, the way an entry suspends on its first
 * fetch, so the twin keeps calling the module's own hook (one implementation per twin pair).
 */
import { ModuleLoadError } from "../../errors/module-load";
import { requireHookBridge, type ReactBinding } from "./hook-bridge";

export type LazyModule<M> = {
  /** The module, loaded on the first call; a failed load is retried on the next call. */
  load(): Promise<M>;
  /** Inside a React render of `ctx`'s app: the module, or a suspension until it has loaded. */
  use(ctx: { readonly react: ReactBinding }, hookName: string): M;
  /** The module if it has loaded, else null (never starts a load). */
  peek(): M | null;
};

/**
 * @param importer a function around one dynamic `import()` (bundlers split at it)
 *
 * A failed import (a chunk gone after a redeploy, a flaky network) rejects with a
 * {@link ModuleLoadError}, which is retryable: the next call imports again.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: { module: M } | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<M> | null = null;
  const load = (): Promise<M> => {
    if (loaded) return Promise.resolve(loaded.module);
    if (!pending) {
      failure = null; // a new attempt: a hook suspends on it rather than rethrowing the old failure
      pending = importer().then(
        (module) => {
          loaded = { module };
          return module;
        },
        (cause: unknown) => {
          pending = null;
          const error = new ModuleLoadError(cause);
          failure = { error };
          throw error;
        },
      );
    }
    return pending;
  };
  return {
    load,
    peek: () => (loaded ? loaded.module : null),
    use(ctx, hookName) {
      requireHookBridge(ctx, hookName);
      if (loaded) return loaded.module;
      if (failure) {
        // To the nearest error boundary, once: a reset of the boundary retries the load.
        const { error } = failure;
        failure = null;
        throw error;
      }
      const promise = load();
      promise.catch(() => {}); // the render that suspends on it sees the failure instead
      throw promise;
    },
  };
}
