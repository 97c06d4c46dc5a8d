/**
 * Sign-in activity for the metrics (docs/protocol.md §13.19): the service logs an activity
 * event, with the end user's country when it knows it, each time it makes an access token
 * (sign-in, session creation, refresh). The emulator keeps what its metrics read of
 * those events: each user's latest activity, the days they were active, and the country
 * of their latest activity that had one.
 */
import type { Core } from "../core";
import { get, insert, update } from "./store";
import type { UserActivityRecord } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of activity kept: the metrics' 31-day window. */
const KEPT_DAYS = 31;

export const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Per emulator state, the last activity's sequence number (started from the records' highest). */
const sequences = new WeakMap<object, number>();

function nextSequence(core: Core): number {
  let last = sequences.get(core.state);
  if (last === undefined) last = Math.max(0, ...Object.values(core.state.userActivity).map((r) => r.sequence ?? 0));
  sequences.set(core.state, last + 1);
  return last + 1;
}

export function recordUserActivity(core: Core, projectId: string, userId: string, countryCode: string | null): void {
  const now = core.clock.now();
  const oldest = dayOf(now - (KEPT_DAYS - 1) * DAY_MS);
  const existing = get(core, "userActivity", `${projectId}/${userId}`);
  const activeDays: Record<string, number> = {};
  for (const [day, at] of Object.entries(existing?.activeDays ?? {})) if (day >= oldest) activeDays[day] = at;
  activeDays[dayOf(now)] = now;
  const changes = { lastActiveAtMillis: now, activeDays, countryCode: countryCode ?? existing?.countryCode ?? null, sequence: nextSequence(core) };
  if (existing) update(core, "userActivity", existing, changes);
  else insert(core, "userActivity", { projectId, userId, ...changes } satisfies UserActivityRecord);
}

/** The activity records of a project's users, deleted users included. */
export function activityOfProject(core: Core, projectId: string): UserActivityRecord[] {
  return Object.values(core.state.userActivity).filter((r) => r.projectId === projectId);
}
