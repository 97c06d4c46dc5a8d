/**
 * API-key lookups (`getUser({ apiKey })`, `getTeam({ apiKey })`, docs/api.md §5.2): a key
 * resolves to its owner's id, cached per key; the caller then reads the owner through the
 * owner's own entry (the user by id, the project's teams), so a change to the owner shows in
 * a mounted hook. Updating or revoking a key of a type refreshes the lookups of that type.
 */
import { CacheKind } from "../core/cache-kinds";
import type { ServerContext } from "../core/context";

export type ApiKeyOwnerType = "user" | "team";

/** The id of the key's owner (a user or a team), or null for an invalid, revoked, expired or unknown key. */
export function apiKeyOwnerEntry(ctx: ServerContext, type: ApiKeyOwnerType, apiKey: string) {
  return ctx.cache.entry<string | null>(CacheKind.apiKeyCheck, [type, apiKey], async (signal) => {
    const iface = ctx.iface.withSignal(signal);
    if (type === "user") {
      const result = await iface.checkUserApiKey(apiKey);
      return result.status === "ok" ? result.data.user_id : null;
    }
    const result = await iface.checkTeamApiKey(apiKey);
    return result.status === "ok" ? result.data.team_id : null;
  });
}

/**
 * A key of `type` was updated or revoked: the lookups of that type may now resolve
 * differently. The updated key's secret is not known here, so every lookup of the type is
 * marked stale (only watched ones refetch). Only the server tier's key objects call this:
 * a ServerApp's users and teams are server objects, and a ClientApp holds no lookups.
 */
export function refreshApiKeyOwners(ctx: ServerContext, type: ApiKeyOwnerType): Promise<void> {
  return ctx.cache.invalidateWhere((kind, args) => kind === CacheKind.apiKeyCheck && args[0] === type);
}
