/**
 * Project metrics and the webhook portal token (docs/protocol.md §13.19), admin only.
 *
 * Metrics are computed from the emulator's state on each request. Sign-in activity comes
 * from the activity records (../state/user-activity), which, like the service's event
 * log, outlive a deleted user: `daily_active_users` counts the distinct users active each
 * day of the window (the window starts 30 days before now), `recently_active` takes the
 * five latest active users and then leaves out those deleted since (so it may list fewer
 * than five), and `users_by_country` counts each user once, under the country of their
 * latest activity that had one.
 *
 * There is no webhook delivery service behind the emulator: the svix token is the fixed
 * stand-in `"stub"`, the same answer the service gives with its local Svix stand-in
 * (test/fixtures/protocol/README.md). A webhooks dashboard cannot be opened with it.
 */
import type { MetricsJson } from "../../interface/wire/metrics";
import type { Core } from "../core";
import { ADMIN_ONLY, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import type { UserActivityRecord, UserRecord } from "../state/types";
import { activityOfProject, dayOf } from "../state/user-activity";
import { findUser, usersOfProject } from "../state/users";
import { serverUserView } from "../views/users";
import { requireAuth } from "./common";

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 31;
const RECENT = 5;
export const SVIX_STUB_TOKEN = "stub";

/** One entry per day for the last 31 days (oldest first, today last). */
function daily(now: number, times: number[]): { date: string; activity: number }[] {
  const counts = new Map<string, number>();
  for (const t of times) counts.set(dayOf(t), (counts.get(dayOf(t)) ?? 0) + 1);
  return Array.from({ length: DAYS }, (_, i) => {
    const date = dayOf(now - (DAYS - 1 - i) * DAY_MS);
    return { date, activity: counts.get(date) ?? 0 };
  });
}

/** Distinct active users per day for the last 31 days; the first day counts from 30 days before now. */
function dailyActive(now: number, activity: UserActivityRecord[]): { date: string; activity: number }[] {
  const since = now - (DAYS - 1) * DAY_MS;
  return Array.from({ length: DAYS }, (_, i) => {
    const date = dayOf(now - (DAYS - 1 - i) * DAY_MS);
    const count = activity.filter((r) => {
      const at = r.activeDays[date];
      return at !== undefined && at >= since;
    }).length;
    return { date, activity: count };
  });
}

/** Users per country of their latest activity with a country, most users first. */
function usersByCountry(activity: UserActivityRecord[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const r of activity) if (r.countryCode !== null) counts.set(r.countryCode, (counts.get(r.countryCode) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

function loginMethods(users: UserRecord[]): { method: string; count: number }[] {
  const counts = new Map<string, number>();
  const add = (method: string) => counts.set(method, (counts.get(method) ?? 0) + 1);
  for (const user of users) {
    if (user.passwordHash !== null) add("password");
    if (user.otpAuthEnabled) add("otp");
    if (user.passkeyAuthEnabled) add("passkey");
    for (const account of user.oauthAccounts) add(account.providerId);
  }
  return [...counts].map(([method, count]) => ({ method, count })).sort((a, b) => b.count - a.count);
}

export function computeMetrics(core: Core, projectId: string): MetricsJson {
  const now = core.clock.now();
  // Anonymous users count too: this version of the service does not tell them apart here.
  const users = usersOfProject(core, projectId);
  const activity = activityOfProject(core, projectId);
  const recentlyActive = [...activity]
    // Latest first; within one millisecond, the later activity first (as the event log orders it).
    .sort((a, b) => b.lastActiveAtMillis - a.lastActiveAtMillis || (b.sequence ?? 0) - (a.sequence ?? 0))
    .slice(0, RECENT)
    .flatMap((r) => {
      const user = findUser(core, projectId, r.userId);
      return user ? [serverUserView(core, user)] : [];
    });
  return {
    total_users: users.length,
    daily_users: daily(now, users.map((u) => u.signedUpAtMillis)),
    daily_active_users: dailyActive(now, activity),
    users_by_country: usersByCountry(activity),
    recently_registered: [...users].sort((a, b) => b.signedUpAtMillis - a.signedUpAtMillis).slice(0, RECENT).map((u) => serverUserView(core, u)),
    recently_active: recentlyActive,
    login_methods: loginMethods(users),
  };
}

export const metricsRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/internal/metrics",
    access: ADMIN_ONLY,
    handler({ core, auth }) {
      return json(computeMetrics(core, requireAuth(auth).project.id));
    },
  }),
  route({
    method: "POST",
    path: "/webhooks/svix-token",
    access: ADMIN_ONLY,
    body: s.object({}).defined(),
    handler() {
      return json({ token: SVIX_STUB_TOKEN }, 201);
    },
  }),
];
