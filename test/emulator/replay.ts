/**
 * Replays recorded exchanges (test/fixtures/protocol/exchanges/*.json) against an emulator and
 * compares the answers: status, `x-stack-known-error`, `x-stack-actual-status`,
 * content-type, and the body (known errors exactly; SCHEMA_ERROR lines as a set;
 * success bodies by shape and fixed values, ignoring ids, timestamps and tokens).
 *
 * Placeholders are filled from a `ReplayWorld`: project keys by project id, and the
 * latest session per project (learnt from earlier answers that carried tokens). Ids
 * the recording had (users, sessions, projects) are mapped to the emulator's ids as
 * answers come in, so later requests and expected bodies use the emulator's ids.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { decodeJwt, decodeProtectedHeader } from "jose";
import type { Emulator, ProjectCredentials } from "../../src/emulator";

export type Exchange = {
  title: string;
  request: { method: string; path: string; headers: Record<string, string>; body?: unknown; body_is_raw_text?: boolean };
  response: { status: number; headers: Record<string, string>; body: unknown };
};

const EXCHANGES_DIR = fileURLToPath(new URL("../fixtures/protocol/exchanges/", import.meta.url));

export function loadExchanges(file: string): Exchange[] {
  return JSON.parse(readFileSync(`${EXCHANGES_DIR}${file}`, "utf8")) as Exchange[];
}

export const RECORDED_BASE = "http://localhost:8102";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE45 = /^[0-9a-z]{45}$/;
/** Full key strings (user/team API keys, project key sets): learnt like ids, since later requests reuse them. */
const KEY_STRING = /^(?:(?:sk|pk)_[0-9a-z]{45}[0-9a-f]{32}(?:user|team)[0-3]574ck4u7h[0-9a-f]{8}|(?:pck|ssk|sak)_[0-9a-z]{45})$/;

export type Tokens = { access?: string; refresh?: string };

export class ReplayWorld {
  /** Keys by project id (recorded ids are used as real ids where possible). */
  readonly projects = new Map<string, ProjectCredentials>();
  /** The latest session seen per project id. */
  readonly sessions = new Map<string, Tokens>();
  /** Recorded id → emulator id. */
  readonly ids = new Map<string, string>();
  /** Extra literal placeholders (e.g. `<access-token (expired)>`). */
  readonly placeholders = new Map<string, string>();

  constructor(readonly emulator: Emulator) {
    this.projects.set(emulator.defaultProject.id, emulator.defaultProject);
    this.projects.set(emulator.internalProject.id, emulator.internalProject);
  }

  addProject(credentials: ProjectCredentials): void {
    this.projects.set(credentials.id, credentials);
  }

  mapId(value: string): string {
    return this.ids.get(value) ?? value;
  }

  /** Replaces every recorded id inside a string. */
  mapIdsIn(text: string): string {
    let out = text;
    for (const [from, to] of this.ids) out = out.split(from).join(to);
    return out;
  }
}

function projectOfPlaceholder(world: ReplayWorld, placeholder: string, fallbackProject: string | undefined): { kind: string; project: string | undefined } {
  const m = /^<([a-z -]+?)(?: of project ([^>]+))?>$/.exec(placeholder);
  if (!m) return { kind: "", project: undefined };
  return { kind: m[1]!, project: m[2] ? world.mapId(m[2]) : fallbackProject };
}

function fill(world: ReplayWorld, text: string, projectId: string | undefined): string {
  return world.mapIdsIn(text).replace(/<[^<>]+>/g, (placeholder) => {
    const literal = world.placeholders.get(placeholder);
    if (literal !== undefined) return literal;
    const { kind, project } = projectOfPlaceholder(world, placeholder, projectId);
    if (project === undefined) return placeholder;
    const keys = world.projects.get(project);
    switch (kind) {
      case "publishable-client-key": return keys?.publishableClientKey ?? placeholder;
      case "secret-server-key": return keys?.secretServerKey ?? placeholder;
      case "super-secret-admin-key": return keys?.superSecretAdminKey ?? placeholder;
      case "access-token": return world.sessions.get(project)?.access ?? placeholder;
      case "refresh-token": return world.sessions.get(project)?.refresh ?? placeholder;
      default: return placeholder;
    }
  });
}

