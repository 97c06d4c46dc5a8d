/** The webhooks dashboard token (API.md §2.5: hook only). Not implemented yet: assigned separately. */
import type { AdminContext } from "../apps/context";

export function useSvixToken(_ctx: AdminContext): string {
  throw new Error("not implemented: useSvixToken");
}
