/**
 * The mail outbox: every email the service would send is captured here instead, for
 * tests (`emulator.outbox`), the JSON endpoint and the console's Mail page. Subjects (and,
 * once customised, bodies) come from the project's email templates.
 */
import type { EmailTemplateType } from "../../interface/wire/emails";
import type { Core } from "../core";
import { customTemplate } from "../state/email-templates";
import { newId } from "../state/ids";
import { indexesOf } from "../state/indexes";
import { appendEmail, clearEmails } from "../state/store";
import type { EmailFailure, EmailRecord, ProjectRecord } from "../state/types";
import { ServiceFailure } from "../http/errors";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { projectMailFailure } from "./email-host";
import { mailHtml, mailText, type MailBlock } from "./mail-body";
import { renderDocumentBlocks, renderTemplateString, type TemplateVariables } from "./render-template";

/** The sender address of the shared email config, as the recordings show it. */
export const SHARED_SENDER_EMAIL = "noreply@example.com";

/** The From of a project's mail: its SMTP sender, or the project's name at the shared address. */
export function senderOf(project: ProjectRecord): string {
  const c = project.config.email_config;
  return c.type === "standard" ? `${c.sender_name} <${c.sender_email}>` : `${project.displayName} <${SHARED_SENDER_EMAIL}>`;
}

export type OutgoingEmail = {
  project: ProjectRecord;
  to: string;
  /** Default: the project's sender ({@link senderOf}). */
  from?: string;
  subject: string;
  /** The body; its text and HTML versions are rendered from it (./mail-body). */
  blocks: readonly MailBlock[];
  links?: string[];
  code?: string;
  otp?: string;
  /** The email failed: kept (for the email log and the failed-emails digest) with why. */
  error?: EmailFailure;
};

export function sendEmail(core: Core, email: OutgoingEmail): EmailRecord {
  const links = email.links ?? [];
  const record: EmailRecord = {
    id: newId(),
    projectId: email.project.id,
    to: email.to,
    from: email.from ?? senderOf(email.project),
    subject: email.subject,
    text: mailText(email.blocks),
    html: mailHtml(email.subject, email.blocks),
    sentAt: core.clock.now(),
    links,
    ...(email.code !== undefined ? { code: email.code } : {}),
    ...(email.otp !== undefined ? { otp: email.otp } : {}),
    ...(email.error !== undefined ? { error: email.error } : {}),
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
  defaultBlocks: MailBlock[];
};

/**
 * Mail of a project that its email config cannot send (./email-host): it is in the email
 * log with its error, and the request that sent it fails with the service's 500, as the
 * service's mailer throws after logging a failure it will not retry.
 */
export class MailNotDelivered extends ServiceFailure {
  constructor(readonly email: EmailRecord) {
    super(`mail "${email.subject}" to ${email.to} not delivered: ${email.error?.errorType} (the project's SMTP host cannot exist)`);
    this.name = "MailNotDelivered";
  }
}

/**
 * Sends an email from the project's current template: the subject always comes from
 * the template; the body from a customised template's document, or, for the built-in
 * one, the emulator's own wording in the built-in document's blocks: a heading, a
 * greeting, the button (or the code), a divider and a closing note. Throws
 * {@link MailNotDelivered} when the project's SMTP host cannot exist.
 */
function sendTemplatedEmail(core: Core, email: TemplatedEmail): EmailRecord {
  const variables = { projectDisplayName: email.project.displayName, ...email.variables };
  const custom = customTemplate(core, email.project.id, email.type);
  const subject = renderTemplateString((custom ?? DEFAULT_TEMPLATES[email.type]).subject, variables);
  const blocks = custom ? renderDocumentBlocks(custom.content, variables) : email.defaultBlocks;
  const error = projectMailFailure(email.project);
  const record = sendEmail(core, {
    project: email.project,
    to: email.to,
    subject,
    blocks,
    links: [email.link],
    code: email.code,
    ...(email.otp !== undefined ? { otp: email.otp } : {}),
    ...(error !== undefined ? { error } : {}),
  });
  if (error !== undefined) throw new MailNotDelivered(record);
  return record;
}

/** Who receives an email: the address, and the display name when the user is known. */
export type Recipient = { email: string; displayName: string | null };

/** `Hello, <name>!`, or `Hello!` without a display name. */
function greeting(to: Recipient): string {
  return to.displayName ? `Hello, ${to.displayName}!` : "Hello!";
}

/** The end of every built-in mail: a divider and a note for whoever did not ask for it. */
function closing(): MailBlock[] {
  return [{ kind: "divider" }, { kind: "text", text: "Did not expect this email? Nothing happens if you ignore it." }];
}

export function sendVerificationEmail(core: Core, project: ProjectRecord, to: Recipient, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendTemplatedEmail(core, {
    project,
    type: "email_verification",
    to: to.email,
    variables: { userDisplayName: to.displayName, emailVerificationLink: link },
    link,
    code,
    defaultBlocks: [
      { kind: "heading", text: `Confirm your email for ${project.displayName}` },
      { kind: "text", text: `${greeting(to)} Use the button below to confirm this email address.` },
      { kind: "button", label: "Confirm my email", url: link },
      ...closing(),
    ],
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
    defaultBlocks: [
      { kind: "heading", text: `Choose a new password for ${project.displayName}` },
      { kind: "text", text: `${greeting(to)} Someone asked to reset your password. Use the button below to choose a new one.` },
      { kind: "button", label: "Choose a new password", url: link },
      ...closing(),
    ],
  });
}

/**
 * The magic-link / OTP email (docs/protocol.md §13.4): the link carries the whole code; the
 * 6-character OTP shown in the subject is its first 6 characters, upper-cased. `legacy`: the
 * built-in body of SDKs that predate one-time codes (link only, no code block).
 */
export function sendOtpSignInEmail(core: Core, project: ProjectRecord, to: Recipient, callbackUrl: string, code: string, options: { legacy?: boolean } = {}): EmailRecord {
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
    defaultBlocks: [
      { kind: "heading", text: `Your code for ${project.displayName}` },
      ...(options.legacy
        ? [{ kind: "text" as const, text: `${greeting(to)} Use the button below to sign in.` }, { kind: "button" as const, label: "Sign in", url: link }]
        : [
          { kind: "text" as const, text: `${greeting(to)} Enter this one-time code to sign in:` },
          { kind: "code" as const, text: otp },
          { kind: "button" as const, label: "Or sign in with this link", url: link },
        ]),
      ...closing(),
    ],
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
    defaultBlocks: [
      { kind: "heading", text: `Join ${team.displayName}` },
      { kind: "text", text: `Hello! You are invited to the team ${team.displayName} at ${project.displayName}.` },
      { kind: "button", label: "Accept the invitation", url: link },
      ...closing(),
    ],
  });
}