/** Builds the emulator request for a recorded exchange. */
export function buildRequest(world: ReplayWorld, exchange: Exchange): Request {
  const { request } = exchange;
  const headerProject = request.headers["x-stack-project-id"];
  let bodyText: string | undefined;
  if (request.body !== undefined) bodyText = request.body_is_raw_text ? String(request.body) : JSON.stringify(request.body);
  // The token endpoint names its project in `client_id`.
  // (The authorize step, a GET, names it in its query.)
  const clientId = (bodyText ? /client_id"?[=:]"?([0-9a-z-]+)/.exec(bodyText)?.[1] : undefined) ?? /[?&]client_id=([0-9a-z-]+)/.exec(request.path)?.[1];
  const projectId = headerProject ?? clientId;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // The admin access token is always a token of an `internal` user.
    const project = name === "x-stack-admin-access-token" ? "internal" : projectId;
    headers.set(name, fill(world, value, project));
  }
  // Bytes, so that fetch adds no content type of its own (some recordings sent none).
  const body = bodyText === undefined ? undefined : new TextEncoder().encode(fill(world, bodyText, projectId));
  return new Request(`${RECORDED_BASE}${fill(world, request.path, projectId)}`, { method: request.method, headers, body });
}

function isVolatileKey(key: string): boolean {
  return /(_millis|_at|^iat|^exp|^id|_id|token|^kid|^x|^y|^code|^user_count|^nonce|^last_four)$/.test(key);
}

