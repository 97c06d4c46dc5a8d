/**
 * The request log behind the console's Requests page (`/emulator/requests`,
 * `/emulator/api/requests`): the last {@link REQUEST_LOG_SIZE} API requests, each with what
 * was asked and answered, secrets masked (./mask-secrets). Kept in memory only, bounded in
 * entries and in body size, and never part of the state: not saved to the data file, not
 * reset by `reset()`.
 */
import { randomUUID } from "node:crypto";
import { type Answer, type Call } from "./call";
import { MASK, isSecretName, maskEchoes, maskHeaders, maskJson, maskParams, maskUrl } from "./mask-secrets";
import type { LoggedRequest, RequestFilter, SourceCounts } from "../../interface/wire/emulator-api";
import { isStreamBody } from "./event-stream";
import { requestSource } from "./request-source";

/** Requests kept; the oldest is dropped for each new one past this. */
export const REQUEST_LOG_SIZE = 300;

/** Characters of a body kept (after masking); the rest is cut with a note. */
export const LOGGED_BODY_CHARS = 16 * 1024;

/** What the dispatcher learnt of a request while running it. */
export type RequestTrace = {
  started: number;
  startedAt: number;
  route: string | null;
  project: string | null;
  tier: string | null;
  /** The body bytes, once the pipeline read them. */
  body: ArrayBuffer | null;
};

export class RequestLog {
  private readonly entries: (LoggedRequest | undefined)[];
  private next = 0;
  private count = 0;
  private added = 0;
  /** Tells this log from another's (an emulator restarted on the same port) in {@link version}. */
  private readonly instance = randomUUID().slice(0, 8);

  constructor(readonly capacity = REQUEST_LOG_SIZE) {
    this.entries = new Array(capacity);
  }

  add(entry: LoggedRequest): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
    this.added++;
  }

  /**
   * Changes with every entry added, and differs between two logs: whatever is listed with a
   * filter is the same while it is (what `/emulator/api/requests` answers a conditional poll with).
   */
  get version(): string {
    return `${this.instance}-${this.added}`;
  }

  /** Newest first. */
  list(filter: RequestFilter = {}): LoggedRequest[] {
    return this.search(filter).items;
  }

  /**
   * The entries matching `filter`, newest first, and how many match every condition but the
   * source, per source (what the Requests page says it hides).
   */
  search(filter: RequestFilter = {}): { items: LoggedRequest[]; bySource: SourceCounts } {
    const items: LoggedRequest[] = [];
    const bySource: SourceCounts = { console: 0, app: 0 };
    for (let i = 1; i <= this.count; i++) {
      const entry = this.entries[(this.next - i + this.capacity) % this.capacity]!;
      if (!matches(entry, filter)) continue;
      bySource[entry.source]++;
      if (filter.source === undefined || entry.source === filter.source) items.push(entry);
    }
    return { items, bySource };
  }

  get(id: string): LoggedRequest | undefined {
    return this.entries.find((entry) => entry?.id === id);
  }

  get size(): number {
    return this.count;
  }
}

/** Whether an entry holds every condition of `filter` but the source (which {@link RequestLog.search} counts apart). */
function matches(entry: LoggedRequest, filter: RequestFilter): boolean {
  if (filter.project && entry.project !== filter.project) return false;
  if (filter.method && entry.method !== filter.method.toUpperCase()) return false;
  if (filter.error && entry.knownError !== filter.error) return false;
  if (filter.route) {
    const needle = filter.route.toLowerCase();
    if (!(entry.route ?? "").toLowerCase().includes(needle) && !entry.path.toLowerCase().includes(needle)) return false;
  }
  if (filter.status) {
    const status = filter.status.toLowerCase();
    if (status === "error") return entry.status >= 400;
    if (/^[1-5]xx$/.test(status)) return Math.floor(entry.status / 100) === Number(status[0]);
    return String(entry.status) === status;
  }
  return true;
}

