/**
 * Project metrics and the webhook portal token (docs/protocol.md §13.19), admin only.
 *
 * Metrics are computed from the emulator's state on each request. The emulator keeps
 * no geo data, so `users_by_country` is always `{}`, and it knows only each user's
 * last activity, so a user counts as active on that one day.
 *
 * There is no webhook delivery service behind the emulator: the svix token is the fixed
 * stand-in `"stub"`, the same answer the service gives with its local Svix stand-in
 * (test/fixtures/protocol/README.md). A webhooks dashboard cannot be opened with it.
 */
import type { MetricsJson } from "../../interface/wire/metrics";
import type { Core } from "../core";
import { ADMIN_ONLY, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import type { UserRecord } from "../state/types";
import { usersOfProject } from "../state/users";
import { serverUserView } from "../views/users";
import { requireAuth } from "./common";

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 31;
const RECENT = 5;
export const SVIX_STUB_TOKEN = "stub";

const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** One entry per day for the last 31 days (oldest first, today last). */
function daily(now: number, times: number[]): { date: string; activity: number }[] {
  const counts = new Map<string, number>();
  for (const t of times) counts.set(dayOf(t), (counts.get(dayOf(t)) ?? 0) + 1);
  return Array.from({ length: DAYS }, (_, i) => {
    const date = dayOf(now - (DAYS - 1 - i) * DAY_MS);
    return { date, activity: counts.get(date) ?? 0 };
  });
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
  const users = usersOfProject(core, projectId).filter((u) => !u.isAnonymous);
  const newest = (key: "signedUpAtMillis" | "lastActiveAtMillis") =>
    [...users].sort((a, b) => b[key] - a[key]).slice(0, RECENT).map((u) => serverUserView(core, u));
  return {
    total_users: users.length,
    daily_users: daily(now, users.map((u) => u.signedUpAtMillis)),
    daily_active_users: daily(now, users.map((u) => u.lastActiveAtMillis)),
    users_by_country: {},
    recently_registered: newest("signedUpAtMillis"),
    recently_active: newest("lastActiveAtMillis"),
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