/** Compares a success body by shape; records id mappings from `expected` to `actual`. */
function compareShape(world: ReplayWorld, expected: unknown, actual: unknown, path: string, diffs: string[], key = ""): void {
  if (typeof expected === "string" && expected.startsWith("<jwt: ")) {
    if (typeof actual !== "string") return void diffs.push(`${path}: expected a JWT, got ${JSON.stringify(actual)}`);
    compareJwt(world, expected, actual, path, diffs);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return void diffs.push(`${path}: expected an array`);
    if (expected.length !== actual.length) diffs.push(`${path}: expected ${expected.length} items, got ${actual.length}`);
    expected.forEach((e, i) => compareShape(world, e, actual[i], `${path}[${i}]`, diffs, key));
    return;
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return void diffs.push(`${path}: expected an object, got ${JSON.stringify(actual)}`);
    const ek = Object.keys(expected).sort().join(",");
    const ak = Object.keys(actual).sort().join(",");
    if (ek !== ak) diffs.push(`${path}: keys differ: expected [${ek}] got [${ak}]`);
    for (const k of Object.keys(expected)) compareShape(world, (expected as any)[k], (actual as any)[k], `${path}.${k}`, diffs, k);
    return;
  }
  if (typeof expected !== typeof actual && !(expected === null || actual === null)) {
    return void diffs.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
  if (typeof expected === "string" && typeof actual === "string" && UUID.test(expected) && UUID.test(actual)) {
    if (!world.ids.has(expected) && expected !== actual) world.ids.set(expected, actual);
    else if (world.mapId(expected) !== actual) diffs.push(`${path}: expected id ${world.mapId(expected)}, got ${actual}`);
    return;
  }
  if (typeof expected === "string" && KEY_STRING.test(expected) && typeof actual === "string" && KEY_STRING.test(actual)) {
    if (!world.ids.has(expected)) world.ids.set(expected, actual);
    return;
  }
  if (typeof expected === "string" && CODE45.test(expected) && typeof actual === "string" && CODE45.test(actual)) {
    // Codes handed out (polling/login codes, ...) come back in later requests: map them like ids.
    if (expected !== actual && !world.ids.has(expected)) world.ids.set(expected, actual);
    return;
  }
  if (isVolatileKey(key) && typeof expected === typeof actual && expected !== null && actual !== null) return;
  if (expected !== actual && world.mapIdsIn(String(expected)) !== String(actual)) {
    diffs.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

function compareJwt(world: ReplayWorld, expected: string, actual: string, path: string, diffs: string[]): void {
  const inner = expected.slice("<jwt: ".length, -1);
  const split = inner.indexOf("}.{");
  const expHeader = JSON.parse(inner.slice(0, split + 1));
  const expClaims = JSON.parse(inner.slice(split + 2));
  const header = decodeProtectedHeader(actual);
  const claims = decodeJwt(actual);
  if (Object.keys(header).join(",") !== Object.keys(expHeader).join(",")) diffs.push(`${path}: JWT header keys ${Object.keys(header)}`);
  if (Object.keys(claims).join(",") !== Object.keys(expClaims).join(",")) diffs.push(`${path}: JWT claim order ${Object.keys(claims)}`);
  compareShape(world, { ...expClaims, iss: undefined }, { ...claims, iss: undefined }, `${path}<claims>`, diffs);
  const expIss = world.mapIdsIn(String(expClaims.iss));
  if (claims.iss !== expIss) diffs.push(`${path}: iss ${claims.iss} != ${expIss}`);
  if ((claims.exp as number) - (claims.iat as number) !== expClaims.exp - expClaims.iat) diffs.push(`${path}: lifetime differs`);
}

function schemaLines(message: string): { head: string; lines: string[] } {
  const [head, ...lines] = message.split("\n");
  return { head: head!, lines: lines.sort() };
}

/** Compares an answer with the recording; returns the differences (empty = match). */
export async function compareResponse(world: ReplayWorld, exchange: Exchange, response: Response): Promise<string[]> {
  const diffs: string[] = [];
  const exp = exchange.response;
  if (response.status !== exp.status) diffs.push(`status ${response.status} != ${exp.status}`);
  for (const header of ["x-stack-known-error", "x-stack-actual-status", "content-type"]) {
    const want = exp.headers[header] === "application/json" ? "application/json; charset=utf-8" : exp.headers[header];
    const got = response.headers.get(header) ?? undefined;
    if (want !== got) diffs.push(`header ${header}: ${got} != ${want}`);
  }
  const raw = await response.text();
  const isJson = (response.headers.get("content-type") ?? "").startsWith("application/json");
  let body: unknown = raw;
  if (isJson) {
    try {
      body = JSON.parse(raw);
    } catch {
      diffs.push("body is not JSON");
      return diffs;
    }
  }
  const code = exp.headers["x-stack-known-error"];
  if (code) {
    const e = exp.body as { code: string; details?: any; error: string };
    if (typeof body !== "object" || body === null) {
      diffs.push(`expected known error ${code}, got ${JSON.stringify(body).slice(0, 300)}`);
      return diffs;
    }
    const a = body as { code: string; details?: any; error: string };
    if (a.code !== e.code) diffs.push(`code ${a.code} != ${e.code}`);
    if (Object.keys(a).join(",") !== Object.keys(e).join(",")) diffs.push(`known-error keys ${Object.keys(a)}`);
    if (code === "SCHEMA_ERROR") {
      const want = schemaLines(world.mapIdsIn(e.error));
      const got = schemaLines(String(a.error));
      if (JSON.stringify(want) !== JSON.stringify(got)) diffs.push(`schema message:\n${a.error}\n!=\n${world.mapIdsIn(e.error)}`);
    } else if (code === "ACCESS_TOKEN_EXPIRED" || code === "ADMIN_ACCESS_TOKEN_EXPIRED") {
      if (a.error.replace(/\(The access token expired at .*\)/, "") !== e.error.replace(/\(The access token expired at .*\)/, "")) diffs.push(`message ${a.error}`);
      if (typeof a.details?.expired_at_millis !== "number") diffs.push("details.expired_at_millis missing");
    } else if (code === "MULTI_FACTOR_AUTHENTICATION_REQUIRED") {
      if (a.error !== e.error || typeof a.details?.attempt_code !== "string") diffs.push("mfa error differs");
    } else {
      if (a.error !== world.mapIdsIn(e.error)) diffs.push(`message ${JSON.stringify(a.error)} != ${JSON.stringify(world.mapIdsIn(e.error))}`);
      if (JSON.stringify(a.details) !== (e.details === undefined ? undefined : world.mapIdsIn(JSON.stringify(e.details)))) diffs.push(`details ${JSON.stringify(a.details)} != ${JSON.stringify(e.details)}`);
    }
  } else if (typeof exp.body === "string") {
    const want = world.mapIdsIn(exp.body);
    if (body !== want) diffs.push(`text ${JSON.stringify(body)} != ${JSON.stringify(want)}`);
  } else {
    compareShape(world, exp.body, body, "body", diffs);
  }
  return diffs;
}

/** Remembers tokens from a successful sign-in answer as the project's latest session. */
function learnTokens(world: ReplayWorld, body: unknown): void {
  // Only sign-in answers (they carry `user_id`) change who is acting; sessions created
  // for other users (`POST /auth/sessions`) and refreshes do not.
  // The OAuth code grant is a sign-in answer too, without `user_id` (it has `is_new_user`).
  const isSignIn = typeof (body as any)?.user_id === "string" || typeof (body as any)?.is_new_user === "boolean";
  if (typeof body !== "object" || body === null || typeof (body as any).access_token !== "string" || !isSignIn) return;
  const claims = decodeJwt((body as any).access_token);
  const project = String(claims.aud);
  const previous = world.sessions.get(project) ?? {};
  const refresh = (body as any).refresh_token as string | undefined;
  // Refreshing keeps the session's refresh token; a new refresh token starts a new session.
  world.sessions.set(project, { access: (body as any).access_token, refresh: refresh ?? previous.refresh });
}

export type ReplayStep = {
  index: number;
  exchange: Exchange;
  diffs: string[];
};

/** Sends one exchange and compares; learns ids and tokens from the answer. */
export async function replayOne(world: ReplayWorld, exchange: Exchange, index: number): Promise<ReplayStep> {
  const request = buildRequest(world, exchange);
  const response = await world.emulator.fetch(request.clone());
  const copy = response.clone();
  const diffs = await compareResponse(world, exchange, response);
  if ((copy.headers.get("content-type") ?? "").startsWith("application/json") && !copy.headers.get("x-stack-known-error")) {
    learnTokens(world, await copy.json());
  }
  return { index, exchange, diffs };
}

/**
 * Replays a whole file in order. `before[i]` runs before exchange i (set up state the
 * recording made off the record); `skip` lists exchanges of other areas, with a reason.
 */
export async function replayFile(world: ReplayWorld, file: string, options: {
  before?: Record<number, (world: ReplayWorld) => Promise<void> | void>;
  skip?: Record<number, string>;
  only?: number[];
} = {}): Promise<ReplayStep[]> {
  const exchanges = loadExchanges(file);
  const steps: ReplayStep[] = [];
  for (let i = 0; i < exchanges.length; i++) {
    await options.before?.[i]?.(world);
    if (options.skip?.[i] !== undefined) continue;
    if (options.only && !options.only.includes(i)) continue;
    steps.push(await replayOne(world, exchanges[i]!, i));
  }
  return steps;
}

/** Formats failed steps for an assertion message. */
export function failures(steps: ReplayStep[]): string[] {
  return steps.filter((s) => s.diffs.length > 0).map((s) => `#${s.index} ${s.exchange.title}\n    ${s.diffs.join("\n    ")}`);
}
