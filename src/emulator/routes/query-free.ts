/**
 * Routes whose schema in the service names no query: the service's validator checks only
 * the query fields a route declares, so these read no query parameter and refuse none
 * (`?utm_source=x` changes nothing). Every other route refuses an unknown one with a
 * SCHEMA_ERROR, as the service does where its schema names the query (its CRUD routes, `GET /`,
 * the OAuth authorize step, ...). Taken route by route from the service's source at the
 * protocol's version: its own routes built without a query, its verification-code routes
 * (post, check, details) and the API keys' create and check routes.
 */
import type { RouteSpec } from "../http/route";

const QUERY_FREE = new Set([
  "POST /auth/anonymous/sign-up",
  "POST /auth/cli",
  "POST /auth/cli/poll",
  "POST /auth/cli/complete",
  "POST /auth/oauth/token",
  "POST /auth/oauth/connected-accounts/:provider_id/access-token",
  "POST /auth/otp/send-sign-in-code",
  "POST /auth/otp/sign-in",
  "POST /auth/otp/sign-in/check-code",
  "POST /auth/mfa/sign-in",
  "POST /auth/passkey/initiate-passkey-registration",
  "POST /auth/passkey/register",
  "POST /auth/passkey/initiate-passkey-authentication",
  "POST /auth/passkey/sign-in",
  "POST /auth/password/sign-up",
  "POST /auth/password/sign-in",
  "POST /auth/password/send-reset-code",
  "POST /auth/password/reset",
  "POST /auth/password/reset/check-code",
  "POST /auth/password/set",
  "POST /auth/password/update",
  "POST /auth/sessions",
  "DELETE /auth/sessions/current",
  "POST /auth/sessions/current/refresh",
  "POST /check-feature-support",
  "POST /check-version",
  "POST /contact-channels/send-verification-code",
  "POST /contact-channels/:user_id/:contact_channel_id/send-verification-code",
  "POST /contact-channels/verify",
  "POST /contact-channels/verify/check-code",
  "POST /team-invitations/send-code",
  "POST /team-invitations/accept",
  "POST /team-invitations/accept/check-code",
  "POST /team-invitations/accept/details",
  "POST /user-api-keys",
  "POST /user-api-keys/check",
  "POST /team-api-keys",
  "POST /team-api-keys/check",
  "POST /integrations/credential-scanning/revoke",
  "POST /internal/api-keys",
  "POST /internal/send-test-email",
  "GET /internal/metrics",
  // Newer services read `include_anonymous` / `include_restricted` here; the seed's route
  // ignores them, and the emulator's one key per project signs anonymous tokens too.
  "GET /projects/:project_id/.well-known/jwks.json",
]);

/** The routes with `anyQuery` set where the service's schema names no query; throws on a listed route that does not exist. */
export function withQueryRule(routes: readonly RouteSpec[]): RouteSpec[] {
  const found = new Set<string>();
  const marked = routes.map((spec) => {
    const key = `${spec.method} ${spec.path}`;
    if (!QUERY_FREE.has(key)) return spec;
    // Such a route reads no query at all (the dispatcher validates none for it).
    if (Object.keys(spec.query ?? {}).length > 0) throw new Error(`${key} declares a query but is listed as query-free`);
    found.add(key);
    return { ...spec, anyQuery: true };
  });
  const missing = [...QUERY_FREE].filter((key) => !found.has(key));
  if (missing.length > 0) throw new Error(`query-free routes that do not exist: ${missing.join(", ")}`);
  return marked;
}
