/**
 * Magic link / one-time code sign-in (docs/protocol.md §13.4; docs/protocol.md §4.7).
 *
 * One code serves both ways in: the email's link carries the whole 45-character code,
 * and its subject shows the first 6 characters upper-cased; the client keeps the
 * remaining 39 (`nonce`) and sends `<OTP><nonce>`. Codes are compared lower-cased.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { sendOtpSignInEmail } from "../mail/outbox";
import { createCode, redeemCode } from "../state/codes";
import { applyUserCreationSideEffects } from "../state/sign-up";
import { isTrustedUrl } from "../state/trusted-urls";
import { findAuthChannel, findUser, newUser, setPrimaryEmail, updateUser } from "../state/users";
import type { ProjectRecord, UserRecord } from "../state/types";
import { impersonationSignInBody } from "../tokens/impersonation";
import { signInOrRequireMfa } from "../tokens/mfa";
import { checkCodeRoute, codeBody, requireAuth } from "./common";

export const OTP_CODE_TYPE = "otp_sign_in";
const OTP_LENGTH = 6;

/**
 * The user who may sign in with a code sent to `email`, or null when a new user would be
 * made. A verified sign-in email gets OTP sign-in added to its user; an unverified one is
 * USER_EMAIL_ALREADY_EXISTS (someone else could have typed it); no user and sign-up off is
 * SIGN_UP_NOT_ENABLED.
 */
function userAllowingOtp(core: Core, project: ProjectRecord, email: string): UserRecord | null {
  const channel = findAuthChannel(core, project.id, email);
  const user = channel ? findUser(core, project.id, channel.userId) : undefined;
  if (!channel || !user) {
    if (!project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
    return null;
  }
  if (!channel.isVerified) throw new KnownErrors.UserWithEmailAlreadyExists(email);
  return user.otpAuthEnabled ? user : updateUser(core, user, { otpAuthEnabled: true });
}

/**
 * `x-stack-client-version: <platform> @stackframe/stack@<x.y.z>` of version 2.5.37 or older:
 * an SDK from before one-time codes, which gets the magic-link-only mail.
 */
export function isLegacyOtpClient(header: string | null): boolean {
  const m = /^(\w+)\s+(@[\w/]+)@([\d.]+)$/.exec(header ?? "");
  if (!m || m[2] !== "@stackframe/stack") return false;
  const version = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(m[3]!);
  if (!version) return false;
  const [major, minor, patch] = version.slice(1).map(Number) as [number, number, number];
  return major !== 2 ? major < 2 : minor !== 5 ? minor < 5 : patch <= 37;
}

export const otpRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/otp/send-sign-in-code",
    access: CLIENT_AND_UP,
    body: s.object({ email: s.strictEmail().defined(), callback_url: s.url().defined() }).defined(),
    handler({ core, auth, body, headers }) {
      const { project } = requireAuth(auth);
      if (!project.config.magic_link_enabled) throw new StatusError(403, "Magic link is not enabled for this project");
      const user = userAllowingOtp(core, project, body.email);
      if (!isTrustedUrl(project, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      const code = createCode(core, project.id, OTP_CODE_TYPE, { email: body.email, user_id: user?.id ?? null });
      const legacy = isLegacyOtpClient(headers.get("x-stack-client-version"));
      sendOtpSignInEmail(core, project, { email: body.email, displayName: user?.displayName ?? null }, body.callback_url, code.code, { legacy });
      return json({ nonce: code.code.slice(OTP_LENGTH) });
    },
  }),
  route({
    method: "POST",
    path: "/auth/otp/sign-in",
    access: CLIENT_AND_UP,
    body: codeBody,
    async handler({ core, auth, body, baseUrl, headers }) {
      const { project } = requireAuth(auth);
      // Consumed first: a sign-in that then needs MFA continues with the attempt code only.
      const code = redeemCode(core, project.id, OTP_CODE_TYPE, body.code, { consume: true });
      if (code.data.impersonation) {
        const impersonated = code.data.user_id === null ? undefined : findUser(core, project.id, code.data.user_id);
        if (!impersonated) throw new KnownErrors.UserIdDoesNotExist(code.data.user_id ?? "");
        return json(await impersonationSignInBody(core, project, impersonated, baseUrl, headers));
      }
      const email = code.data.email;
      let user = userAllowingOtp(core, project, email);
      const isNewUser = user === null;
      if (user === null) {
        user = newUser(core, project.id, { otpAuthEnabled: true });
        setPrimaryEmail(core, user, email, { verified: true, usedForAuth: true });
        applyUserCreationSideEffects(core, project, user);
      }
      return json(await signInOrRequireMfa(core, project, user, baseUrl, { isNewUser, headers }));
    },
  }),
  checkCodeRoute("/auth/otp/sign-in/check-code", OTP_CODE_TYPE),
];
