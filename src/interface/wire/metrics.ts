/**
 * Project metrics and the webhook portal token (docs/protocol.md §13.19). Types only.
 */
import type { ServerUserJson } from "./users";

/** One day of a daily series (`date` is `YYYY-MM-DD`). */
export type DailyActivityJson = { date: string; activity: number };

/** `GET /internal/metrics`. */
export type MetricsJson = {
  total_users: number;
  /** 31 days of sign-ups. */
  daily_users: DailyActivityJson[];
  daily_active_users: DailyActivityJson[];
  /** ISO country code -> user count. */
  users_by_country: Record<string, number>;
  recently_registered: ServerUserJson[];
  recently_active: ServerUserJson[];
  login_methods: { method: string; count: number }[];
};

/** `POST /webhooks/svix-token` answer (201). The body must be `{}`. */
export type SvixTokenJson = { token: string; url?: string };
