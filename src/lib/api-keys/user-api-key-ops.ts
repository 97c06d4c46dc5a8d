/**
 * User API keys (docs/api.md §3.3, §3.4, §3.7, §5). Client: `useApiKeys` reads the
 * session-keyed entry while `listApiKeys` always fetches and bypasses it (as the official
 * SDK does); create / update / revoke refresh the entry. Server: one entry per user id.
 */
import { CacheKind } from "../core/cache-kinds";
import { checkSignal, loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { refreshApiKeyOwners } from "./api-key-owners";
import { apiKeyCreateToJson, userApiKeyFirstViewFromJson, userApiKeyFromJson, type ApiKeyUpdater } from "./api-key-mappers";
import type { ApiKeyCreationOptions, UserApiKey, UserApiKeyFirstView } from "./api-key-types";

// --- client tier (the session's user) --------------------------------------------------

function clientUpdater(ctx: ClientContext, session: Session): ApiKeyUpdater {
  return async (keyId, body, options) => {
    await via(ctx, options).updateUserApiKey(keyId, body, session);
    await entry(ctx, session).invalidate();
  };
}

async function fetchKeys(ctx: ClientContext, session: Session, signal?: AbortSignal): Promise<UserApiKey[]> {
  const update = clientUpdater(ctx, session);
  return (await ctx.iface.withSignal(signal).listUserApiKeys(session)).map((json) => userApiKeyFromJson(json, update));
}

function entry(ctx: ClientContext, session: Session) {
  return sessionEntry<UserApiKey[]>(ctx, CacheKind.userApiKeys, session, [], (signal) => fetchKeys(ctx, session, signal), []);
}

/** The full key string is in this answer only. */
export async function createUserApiKey(ctx: ClientContext, session: Session, options: ApiKeyCreationOptions & CallOptions): Promise<UserApiKeyFirstView> {
  const json = await via(ctx, options).createUserApiKey(apiKeyCreateToJson(options), session);
  await entry(ctx, session).invalidate();
  return userApiKeyFirstViewFromJson(json, clientUpdater(ctx, session));
}

/** Uncached (docs/api.md §5): always fetches and does not touch the hook's entry. */
export function listUserApiKeys(ctx: ClientContext, session: Session, options?: CallOptions): Promise<UserApiKey[]> {
  return fetchKeys(ctx, session, checkSignal(options?.signal));
}

export function useUserApiKeys(ctx: ClientContext, session: Session): UserApiKey[] {
  return useEntry(ctx, "useApiKeys", entry(ctx, session));
}

// --- server tier (any user, by id) ------------------------------------------------------

function serverUpdater(ctx: ServerContext, userId: string): ApiKeyUpdater {
  return async (keyId, body, options) => {
    await via(ctx, options).updateServerUserApiKey(keyId, body, userId);
    await Promise.all([serverEntry(ctx, userId).invalidate(), refreshApiKeyOwners(ctx, "user")]);
  };
}

function serverEntry(ctx: ServerContext, userId: string) {
  return ctx.cache.entry<UserApiKey[]>(CacheKind.serverUserApiKeys, [userId], async (signal) => {
    const update = serverUpdater(ctx, userId);
    return (await ctx.iface.withSignal(signal).listServerUserApiKeys(userId)).map((json) => userApiKeyFromJson(json, update));
  });
}

export async function createServerUserApiKey(ctx: ServerContext, userId: string, options: ApiKeyCreationOptions & CallOptions): Promise<UserApiKeyFirstView> {
  const json = await via(ctx, options).createServerUserApiKey({ user_id: userId, ...apiKeyCreateToJson(options) });
  await serverEntry(ctx, userId).invalidate();
  return userApiKeyFirstViewFromJson(json, serverUpdater(ctx, userId));
}

export function listServerUserApiKeys(ctx: ServerContext, userId: string, options?: CallOptions): Promise<UserApiKey[]> {
  return loadFor(serverEntry(ctx, userId), options);
}

export function useServerUserApiKeys(ctx: ServerContext, userId: string): UserApiKey[] {
  return useEntry(ctx, "useApiKeys", serverEntry(ctx, userId));
}
