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
  refreshTokenIndex(core.state.sessions).set(session.refreshToken, session.id);
  return session;
}

// Refresh-token -> session id, per sessions table (a loaded or reset state gets a new one).
// Entries may go stale when sessions are deleted; lookups check them, and a miss falls back
// to a scan, so the index is only ever a shortcut. Without it every refresh scanned all sessions.
const indexes = new WeakMap<Record<string, SessionRecord>, Map<string, string>>();

function refreshTokenIndex(sessions: Record<string, SessionRecord>): Map<string, string> {
  let index = indexes.get(sessions);
  if (!index) {
    index = new Map(Object.values(sessions).map((x) => [x.refreshToken, x.id] as const));
    indexes.set(sessions, index);
  }
  return index;
}

function isLive(core: Core, session: SessionRecord): boolean {
  return session.expiresAtMillis === null || session.expiresAtMillis > core.clock.now();
}

/** The live session of `projectId` with this refresh token. */
export function findSessionByRefreshToken(core: Core, projectId: string, refreshToken: string): SessionRecord | undefined {
  const sessions = core.state.sessions;
  const index = refreshTokenIndex(sessions);
  const indexedId = index.get(refreshToken);
  let found = indexedId === undefined ? undefined : own(sessions, indexedId);
  if (!found || found.refreshToken !== refreshToken) {
    found = Object.values(sessions).find((x) => x.refreshToken === refreshToken);
    if (found) index.set(refreshToken, found.id);
    else index.delete(refreshToken);
  }
  const session = found && found.projectId === projectId ? found : undefined;
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
