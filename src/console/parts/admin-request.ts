/**
 * A call of the service's API with the project's admin key, for the few things the admin
 * tier's objects do with a lesser key. A user object of the admin tier lists sessions with
 * the server key, as the official SDK's does, and the service lists impersonation sessions to
 * admin access only (docs/protocol.md §9), so the console asks itself. The headers are the
 * ones the SDK sends for an admin call (docs/protocol.md §5.1); a known error comes back as
 * the SDK's own error class, anything else as an Error with the service's text.
 */
import { knownErrorFromJson } from "../../errors";
import type { ConsoleProject } from "../page-props";

/** Where the console asks: the page's own origin (the emulator), unless told otherwise. */
export function emulatorOrigin(): string {
  return typeof location !== "undefined" && /^https?:$/.test(location.protocol) ? location.origin : "http://localhost";
}

export type AdminRequest = {
  method: "GET" | "POST" | "DELETE";
  /** Below `/api/v1`, starting with `/`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

export async function adminRequest<T>(project: ConsoleProject, request: AdminRequest, fetcher: typeof fetch = fetch): Promise<T> {
  const url = new URL(`/api/v1${request.path}`, emulatorOrigin());
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    "X-Stack-Project-Id": project.id,
    "X-Stack-Access-Type": "admin",
    "X-Stack-Publishable-Client-Key": project.publishableClientKey,
    "X-Stack-Secret-Server-Key": project.secretServerKey,
    "X-Stack-Super-Secret-Admin-Key": project.superSecretAdminKey,
  };
  // A DELETE carries `{}`, as the SDK's do.
  const body = request.body ?? (request.method === "GET" ? undefined : {});
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetcher(url.toString(), { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.headers.get("x-stack-known-error")) throw knownErrorFromJson(JSON.parse(text), res.status);
  if (!res.ok) throw new Error(`The service answered ${res.status}: ${text || res.statusText}`);
  return JSON.parse(text) as T;
}
