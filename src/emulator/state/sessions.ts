/**
 * Sessions (refresh-token rows): 45-char refresh tokens, 365-day default life, no rotation.
 */
import type { Core } from "../core";
import { newCode, newId } from "./ids";
import { indexesOf } from "./indexes";
import { get, insert, remove, update } from "./store";
import type { SessionRecord, UserRecord } from "./types";

export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function createSession(core: Core, user: UserRecord, options: { expiresInMillis?: number; isImpersonation?: boolean } = {}): SessionRecord {
  const now = core.clock.now();
  return insert(core, "sessions", {
    id: newId(),
    projectId: user.projectId,
    userId: user.id,
    refreshToken: newCode(),
    createdAtMillis: now,
    lastUsedAtMillis: now,
    expiresAtMillis: now + (options.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS),
    isImpersonation: options.isImpersonation ?? false,
  });
}

function isLive(core: Core, session: SessionRecord): boolean {
  return session.expiresAtMillis === null || session.expiresAtMillis > core.clock.now();
}

/** The live session of `projectId` with this refresh token, whose user still exists. */
export function findSessionByRefreshToken(core: Core, projectId: string, refreshToken: string): SessionRecord | undefined {
  const id = indexesOf(core).sessionByRefreshToken.get(refreshToken);
  const session = id === undefined ? undefined : get(core, "sessions", id);
  if (!session || session.projectId !== projectId || !isLive(core, session)) return undefined;
  return get(core, "users", session.userId) ? session : undefined;
}

export function findLiveSession(core: Core, projectId: string, sessionId: string): SessionRecord | undefined {
  const session = get(core, "sessions", sessionId);
  return session && session.projectId === projectId && isLive(core, session) ? session : undefined;
}

/** A user's sessions (expired ones included), in creation order. */
function allSessionsOf(core: Core, userId: string): SessionRecord[] {
  return [...indexesOf(core).sessionsByUser.get(userId)].map((id) => get(core, "sessions", id)!);
}

export function sessionsOfUser(core: Core, userId: string): SessionRecord[] {
  return allSessionsOf(core, userId).filter((x) => isLive(core, x));
}

export function touchSession(core: Core, session: SessionRecord): void {
  update(core, "sessions", session, { lastUsedAtMillis: core.clock.now() });
}

export function deleteSession(core: Core, session: SessionRecord): void {
  remove(core, "sessions", session);
}

/** Revokes every session of the user except `keepSessionId`. */
export function revokeSessions(core: Core, userId: string, keepSessionId?: string): void {
  for (const session of allSessionsOf(core, userId)) if (session.id !== keepSessionId) remove(core, "sessions", session);
}
