/** A user's sessions (docs/api.md §3.3, §3.4): not cached, no hook twin. */
import type { SessionJson } from "../../interface/wire/sessions";
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import type { Session } from "../session/session";
import type { ActiveSession } from "./active-session-types";

/** One session from its JSON (times are ms without the `_millis` suffix on the wire). */
function activeSessionFromJson(json: SessionJson): ActiveSession {
  const geo = json.last_used_at_end_user_ip_info;
  return Object.freeze({
    id: json.id,
    userId: json.user_id,
    createdAt: new Date(json.created_at),
    isImpersonation: json.is_impersonation,
    lastUsedAt: json.last_used_at === undefined ? null : new Date(json.last_used_at),
    isCurrentSession: json.is_current_session,
    geoInfo: geo
      ? Object.freeze({
          ip: geo.ip,
          countryCode: geo.countryCode ?? null,
          regionCode: geo.regionCode ?? null,
          cityName: geo.cityName ?? null,
          latitude: geo.latitude ?? null,
          longitude: geo.longitude ?? null,
          tzIdentifier: geo.tzIdentifier ?? null,
        })
      : null,
  });
}

/** The signed-in user's sessions. */
export async function listActiveSessions(ctx: ClientContext, session: Session, options?: CallOptions): Promise<ActiveSession[]> {
  return (await via(ctx, options).listSessions(session)).map(activeSessionFromJson);
}

/** Ends another session of the signed-in user. */
export async function revokeActiveSession(ctx: ClientContext, session: Session, sessionId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteSession(sessionId, session);
}

/** Any user's sessions (server tier). */
export async function listUserSessions(ctx: ServerContext, userId: string, options?: CallOptions): Promise<ActiveSession[]> {
  return (await via(ctx, options).listServerSessions(userId)).map(activeSessionFromJson);
}

/** Ends a session of any user (server tier). */
export async function revokeUserSession(ctx: ServerContext, userId: string, sessionId: string, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteServerSession(sessionId, userId);
}
