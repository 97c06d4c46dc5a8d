/**
 * A user's sessions read and ended with the project's admin key (`GET` and `DELETE
 * /auth/sessions`, docs/protocol.md §9): with admin access the service lists impersonation
 * sessions too, which the admin tier's user objects (server key) never see.
 */
import type { ConsoleProject } from "../../page-props";
import { adminRequest } from "../../parts/admin-request";

/** What the console reads of an item of the listing (docs/protocol.md §9). */
type SessionJson = {
  id: string;
  created_at: number;
  last_used_at?: number;
  is_impersonation: boolean;
  last_used_at_end_user_ip_info?: { cityName: string | null; countryCode: string | null };
};

export type ConsoleSession = {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  isImpersonation: boolean;
  /** Where it was last used from, when the service says. */
  place: string | null;
};

function sessionFromJson(json: SessionJson): ConsoleSession {
  const geo = json.last_used_at_end_user_ip_info;
  const place = geo ? [geo.cityName, geo.countryCode].filter(Boolean).join(", ") : "";
  return {
    id: json.id,
    createdAt: new Date(json.created_at),
    lastUsedAt: typeof json.last_used_at === "number" ? new Date(json.last_used_at) : null,
    isImpersonation: json.is_impersonation,
    place: place || null,
  };
}

/** Newest first, impersonations included. */
export async function listSessionsAsAdmin(project: ConsoleProject, userId: string): Promise<ConsoleSession[]> {
  const answer = await adminRequest<{ items: SessionJson[] }>(project, { method: "GET", path: "/auth/sessions", query: { user_id: userId } });
  return answer.items.map(sessionFromJson);
}

export async function revokeSessionAsAdmin(project: ConsoleProject, userId: string, sessionId: string): Promise<void> {
  await adminRequest(project, { method: "DELETE", path: `/auth/sessions/${encodeURIComponent(sessionId)}`, query: { user_id: userId } });
}
