/**
 * Project metrics (docs/protocol.md §13.19). A gatehouse extension: the official SDK
 * reaches them only through its internals (docs/api.md §2.5), gatehouse exposes
 * `adminApp.getMetrics()`. Not cached: every call fetches.
 */
import { via, type CallOptions } from "../core/call-options";
import type { MetricsJson } from "../../interface/wire/metrics";
import type { AdminContext } from "../core/context";
import { createServerUser } from "../users/server-user";
import type { ServerUser } from "../users/user-types";

export type DailyActivity = { readonly date: string; readonly activity: number };

export type ProjectMetrics = {
  readonly totalUsers: number;
  /** Sign-ups per day for the last 31 days, oldest first (`date` is `YYYY-MM-DD`). */
  readonly dailyUsers: readonly DailyActivity[];
  readonly dailyActiveUsers: readonly DailyActivity[];
  /** ISO country code → user count. */
  readonly usersByCountry: Readonly<Record<string, number>>;
  /** Up to 5 newest users. */
  readonly recentlyRegistered: readonly ServerUser[];
  /** Up to 5 most recently active users. */
  readonly recentlyActive: readonly ServerUser[];
  /** `password`, `otp`, `passkey`, an OAuth provider id, or `other`, with user counts. */
  readonly loginMethods: readonly { readonly method: string; readonly count: number }[];
};

export function metricsFromJson(ctx: AdminContext, json: MetricsJson): ProjectMetrics {
  const days = (list: MetricsJson["daily_users"]) => Object.freeze(list.map((d) => Object.freeze({ date: d.date, activity: d.activity })));
  return Object.freeze({
    totalUsers: json.total_users,
    dailyUsers: days(json.daily_users),
    dailyActiveUsers: days(json.daily_active_users),
    usersByCountry: Object.freeze({ ...json.users_by_country }),
    recentlyRegistered: Object.freeze(json.recently_registered.map((u) => createServerUser(ctx, u))),
    recentlyActive: Object.freeze(json.recently_active.map((u) => createServerUser(ctx, u))),
    loginMethods: Object.freeze(json.login_methods.map((m) => Object.freeze({ method: m.method, count: m.count }))),
  });
}

export async function getMetrics(ctx: AdminContext, callOptions?: CallOptions): Promise<ProjectMetrics> {
  return metricsFromJson(ctx, await via(ctx, callOptions).getMetrics());
}
