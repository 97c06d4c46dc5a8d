/**
 * `POST /emulator/api/projects/:project_id/users/:user_id/impersonate {url}`: the console's
 * "open the app as this user" (issue 26). Like every path under `/emulator` it answers this
 * machine only (http/listen.ts) and carries no CORS; a browser's request from any other
 * site is refused as well (`Origin`, `Sec-Fetch-Site`), so a page elsewhere cannot mint a
 * sign-in for one of the developer's users (the dispatcher's check, http/same-origin.ts, made
 * before the body is read).
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
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { linkWithCode } from "../mail/outbox";
import { createCode } from "../state/codes";
import { findProject } from "../state/projects";
import { isTrustedUrl } from "../state/trusted-urls";
import { findUser } from "../state/users";
import { IMPERSONATION_CODE_LIFETIME_MS } from "../tokens/impersonation";
import { OTP_CODE_TYPE } from "./auth-otp";

const BODY = s.object({ url: s.string().defined() }).defined();

/** The body's `url` (other sites were refused before it was read, http/same-origin.ts; a SCHEMA_ERROR listing the problems, as the API's routes answer). */
function urlOf(body: unknown, call: Call): string {
  const problems: string[] = [];
  const value = BODY.run(body, "body", problems);
  if (problems.length > 0) throw new KnownErrors.SchemaError(`Request validation failed on ${call.method} ${call.url.pathname}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return value.url;
}

export const consoleImpersonateRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/emulator/api/projects/:project_id/users/:user_id/impersonate",
    access: "none",
    handler({ core, params, body, request }) {
      const target = urlOf(body, request);
      const project = findProject(core, params.project_id);
      if (!project) throw new KnownErrors.ProjectNotFound(params.project_id);
      const user = findUser(core, project.id, params.user_id);
      if (!user) throw new KnownErrors.UserIdDoesNotExist(params.user_id);
      if (!isTrustedUrl(project, target)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      const code = createCode(core, project.id, OTP_CODE_TYPE, { email: "", user_id: user.id, impersonation: true }, IMPERSONATION_CODE_LIFETIME_MS);
      return json({ url: linkWithCode(target, code.code), expiresAtMillis: code.expiresAtMillis });
    },
  }),
];
