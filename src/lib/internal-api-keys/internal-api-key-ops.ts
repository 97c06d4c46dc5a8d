/**
 * The project's own key sets (docs/api.md §2.5, §3.8, §5.3): one cached list, refreshed by
 * `createInternalApiKey` and `key.revoke()`. Unlike user/team keys, validity checks
 * expiry first.
 */
import type { InternalApiKeyFirstViewJson, InternalApiKeyJson } from "../../interface/wire/api-keys";
import { via, type CallOptions } from "../core/call-options";
import { CacheKind } from "../core/cache-kinds";
import type { AdminContext } from "../core/context";
import { useEntry } from "../core/hook-bridge";
import type { InternalApiKey, InternalApiKeyCreateOptions, InternalApiKeyFirstView } from "./internal-api-key-types";

function entry(ctx: AdminContext) {
  return ctx.cache.entry<InternalApiKey[]>(CacheKind.internalApiKeys, [], async () => (await ctx.iface.listInternalApiKeys()).map((json) => internalApiKeyFromJson(ctx, json)));
}

function base(ctx: AdminContext, json: InternalApiKeyJson | InternalApiKeyFirstViewJson) {
  const expiresAt = new Date(json.expires_at_millis);
  const manuallyRevokedAt = json.manually_revoked_at_millis === undefined ? null : new Date(json.manually_revoked_at_millis);
  const whyInvalid = (): "expired" | "manually-revoked" | null =>
    expiresAt.getTime() < Date.now() ? "expired" : manuallyRevokedAt !== null ? "manually-revoked" : null;
  return {
    id: json.id,
    description: json.description,
    expiresAt,
    manuallyRevokedAt,
    createdAt: new Date(json.created_at_millis),
    isValid: () => whyInvalid() === null,
    whyInvalid,
    async revoke() {
      await ctx.iface.updateInternalApiKey(json.id, { revoked: true });
      await entry(ctx).invalidate();
    },
  };
}

const lastFour = (key: { last_four: string } | undefined) => (key === undefined ? null : Object.freeze({ lastFour: key.last_four }));

function internalApiKeyFromJson(ctx: AdminContext, json: InternalApiKeyJson): InternalApiKey {
  return Object.freeze({
    ...base(ctx, json),
    publishableClientKey: lastFour(json.publishable_client_key),
    secretServerKey: lastFour(json.secret_server_key),
    superSecretAdminKey: lastFour(json.super_secret_admin_key),
  });
}

function internalApiKeyFirstViewFromJson(ctx: AdminContext, json: InternalApiKeyFirstViewJson): InternalApiKeyFirstView {
  return Object.freeze({
    ...base(ctx, json),
    ...(json.publishable_client_key !== undefined ? { publishableClientKey: json.publishable_client_key } : {}),
    ...(json.secret_server_key !== undefined ? { secretServerKey: json.secret_server_key } : {}),
    ...(json.super_secret_admin_key !== undefined ? { superSecretAdminKey: json.super_secret_admin_key } : {}),
  });
}

export function listInternalApiKeys(ctx: AdminContext): Promise<InternalApiKey[]> {
  return entry(ctx).load();
}

export function useInternalApiKeys(ctx: AdminContext): InternalApiKey[] {
  return useEntry(ctx, "useInternalApiKeys", entry(ctx));
}

/** The only answer with the full key strings. */
export async function createInternalApiKey(ctx: AdminContext, options: InternalApiKeyCreateOptions, callOptions?: CallOptions): Promise<InternalApiKeyFirstView> {
  if (!(options?.expiresAt instanceof Date) || Number.isNaN(options.expiresAt.getTime())) {
    throw new TypeError("createInternalApiKey: expiresAt must be a valid Date (key sets always expire).");
  }
  const json = await via(ctx, callOptions).createInternalApiKey({
    description: options.description,
    expires_at_millis: options.expiresAt.getTime(),
    has_publishable_client_key: options.hasPublishableClientKey,
    has_secret_server_key: options.hasSecretServerKey,
    has_super_secret_admin_key: options.hasSuperSecretAdminKey,
  });
  await entry(ctx).invalidate();
  return internalApiKeyFirstViewFromJson(ctx, json);
}
