/**
 * Route conformance: each case states what the service answers a request (status,
 * known-error code, body fields, the mail it sends) and runs it against an in-process
 * emulator, so a difference fails with the route's name. The facts come from the service's
 * public source and end-to-end suite at the protocol's version (docs/protocol.md); the
 * tests are written from them, not copied.
 */
import { expect } from "vitest";
import { createEmulator, type Emulator, type ProjectCredentials } from "../../../src/emulator/index";
import {
  INTERNAL_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_SECRET_SERVER_KEY,
  INTERNAL_SUPER_SECRET_ADMIN_KEY,
} from "../../../src/interface/wire/defaults";

export const BASE = "http://localhost:8102";
export const APP = "http://localhost:3000";
export const PASSWORD = "Correct-Horse-9";

export type Tier = "client" | "server" | "admin";
export type Keys = { id: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string };

export const INTERNAL: Keys = {
  id: INTERNAL_PROJECT_ID,
  publishableClientKey: INTERNAL_PUBLISHABLE_CLIENT_KEY,
  secretServerKey: INTERNAL_SECRET_SERVER_KEY,
  superSecretAdminKey: INTERNAL_SUPER_SECRET_ADMIN_KEY,
};

/** The headers of a tier with a project's keys, plus an access token when given. */
export function tierHeaders(project: Keys | ProjectCredentials, tier: Tier, accessToken?: string): Record<string, string> {
  const headers: Record<string, string> = { "x-stack-project-id": project.id, "x-stack-access-type": tier };
  if (tier === "client") headers["x-stack-publishable-client-key"] = project.publishableClientKey;
  if (tier === "server") headers["x-stack-secret-server-key"] = project.secretServerKey;
  if (tier === "admin") headers["x-stack-super-secret-admin-key"] = project.superSecretAdminKey;
  if (accessToken) headers["x-stack-access-token"] = accessToken;
  return headers;
}

export type Answer = { status: number; headers: Headers; text: string; body: any };

/** Sends a request to the emulator in-process; `path` starts at the API root (`/api/v1/...`). */
export async function send(emulator: Emulator, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const sent = { ...headers };
  if (body !== undefined) sent["content-type"] = "application/json";
  const res = await emulator.fetch(new Request(`${BASE}${path}`, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await res.text();
  let parsed: unknown = undefined;
  if ((res.headers.get("content-type") ?? "").startsWith("application/json")) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, body: parsed };
}

/** The service's answer with a known error: the status, the code in the JSON body and in `x-stack-known-error`. */
export function expectKnownError(answer: Answer, status: number, code: string): void {
  expect({ status: answer.status, header: answer.headers.get("x-stack-known-error"), code: answer.body?.code }).toEqual({ status, header: code, code });
}

/** The service's answer with a plain-text (non-known) error. */
export function expectTextError(answer: Answer, status: number, text: string): void {
  expect({ status: answer.status, knownError: answer.headers.get("x-stack-known-error"), text: answer.text }).toEqual({ status, knownError: null, text });
}

/** A SCHEMA_ERROR whose message lists `problem`. */
export function expectSchemaError(answer: Answer, problem: string): void {
  expectKnownError(answer, 400, "SCHEMA_ERROR");
  expect(answer.body.error).toContain(problem);
}

export function newEmulator(options: Parameters<typeof createEmulator>[0] = {}): Emulator {
  return createEmulator(options);
}

/** Signs a user up with a password on the project (client tier); returns its tokens. */
export async function signUp(emulator: Emulator, project: Keys | ProjectCredentials, email: string, headers: Record<string, string> = {}): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const answer = await send(emulator, "POST", "/api/v1/auth/password/sign-up", { ...tierHeaders(project, "client"), ...headers }, {
    email,
    password: PASSWORD,
    verification_callback_url: `${APP}/handler/email-verification`,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Signs in with the one-time code of the sign-in mail (found as the service's suite finds it: alone on a line). */
export async function signInWithOtp(emulator: Emulator, project: Keys | ProjectCredentials, email: string, headers: Record<string, string> = {}): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const sent = await send(emulator, "POST", "/api/v1/auth/otp/send-sign-in-code", { ...tierHeaders(project, "client"), ...headers }, {
    email,
    callback_url: `${APP}/handler/magic-link-callback`,
  });
  expect(sent.status).toBe(200);
  const mail = emulator.outbox.latest({ to: email })!;
  const otp = /^[A-Z0-9]{6}$/m.exec(mail.text)?.[0];
  expect(otp, "the sign-in mail has its code alone on a line").toBeDefined();
  const answer = await send(emulator, "POST", "/api/v1/auth/otp/sign-in", { ...tierHeaders(project, "client"), ...headers }, { code: `${otp}${sent.body.nonce}` });
  expect(answer.status).toBe(200);
  return answer.body;
}
