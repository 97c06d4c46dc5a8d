/**
 * CLI login (docs/protocol.md §13.7, docs/protocol.md §11): the CLI initiates and polls; a signed-in
 * browser completes with its own refresh token, which the CLI then receives once.
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { createCliAuthAttempt, findCliAuthByLoginCode, findCliAuthByPollingCode, updateCliAuthAttempt } from "../state/cli-auth";
import { requireAuth } from "./common";

const DEFAULT_EXPIRES_IN_MILLIS = 2 * 60 * 60 * 1000;
const MAX_EXPIRES_IN_MILLIS = 24 * 60 * 60 * 1000;
/** Keeps `now + expires_in_millis` a valid date (the service has no lower bound and fails inside). */
const MIN_EXPIRES_IN_MILLIS = -8_640_000_000_000_000;

export const cliRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/cli",
    access: CLIENT_AND_UP,
    // The body itself is optional.
    body: s.object({ expires_in_millis: s.number().max(MAX_EXPIRES_IN_MILLIS).min(MIN_EXPIRES_IN_MILLIS) }),
    handler({ core, auth, body }) {
      const { project } = requireAuth(auth);
      const attempt = createCliAuthAttempt(core, project.id, body?.expires_in_millis ?? DEFAULT_EXPIRES_IN_MILLIS);
      return json({
        polling_code: attempt.pollingCode,
        login_code: attempt.loginCode,
        expires_at: new Date(attempt.expiresAtMillis).toISOString(),
      });
    },
  }),
  route({
    method: "POST",
    path: "/auth/cli/poll",
    access: CLIENT_AND_UP,
    body: s.object({ polling_code: s.string().defined() }).defined(),
    handler({ core, auth, body }) {
      const { project } = requireAuth(auth);
      const attempt = findCliAuthByPollingCode(core, project.id, body.polling_code);
      if (!attempt) throw new KnownErrors.InvalidPollingCodeError();
      const now = core.clock.now();
      if (attempt.expiresAtMillis < now) return json({ status: "expired" });
      if (attempt.usedAtMillis !== null) return json({ status: "used" });
      if (attempt.refreshToken === null) return json({ status: "waiting" });
      updateCliAuthAttempt(core, attempt, { usedAtMillis: now });
      return json({ status: "success", refresh_token: attempt.refreshToken }, 201);
    },
  }),
  route({
    method: "POST",
    path: "/auth/cli/complete",
    access: CLIENT_AND_UP,
    body: s.object({ login_code: s.string().defined(), refresh_token: s.string().defined() }).defined(),
    handler({ core, auth, body }) {
      const { project } = requireAuth(auth);
      const attempt = findCliAuthByLoginCode(core, body.login_code);
      // Like the service, the submitted refresh token is not checked here.
      if (!attempt || attempt.refreshToken !== null || attempt.expiresAtMillis <= core.clock.now()) {
        throw new StatusError(400, "Invalid login code or the code has expired");
      }
      if (attempt.projectId !== project.id) {
        throw new StatusError(400, "Project ID mismatch; please ensure that you are using the correct app url.");
      }
      updateCliAuthAttempt(core, attempt, { refreshToken: body.refresh_token });
      return success();
    },
  }),
];
