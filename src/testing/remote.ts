/**
 * An emulator reached by URL (`startEmulator({ url })`): projects are made the way the
 * dashboard makes them (an owner in the `internal` project creates the project, then a key
 * set for it), the outbox is read from `/emulator/api/emails`, and the clock moves through
 * `/emulator/api/clock/advance`.
 */
import type { EmailRecord, NewProjectOptions, ProjectCredentials } from "../emulator/index";
import { INTERNAL_PROJECT_ID, INTERNAL_PUBLISHABLE_CLIENT_KEY } from "../interface/wire/defaults";
import { TestingError } from "./errors";

/** Calls the emulator's API; a non-2xx answer throws with its body. */
async function call(url: string, path: string, headers: Record<string, string>, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api/v1${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new TestingError(`The emulator at ${url} refused POST ${path} (${response.status}): ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Creates a project with a key set on the emulator at `url`, owned by a new user of the `internal` project. */
export async function createRemoteProject(url: string, options: NewProjectOptions): Promise<ProjectCredentials> {
  const owner = await call(url, "/auth/password/sign-up", {
    "x-stack-access-type": "client",
    "x-stack-project-id": INTERNAL_PROJECT_ID,
    "x-stack-publishable-client-key": INTERNAL_PUBLISHABLE_CLIENT_KEY,
  }, { email: `owner-${crypto.randomUUID()}@gatehouse-testing.example`, password: `${crypto.randomUUID()}-Aa1`, verification_callback_url: "http://localhost/handler/email-verification" });
  const ownerToken = String(owner.access_token);
  const project = await call(url, "/internal/projects", {
    "x-stack-access-type": "client",
    "x-stack-project-id": INTERNAL_PROJECT_ID,
    "x-stack-publishable-client-key": INTERNAL_PUBLISHABLE_CLIENT_KEY,
    "x-stack-access-token": ownerToken,
  }, { display_name: options.displayName ?? "Test Project", ...(options.config ? { config: options.config } : {}) });
  const id = String(project.id);
  const keys = await call(url, "/internal/api-keys", {
    "x-stack-access-type": "admin",
    "x-stack-project-id": id,
    "x-stack-admin-access-token": ownerToken,
  }, { description: "gatehouse/testing", expires_at_millis: Date.now() + 10 * 365 * 864e5, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true });
  return {
    id,
    publishableClientKey: String(keys.publishable_client_key),
    secretServerKey: String(keys.secret_server_key),
    superSecretAdminKey: String(keys.super_secret_admin_key),
  };
}

/** The emails to `to` (or all) in the outbox of the emulator at `url`, oldest first. */
export async function remoteEmails(url: string, to: string | undefined): Promise<EmailRecord[]> {
  const response = await fetch(`${url}/emulator/api/emails${to === undefined ? "" : `?to=${encodeURIComponent(to)}`}`);
  if (!response.ok) throw new TestingError(`The emulator at ${url} did not list its outbox (${response.status}).`);
  return ((await response.json()) as { items: EmailRecord[] }).items;
}

/** Moves the clock of the emulator at `url` by `ms` (its `POST /emulator/api/clock/advance`). */
export async function remoteAdvance(url: string, ms: number): Promise<void> {
  const response = await fetch(`${url}/emulator/api/clock/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ms }) });
  if (!response.ok) throw new TestingError(`The emulator at ${url} did not move its clock (${response.status}): ${await response.text()}`);
}