/**
 * The daily digest of a project's failed emails to one of its owners
 * (`POST /internal/failed-emails-digest`), sent from the `internal` project: how many failed,
 * a link to the project's email log, and the last ten (subject and recipients).
 */
export function sendFailedEmailsDigest(
  core: Core,
  internalProject: ProjectRecord,
  to: string,
  batch: { projectId: string; emails: readonly { subject: string; to: readonly string[] }[] },
  emailLogUrl: string,
): EmailRecord {
  const last = batch.emails.slice(-10);
  return sendEmail(core, {
    project: internalProject,
    to,
    from: `Stack Auth <${SHARED_SENDER_EMAIL}>`,
    subject: "Failed emails digest",
    blocks: [
      { kind: "text", text: `In the last 24 hours, ${batch.emails.length} emails of your project ${batch.projectId} could not be delivered. Please check the project's email server settings.` },
      { kind: "button", label: "Open the project's email log", url: emailLogUrl },
      { kind: "text", text: "The last failed emails:" },
      ...last.map((e) => ({ kind: "text" as const, text: `Subject: ${e.subject.replace(/\s+/g, " ").slice(0, 50)} / To: ${e.to.join(", ")}` })),
      ...(batch.emails.length > last.length ? [{ kind: "text" as const, text: "..." }] : []),
    ],
    links: [emailLogUrl],
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

/**
 * Emails delivered to `to` (case-insensitive), or every delivered email; oldest first. A
 * failed email (kept for the email log) reached no inbox, so it is not among them.
 */
export function emailsTo(core: Core, to: string | undefined): readonly EmailRecord[] {
  const all = to === undefined ? core.state.emails : indexesOf(core).emailsTo.get(to.toLowerCase()) ?? [];
  return all.some((e) => e.error !== undefined) ? all.filter((e) => e.error === undefined) : all;
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