/** The log entry of an answered request. */
export function logEntry(call: Call, trace: RequestTrace, answer: Answer): LoggedRequest {
  const actual = Number(answer.headers["x-stack-actual-status"]);
  const requestHeaders: [string, string][] = [];
  for (const name of REQUEST_HEADERS_SHOWN) {
    const value = call.headers.get(name);
    if (value !== null) requestHeaders.push([name, value]);
  }
  // The request's secrets, masked first, are looked for in the answer too (an answer may repeat what was sent).
  const found = new Set<string>();
  const shownRequestHeaders = maskHeaders(requestHeaders, found);
  if (shownRequestHeaders.referer !== undefined) shownRequestHeaders.referer = maskUrl(shownRequestHeaders.referer, found);
  const path = maskUrl(`${call.url.pathname}${call.url.search}`, found);
  const requestBody = bodyText(trace.body, call.headers.get("content-type"), { hideOpaqueText: true, found });
  const echoes = [...found];
  const answerHeaders = maskHeaders(Object.entries(answer.headers).filter(([name]) => !ANSWER_HEADERS_HIDDEN.has(name)));
  if (answerHeaders.location !== undefined) answerHeaders.location = maskUrl(answerHeaders.location);
  return {
    id: answer.headers["x-stack-request-id"] ?? "",
    startedAt: trace.startedAt,
    method: call.method,
    path,
    route: trace.route,
    project: trace.project,
    tier: trace.tier,
    source: requestSource(call),
    status: Number.isInteger(actual) && actual > 0 ? actual : answer.status,
    knownError: answer.headers["x-stack-known-error"] ?? null,
    durationMs: Math.round((performance.now() - trace.started) * 10) / 10,
    request: { headers: shownRequestHeaders, body: requestBody },
    // A stream (only the emulator's own events send one, and those are not under `/api`) is not kept.
    answer: { headers: answerHeaders, body: isStreamBody(answer.body) ? "(a stream, not kept)" : bodyText(answer.body, answer.headers["content-type"] ?? null, { echoes }) },
  };
}

/** Request headers worth showing: the protocol's, the few that change an answer, and those that tell the console's calls (./request-source). */
const REQUEST_HEADERS_SHOWN = [
  "content-type", "accept", "origin", "referer", "sec-fetch-site", "user-agent", "authorization", "cookie",
  "x-stack-project-id", "x-stack-branch-id", "x-stack-access-type", "x-stack-client-version",
  "x-stack-publishable-client-key", "x-stack-secret-server-key", "x-stack-super-secret-admin-key",
  "x-stack-admin-access-token", "x-stack-access-token", "x-stack-refresh-token",
  "x-stack-override-error-status", "x-stack-random-nonce", "x-stack-allow-anonymous-user",
];

/** Answer headers every API answer carries alike (CORS), left out as noise. */
const ANSWER_HEADERS_HIDDEN = new Set([
  "access-control-allow-methods", "access-control-allow-headers", "access-control-expose-headers", "access-control-max-age", "vary",
]);

const decoder = new TextDecoder("utf-8", { fatal: true });
const lenientDecoder = new TextDecoder("utf-8");

/**
 * Bodies up to this many characters are parsed, masked and pretty-printed whole; a longer
 * one (up to the 5 MiB a request may have) is not parsed, so that logging it costs little
 * (a page of 100 users is ~55 KB): only its start is kept as sent, masked field by field as text.
 */
const PARSED_BODY_CHARS = LOGGED_BODY_CHARS;

/** JSON text (possibly cut short) with the value of every secret field masked (a string, a cut-off last string, or a number). */
function maskJsonText(text: string): string {
  const mask = (all: string, name: string, colon: string) => (isSecretName(name) ? `"${name}"${colon}"${MASK}"` : all);
  return text
    .replace(/"([^"\\]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*"/g, mask)
    .replace(/"([^"\\]{1,64})"(\s*:\s*)-?\d[\d.eE+-]*/g, mask)
    .replace(/"([^"\\]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*\\?$/, mask);
}

/** Text that is only `name=value` pairs. */
const FORM_FIELDS = /^[\w.[\]%-]{1,64}=[^\s&]*(?:&[\w.[\]%-]{1,64}(?:=[^\s&]*)?)*$/;

/**
 * Whether text sent as another type is form fields (`password=...&code=...`): only pairs,
 * and either more than one or one of a secret name. A lone `name=value` of another name is
 * not taken for a field, since base64 text (`c2VjcmV0==`) looks just like one.
 */
function isFormFields(text: string): boolean {
  if (!FORM_FIELDS.test(text)) return false;
  return text.includes("&") || isSecretName(text.slice(0, text.indexOf("=")));
}

/** How {@link bodyText} masks one body. */
export type BodyMasking = {
  /**
   * Text that is neither JSON nor form fields (a `text/plain` body, say) is not shown, only
   * its size and type: any of it may be a secret, and there is no field name to tell which.
   * For a request's body; an answer's plain text is the emulator's own words.
   */
  hideOpaqueText?: boolean;
  /** Collects each secret value masked (a request's, to look for in its answer). */
  found?: Set<string>;
  /** Secrets of the request, masked wherever this (the answer's) body repeats them. */
  echoes?: readonly string[];
};

