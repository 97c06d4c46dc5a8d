/**
 * The shapes of the emulator's own JSON (`/emulator/api/...`) as the console reads them.
 * Written out here: the console is a browser app and does not import the emulator.
 */

/** A captured email (`GET /emulator/api/emails`). */
export type ConsoleEmail = {
  id: string;
  projectId: string;
  to: string;
  from?: string;
  subject: string;
  text: string;
  /** ms since epoch, emulator clock. */
  sentAt: number;
  links: string[];
  code?: string;
  otp?: string;
};

export type EmailList = {
  items: ConsoleEmail[];
  /** Emails kept per project; older ones are dropped. */
  capacity: number;
  /** Per project id, how many older emails were dropped. */
  dropped: Record<string, number>;
};

/** One side of a logged exchange. */
export type LoggedMessage = { headers: Record<string, string>; body: string | null };

/** One API request in the emulator's log (`GET /emulator/api/requests`). */
export type LoggedRequest = {
  id: string;
  startedAt: number;
  method: string;
  path: string;
  route: string | null;
  project: string | null;
  tier: string | null;
  /** `console` for the console's own calls (a display filter the emulator applies from the browser's headers), `app` for every other. */
  source: RequestSource;
  status: number;
  knownError: string | null;
  durationMs: number;
  request: LoggedMessage;
  answer: LoggedMessage;
};

export type RequestSource = "console" | "app";

export type RequestList = {
  items: LoggedRequest[];
  /** How many entries match the filters other than `source`, per source. */
  bySource: Record<RequestSource, number>;
  kept: number;
  capacity: number;
};

/** The filters of the request log; each given one must hold. */
export type RequestFilter = { method?: string; route?: string; project?: string; status?: string; error?: string; source?: RequestSource };

/** The emulator's clock (`GET /emulator/api/clock`). */
export type ClockState = { now: number; iso: string };
