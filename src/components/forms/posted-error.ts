/**
 * The known error a password form's post came back with (`?password_error=<code>`, from
 * gatehouse/next's server action). Turning a code into its error (its group codes, for the
 * form's routes and messages) takes the error registry, every known-error class: too much
 * for a page's first load when only a post that failed needs it. So the registry is loaded
 * when a posted error is on the page, and the host waits for it above the page's Suspense
 * boundary (src/next/handler.tsx), as it waits for the lazy parts; the form then reads the
 * error at once, on the server and in hydration alike.
 */
import type { KnownError } from "../../errors/known-error";

type Registry = typeof import("../../errors/registry");
/** A promise React's `use` reads at once once settled (it looks at `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

let registry: Tracked<Registry> | null = null;
const nothing: Tracked<null> = Object.assign(Promise.resolve(null), { status: "fulfilled" as const, value: null });

function loadRegistry(): Tracked<Registry> {
  if (!registry) {
    const loading: Tracked<Registry> = import("../../errors/registry").then((module) => {
      Object.assign(loading, { status: "fulfilled", value: module });
      return module;
    });
    registry = loading;
  }
  return registry;
}

/** What to `use()` before a page with a posted error `code` renders (nothing to wait for when null, or once loaded). */
export function postedErrorReady(code: string | null): Promise<unknown> {
  return code === null ? nothing : loadRegistry();
}

/**
 * The error for a posted `code`; the registry must be loaded (`postedErrorReady`), or the
 * caller `use()`s the returned promise instead.
 */
export function postedKnownError(code: string): KnownError | Promise<Registry> {
  const loaded = loadRegistry();
  return loaded.status === "fulfilled" ? loaded.value!.knownErrorFromJson({ code, error: "" }) : loaded;
}
