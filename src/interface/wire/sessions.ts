/**
 * Sessions (docs/protocol.md §9, docs/protocol.md §13.8). Types only.
 */

/** Geo info of a session's last request. The keys are camelCase on the wire. */
export type SessionGeoInfoJson = {
  ip: string;
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
};

/** One item of `GET /auth/sessions`. Times are ms epoch without the `_millis` suffix. */
export type SessionJson = {
  id: string;
  user_id: string;
  created_at: number;
  is_impersonation: boolean;
  last_used_at?: number | undefined;
  is_current_session: boolean;
  last_used_at_end_user_ip_info?: SessionGeoInfoJson | undefined;
};

/** `GET /auth/sessions` and `DELETE /auth/sessions/{id}` query (`user_id` required, `"me"` allowed). */
export type SessionUserQueryJson = { user_id: string };

/** `POST /auth/sessions` body (server). */
export type SessionCreateBodyJson = {
  user_id: string;
  /** At most 31708800000; default 31536000000 (365 days). */
  expires_in_millis?: number | undefined;
  is_impersonation?: boolean | undefined;
};

/** `POST /auth/sessions` answer. */
export type SessionCreateResponseJson = { refresh_token: string; access_token: string };

/** `POST /auth/sessions/current/refresh` answer. */
export type SessionRefreshResponseJson = { access_token: string };
