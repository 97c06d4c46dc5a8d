/**
 * The emulator's own JSON under `/emulator/api` (not the service's protocol: the service has
 * no such routes, and these names are camelCase). One copy of each shape for both sides:
 * the emulator's routes answer with them (src/emulator/routes/console-api.ts,
 * emulator-pages.ts, http/request-log.ts) and the console reads them
 * (src/console/emulator-api.ts), which may not import the emulator.
 */

/** A project as the console knows it (`GET /emulator/api/projects`): its first live key set with all three keys. */
export type ConsoleProjectJson = {
  id: string;
  displayName: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
};

/** A captured email (`GET /emulator/api/emails`); the emulator's records carry more (its HTML, a delivery failure). */
export type CapturedEmailJson = {
  readonly id: string;
  readonly projectId: string;
  readonly to: string;
  /** `Sender Name <sender@address>` (absent in data files of older versions). */
  readonly from?: string | undefined;
  readonly subject: string;
  readonly text: string;
  /** ms since epoch, emulator clock. */
  readonly sentAt: number;
  /** Links the email carries (verification, reset, magic-link URLs). */
  readonly links: readonly string[];
  /** The 45-char code the email carries, if any. */
  readonly code?: string | undefined;
  /** A short code shown in the subject (OTP), if any. */
  readonly otp?: string | undefined;
};

export type EmailListJson = {
  items: readonly CapturedEmailJson[];
  /** Emails kept per project; older ones are dropped. */
  capacity: number;
  /** Per project id, how many older emails were dropped (projects that dropped none are left out). */
  dropped: Record<string, number>;
};

/** Where a logged request came from: the console's own calls, or any other (the developer's app, a test, curl). */
export type RequestSource = "console" | "app";

/** One side of a logged exchange. */
export type LoggedMessage = {
  headers: Record<string, string>;
  /** The body as text (JSON pretty-printed), secrets masked; null when empty. */
  body: string | null;
};

/** One API request and its answer (`GET /emulator/api/requests`). */
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
  /** `console` for the console's own calls (a display filter the emulator applies from the browser's headers), `app` for every other. */
  source: RequestSource;
  /** The real status, also when `x-stack-override-error-status` made the answer a 200. */
  status: number;
  /** The `x-stack-known-error` of the answer, if any. */
  knownError: string | null;
  durationMs: number;
  request: LoggedMessage;
  answer: LoggedMessage;
};

/** The filters of the request log (the query of `GET /emulator/api/requests`); each given one must hold. */
export type RequestFilter = {
  project?: string | undefined;
  /** An exact status (`404`), a class (`4xx`), or `error` (400 and above). */
  status?: string | undefined;
  /** Case-insensitive text in the route pattern or the path. */
  route?: string | undefined;
  method?: string | undefined;
  /** A known error code (`USER_NOT_FOUND`). */
  error?: string | undefined;
  /** Only the console's own calls, or only the others'. */
  source?: RequestSource | undefined;
};

/** How many entries matching a filter's other conditions came from each source. */
export type SourceCounts = Record<RequestSource, number>;

export type RequestListJson = {
  items: LoggedRequest[];
  /** How many entries match the filters other than `source`, per source (what a source filter hides). */
  bySource: SourceCounts;
  /** Entries in the log. */
  kept: number;
  /** Entries the log keeps before dropping the oldest. */
  capacity: number;
};

/** The emulator's clock (`GET /emulator/api/clock`, `POST /emulator/api/clock/advance`). */
export type ClockJson = { now: number; iso: string };

/**
 * The events of `GET /emulator/api/events` (Server-Sent Events): `requests` when the request
 * log has a new entry, `emails` when the outbox changed. Each says only that: its data is
 * {@link LiveEventJson}, and the page reads the JSON again.
 */
export type LiveEventName = "requests" | "emails";

/** An event's data: a version that changes with what the event is about (for `requests`, the log's ETag). */
export type LiveEventJson = { version: string };
