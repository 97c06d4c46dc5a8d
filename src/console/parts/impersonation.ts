/**
 * "Open the app as this user": the console asks the emulator it is served by for a
 * one-time sign-in link (POST /emulator/api/projects/:id/users/:user_id/impersonate,
 * routes/console-impersonate.ts in the emulator). The emulator checks the URL against the
 * project's trusted domains; a refusal comes back as the service's known error.
 */
import { knownErrorFromJson } from "../../errors";
import type { AdminProject } from "../../index";
import { emulatorOrigin } from "./admin-request";

export type ImpersonationLink = { url: string; expiresAt: Date };

export async function requestImpersonationLink(
  projectId: string,
  userId: string,
  callbackUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<ImpersonationLink> {
  const path = `/emulator/api/projects/${encodeURIComponent(projectId)}/users/${encodeURIComponent(userId)}/impersonate`;
  const res = await fetcher(new URL(path, emulatorOrigin()).toString(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: callbackUrl }),
  });
  const text = await res.text();
  const code = res.headers.get("x-stack-known-error");
  if (code) throw knownErrorFromJson(JSON.parse(text), res.status);
  if (!res.ok) throw new Error(`The emulator refused: ${text || res.status}`);
  const body = JSON.parse(text) as { url: string; expiresAtMillis: number };
  return { url: body.url, expiresAt: new Date(body.expiresAtMillis) };
}

/**
 * A page of the app's handler (`magic-link-callback`, `team-invitation`), as a first guess
 * the developer can change: under the first trusted domain's handler, else under the usual
 * local dev server's.
 */
export function suggestedHandlerUrl(project: Pick<AdminProject, "config"> | undefined, page: string): string {
  const domain = project?.config.domains[0];
  if (domain) {
    try {
      const base = new URL(domain.domain);
      const handler = `/${domain.handlerPath.replace(/^\/+|\/+$/g, "")}`.replace(/^\/$/, "");
      return new URL(`${base.pathname.replace(/\/+$/, "")}${handler}/${page}`, base.origin).toString();
    } catch {
      // not a URL: fall through to localhost
    }
  }
  return `http://localhost:3000/handler/${page}`;
}

/** The app's magic-link callback page, where an impersonation link goes. */
export function suggestedCallbackUrl(project: Pick<AdminProject, "config"> | undefined): string {
  return suggestedHandlerUrl(project, "magic-link-callback");
}

const CALLBACK_KEY = "gatehouse-console-callback:";

/** The callback page last used for a link of this project in this browser (the guess can't know the app's port). */
export function rememberedCallbackUrl(projectId: string): string | null {
  try {
    return window.localStorage.getItem(CALLBACK_KEY + projectId);
  } catch {
    return null;
  }
}

/** Remembers the callback page a link was made for, as the project's first guess next time. */
export function rememberCallbackUrl(projectId: string, url: string): void {
  try {
    window.localStorage.setItem(CALLBACK_KEY + projectId, url);
  } catch {
    // storage unavailable: the guess stays the trusted domain's or localhost's
  }
}
