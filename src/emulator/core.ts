/**
 * What every route handler gets besides its request: the state, the clock and the
 * mail outbox. One `Core` per emulator.
 */
import type { EmulatorClock } from "./clock";
import type { LiveEvents } from "./http/event-stream";
import type { RequestLog } from "./http/request-log";
import type { EmulatorState, TableName } from "./state/types";

export type Core = {
  /** Replaced whole by `reset()` / `load()`: always read it through `core.state`. */
  state: EmulatorState;
  clock: EmulatorClock;
  /** A fixed public origin (no trailing slash) for token issuers and links; null = the request's origin. */
  fixedBaseUrl: string | null;
  /** Web origins allowed to use `/api/v1` besides loopback ones (http/origins.ts), normalised. */
  allowedOrigins: ReadonlySet<string>;
  /** The bearer secret of the service's cron routes (`POST /internal/failed-emails-digest`). */
  cronSecret: string;
  /** Called after anything may have changed the state (persistence hooks onto it). */
  changed(): void;
  /**
   * Counts the writes made through the store (`state/store.ts`); a saver compares it with
   * the count it last saved. Direct changes to `state` are not counted.
   */
  writes: number;
  /**
   * Told of every write through the store, one per data file kept up to date (a set: an
   * emulator may keep several files).
   */
  watchers: Set<StoreWatcher>;
  /** The last API requests and answers, secrets masked; in memory only, never in `state` (http/request-log.ts). */
  requests: RequestLog;
  /** The console's open event streams, told of new requests and mail (http/event-stream.ts). */
  events: LiveEvents;
  /** The built console's folder (console/files.ts); null: none was found, `/emulator` says how to build it. */
  consoleDir: string | null;
  /** Where OAuth sign-in goes besides the built-in mock provider (`oauth/upstream.ts`). */
  oauth: OAuthSettings;
};

/** How the emulator reaches OAuth providers (`createEmulator`'s OAuth options). */
export type OAuthSettings = {
  /** Base URL of an OpenID provider that `shared` providers sign in with; null: the built-in mock provider. */
  readonly providerUrl: string | null;
  /** `standard` providers sign in with the built-in mock provider instead of their real endpoints. */
  readonly mockStandardProviders: boolean;
  /** The fetch used to reach providers. */
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** Discovery documents fetched from `providerUrl`, by URL (only successes are kept). */
  readonly discovered: Map<string, unknown>;
};

/** What a data file's saver hears from the store (state/store.ts). */
export type StoreWatcher = {
  /** Just before a stored record is changed in place or removed (a save in progress copies it first; its cached JSON is dropped). */
  beforeWrite(table: TableName, key: string, record: object): void;
  /** Just after a record is stored under `key` (a save in progress leaves out what was not there when it began). */
  inserted(table: TableName, key: string): void;
};
