/**
 * The console's Mail page at `GET /emulator` (the inbox): the newest captured emails first,
 * each with its one-time code, code and links shown on their own, ready to select and copy.
 * All content is escaped, and only `http:` / `https:` links are clickable (anything else is
 * shown as text); the page has no script, and its answer forbids any (a
 * Content-Security-Policy, http/respond.ts). The page shows at most {@link INBOX_PAGE}
 * emails (the JSON outbox has them all).
 */
import { consolePage, timeHtml } from "../console/layout";
import { MAX_EMAILS_PER_PROJECT } from "../state/store";
import type { EmailRecord } from "../state/types";
import { escapeHtml } from "./mail-body";
import { linkHtml } from "./outbox";

/** Emails shown on the page. */
export const INBOX_PAGE = 200;

function mailHtml(e: EmailRecord): string {
  const fields = [
    e.otp ? `<dt>One-time code</dt><dd><code class="value">${escapeHtml(e.otp)}</code></dd>` : "",
    e.code ? `<dt>Code</dt><dd><code class="value">${escapeHtml(e.code)}</code></dd>` : "",
    ...e.links.map((link, i) => `<dt>${e.links.length > 1 ? `Link ${i + 1}` : "Link"}</dt><dd>${linkHtml(link)}</dd>`),
  ].join("");
  return `
    <article class="card mail" aria-labelledby="mail-${escapeHtml(e.id)}">
      <h2 id="mail-${escapeHtml(e.id)}">${escapeHtml(e.subject)}</h2>
      <p class="muted">${e.from ? `from ${escapeHtml(e.from)} ` : ""}to ${escapeHtml(e.to)} · ${timeHtml(e.sentAt)} · project ${escapeHtml(e.projectId)}</p>
      ${fields ? `<dl class="fields">${fields}</dl>` : ""}
      <details><summary>Text of the email</summary><pre>${escapeHtml(e.text)}</pre></details>
    </article>`;
}

/**
 * @param dropped per project, how many older emails were dropped to keep the outbox bounded
 *   (the emulator keeps the newest {@link MAX_EMAILS_PER_PROJECT} of each project).
 * @param to the recipient the list is filtered by, if any.
 */
export function renderInbox(emails: readonly EmailRecord[], dropped: ReadonlyMap<string, number> = new Map(), to?: string): string {
  const droppedNotes = [...dropped].filter(([, count]) => count > 0).map(([project, count]) =>
    `<p class="dropped">${count} older email(s) of project ${escapeHtml(project)} were dropped: the emulator keeps the newest ${MAX_EMAILS_PER_PROJECT} of each project.</p>`).join("\n");
  const rows = emails.slice(-INBOX_PAGE).reverse().map(mailHtml).join("\n");
  const json = `/emulator/api/emails${to ? `?to=${encodeURIComponent(to)}` : ""}`;
  const body = `<h1>Inbox</h1>
<form class="filters" method="get" action="/emulator" role="search" aria-label="Emails">
<label>Recipient<input type="email" name="to" value="${escapeHtml(to ?? "")}" autocomplete="off"></label><button type="submit">Filter</button></form>
<p>${emails.length} email(s)${to ? ` to ${escapeHtml(to)}` : ""}${emails.length > INBOX_PAGE ? `, the newest ${INBOX_PAGE} shown` : ""}; the newest ${MAX_EMAILS_PER_PROJECT} of each project are kept. JSON: <a href="${escapeHtml(json)}">${escapeHtml(json)}</a></p>
${droppedNotes}
${rows || "<p>No emails yet.</p>"}`;
  return consolePage("Inbox", "mail", body);
}
