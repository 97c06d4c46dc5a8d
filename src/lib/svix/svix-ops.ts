/**
 * The webhooks dashboard token (API.md §2.5, §5.3): hook only, as in the official SDK.
 * Cached once per app and never refreshed.
 */
import type { AdminContext } from "../apps/context";
import { useEntry } from "../apps/hook-bridge";

const SVIX_TOKEN = "svix-token"; // [] -> string

function entry(ctx: AdminContext) {
  return ctx.cache.entry<string>(SVIX_TOKEN, [], async () => (await ctx.iface.getSvixToken()).token);
}

export function useSvixToken(ctx: AdminContext): string {
  return useEntry("useSvixToken", entry(ctx));
}
