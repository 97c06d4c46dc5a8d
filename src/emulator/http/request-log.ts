/**
 * The request log behind the console's Requests page (`/emulator/requests`,
 * `/emulator/api/requests`): the last {@link REQUEST_LOG_SIZE} API requests, each with what
 * was asked and answered, secrets masked (./mask-secrets). Kept in memory only, bounded in
 * entries and in body size, and never part of the state: not saved to the data file, not
 * reset by `reset()`.
 */
import { randomUUID } from "node:crypto";
import { type Answer, type Call } from "./call";
import { MASK, isSecretName, maskHeaders, maskJson, maskParams, maskUrl } from "./mask-secrets";
import { type RequestSource, requestSource } from "./request-source";

/** Requests kept; the oldest is dropped for each new one past this. */
export const REQUEST_LOG_SIZE = 300;

/** Characters of a body kept (after masking); the rest is cut with a note. */
export const LOGGED_BODY_CHARS = 16 * 1024;

/** One side of an exchange, as logged. */
export type LoggedMessage = {
  headers: Record<string, string>;
  /** The body as text (JSON pretty-printed), secrets masked; null when empty. */
  body: string | null;
};

/** One API request and its answer. */
export type LoggedRequest = {
  /** The answer's `x-stack-request-id`. */
  id: string;
  /** Wall-clock time the request arrived (ms since epoch; not the emulator's clock, which tests may freeze). */
  startedAt: number;
  method: string;
  /** The path with its query, secret parameters masked. */
  path: string;
  /** The route's pattern (`/api/v1/users/:user_id`); null when no route matched. */
  route: string | null;
  /** The project the request authenticated as, or else the one its `x-stack-project-id` named. */
  project: string | null;
  /** The key tier it authenticated as (`client`, `server`, `admin`); null without one. */
  tier: string | null;
  /** `console` for the emulator's console's own calls (a display filter: ./request-source), `app` for every other. */
  source: RequestSource;
  /** The real status, also when `x-stack-override-error-status` made the answer a 200. */
  status: number;
  /** The `x-stack-known-error` of the answer, if any. */
  knownError: string | null;
  durationMs: number;
  request: LoggedMessage;
  answer: LoggedMessage;
};

/** Filters of {@link RequestLog.list}; each given one must hold. */
export type RequestFilter = {
  project?: string;
  /** An exact status (`404`), a class (`4xx`), or `error` (400 and above). */
  status?: string;
  /** Case-insensitive text in the route pattern or the path. */
  route?: string;
  method?: string;
  /** A known error code (`USER_NOT_FOUND`). */
  error?: string;
  /** Only the console's own calls, or only the others'. */
  source?: RequestSource;
};

/** How many entries matching a filter's other conditions came from each source. */
export type SourceCounts = Record<RequestSource, number>;

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
  const answerHeaders = maskHeaders(Object.entries(answer.headers).filter(([name]) => !ANSWER_HEADERS_HIDDEN.has(name)));
  if (answerHeaders.location !== undefined) answerHeaders.location = maskUrl(answerHeaders.location);
  const shownRequestHeaders = maskHeaders(requestHeaders);
  if (shownRequestHeaders.referer !== undefined) shownRequestHeaders.referer = maskUrl(shownRequestHeaders.referer);
  return {
    id: answer.headers["x-stack-request-id"] ?? "",
    startedAt: trace.startedAt,
    method: call.method,
    path: maskUrl(`${call.url.pathname}${call.url.search}`),
    route: trace.route,
    project: trace.project,
    tier: trace.tier,
    source: requestSource(call),
    status: Number.isInteger(actual) && actual > 0 ? actual : answer.status,
    knownError: answer.headers["x-stack-known-error"] ?? null,
    durationMs: Math.round((performance.now() - trace.started) * 10) / 10,
    request: { headers: shownRequestHeaders, body: bodyText(trace.body, call.headers.get("content-type")) },
    answer: { headers: answerHeaders, body: bodyText(answer.body, answer.headers["content-type"] ?? null) },
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

/** JSON text (possibly cut short) with the string value of every secret field masked, a cut-off last value included. */
function maskJsonText(text: string): string {
  const mask = (all: string, name: string, colon: string) => (isSecretName(name) ? `"${name}"${colon}"${MASK}"` : all);
  return text.replace(/"([^"\\]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*"/g, mask).replace(/"([^"\\]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*\\?$/, mask);
}

/** A body as masked text, cut at {@link LOGGED_BODY_CHARS}; null when empty. */
export function bodyText(body: string | ArrayBuffer | Uint8Array | null, contentType: string | null): string | null {
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
  const type = (contentType ?? "").toLowerCase();
  const isJson = type.includes("json") || (type === "" && /^\s*[{[]/.test(text));
  const isForm = type.includes("application/x-www-form-urlencoded");
  if (large) {
    const start = text.slice(0, LOGGED_BODY_CHARS);
    const shown = isJson ? maskJsonText(start) : isForm ? maskParams(new URLSearchParams(start)) : start;
    return `${shown}\n[… a body of ${size}: only its start is kept]`;
  }
  let shown: string;
  if (isJson) {
    try {
      shown = JSON.stringify(maskJson(JSON.parse(text)), null, 2);
    } catch {
      // Not JSON after all: still no secret field's string value.
      shown = maskJsonText(text);
    }
  } else if (isForm) {
    shown = maskParams(new URLSearchParams(text));
  } else {
    shown = text;
  }
  return shown.length > LOGGED_BODY_CHARS ? `${shown.slice(0, LOGGED_BODY_CHARS)}\n[… ${shown.length - LOGGED_BODY_CHARS} more characters not kept]` : shown;
}
