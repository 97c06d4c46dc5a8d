/**
 * The HTML inbox at `GET /emulator`: the newest captured emails first, with their codes
 * and clickable links. All content is escaped, and only `http:` / `https:` links are
 * clickable (anything else is shown as text); the page has no script, and its answer
 * forbids any (a Content-Security-Policy, http/respond.ts). The page shows at most {@link INBOX_PAGE}
 * emails (the JSON outbox has them all).
 */
import { MAX_EMAILS_PER_PROJECT } from "../state/store";
import type { EmailRecord } from "../state/types";
import { escapeHtml } from "./mail-body";
import { linkHtml } from "./outbox";

/** Emails shown on the page. */
export const INBOX_PAGE = 200;

/**
 * @param dropped per project, how many older emails were dropped to keep the outbox bounded
 *   (the emulator keeps the newest {@link MAX_EMAILS_PER_PROJECT} of each project).
 */
export function renderInbox(emails: readonly EmailRecord[], dropped: ReadonlyMap<string, number> = new Map()): string {
  const droppedNotes = [...dropped].filter(([, count]) => count > 0).map(([project, count]) =>
    `<p class="dropped">${count} older email(s) of project ${escapeHtml(project)} were dropped: the emulator keeps the newest ${MAX_EMAILS_PER_PROJECT} of each project.</p>`).join("\n");
  const rows = emails.slice(-INBOX_PAGE).reverse().map((e) => `
    <article class="mail">
      <header><strong>${escapeHtml(e.subject)}</strong><br><small>${e.from ? `from ${escapeHtml(e.from)} ` : ""}to ${escapeHtml(e.to)} · ${escapeHtml(new Date(e.sentAt).toISOString())}</small></header>
      ${e.otp ? `<p>One-time code: <code>${escapeHtml(e.otp)}</code></p>` : ""}
      ${e.code ? `<p>Code: <code>${escapeHtml(e.code)}</code></p>` : ""}
      ${e.links.map(linkHtml).join("")}
      <pre>${escapeHtml(e.text)}</pre>
    </article>`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gatehouse emulator inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
.mail{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}pre{white-space:pre-wrap;color:#555}</style></head>
<body><h1>Inbox</h1><p>${emails.length} email(s)${emails.length > INBOX_PAGE ? `, the newest ${INBOX_PAGE} shown` : ""}; the newest ${MAX_EMAILS_PER_PROJECT} of each project are kept. JSON: <a href="/emulator/api/emails">/emulator/api/emails</a></p>
${droppedNotes}
${rows || "<p>No emails yet.</p>"}
</body></html>`;
}
