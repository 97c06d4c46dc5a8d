/**
 * The call modules of the areas an app's first page does not use (teams, contact
 * channels, API keys, OTP, passkeys, CLI login, permissions, projects). The client
 * interface reaches them through `InterfaceOptions.loadCalls`: `src/lib` loads them with
 * its lazy areas, as one chunk (`ctx.areas.wireCalls`; a dynamic import of their own here
 * would split an app's first load into more chunks, see `lib/core/areas.ts`); the server
 * interface, never in a browser's first load, passes them statically.
 */
import { GatehouseAssertionError } from "../errors";
import type { InterfaceOptions, LazyCalls } from "./options";

export type { LazyCalls } from "./options";

/** Runs `call` with the lazy call modules of `options`. */
export function later<T>(options: InterfaceOptions, call: (calls: LazyCalls) => Promise<T>): Promise<T> {
  if (!options.loadCalls) return Promise.reject(new GatehouseAssertionError("This ClientInterface was built without options.loadCalls."));
  return options.loadCalls().then(call);
}
