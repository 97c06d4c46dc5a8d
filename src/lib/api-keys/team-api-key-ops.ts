/**
 * Team API keys (docs/api.md §3.5, §3.7, §5): one cached list per team, session-keyed on
 * the client (the service checks the user's `$manage_api_keys`), by team id on the
 * server. Create / update / revoke refresh that list.
 */
import { CacheKind } from "../core/cache-kinds";
import { loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { refreshApiKeyOwners } from "./api-key-owners";
import { apiKeyCreateToJson, teamApiKeyFirstViewFromJson, teamApiKeyFromJson, type ApiKeyUpdater } from "./api-key-mappers";
import type { ApiKeyCreationOptions, TeamApiKey, TeamApiKeyFirstView } from "./api-key-types";

function clientUpdater(ctx: ClientContext, session: Session, teamId: string): ApiKeyUpdater {
  return async (keyId, body, options) => {
    await via(ctx, options).updateTeamApiKey(keyId, teamId, body, session);
    await entry(ctx, session, teamId).invalidate();
  };
}

function entry(ctx: ClientContext, session: Session, teamId: string) {
  return sessionEntry<TeamApiKey[]>(ctx, CacheKind.teamApiKeys, session, [teamId], async (signal) => {
    const update = clientUpdater(ctx, session, teamId);
    return (await ctx.iface.withSignal(signal).listTeamApiKeys(teamId, session)).map((json) => teamApiKeyFromJson(json, update));
  }, []);
}

export async function createTeamApiKey(ctx: ClientContext, session: Session, teamId: string, options: ApiKeyCreationOptions & CallOptions): Promise<TeamApiKeyFirstView> {
  const json = await via(ctx, options).createTeamApiKey({ team_id: teamId, ...apiKeyCreateToJson(options) }, session);
  await entry(ctx, session, teamId).invalidate();
  return teamApiKeyFirstViewFromJson(json, clientUpdater(ctx, session, teamId));
}

export function listTeamApiKeys(ctx: ClientContext, session: Session, teamId: string, options?: CallOptions): Promise<TeamApiKey[]> {
  return loadFor(entry(ctx, session, teamId), options);
}

export function useTeamApiKeys(ctx: ClientContext, session: Session, teamId: string): TeamApiKey[] {
  return useEntry(ctx, "useApiKeys", entry(ctx, session, teamId));
}

function serverUpdater(ctx: ServerContext, teamId: string): ApiKeyUpdater {
  return async (keyId, body, options) => {
    await via(ctx, options).updateServerTeamApiKey(keyId, teamId, body);
    await Promise.all([serverEntry(ctx, teamId).invalidate(), refreshApiKeyOwners(ctx, "team")]);
  };
}

function serverEntry(ctx: ServerContext, teamId: string) {
  return ctx.cache.entry<TeamApiKey[]>(CacheKind.serverTeamApiKeys, [teamId], async (signal) => {
    const update = serverUpdater(ctx, teamId);
    return (await ctx.iface.withSignal(signal).listServerTeamApiKeys(teamId)).map((json) => teamApiKeyFromJson(json, update));
  });
}

export async function createServerTeamApiKey(ctx: ServerContext, teamId: string, options: ApiKeyCreationOptions & CallOptions): Promise<TeamApiKeyFirstView> {
  const json = await via(ctx, options).createServerTeamApiKey({ team_id: teamId, ...apiKeyCreateToJson(options) });
  await serverEntry(ctx, teamId).invalidate();
  return teamApiKeyFirstViewFromJson(json, serverUpdater(ctx, teamId));
}

export function listServerTeamApiKeys(ctx: ServerContext, teamId: string, options?: CallOptions): Promise<TeamApiKey[]> {
  return loadFor(serverEntry(ctx, teamId), options);
}

export function useServerTeamApiKeys(ctx: ServerContext, teamId: string): TeamApiKey[] {
  return useEntry(ctx, "useApiKeys", serverEntry(ctx, teamId));
}
