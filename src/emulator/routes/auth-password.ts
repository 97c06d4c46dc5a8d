/**
 * Password and anonymous authentication (docs/protocol.md §13.3, §13.4 anonymous).
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { MailNotDelivered, sendPasswordResetEmail } from "../mail/outbox";
import { createCode, redeemCode } from "../state/codes";
import { hashPassword, verifyPassword } from "../state/password";
import { findSessionByRefreshToken, revokeSessions } from "../state/sessions";
import { sendChannelVerification } from "../state/contact-channels";
import { applyUserCreationSideEffects } from "../state/sign-up";
import { isTrustedUrl } from "../state/trusted-urls";
import { findAuthChannel, findUser, newUser, primaryEmailChannel, setPrimaryEmail, updateUser } from "../state/users";
import type { ProjectRecord, UserRecord } from "../state/types";
import type { Core } from "../core";
import { requireNoMfa, signInBody } from "../tokens/sign-in";
import { checkCodeRoute } from "./common";

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 70;
const password = () => s.string().defined().max(MAX_PASSWORD_LENGTH);

function requirePasswordAuth(project: ProjectRecord): void {
  if (!project.config.credential_enabled) throw new KnownErrors.PasswordAuthenticationNotEnabled();
}

function requireLength(value: string): void {
  if (value.length < MIN_PASSWORD_LENGTH) throw new KnownErrors.PasswordTooShort(MIN_PASSWORD_LENGTH);
}

const PASSWORD_RESET_CODE = "password_reset";

/** The user as it is now, after a wait (it may have been deleted meanwhile). */
function stillThere(core: Core, user: UserRecord): UserRecord {
  const current = findUser(core, user.projectId, user.id);
  if (!current) throw new KnownErrors.UserNotFound();
  return current;
}

