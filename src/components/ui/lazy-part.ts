/**
 * A lazily loaded component picked from a module that holds several: every component of the
 * module comes with its one chunk, loaded when the first of them renders (its `<Suspense>`
 * shows meanwhile).
 */
import { lazy, type ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C) {
  return lazy(async () => ({ default: pick(await load()) }));
}
