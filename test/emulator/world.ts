/**
 * The setup the recordings were made against (test/fixtures/protocol/README.md "Setup"), rebuilt
 * in an emulator: the test project under its recorded id, plus helpers for state the
 * recorder created off the record.
 */
import { createEmulator, type Emulator, type EmulatorState, type ProjectConfig } from "../../src/emulator";
import { RECORDED_BASE, ReplayWorld } from "./replay";

export const TEST_PROJECT_ID = "537a3a1b-726d-4bea-b097-c1b507fa64d9";
export const OWNED_PROJECT_ID = "de549174-07e4-4b7b-8baf-8b6894278c90";

export const ALL_FEATURES: Partial<ProjectConfig> = {
  magic_link_enabled: true,
  passkey_enabled: true,
  client_team_creation_enabled: true,
  client_user_deletion_enabled: true,
  allow_user_api_keys: true,
  allow_team_api_keys: true,
  oauth_providers: ["github", "google", "microsoft", "spotify"].map((id) => ({ id, type: "shared" as const })),
};

export function recordedWorld(options: { now?: number } = {}): ReplayWorld {
  const emulator = createEmulator({ now: options.now ?? Date.UTC(2026, 10, 21, 20, 0, 0) });
  const world = new ReplayWorld(emulator);
  world.addProject(emulator.createProject({ id: TEST_PROJECT_ID, displayName: "Oracle Test Project", config: ALL_FEATURES }));
  return world;
}

export function clientHeaders(world: ReplayWorld, projectId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "x-stack-project-id": projectId,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": world.projects.get(projectId)!.publishableClientKey,
    "content-type": "application/json",
    ...extra,
  };
}

export function serverHeaders(world: ReplayWorld, projectId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "x-stack-project-id": projectId,
    "x-stack-access-type": "server",
    "x-stack-secret-server-key": world.projects.get(projectId)!.secretServerKey,
    "content-type": "application/json",
    ...extra,
  };
}

export async function call(emulator: Emulator, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  const sent = { ...headers };
  // An empty body with a JSON content type is malformed JSON to the service.
  if (body === undefined) delete sent["content-type"];
  return emulator.fetch(new Request(`${RECORDED_BASE}/api/v1${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

/** Signs a user up with a password and makes its session the project's current one. */
export async function signUp(world: ReplayWorld, projectId: string, email: string, password = "Correct-Horse-9") {
  const res = await call(world.emulator, "POST", "/auth/password/sign-up", clientHeaders(world, projectId), {
    email,
    password,
    verification_callback_url: "http://localhost:3000/handler/email-verification",
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string; user_id: string };
  world.sessions.set(projectId, { access: body.access_token, refresh: body.refresh_token });
  return body;
}

/** Creates a user through `POST /users` (server) and returns its id. */
export async function createUser(world: ReplayWorld, projectId: string, body: Record<string, unknown>): Promise<string> {
  const res = await call(world.emulator, "POST", "/users", serverHeaders(world, projectId), body);
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** An access token that expired: signs in 11 minutes in the past. */
export async function expiredToken(world: ReplayWorld, projectId: string, email: string, password = "Correct-Horse-9"): Promise<string> {
  const clock = world.emulator.clock;
  clock.advance(-11 * 60 * 1000);
  const res = await call(world.emulator, "POST", "/auth/password/sign-in", clientHeaders(world, projectId), { email, password });
  clock.advance(11 * 60 * 1000);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The same token with its signature changed. */
export function corruptSignature(token: string): string {
  const last = token.at(-2) === "A" ? "B" : "A";
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

type DeepWritable<T> = T extends readonly (infer U)[] ? DeepWritable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepWritable<T[K]> } : T;

/**
 * The live state with its read-only types lifted, for setting up what the recorder did off
 * the record (a config switch, a fixed key set). Changes made here bypass the emulator's
 * store: fine for fields no index reads, which is all these tests change.
 */
export function writableState(emulator: Emulator): DeepWritable<EmulatorState> {
  return emulator.getState() as DeepWritable<EmulatorState>;
}