export const passwordRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/password/sign-up",
    access: CLIENT_AND_UP,
    body: s.object({ email: s.strictEmail().defined(), password: password(), verification_callback_url: s.url().defined() }).defined(),
    async handler({ core, auth, body, baseUrl, headers }) {
      const { project } = auth;
      requirePasswordAuth(project);
      if (!isTrustedUrl(project, body.verification_callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      requireLength(body.password);
      if (!project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
      if (findAuthChannel(core, project.id, body.email)) throw new KnownErrors.UserWithEmailAlreadyExists(body.email);
      const passwordHash = await hashPassword(body.password);
      // One synchronous step from the uniqueness check to the new user and its sign-in
      // channel: a concurrent sign-up with the same email sees one or the other, never neither.
      if (findAuthChannel(core, project.id, body.email)) throw new KnownErrors.UserWithEmailAlreadyExists(body.email);
      const user = newUser(core, project.id, { passwordHash });
      setPrimaryEmail(core, user, body.email, { verified: false, usedForAuth: true });
      applyUserCreationSideEffects(core, project, user);
      // The service sends this mail in the background: one it cannot deliver is in the email
      // log (and the failed-emails digest), and the sign-up succeeds all the same.
      try {
        sendChannelVerification(core, project, primaryEmailChannel(core, user.id)!, body.verification_callback_url);
      } catch (error) {
        if (!(error instanceof MailNotDelivered)) throw error;
      }
      requireNoMfa(core, project, user, true);
      return json(await signInBody(core, project, user, baseUrl, headers));
    },
  }),
  route({
    method: "POST",
    path: "/auth/password/sign-in",
    access: CLIENT_AND_UP,
    body: s.object({ email: s.email().defined(), password: password() }).defined(),
    async handler({ core, auth, body, baseUrl, headers }) {
      const { project } = auth;
      requirePasswordAuth(project);
      const channel = findAuthChannel(core, project.id, body.email);
      const found = channel ? findUser(core, project.id, channel.userId) : undefined;
      if (!found || found.passwordHash === null || !(await verifyPassword(body.password, found.passwordHash))) {
        throw new KnownErrors.EmailPasswordMismatch();
      }
      const user = stillThere(core, found);
      requireNoMfa(core, project, user, false);
      return json(await signInBody(core, project, user, baseUrl, headers));
    },
  }),
  route({
    method: "POST",
    path: "/auth/password/send-reset-code",
    access: CLIENT_AND_UP,
    body: s.object({ email: s.email().defined(), callback_url: s.url().defined() }).defined(),
    handler({ core, auth, body }) {
      const { project } = auth;
      requirePasswordAuth(project);
      const channel = findAuthChannel(core, project.id, body.email);
      // The service answers the same for unknown emails (after a delay the emulator skips).
      if (channel) {
        if (!isTrustedUrl(project, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
        const code = createCode(core, project.id, PASSWORD_RESET_CODE, { user_id: channel.userId });
        const displayName = findUser(core, project.id, channel.userId)?.displayName ?? null;
        sendPasswordResetEmail(core, project, { email: body.email, displayName }, body.callback_url, code.code);
      }
      return json({ success: "maybe, only if user with e-mail exists" });
    },
  }),
  // The service merges two body schemas here, so an unknown field is reported twice.
  checkCodeRoute("/auth/password/reset/check-code", PASSWORD_RESET_CODE, s.object({ code: s.code45().defined() }, { duplicateUnknownLine: true }).defined()),
  route({
    method: "POST",
    path: "/auth/password/reset",
    access: CLIENT_AND_UP,
    body: s.object({ code: s.code45().defined(), password: password() }, { duplicateUnknownLine: true }).defined(),
    async handler({ core, auth, body }) {
      const { project } = auth;
      // Claimed before the wait: the same code cannot reset twice.
      const code = redeemCode(core, project.id, PASSWORD_RESET_CODE, body.code, { consume: true });
      requirePasswordAuth(project);
      requireLength(body.password);
      if (!findUser(core, project.id, code.data.user_id)) throw new KnownErrors.UserNotFound();
      const passwordHash = await hashPassword(body.password);
      const user = findUser(core, project.id, code.data.user_id);
      if (!user) throw new KnownErrors.UserNotFound();
      updateUser(core, user, { passwordHash });
      revokeSessions(core, user.id);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/auth/password/update",
    access: CLIENT_AND_UP,
    user: true,
    body: s.object({ old_password: password(), new_password: password() }).defined(),
    async handler({ core, auth, body, headers }) {
      const { project } = auth;
      requirePasswordAuth(project);
      requireLength(body.new_password);
      if (auth.user.passwordHash === null) throw new KnownErrors.UserDoesNotHavePassword();
      if (!(await verifyPassword(body.old_password, auth.user.passwordHash))) throw new KnownErrors.PasswordConfirmationMismatch();
      const passwordHash = await hashPassword(body.new_password);
      const user = stillThere(core, auth.user);
      updateUser(core, user, { passwordHash });
      const refreshToken = headers.get("x-stack-refresh-token");
      const kept = refreshToken ? findSessionByRefreshToken(core, project.id, refreshToken) : undefined;
      revokeSessions(core, user.id, kept?.userId === user.id ? kept.id : undefined);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/auth/password/set",
    access: CLIENT_AND_UP,
    user: true,
    body: s.object({ password: password() }).defined(),
    async handler({ core, auth, body }) {
      const { project } = auth;
      requirePasswordAuth(project);
      requireLength(body.password);
      if (auth.user.passwordHash !== null) throw new StatusError(400, "User already has a password set.");
      const passwordHash = await hashPassword(body.password);
      // Checked again after the wait: of two concurrent calls, only one sets the password.
      const user = stillThere(core, auth.user);
      if (user.passwordHash !== null) throw new StatusError(400, "User already has a password set.");
      updateUser(core, user, { passwordHash });
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/auth/anonymous/sign-up",
    access: CLIENT_AND_UP,
    async handler({ core, auth, baseUrl, headers }) {
      const { project } = auth;
      if (!project.anonymousSignUpEnabled) throw new KnownErrors.AnonymousAccountsNotEnabled();
      const user = newUser(core, project.id, { displayName: "Anonymous user", isAnonymous: true });
      applyUserCreationSideEffects(core, project, user);
      return json(await signInBody(core, project, user, baseUrl, headers));
    },
  }),
];
