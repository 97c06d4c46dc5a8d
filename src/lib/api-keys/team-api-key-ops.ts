/**
 * Team API keys (docs/api.md §3.5, §3.7, §5): one cached list per team, session-keyed on
 * the client (the service checks the user's `$manage_api_keys`), by team id on the
 * server. Create / update / revoke refresh that list.
 */
import { CacheKind } from "../core/cache-kinds";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { apiKeyCreateToJson, teamApiKeyFirstViewFromJson, teamApiKeyFromJson, type ApiKeyUpdater } from "./api-key-mappers";
import type { ApiKeyCreationOptions, TeamApiKey, TeamApiKeyFirstView } from "./api-key-types";

function clientUpdater(ctx: ClientContext, session: Session, teamId: string): ApiKeyUpdater {
  return async (keyId, body) => {
    await ctx.iface.updateTeamApiKey(keyId, teamId, body, session);
    await entry(ctx, session, teamId).invalidate();
  };
}

function entry(ctx: ClientContext, session: Session, teamId: string) {
  return sessionEntry<TeamApiKey[]>(ctx, CacheKind.teamApiKeys, session, [teamId], async () => {
    const update = clientUpdater(ctx, session, teamId);
    return (await ctx.iface.listTeamApiKeys(teamId, session)).map((json) => teamApiKeyFromJson(json, update));
  }, []);
}

export async function createTeamApiKey(ctx: ClientContext, session: Session, teamId: string, options: ApiKeyCreationOptions): Promise<TeamApiKeyFirstView> {
  const json = await ctx.iface.createTeamApiKey({ team_id: teamId, ...apiKeyCreateToJson(options) }, session);
  await entry(ctx, session, teamId).invalidate();
  return teamApiKeyFirstViewFromJson(json, clientUpdater(ctx, session, teamId));
}

export function listTeamApiKeys(ctx: ClientContext, session: Session, teamId: string): Promise<TeamApiKey[]> {
  return entry(ctx, session, teamId).load();
}

export function useTeamApiKeys(ctx: ClientContext, session: Session, teamId: string): TeamApiKey[] {
  return useEntry(ctx, "useApiKeys", entry(ctx, session, teamId));
}

function serverUpdater(ctx: ServerContext, teamId: string): ApiKeyUpdater {
  return async (keyId, body) => {
    await ctx.iface.updateServerTeamApiKey(keyId, teamId, body);
    await serverEntry(ctx, teamId).invalidate();
  };
}

function serverEntry(ctx: ServerContext, teamId: string) {
  return ctx.cache.entry<TeamApiKey[]>(CacheKind.serverTeamApiKeys, [teamId], async () => {
    const update = serverUpdater(ctx, teamId);
    return (await ctx.iface.listServerTeamApiKeys(teamId)).map((json) => teamApiKeyFromJson(json, update));
  });
}

export async function createServerTeamApiKey(ctx: ServerContext, teamId: string, options: ApiKeyCreationOptions): Promise<TeamApiKeyFirstView> {
  const json = await ctx.iface.createServerTeamApiKey({ team_id: teamId, ...apiKeyCreateToJson(options) });
  await serverEntry(ctx, teamId).invalidate();
  return teamApiKeyFirstViewFromJson(json, serverUpdater(ctx, teamId));
}

export function listServerTeamApiKeys(ctx: ServerContext, teamId: string): Promise<TeamApiKey[]> {
  return serverEntry(ctx, teamId).load();
}

export function useServerTeamApiKeys(ctx: ServerContext, teamId: string): TeamApiKey[] {
  return useEntry(ctx, "useApiKeys", serverEntry(ctx, teamId));
}
