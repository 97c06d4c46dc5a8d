/**
 * The node:http server builds requests and writes answers without the fetch classes (so a
 * started emulator answers without loading undici). It must answer exactly like the
 * in-process `fetch`: same status, headers and body, also for repeated headers, redirects
 * with cookies, HTML pages and the status override.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";

type Probe = { method: string; path: string; headers?: Record<string, string | string[]>; body?: string };
type Answer = { status: number; headers: Record<string, string>; body: string };

/** Headers that only the HTTP framing has, or that are new on every answer. */
const FRAMING = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-stack-request-id"]);

const NOW = Date.UTC(2030, 0, 1);
let served: Emulator;
let inProcess: Emulator;
let url: string;

beforeAll(async () => {
  served = createEmulator({ now: NOW });
  inProcess = createEmulator({ now: NOW });
  ({ url } = await served.listen(0, "127.0.0.1"));
});
afterAll(() => served.close());

/** Random ids, tokens and codes differ between the two emulators. */
function normalise(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, "<jwt>")
    .replace(/"refresh_token":"[^"]+"/g, '"refresh_token":"<token>"')
    .replace(/stack-oauth-inner-[\w-]+/g, "<cookie>")
    .replace(/state=[\w-]+/g, "state=<state>");
}

function viaHttp(probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${probe.path}`, { method: probe.method, headers: probe.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!FRAMING.has(name) && value !== undefined) headers[name] = normalise(Array.isArray(value) ? value.join(", ") : value);
        }
        resolve({ status: res.statusCode!, headers, body: normalise(body) });
      });
    });
    req.on("error", reject);
    req.end(probe.body);
  });
}

async function viaFetch(probe: Probe): Promise<Answer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(probe.headers ?? {})) for (const v of [value].flat()) headers.append(name, v);
  const res = await inProcess.fetch(`${url}${probe.path}`, { method: probe.method, headers, body: probe.body });
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!FRAMING.has(name)) out[name] = normalise(value);
  });
  return { status: res.status, headers: out, body: normalise(await res.text()) };
}

describe("the HTTP server", () => {
  const client = () => ({
    "x-stack-access-type": "client",
    "x-stack-project-id": served.defaultProject.id,
    "x-stack-publishable-client-key": served.defaultProject.publishableClientKey,
  });
  const json = () => ({ ...client(), "content-type": "application/json" });
  const authorizeQuery = () =>
    new URLSearchParams({
      client_id: served.defaultProject.id, client_secret: served.defaultProject.publishableClientKey,
      redirect_uri: "http://localhost:3000/handler/oauth-callback", scope: "legacy", state: "outer", grant_type: "authorization_code",
      code_challenge: "x".repeat(43), code_challenge_method: "S256", response_type: "code",
    }).toString();

  const probes: [string, () => Probe][] = [
    ["the health check", () => ({ method: "GET", path: "/health" })],
    ["a schema error", () => ({ method: "GET", path: "/health?unknown=1" })],
    ["an unknown path (plain text 404)", () => ({ method: "GET", path: "/api/v1/nope/" })],
    ["a preflight", () => ({ method: "OPTIONS", path: "/api/v1/users/me" })],
    ["the console's page (a Response reply)", () => ({ method: "GET", path: "/emulator" })],
    ["a sign-up", () => ({ method: "POST", path: "/api/v1/auth/password/sign-up", headers: json(), body: JSON.stringify({ email: "http@example.com", password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/verify" }) })],
    ["a form-encoded token request", () => ({ method: "POST", path: "/api/v1/auth/oauth/token", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=refresh_token&refresh_token=nope" })],
    ["invalid JSON", () => ({ method: "POST", path: "/api/v1/auth/password/sign-in", headers: json(), body: "{nope" })],
    ["the status override", () => ({ method: "GET", path: "/api/v1/users/me", headers: { ...client(), "x-stack-override-error-status": "true" } })],
    ["a repeated header (its values joined)", () => ({ method: "GET", path: "/api/v1/users/me", headers: { ...client(), "x-stack-access-type": ["client", "server"] } })],
    ["a redirect that sets a cookie", () => ({ method: "GET", path: `/api/v1/auth/oauth/authorize/github?${authorizeQuery()}` })],
    ["HTML-pretty JSON", () => ({ method: "GET", path: "/api/v1/projects/current", headers: { ...client(), accept: "text/html" } })],
  ];

  for (const [name, probe] of probes) {
    it(`answers like the in-process fetch: ${name}`, async () => {
      const overHttp = await viaHttp(probe());
      expect(overHttp).toEqual(await viaFetch(probe()));
    });
  }

  it("answers 400 to what a fetch Request refuses (TRACE)", async () => {
    const answer = await viaHttp({ method: "TRACE", path: "/health" });
    expect(answer).toMatchObject({ status: 400, body: "Bad request" });
  });
});
