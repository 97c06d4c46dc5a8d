/**
 * The webhooks dashboard token (docs/api.md §2.5, §5.3): hook only, as in the official SDK.
 * Cached once per app and never refreshed.
 */
import { CacheKind } from "../core/cache-kinds";
import type { AdminContext } from "../core/context";
import { useEntry } from "../core/hook-bridge";

function entry(ctx: AdminContext) {
  return ctx.cache.entry<string>(CacheKind.svixToken, [], async () => (await ctx.iface.getSvixToken()).token);
}

export function useSvixToken(ctx: AdminContext): string {
  return useEntry(ctx, "useSvixToken", entry(ctx));
}
