/**
 * The console's Requests page (`/emulator/requests`): the request log (http/request-log.ts)
 * newest first, filtered by project, status, route, method or known error with a GET form;
 * each request opens to its own page with its headers and bodies, secrets masked.
 */
import type { LoggedMessage, LoggedRequest, RequestFilter } from "../http/request-log";
import { consolePage, escapeHtml, timeHtml } from "./layout";

/** Rows shown at once (the JSON has every kept request). */
export const REQUESTS_SHOWN = 300;

function statusHtml(entry: LoggedRequest): string {
  return `<span class="${entry.status >= 400 ? "bad" : "ok"}">${entry.status}</span>`;
}

function field(label: string, name: keyof RequestFilter, value: string | undefined, hint: string): string {
  return `<label>${label}<input type="text" name="${name}" value="${escapeHtml(value ?? "")}" placeholder="${escapeHtml(hint)}" autocomplete="off"></label>`;
}

export function renderRequests(entries: readonly LoggedRequest[], filter: RequestFilter, kept: number, capacity: number): string {
  const rows = entries.slice(0, REQUESTS_SHOWN).map((e) => `<tr>
<td>${timeHtml(e.startedAt, true)}</td><td>${escapeHtml(e.method)}</td>
<td class="long"><a href="/emulator/requests/${encodeURIComponent(e.id)}">${escapeHtml(e.route ?? e.path)}</a></td>
<td class="long">${escapeHtml(e.project ?? "—")}</td><td>${escapeHtml(e.tier ?? "—")}</td><td>${statusHtml(e)}</td>
<td class="long">${escapeHtml(e.knownError ?? "")}</td><td class="duration">${e.durationMs} ms</td></tr>`).join("\n");
  const query = new URLSearchParams(Object.entries(filter).filter((pair): pair is [string, string] => typeof pair[1] === "string" && pair[1] !== "")).toString();
  const json = `/emulator/api/requests${query ? `?${query}` : ""}`;
  const body = `<h1>Requests</h1>
<p>The last ${capacity} API requests are kept in memory (${kept} now), never saved; keys, tokens, passwords and codes are masked. JSON: <a href="${escapeHtml(json)}">${escapeHtml(json)}</a></p>
<form class="filters" method="get" action="/emulator/requests" role="search" aria-label="Requests">
${field("Project", "project", filter.project, "project id")}
${field("Status", "status", filter.status, "404, 4xx or error")}
${field("Route", "route", filter.route, "/users")}
${field("Method", "method", filter.method, "POST")}
${field("Known error", "error", filter.error, "USER_NOT_FOUND")}
<button type="submit">Filter</button> <a href="/emulator/requests">Clear filters</a></form>
<p role="status">${entries.length} request(s) match${entries.length > REQUESTS_SHOWN ? `, the newest ${REQUESTS_SHOWN} shown` : ""}.</p>
${rows ? `<table><caption class="muted">Newest first</caption><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Method</th><th scope="col">Route</th><th scope="col">Project</th><th scope="col">Key tier</th><th scope="col">Status</th><th scope="col">Known error</th><th scope="col">Duration</th></tr></thead>
<tbody>${rows}</tbody></table>` : "<p>No requests match.</p>"}`;
  return consolePage("Requests", "requests", body);
}

function messageHtml(title: string, message: LoggedMessage): string {
  const headers = Object.entries(message.headers).map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd><code>${escapeHtml(value)}</code></dd>`).join("");
  return `<section class="card" aria-labelledby="${title.toLowerCase()}-title"><h2 id="${title.toLowerCase()}-title">${title}</h2>
<h3>Headers</h3>${headers ? `<dl class="fields">${headers}</dl>` : "<p>None shown.</p>"}
<h3>Body</h3>${message.body === null ? "<p>Empty.</p>" : `<pre>${escapeHtml(message.body)}</pre>`}</section>`;
}

export function renderRequest(entry: LoggedRequest): string {
  const body = `<p><a href="/emulator/requests">All requests</a></p>
<h1>${escapeHtml(entry.method)} ${escapeHtml(entry.path)}</h1>
<dl class="fields">
<dt>Status</dt><dd>${statusHtml(entry)}</dd>
<dt>Known error</dt><dd>${escapeHtml(entry.knownError ?? "none")}</dd>
<dt>Route</dt><dd>${escapeHtml(entry.route ?? "no route matched")}</dd>
<dt>Project</dt><dd>${escapeHtml(entry.project ?? "none")}</dd>
<dt>Key tier</dt><dd>${escapeHtml(entry.tier ?? "none")}</dd>
<dt>Time</dt><dd>${timeHtml(entry.startedAt)}</dd>
<dt>Duration</dt><dd>${entry.durationMs} ms</dd>
<dt>Request id</dt><dd><code>${escapeHtml(entry.id)}</code></dd>
</dl>
${messageHtml("Request", entry.request)}
${messageHtml("Answer", entry.answer)}`;
  return consolePage(`${entry.method} ${entry.route ?? entry.path}`, "requests", body);
}