/**
 * A body as masked text, cut at {@link LOGGED_BODY_CHARS}; null when empty. JSON (by its
 * content type, or text of another type that parses as JSON) has its secret fields masked
 * whatever their values' types; form fields (by type, or text that is only `name=value`
 * pairs) have the secret ones masked; other text is kept as is, or with `hideOpaqueText`
 * replaced by `[not shown: N bytes of text/plain]`.
 */
export function bodyText(body: string | ArrayBuffer | Uint8Array | null, contentType: string | null, masking: BodyMasking = {}): string | null {
  if (body === null) return null;
  let text: string;
  let size: string;
  let large: boolean;
  if (typeof body === "string") {
    text = body;
    size = `${body.length} characters`;
    large = body.length > PARSED_BODY_CHARS;
  } else {
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
    if (bytes.byteLength === 0) return null;
    size = `${bytes.byteLength} bytes`;
    large = bytes.byteLength > PARSED_BODY_CHARS;
    try {
      text = bytes.byteLength > PARSED_BODY_CHARS ? lenientDecoder.decode(bytes.subarray(0, PARSED_BODY_CHARS)) : decoder.decode(bytes);
    } catch {
      return `[${bytes.byteLength} bytes, not UTF-8 text]`;
    }
  }
  if (text === "") return null;
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const declaredJson = type.includes("json");
  const declaredForm = type === "application/x-www-form-urlencoded";
  const { found, echoes } = masking;
  const opaque = () => {
    if (!masking.hideOpaqueText) return maskEchoes(text, echoes);
    found?.add(text);
    return `[not shown: ${size} of ${type || "text without a content type"}]`;
  };
  let shown: string;
  if (large) {
    const start = text.slice(0, LOGGED_BODY_CHARS);
    const looksJson = declaredJson || (!declaredForm && /^\s*[{[]/.test(start));
    const looksForm = declaredForm || (!looksJson && isFormFields(start));
    if (!looksJson && !looksForm) return opaque();
    shown = maskEchoes(looksJson ? maskJsonText(start) : maskParams(new URLSearchParams(start), found), echoes);
    return `${shown}\n[… a body of ${size}: only its start is kept]`;
  }
  const parsed = declaredForm ? undefined : parseJson(text);
  const maskedParsed = parsed !== undefined && (declaredJson || (parsed !== null && typeof parsed === "object")) ? maskedJsonOf(parsed, found, echoes) : undefined;
  if (maskedParsed !== undefined) {
    shown = maskedParsed;
  } else if (parsed !== undefined && declaredJson) {
    // Nested too deep to walk (the API refuses it anyway): masked as text, field by field.
    shown = maskEchoes(maskJsonText(text), echoes);
  } else if (declaredJson) {
    // Not JSON after all: still no secret field's value.
    shown = maskEchoes(maskJsonText(text), echoes);
  } else if (declaredForm || isFormFields(text)) {
    shown = maskEchoes(maskParams(new URLSearchParams(text), found), echoes);
    if (found) addRawSecretValues(text, found);
  } else {
    shown = opaque();
  }
  return shown.length > LOGGED_BODY_CHARS ? `${shown.slice(0, LOGGED_BODY_CHARS)}\n[… ${shown.length - LOGGED_BODY_CHARS} more characters not kept]` : shown;
}

/** The secret fields' values of form text as sent (still percent-encoded), which an answer may repeat as they are. */
function addRawSecretValues(text: string, found: Set<string>): void {
  for (const pair of text.split("&")) {
    const at = pair.indexOf("=");
    if (at <= 0 || at === pair.length - 1) continue;
    let name: string;
    try {
      name = decodeURIComponent(pair.slice(0, at).replace(/\+/g, " "));
    } catch {
      name = pair.slice(0, at);
    }
    if (isSecretName(name)) found.add(pair.slice(at + 1));
  }
}

/**
 * A parsed body, masked and pretty-printed; undefined when it nests too deep to walk (a
 * body the API refuses for its depth may still be sent, and logged: a 5,000-deep array
 * must not overflow the stack of the request that logs it).
 */
function maskedJsonOf(parsed: unknown, found: Set<string> | undefined, echoes: readonly string[] | undefined): string | undefined {
  try {
    return JSON.stringify(maskJson(parsed, found, echoes), null, 2);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The JSON value of `text`, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
