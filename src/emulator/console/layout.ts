/**
 * The frame of every console page (`/emulator/...`): a skip link, the navigation between the
 * pages, one `main` landmark, and a style sheet for light and dark (the system's choice).
 * The pages are plain HTML answered by the emulator: no script at all, so the emulator's
 * page Content-Security-Policy (http/respond.ts), which forbids every script, holds for
 * them too. Filters are GET forms; the one change (revoking a session) is a POST form.
 */
import { escapeHtml } from "../mail/mail-body";

export type ConsoleSection = "mail" | "requests" | "users";

const SECTIONS: readonly { id: ConsoleSection; href: string; label: string }[] = [
  { id: "mail", href: "/emulator", label: "Mail" },
  { id: "requests", href: "/emulator/requests", label: "Requests" },
  { id: "users", href: "/emulator/users", label: "Users" },
];

const STYLE = `:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1f;--muted:#55555f;--line:#c9c9d1;--accent:#1f4fbf;--panel:#f3f3f6;--bad:#a4161a;--ok:#1b6b35}
@media (prefers-color-scheme:dark){:root{--bg:#16161a;--fg:#ececf1;--muted:#b4b4c0;--line:#4a4a55;--accent:#9dbcff;--panel:#222229;--bad:#ff9c9c;--ok:#8fe3a8}}
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:var(--bg);color:var(--fg);margin:0;line-height:1.45}
a{color:var(--accent)}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.25rem .5rem}
header.top{border-bottom:1px solid var(--line);padding:.5rem 1rem;display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}
header.top p{margin:0;font-weight:600}nav ul{list-style:none;display:flex;gap:1rem;margin:0;padding:0}
nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
main{max-width:72rem;margin:0 auto;padding:1rem}
.card{border:1px solid var(--line);border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.muted{color:var(--muted)}pre{white-space:pre-wrap;word-break:break-word;background:var(--panel);padding:.5rem;border-radius:4px;margin:.25rem 0}
code.value{font-size:1.15rem;background:var(--panel);padding:.1rem .4rem;border-radius:4px;user-select:all}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}td.long{overflow-wrap:anywhere}td.duration{width:6.5rem;white-space:nowrap}
form.filters{display:flex;gap:.75rem;flex-wrap:wrap;align-items:flex-end}form.filters label{display:flex;flex-direction:column;font-size:.9rem}
input,select,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:4px;padding:.25rem .5rem}
button{cursor:pointer}.bad{color:var(--bad)}.ok{color:var(--ok)}dl.fields{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dl.fields dt{font-weight:600}dl.fields dd{margin:0}`;

/** A whole console page; `body` is HTML already escaped. */
export function consolePage(title: string, section: ConsoleSection, body: string): string {
  const nav = SECTIONS.map((s) => `<li><a href="${s.href}"${s.id === section ? ' aria-current="page"' : ""}>${s.label}</a></li>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Gatehouse emulator</title><style>${STYLE}</style></head>
<body><a class="skip" href="#main">Skip to content</a>
<header class="top"><p>Gatehouse emulator</p><nav aria-label="Console"><ul>${nav}</ul></nav></header>
<main id="main" tabindex="-1">${body}</main>
</body></html>`;
}

/** A time (UTC) in a `<time>` element: date and time, or only the time of day (`HH:MM:SS`) when `short`. */
export function timeHtml(millis: number, short = false): string {
  const iso = new Date(millis).toISOString();
  const shown = short ? iso.slice(11, 19) : iso.replace("T", " ").replace(/\.\d+Z$/, "Z");
  return `<time datetime="${iso}"${short ? ` title="${iso}"` : ""}>${shown}</time>`;
}

/** A page's answer: HTML, status 200 unless told. */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

export { escapeHtml };
