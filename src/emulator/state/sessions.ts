/**
 * Sessions (refresh-token rows): 45-char refresh tokens, 365-day default life, no rotation.
 */
import type { Core } from "../core";
import { newCode, newId } from "./ids";
import type { SessionRecord, UserRecord } from "./types";
import { own } from "./records";

export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function createSession(core: Core, user: UserRecord, options: { expiresInMillis?: number; isImpersonation?: boolean } = {}): SessionRecord {
  const now = core.clock.now();
  const session: SessionRecord = {
    id: newId(),
    projectId: user.projectId,
    userId: user.id,
    refreshToken: newCode(),
    createdAtMillis: now,
    lastUsedAtMillis: now,
    expiresAtMillis: now + (options.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS),
    isImpersonation: options.isImpersonation ?? false,
  };
  core.state.sessions[session.id] = session;
  return session;
}

function isLive(core: Core, session: SessionRecord): boolean {
  return session.expiresAtMillis === null || session.expiresAtMillis > core.clock.now();
}

/** The live session of `projectId` with this refresh token. */
export function findSessionByRefreshToken(core: Core, projectId: string, refreshToken: string): SessionRecord | undefined {
  const session = Object.values(core.state.sessions).find((x) => x.refreshToken === refreshToken && x.projectId === projectId);
  return session && isLive(core, session) && core.state.users[session.userId] ? session : undefined;
}

export function findLiveSession(core: Core, projectId: string, sessionId: string): SessionRecord | undefined {
  const session = own(core.state.sessions, sessionId);
  return session && session.projectId === projectId && isLive(core, session) ? session : undefined;
}

export function sessionsOfUser(core: Core, userId: string): SessionRecord[] {
  return Object.values(core.state.sessions).filter((x) => x.userId === userId && isLive(core, x));
}

/** Revokes every session of the user except `keepSessionId`. */
export function revokeSessions(core: Core, userId: string, keepSessionId?: string): void {
  for (const [id, x] of Object.entries(core.state.sessions)) {
    if (x.userId === userId && id !== keepSessionId) delete core.state.sessions[id];
  }
}
