/**
 * `POST /emulator/api/projects/:project_id/users/:user_id/impersonate {url}`: the console's
 * "open the app as this user" (issue 26). Like every path under `/emulator` it answers this
 * machine only (http/listen.ts) and carries no CORS; a browser's request from any other
 * site is refused as well (`Origin`, `Sec-Fetch-Site`), so a page elsewhere cannot mint a
 * sign-in for one of the developer's users.
 *
 * `url` is the app's magic-link callback page. It must pass the project's trusted-URL rule
 * exactly as a sign-in callback does (state/trusted-urls.ts), or the answer is
 * REDIRECT_URL_NOT_WHITELISTED. The answer is `{ url }`: that page with `code=<a one-time
 * code>` appended. The code lives five minutes and is spent on first use; the app's
 * handler signs in with it (`signInWithMagicLink`, `/auth/otp/sign-in`), which starts an
 * impersonation session (tokens/impersonation.ts). The code carries no email and sends no
 * mail: it is handed over, not delivered.
 */
import { KnownErrors } from "../../errors";
import type { Call } from "../http/call";
import { StatusError } from "../http/errors";
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { linkWithCode } from "../mail/outbox";
import { createCode } from "../state/codes";
import { findProject } from "../state/projects";
import { isTrustedUrl } from "../state/trusted-urls";
import { findUser } from "../state/users";
import { IMPERSONATION_CODE_LIFETIME_MS } from "../tokens/impersonation";
import { OTP_CODE_TYPE } from "./auth-otp";

/** Refuses a request a browser says another site sent. Clients that are not browsers send neither header and are this machine's own. */
function requireSameOrigin(call: Call, url: URL): void {
  const origin = call.headers.get("origin");
  const site = call.headers.get("sec-fetch-site");
  if ((origin !== null && origin !== url.origin) || (site !== null && site !== "same-origin" && site !== "none")) {
    throw new StatusError(403, "Blocked request: only the emulator's own console may open an app as one of its users.");
  }
}

export const consoleImpersonateRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/emulator/api/projects/:project_id/users/:user_id/impersonate",
    access: "none",
    body: s.object({ url: s.string().defined() }).defined(),
    handler({ core, params, body, request, url }) {
      requireSameOrigin(request, url);
      const project = findProject(core, params.project_id);
      if (!project) throw new KnownErrors.ProjectNotFound(params.project_id);
      const user = findUser(core, project.id, params.user_id);
      if (!user) throw new KnownErrors.UserIdDoesNotExist(params.user_id);
      if (!isTrustedUrl(project, body.url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      const code = createCode(core, project.id, OTP_CODE_TYPE, { email: "", user_id: user.id, impersonation: true }, IMPERSONATION_CODE_LIFETIME_MS);
      return json({ url: linkWithCode(body.url, code.code), expires_at_millis: code.expiresAtMillis });
    },
  }),
];
