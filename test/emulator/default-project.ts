/**
 * Requests to an emulator's built-in default project, for tests that need no recorded setup.
 */
import type { Emulator } from "../../src/emulator";

export const PASSWORD = "Correct-Horse-9";
export const CALLBACK = "http://localhost:3000/handler/email-verification";

export function clientHeaders(em: Emulator, accessToken?: string): Record<string, string> {
  const p = em.defaultProject;
  return {
    "x-stack-project-id": p.id,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": p.publishableClientKey,
    ...(accessToken ? { "x-stack-access-token": accessToken } : {}),
  };
}

export function serverHeaders(em: Emulator): Record<string, string> {
  const p = em.defaultProject;
  return { "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey };
}

/** `method path` under `/api/v1` with a JSON body (a string body is sent as is). */
export function send(em: Emulator, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  const sent: Record<string, string> = body === undefined ? headers : { "content-type": "application/json", ...headers };
  return em.fetch(`http://localhost:8102/api/v1${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function signUp(em: Emulator, email: string): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const res = await send(em, "POST", "/auth/password/sign-up", clientHeaders(em), { email, password: PASSWORD, verification_callback_url: CALLBACK });
  if (res.status !== 200) throw new Error(`sign-up of ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string; user_id: string };
}

/** The known-error code of an answer, or null. */
export async function errorCode(res: Response): Promise<string | null> {
  const code = res.headers.get("x-stack-known-error");
  await res.arrayBuffer();
  return code;
}
