/**
 * Permissions a user holds (docs/api.md §3.3, §3.4, §5). `team === null` means project-level
 * permissions. Lists are recursive by default (contained permissions expanded);
 * `getPermission` / `hasPermission` look the id up in the recursive list.
 *
 * Client entries are keyed by session (the service only lets a client read its own);
 * server entries by user id, refreshed by `grantPermission` / `revokePermission`.
 */
import { CacheKind } from "../core/cache-kinds";
import { loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import type { TeamPermission } from "./permission-types";

type TeamRef = { id: string } | null;

/** `{ id }` from a grant of either scope. */
function permissionFromJson(json: { id: string }): TeamPermission {
  return Object.freeze({ id: json.id });
}

function find(list: TeamPermission[], permissionId: string): TeamPermission | null {
  return list.find((p) => p.id === permissionId) ?? null;
}

// --- client tier ----------------------------------------------------------------------

/** Signed out (session invalidated): no permissions, and no request. */
function clientEntry(ctx: ClientContext, session: Session, team: TeamRef, recursive: boolean) {
  if (team) {
    return sessionEntry<TeamPermission[]>(ctx, CacheKind.teamPermissions, session, [team.id, recursive], async (signal) =>
      (await ctx.iface.withSignal(signal).listTeamPermissions({ team_id: team.id, recursive }, session)).map(permissionFromJson), []);
  }
  return sessionEntry<TeamPermission[]>(ctx, CacheKind.projectPermissions, session, [recursive], async (signal) =>
    (await ctx.iface.withSignal(signal).listProjectPermissions({ recursive }, session)).map(permissionFromJson), []);
}

export function listPermissions(ctx: ClientContext, session: Session, team: TeamRef, recursive: boolean, options?: CallOptions): Promise<TeamPermission[]> {
  return loadFor(clientEntry(ctx, session, team, recursive), options);
}
export function usePermissions(ctx: ClientContext, session: Session, team: TeamRef, recursive: boolean): TeamPermission[] {
  return useEntry(ctx, "usePermissions", clientEntry(ctx, session, team, recursive));
}
export async function getPermission(ctx: ClientContext, session: Session, team: TeamRef, permissionId: string, options?: CallOptions): Promise<TeamPermission | null> {
  return find(await listPermissions(ctx, session, team, true, options), permissionId);
}
export function usePermission(ctx: ClientContext, session: Session, team: TeamRef, permissionId: string): TeamPermission | null {
  return find(usePermissions(ctx, session, team, true), permissionId);
}

// --- server tier ----------------------------------------------------------------------

function serverEntry(ctx: ServerContext, userId: string, team: TeamRef, recursive: boolean) {
  if (team) {
    return ctx.cache.entry<TeamPermission[]>(CacheKind.serverTeamPermissions, [team.id, userId, recursive], async (signal) =>
      (await ctx.iface.withSignal(signal).listServerTeamPermissions({ team_id: team.id, user_id: userId, recursive })).map(permissionFromJson));
  }
  return ctx.cache.entry<TeamPermission[]>(CacheKind.serverProjectPermissions, [userId, recursive], async (signal) =>
    (await ctx.iface.withSignal(signal).listServerProjectPermissions({ user_id: userId, recursive })).map(permissionFromJson));
}

export function listServerPermissions(ctx: ServerContext, userId: string, team: TeamRef, recursive: boolean, options?: CallOptions): Promise<TeamPermission[]> {
  return loadFor(serverEntry(ctx, userId, team, recursive), options);
}
export function useServerPermissions(ctx: ServerContext, userId: string, team: TeamRef, recursive: boolean): TeamPermission[] {
  return useEntry(ctx, "usePermissions", serverEntry(ctx, userId, team, recursive));
}
export async function getServerPermission(ctx: ServerContext, userId: string, team: TeamRef, permissionId: string, options?: CallOptions): Promise<TeamPermission | null> {
  return find(await listServerPermissions(ctx, userId, team, true, options), permissionId);
}
export function useServerPermission(ctx: ServerContext, userId: string, team: TeamRef, permissionId: string): TeamPermission | null {
  return find(useServerPermissions(ctx, userId, team, true), permissionId);
}

/** Both recursive variants of the user's entry for that team (or project) went stale. */
function refreshServerPermissions(ctx: ServerContext, userId: string, team: TeamRef): Promise<void> {
  return ctx.cache.invalidateWhere((kind, args) => team
    ? kind === CacheKind.serverTeamPermissions && args[0] === team.id && args[1] === userId
    : kind === CacheKind.serverProjectPermissions && args[0] === userId);
}

/** `serverUser.grantPermission(team, id)` / `(id)`: idempotent. */
export async function grantPermission(ctx: ServerContext, userId: string, team: TeamRef, permissionId: string, options?: CallOptions): Promise<void> {
  if (team) await via(ctx, options).grantTeamPermission(team.id, userId, permissionId);
  else await via(ctx, options).grantProjectPermission(userId, permissionId);
  await refreshServerPermissions(ctx, userId, team);
}

/** `serverUser.revokePermission(team, id)` / `(id)`: only a direct grant can be revoked. */
export async function revokePermission(ctx: ServerContext, userId: string, team: TeamRef, permissionId: string, options?: CallOptions): Promise<void> {
  if (team) await via(ctx, options).revokeTeamPermission(team.id, userId, permissionId);
  else await via(ctx, options).revokeProjectPermission(userId, permissionId);
  await refreshServerPermissions(ctx, userId, team);
}
