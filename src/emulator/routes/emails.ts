/**
 * Email templates, sent emails and the test email (docs/protocol.md §13.18), admin only.
 *
 * Sent emails are what the emulator's outbox captured for the project (the emulator
 * never delivers mail). The test email cannot reach an SMTP server either, so the
 * emulator judges the host without contacting it (../mail/email-host):
 * - {@link EMULATOR_OUTBOX_HOST}: the test mail goes to the outbox, `{"success": true}`;
 * - a host that cannot exist: the service's answer for a host its DNS lookup does not
 *   find, `{"success": false, "error_message": "Failed to connect to the email host. ..."}`;
 * - any other host: the service's answer for a server it cannot reach in time,
 *   `"Timed out while sending test email. ..."`. The emulator does not claim that
 *   settings it never tried work.
 * A failed test email is kept with its error, as the service logs it: the email log and
 * the failed-emails digest show it.
 */
import type { SentEmailJson } from "../../interface/wire/emails";
import { StatusError } from "../http/errors";
import { ADMIN_ONLY, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { TEMPLATE_TYPES } from "../mail/default-templates";
import { EMULATOR_OUTBOX_HOST, emailHostVerdict, HOST_NOT_FOUND } from "../mail/email-host";
import { SHARED_SENDER_EMAIL, sendEmail } from "../mail/outbox";
import { isValidTemplateDocument, resetTemplate, saveTemplate, templateView } from "../state/email-templates";
import type { EmailFailure, EmailRecord, ProjectRecord } from "../state/types";
import { requireAuth } from "./common";

export { EMULATOR_OUTBOX_HOST };

const TEST_EMAIL_TIMEOUT: EmailFailure = {
  errorType: "TIMEOUT",
  message: "Timed out while sending test email. Make sure the email server is running and accepting connections.",
};
const TEST_EMAIL_TEXT = "This is a test email from Stack Auth. If you can see this, your email settings work.";
const SENT_EMAILS_LIMIT = 100;

const typeParams = { type: s.string().defined().oneOf(TEMPLATE_TYPES) };

/** The sender of the project's current email config (the password is never shown). */
function senderConfig(project: ProjectRecord): SentEmailJson["sender_config"] {
  const c = project.config.email_config;
  if (c.type === "shared") return { type: "shared", sender_name: project.displayName, sender_email: SHARED_SENDER_EMAIL };
  return { type: "standard", host: c.host, port: c.port, username: c.username, sender_name: c.sender_name, sender_email: c.sender_email };
}

function sentEmailView(project: ProjectRecord, email: EmailRecord): SentEmailJson {
  const error = email.error ? { errorType: email.error.errorType, canRetry: false, message: email.error.message } : null;
  return { id: email.id, subject: email.subject, sent_at_millis: email.sentAt, to: [email.to], sender_config: senderConfig(project), error };
}

export const emailRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/email-templates",
    access: ADMIN_ONLY,
    handler({ core, auth }) {
      const a = requireAuth(auth);
      return json({ items: TEMPLATE_TYPES.map((type) => templateView(core, a.project.id, type)), is_paginated: false });
    },
  }),
  route({
    method: "GET",
    path: "/email-templates/:type",
    access: ADMIN_ONLY,
    params: typeParams,
    handler({ core, auth, params }) {
      return json(templateView(core, requireAuth(auth).project.id, params.type));
    },
  }),
  route({
    method: "PATCH",
    path: "/email-templates/:type",
    access: ADMIN_ONLY,
    params: typeParams,
    // `content` is any JSON value except null.
    body: s.object({ content: s.nonNullJson(), subject: s.string() }).defined(),
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      if (a.project.config.email_config.type === "shared") {
        throw new StatusError(400, "Cannot update email templates in shared email config. Set up a custom email config to update email templates.");
      }
      if (body.content !== undefined && !isValidTemplateDocument(body.content)) throw new StatusError(400, "Invalid email template content");
      saveTemplate(core, a.project.id, params.type, { subject: body.subject, content: body.content });
      return json(templateView(core, a.project.id, params.type));
    },
  }),
  route({
    method: "DELETE",
    path: "/email-templates/:type",
    access: ADMIN_ONLY,
    params: typeParams,
    handler({ core, auth, params }) {
      if (!resetTemplate(core, requireAuth(auth).project.id, params.type)) throw new StatusError(404, "Email template not found");
      return success();
    },
  }),
  route({
    method: "GET",
    path: "/internal/emails",
    access: ADMIN_ONLY,
    handler({ core, auth }) {
      const { project } = requireAuth(auth);
      // Newest first, walking back only as far as the page needs.
      const sent: EmailRecord[] = [];
      const all = core.state.emails;
      for (let i = all.length - 1; i >= 0 && sent.length < SENT_EMAILS_LIMIT; i--) if (all[i]!.projectId === project.id) sent.push(all[i]!);
      return json({ items: sent.map((e) => sentEmailView(project, e)), is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/internal/send-test-email",
    access: ADMIN_ONLY,
    body: s.object({
      recipient_email: s.email().defined(),
      email_config: s.object({
        host: s.string().defined(),
        port: s.number().defined(),
        username: s.string().defined(),
        password: s.string().defined(),
        sender_name: s.string().defined(),
        sender_email: s.string().defined(),
      }).defined(),
    }).defined(),
    handler({ core, auth, body }) {
      const { project } = requireAuth(auth);
      const verdict = emailHostVerdict(body.email_config.host);
      const error = verdict === "outbox" ? undefined : verdict === "not-found" ? HOST_NOT_FOUND : TEST_EMAIL_TIMEOUT;
      sendEmail(core, {
        project,
        to: body.recipient_email,
        from: `${body.email_config.sender_name} <${body.email_config.sender_email}>`,
        subject: "Test Email from Stack Auth",
        blocks: [{ kind: "text", text: TEST_EMAIL_TEXT }],
        ...(error ? { error } : {}),
      });
      return json(error ? { success: false, error_message: error.message } : { success: true });
    },
  }),
];
