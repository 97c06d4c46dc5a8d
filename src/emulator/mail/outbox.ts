/**
 * The mail outbox: every email the service would send is captured here instead, for
 * tests (`emulator.outbox`), the JSON endpoint and the HTML inbox page.
 */
import type { Core } from "../core";
import { newId } from "../state/ids";
import type { EmailRecord, ProjectRecord } from "../state/types";

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

export function sendEmail(core: Core, email: OutgoingEmail): EmailRecord {
  const links = email.links ?? [];
  const text = [...email.paragraphs, ...links].join("\n\n");
  const html = [
    ...email.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`),
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
  core.state.emails.push(record);
  return record;
}

/** `<callback_url>` with `code=<code>` appended (endpoints.md legend). */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

export function sendVerificationEmail(core: Core, project: ProjectRecord, to: string, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendEmail(core, {
    project,
    to,
    subject: `Verify your email at ${project.displayName}`,
    paragraphs: [`Welcome to ${project.displayName}!`, "Please click the link below to verify your email address."],
    links: [link],
    code,
  });
}

export function sendPasswordResetEmail(core: Core, project: ProjectRecord, to: string, callbackUrl: string, code: string): EmailRecord {
  const link = linkWithCode(callbackUrl, code);
  return sendEmail(core, {
    project,
    to,
    subject: `Reset your password at ${project.displayName}`,
    paragraphs: [`Someone asked to reset the password of your ${project.displayName} account.`, "Click the link below to choose a new password. If it was not you, ignore this email."],
    links: [link],
    code,
  });
}

/**
 * The magic-link / OTP email (endpoints.md §4): the link carries the whole code; the
 * 6-character OTP shown in the subject is its first 6 characters, upper-cased.
 */
export function sendOtpSignInEmail(core: Core, project: ProjectRecord, to: string, callbackUrl: string, code: string): EmailRecord {
  const otp = code.slice(0, 6).toUpperCase();
  return sendEmail(core, {
    project,
    to,
    subject: `Sign in to ${project.displayName}: Your code is ${otp}`,
    paragraphs: [`Your ${project.displayName} sign-in code is ${otp}.`, "Or click the link below to sign in. If it was not you, ignore this email."],
    links: [linkWithCode(callbackUrl, code)],
    code,
    otp,
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

export function createOutbox(core: Core): Outbox {
  const list = (filter: { to?: string } = {}) =>
    core.state.emails.filter((e) => filter.to === undefined || e.to.toLowerCase() === filter.to.toLowerCase()).map((e) => ({ ...e, links: [...e.links] }));
  return {
    list,
    latest: (filter) => list(filter).at(-1),
    clear() {
      core.state.emails = [];
      core.changed();
    },
  };
}
