/**
 * A user's sessions: list them, end one (docs/protocol.md §9, docs/protocol.md §13.8).
 * Loaded with the areas a first page does not use; minting a session is in `./users`.
 */
import { call, callList } from "../request";
import type { CallContext } from "../request";
import { SESSION } from "../area-shapes";
import { OBJECT } from "../shapes";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { SuccessJson } from "../wire/common";
import type { SessionJson } from "../wire/sessions";

/** `GET /auth/sessions?user_id=…` (newest first). */
export async function listSessions(c: CallContext, userId: string, session: RequestSession | null): Promise<SessionJson[]> {
  return callList(c, { path: "/auth/sessions", query: { user_id: userId }, session, shape: SESSION });
}

/** `DELETE /auth/sessions/{id}?user_id=…`; `user_id` is required although the service does not use it. */
export async function deleteSession(c: CallContext, sessionId: string, userId: string, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/auth/sessions/${sessionId}`, query: { user_id: userId }, body: {}, session, shape: OBJECT });
}
