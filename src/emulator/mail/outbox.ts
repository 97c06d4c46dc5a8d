/**
 * The mail outbox: every email the service would send is captured here instead, for
 * tests (`emulator.outbox`), the JSON endpoint and the HTML inbox page. Subjects (and,
 * once customised, bodies) come from the project's email templates.
 */
import type { EmailTemplateType } from "../../interface/wire/emails";
import type { Core } from "../core";
import { customTemplate } from "../state/email-templates";
import { newId } from "../state/ids";
import { indexesOf } from "../state/indexes";
import { appendEmail, clearEmails } from "../state/store";
import type { EmailRecord, ProjectRecord } from "../state/types";
import { isWebUrl } from "../state/trusted-urls";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { renderDocumentParagraphs, renderTemplateString, type TemplateVariables } from "./render-template";

export type OutgoingEmail = {
  project: ProjectRecord;
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version is built from them. */
  paragraphs: string[];
  links?: string[];
  code?: string;
  otp?: string;
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A link of an email as HTML: clickable only when it is an `http:` or `https:` URL. */
export function linkHtml(link: string): string {
  return isWebUrl(link) ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(link)}</p>`;
}

export function sendEmail(core: Core, email: OutgoingEmail): EmailRecord {
  const links = email.links ?? [];
  // A rendered custom template may already show its link in the text.
  const textLinks = links.filter((link) => !email.paragraphs.some((p) => p.includes(link)));
  const text = [...email.paragraphs, ...textLinks].join("\n\n");
  const html = [
    ...email.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map(linkHtml),
  ].join("\n");
  const record: EmailRecord = {
    id: newId(),
    projectId: email.project.id,
    to: email.to,
    subject: email.subject,
    text,
    html,
    sentAt: core.clock.now(),
    links,
    ...(email.code !== undefined ? { code: email.code } : {}),
    ...(email.otp !== undefined ? { otp: email.otp } : {}),
  };
  return appendEmail(core, record);
}

/** `<callback_url>` with `code=<code>` appended (docs/protocol.md §13.1). */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

/** An email of one of the project's templates (docs/protocol.md §13.18). */
type TemplatedEmail = {
  project: ProjectRecord;
  type: EmailTemplateType;
  to: string;
  /** The template's variables besides `projectDisplayName`, which is always set. */
  variables: TemplateVariables;
  link: string;
  code: string;
  otp?: string;
  /** The body the emulator writes while the template is the built-in one. */
  defaultParagraphs: string[];
};

/**
 * Sends an email from the project's current template: the subject always comes from
 * the template; the body from a customised template's document, or the emulator's
 * own short text for the built-in one.
 */
function sendTemplatedEmail(core: Core, email: TemplatedEmail): EmailRecord {
  const variables = { projectDisplayName: email.project.displayName, ...email.variables };
  const custom = customTemplate(core, email.project.id, email.type);
  const subject = renderTemplateString((custom ?? DEFAULT_TEMPLATES[email.type]).subject, variables);
  const paragraphs = custom ? renderDocumentParagraphs(custom.content, variables) : email.defaultParagraphs;
  return sendEmail(core, {
    project: email.project,
    to: email.to,
    subject,
    paragraphs,
    links: [email.link],
    code: email.code,
    ...(email.otp !== undefined ? { otp: email.otp } : {}),
  });
}

/** Who receives an email: the address, and the display name when the user is known. */
export type Recipient = { email: string; displayName: string | null };

export function sendVerificationEmail(core: Core, project: ProjectRecord, to: Recipient, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendTemplatedEmail(core, {
    project,
    type: "email_verification",
    to: to.email,
    variables: { userDisplayName: to.displayName, emailVerificationLink: link },
    link,
    code,
    defaultParagraphs: [`Welcome to ${project.displayName}!`, "Please click the link below to verify your email address."],
  });
}

export function sendPasswordResetEmail(core: Core, project: ProjectRecord, to: Recipient, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendTemplatedEmail(core, {
    project,
    type: "password_reset",
    to: to.email,
    variables: { userDisplayName: to.displayName, passwordResetLink: link },
    link,
    code,
    defaultParagraphs: [`Someone asked to reset the password of your ${project.displayName} account.`, "Click the link below to choose a new password. If it was not you, ignore this email."],
  });
}

/**
 * The magic-link / OTP email (docs/protocol.md §13.4): the link carries the whole code; the
 * 6-character OTP shown in the subject is its first 6 characters, upper-cased.
 */
export function sendOtpSignInEmail(core: Core, project: ProjectRecord, to: Recipient, callbackUrl: string, code: string): EmailRecord {
  const otp = code.slice(0, 6).toUpperCase();
  const link = linkWithCode(callbackUrl, code);
  return sendTemplatedEmail(core, {
    project,
    type: "magic_link",
    to: to.email,
    variables: { userDisplayName: to.displayName, otp, magicLink: link },
    link,
    code,
    otp,
    defaultParagraphs: [`Your ${project.displayName} sign-in code is ${otp}.`, "Or click the link below to sign in. If it was not you, ignore this email."],
  });
}

/** The team invitation (docs/protocol.md §13.12); the invitee may have no account yet. */
export function sendTeamInvitationEmail(core: Core, project: ProjectRecord, to: string, team: { displayName: string }, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendTemplatedEmail(core, {
    project,
    type: "team_invitation",
    to,
    variables: { userDisplayName: null, teamDisplayName: team.displayName, teamInvitationLink: link },
    link,
    code,
    defaultParagraphs: [`You have been invited to join the team ${team.displayName} at ${project.displayName}.`, "Click the link below to accept the invitation."],
  });
}

/** The outbox as tests see it. */
export type Outbox = {
  /** Captured emails, oldest first (newest last); `to` filters by recipient. */
  list(filter?: { to?: string }): EmailRecord[];
  /** The newest email (to `to`, if given), or undefined. */
  latest(filter?: { to?: string }): EmailRecord | undefined;
  clear(): void;
};

/** Emails sent to `to` (case-insensitive), or every email; oldest first. */
export function emailsTo(core: Core, to: string | undefined): readonly EmailRecord[] {
  return to === undefined ? core.state.emails : indexesOf(core).emailsTo.get(to.toLowerCase()) ?? [];
}

export function createOutbox(core: Core): Outbox {
  const list = (filter: { to?: string } = {}) => emailsTo(core, filter.to).map((e) => ({ ...e, links: [...e.links] }));
  return {
    list,
    latest: (filter) => list(filter).at(-1),
    clear() {
      clearEmails(core);
      core.changed();
    },
  };
}
