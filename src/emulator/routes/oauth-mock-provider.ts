/**
 * The mock identity provider's sign-in page, served for every provider id outside
 * `/api/v1`. `/auth/oauth/authorize/{provider}` sends the browser here; the person picks
 * an identity or types an email, and the page sends the browser to the service's
 * callback with a one-time provider code, as a real provider would.
 *
 * Form contract (stable; tests and scripts drive it with plain HTTP):
 *   GET  /emulator/oauth/{provider}/authorize?state=<inner state>&...   → 200 HTML page
 *   POST /emulator/oauth/{provider}/authorize
 *        Content-Type: application/x-www-form-urlencoded
 *        fields: `state` (the inner state, from the page URL),
 *                `email` (the identity to sign in as; any valid email, case-insensitive),
 *                or `deny=1` instead of `email` (the person refuses access)
 *   → 303 Location: <base>/api/v1/auth/oauth/callback/{provider}?code=<provider code>&state=<inner state>
 *     (with `deny`: `?error=access_denied&state=...`). Unknown state: 400 page; bad email: 400 page.
 * The email becomes the account's verified email; the provider account id is derived
 * from it, so the same email is always the same provider account. An account a test queued
 * (`emulator.queueMockOAuthAccount`) is taken at the GET instead: 303 to the callback at once.
 */
import { route } from "../http/route";
import type { Core } from "../core";
import type { Reply, RouteSpec } from "../http/route";
import { s } from "../http/schema";
import { issueProviderCode, normalizeMockEmail, takeQueuedMockAccount } from "../oauth/mock-provider";
import { OUTER_FLOW_LIFETIME_MS, type OAuthFlowRecord } from "../state/oauth";
import { get } from "../state/store";
import { userIdsBySignUp } from "../state/users";
import { MOCK_PROVIDER_PATH } from "./oauth";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function html(status: number, body: string): Reply {
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

function liveFlow(core: Core, providerId: string, state: string | undefined): OAuthFlowRecord | null {
  const flow = state === undefined ? undefined : get(core, "oauthFlows", state);
  // A flow that went to a real or OpenID provider is not this page's to answer.
  if (!flow || flow.upstream || flow.providerId !== providerId || flow.createdAtMillis + OUTER_FLOW_LIFETIME_MS <= core.clock.now()) return null;
  return flow;
}

/** At most this many identities are offered for one-click sign-in. */
const MAX_IDENTITIES = 20;

/** The newest emails used with this provider in the flow's project, for one-click sign-in. */
function knownIdentities(core: Core, flow: OAuthFlowRecord): string[] {
  const emails = new Set<string>();
  const ids = userIdsBySignUp(core, flow.projectId);
  // Newest users first, and no further than needed: a big project does not make the page slow.
  for (let i = ids.length - 1; i >= 0 && emails.size < MAX_IDENTITIES; i--) {
    for (const account of get(core, "users", ids[i]!)!.oauthAccounts) {
      if (account.providerId === flow.providerId && account.email) emails.add(account.email);
    }
  }
  return [...emails].sort();
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
form{margin:1rem 0}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.4rem .8rem;margin-top:.5rem;cursor:pointer}
.error{color:#b00020}.note{color:#555;font-size:.9rem}ul{list-style:none;padding:0}</style></head>
<body><main>${content}</main></body></html>`;
}

function renderPage(core: Core, providerId: string, flow: OAuthFlowRecord, error: string | null, typed: string): string {
  const action = `${MOCK_PROVIDER_PATH}/${encodeURIComponent(providerId)}/authorize`;
  const state = `<input type="hidden" name="state" value="${escapeHtml(flow.innerState)}">`;
  const identities = knownIdentities(core, flow);
  const chooser = identities.length === 0 ? "" : `<h2>Choose an account</h2><ul>${identities.map((email) =>
    `<li><form method="post" action="${escapeHtml(action)}">${state}<input type="hidden" name="email" value="${escapeHtml(email)}">`
    + `<button type="submit">Sign in as ${escapeHtml(email)}</button></form></li>`).join("")}</ul>`;
  const name = escapeHtml(providerId);
  return layout(`Sign in with ${providerId} (emulator)`, `<h1>Sign in with ${name}</h1>
<p class="note">This is the gatehouse emulator's mock ${name} provider: no password is needed.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
${chooser}
<h2>${identities.length === 0 ? "Sign in" : "Or use another email"}</h2>
<form method="post" action="${escapeHtml(action)}">${state}
<label for="mock-email">Email</label>
<input id="mock-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(typed)}">
<button type="submit">Sign in as this email</button>
</form>
<form method="post" action="${escapeHtml(action)}">${state}<input type="hidden" name="deny" value="1">
<button type="submit">Deny access</button></form>`);
}

function unknownFlowPage(): Reply {
  return html(400, layout("Sign-in request not found", `<h1>Sign-in request not found</h1>
<p class="error" role="alert">This sign-in request is unknown or has expired (they last 10 minutes). Go back to the app and start signing in again.</p>`));
}

export const mockOAuthProviderRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: `${MOCK_PROVIDER_PATH}/:provider_id/authorize`,
    access: "none",
    query: { client_id: s.string(), redirect_uri: s.string(), scope: s.string(), response_type: s.string(), state: s.string() },
    handler({ core, params, query, baseUrl }) {
      const flow = liveFlow(core, params.provider_id, query.state);
      if (!flow) return unknownFlowPage();
      // A test scripted who signs in: answer as if that account had been chosen.
      const scripted = takeQueuedMockAccount(core, params.provider_id);
      if (scripted === undefined) return html(200, renderPage(core, params.provider_id, flow, null, ""));
      const callback = new URL(`${baseUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(params.provider_id)}`);
      callback.searchParams.set("code", issueProviderCode(core, params.provider_id, flow.innerState, scripted));
      callback.searchParams.set("state", flow.innerState);
      core.changed();
      return new Response(null, { status: 303, headers: { location: callback.toString() } });
    },
  }),
  route({
    method: "POST",
    path: `${MOCK_PROVIDER_PATH}/:provider_id/authorize`,
    access: "none",
    body: s.object({ state: s.string(), email: s.string(), deny: s.string() }, { allowUnknown: true }),
    handler({ core, params, body, baseUrl }) {
      const providerId: string = params.provider_id;
      const flow = liveFlow(core, providerId, body?.state);
      if (!flow || !body) return unknownFlowPage();
      const callback = new URL(`${baseUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(providerId)}`);
      if (body.deny !== undefined) {
        callback.searchParams.set("error", "access_denied");
        callback.searchParams.set("error_description", "The user denied access.");
      } else {
        const email = normalizeMockEmail(String(body.email ?? ""));
        if (!EMAIL.test(email)) return html(400, renderPage(core, providerId, flow, "Enter a valid email address to sign in as.", String(body.email ?? "")));
        callback.searchParams.set("code", issueProviderCode(core, providerId, flow.innerState, email));
      }
      callback.searchParams.set("state", flow.innerState);
      core.changed();
      return new Response(null, { status: 303, headers: { location: callback.toString() } });
    },
  }),
];
