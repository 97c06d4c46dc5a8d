/**
 * Making an access token is a user's activity (./state/user-activity): every place that
 * signs one goes through {@link mintAccessToken}, which records it with the end user's
 * country as the service reads it.
 */
import type { Core } from "../core";
import type { HeaderReader } from "../http/call";
import { recordUserActivity } from "../state/user-activity";
import { findUser, updateUser } from "../state/users";
import type { ProjectRecord, SessionRecord } from "../state/types";
import { signAccessToken } from "./access-token";

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIpAddress = (value: string) => IPV4.test(value) || (value.includes(":") && /^[0-9a-fA-F:.]+$/.test(value));

/**
 * The end user's country code, as the service guesses it: only for a request that says it
 * comes from a browser (its user agent names Mozilla, Chrome or Safari) and names the
 * end user's IP address in a proxy header (`cf-connecting-ip`, `x-vercel-forwarded-for`,
 * `x-real-ip`, or the first of `x-forwarded-for`); then `cf-ipcountry`, else
 * `x-vercel-ip-country`. Null otherwise.
 */
export function endUserCountry(headers: HeaderReader | null): string | null {
  if (!headers) return null;
  const agent = headers.get("user-agent") ?? "";
  if (!["Mozilla", "Chrome", "Safari"].some((name) => agent.includes(name))) return null;
  const ip = headers.get("cf-connecting-ip") ?? headers.get("x-vercel-forwarded-for") ?? headers.get("x-real-ip") ?? headers.get("x-forwarded-for")?.split(",")[0];
  if (!ip || !isIpAddress(ip.trim())) return null;
  return headers.get("cf-ipcountry") || headers.get("x-vercel-ip-country") || null;
}

/**
 * Signs an access token for the session and records the user's activity; the user's
 * `last_active_at_millis` is that of their latest activity, as the service reads it from
 * its event log.
 */
export async function mintAccessToken(core: Core, project: ProjectRecord, session: SessionRecord, baseUrl: string, headers: HeaderReader | null): Promise<string> {
  recordUserActivity(core, project.id, session.userId, endUserCountry(headers));
  const user = findUser(core, project.id, session.userId);
  if (user) updateUser(core, user, { lastActiveAtMillis: core.clock.now() });
  return signAccessToken(project, session, baseUrl, core);
}
