/**
 * The console's Users pages: `/emulator/users` lists a project's users in sign-up order,
 * {@link USERS_PER_PAGE} at a time, searched with the same index as `GET /api/v1/users?query=`
 * (routes/user-list.ts), so it stays fast with a hundred thousand users; `/emulator/users/:id`
 * shows one user's profile, contact channels and live sessions, each with a revoke button.
 */
import type { ContactChannelRecord, ProjectRecord, SessionRecord, UserRecord } from "../state/types";
import { consolePage, escapeHtml, timeHtml } from "./layout";

export const USERS_PER_PAGE = 50;

export type UsersListing = {
  projects: readonly ProjectRecord[];
  project: ProjectRecord;
  search: string;
  users: readonly { user: UserRecord; email: string | null }[];
  /** The first user of the next page, or null on the last page. */
  nextCursor: string | null;
  /** True when this is not the first page. */
  paged: boolean;
  total: number;
};

export function renderUsers(listing: UsersListing): string {
  const { project, search } = listing;
  const options = listing.projects.map((p) => `<option value="${escapeHtml(p.id)}"${p.id === project.id ? " selected" : ""}>${escapeHtml(p.displayName)} (${escapeHtml(p.id)})</option>`).join("");
  const rows = listing.users.map(({ user, email }) => `<tr>
<td><a href="/emulator/users/${encodeURIComponent(user.id)}">${escapeHtml(user.displayName ?? email ?? user.id)}</a>${user.isAnonymous ? ' <span class="muted">(anonymous)</span>' : ""}</td>
<td>${escapeHtml(email ?? "—")}</td><td>${timeHtml(user.signedUpAtMillis)}</td><td><code>${escapeHtml(user.id)}</code></td></tr>`).join("\n");
  const base = new URLSearchParams({ project: project.id, ...(search ? { q: search } : {}) }).toString();
  const next = listing.nextCursor === null ? "" : `<a href="/emulator/users?${escapeHtml(`${base}&cursor=${encodeURIComponent(listing.nextCursor)}`)}" rel="next">Next page</a>`;
  const first = listing.paged ? `<a href="/emulator/users?${escapeHtml(base)}">First page</a>` : "";
  const body = `<h1>Users</h1>
<form class="filters" method="get" action="/emulator/users" role="search" aria-label="Users">
<label>Project<select name="project">${options}</select></label>
<label>Search<input type="search" name="q" value="${escapeHtml(search)}" placeholder="name, email or user id" autocomplete="off"></label>
<button type="submit">Search</button></form>
<p role="status">${search ? `Users of ${escapeHtml(project.displayName)} matching “${escapeHtml(search)}”` : `${listing.total} user(s) in ${escapeHtml(project.displayName)}`}${listing.paged ? ", a later page" : ""}.</p>
${rows ? `<table><caption class="muted">In sign-up order, ${USERS_PER_PAGE} to a page</caption><thead><tr><th scope="col">User</th><th scope="col">Primary email</th><th scope="col">Signed up</th><th scope="col">Id</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No users.</p>"}
${first || next ? `<nav aria-label="Pages"><p>${[first, next].filter(Boolean).join(" · ")}</p></nav>` : ""}`;
  return consolePage("Users", "users", body);
}

export type UserDetail = {
  user: UserRecord;
  project: ProjectRecord;
  channels: readonly ContactChannelRecord[];
  sessions: readonly SessionRecord[];
  /** A note after a change (`Session revoked.`), or null. */
  notice: string | null;
};

function yesNo(value: boolean): string {
  return value ? "yes" : "no";
}

function jsonHtml(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value ?? null, null, 2))}</pre>`;
}

export function renderUser(detail: UserDetail): string {
  const { user, project } = detail;
  const name = user.displayName ?? detail.channels.find((c) => c.isPrimary)?.value ?? user.id;
  const channels = detail.channels.map((c) => `<tr><td>${escapeHtml(c.value)}</td><td>${escapeHtml(c.type)}</td><td>${yesNo(c.isPrimary)}</td><td>${yesNo(c.isVerified)}</td><td>${yesNo(c.usedForAuth)}</td></tr>`).join("");
  const sessions = detail.sessions.map((s) => `<tr><td><code>${escapeHtml(s.id)}</code>${s.isImpersonation ? " (impersonation)" : ""}</td><td>${timeHtml(s.createdAtMillis)}</td><td>${timeHtml(s.lastUsedAtMillis)}</td><td>${s.expiresAtMillis === null ? "never" : timeHtml(s.expiresAtMillis)}</td>
<td><form method="post" action="/emulator/users/${encodeURIComponent(user.id)}/sessions/${encodeURIComponent(s.id)}/revoke"><button type="submit" aria-label="Revoke session ${escapeHtml(s.id)}">Revoke</button></form></td></tr>`).join("");
  const body = `<p><a href="/emulator/users?project=${encodeURIComponent(project.id)}">All users of ${escapeHtml(project.displayName)}</a></p>
<h1>${escapeHtml(name)}</h1>
${detail.notice ? `<p role="status" class="card">${escapeHtml(detail.notice)}</p>` : ""}
<section aria-labelledby="profile-title"><h2 id="profile-title">Profile</h2><dl class="fields">
<dt>Id</dt><dd><code>${escapeHtml(user.id)}</code></dd>
<dt>Project</dt><dd>${escapeHtml(project.displayName)} (<code>${escapeHtml(project.id)}</code>)</dd>
<dt>Display name</dt><dd>${escapeHtml(user.displayName ?? "none")}</dd>
<dt>Signed up</dt><dd>${timeHtml(user.signedUpAtMillis)}</dd>
<dt>Last active</dt><dd>${timeHtml(user.lastActiveAtMillis)}</dd>
<dt>Password</dt><dd>${yesNo(user.passwordHash !== null)}</dd>
<dt>One-time codes</dt><dd>${yesNo(user.otpAuthEnabled)}</dd>
<dt>Passkeys</dt><dd>${yesNo(user.passkeyAuthEnabled)}</dd>
<dt>Two-factor (TOTP)</dt><dd>${yesNo(user.totpSecretBase64 !== null)}</dd>
<dt>Anonymous</dt><dd>${yesNo(user.isAnonymous)}</dd>
<dt>OAuth accounts</dt><dd>${user.oauthAccounts.length === 0 ? "none" : user.oauthAccounts.map((a) => escapeHtml(`${a.providerId} (${a.accountId})`)).join(", ")}</dd>
</dl>
<h3>Client metadata</h3>${jsonHtml(user.clientMetadata)}
<h3>Client read-only metadata</h3>${jsonHtml(user.clientReadOnlyMetadata)}
<h3>Server metadata</h3>${jsonHtml(user.serverMetadata)}</section>
<section aria-labelledby="channels-title"><h2 id="channels-title">Contact channels</h2>
${channels ? `<table><thead><tr><th scope="col">Value</th><th scope="col">Type</th><th scope="col">Primary</th><th scope="col">Verified</th><th scope="col">Used for sign-in</th></tr></thead><tbody>${channels}</tbody></table>` : "<p>None.</p>"}</section>
<section aria-labelledby="sessions-title"><h2 id="sessions-title">Sessions</h2>
${sessions ? `<table><thead><tr><th scope="col">Session</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Revoke</th></tr></thead><tbody>${sessions}</tbody></table>` : "<p>No live sessions.</p>"}</section>`;
  return consolePage(name, "users", body);
}
