/**
 * `startEmulator()`: the emulator a test run talks to, in this process (with its clock,
 * outbox and mock OAuth provider at hand) or reached by URL (one already running, e.g.
 * `npx gatehouse emulator`).
 */
import { createEmulator, type EmailRecord, type Emulator, type EmulatorClock, type NewProjectOptions, type ProjectCredentials } from "../emulator/index";
import { InProcessOnlyError, TestingError } from "./errors";
import { createRemoteProject, remoteAdvance, remoteEmails } from "./remote";
import { ACCESS_TOKEN_LIFETIME_MS } from "./times";

/** Options of {@link startEmulator}. */
export type StartEmulatorOptions = {
  /**
   * Connect to an emulator that already runs at this URL instead of starting one. Its clock
   * moves through its clock route (`advanceTime`); its `clock` object and mock OAuth queue
   * are then out of reach (those helpers throw {@link InProcessOnlyError}).
   */
  url?: string | undefined;
  /**
   * Also serve the in-process emulator over HTTP on a free loopback port, for an app under
   * test in another process or a browser. Default: false (in-process `fetch` only).
   */
  listen?: boolean | undefined;
  /** Freeze the emulator's clock at this time (ms since epoch) until moved. Default: it follows the machine's clock. */
  now?: number | undefined;
};

/** The emulator of a test run. Create projects on it with `createTestProject(emulator)`. */
export type TestEmulator = {
  /** Where apps reach it: its HTTP URL, or `http://emulator.test` for an in-process one that does not listen. */
  readonly url: string;
  /** True when it runs in this process. */
  readonly inProcess: boolean;
  /** The fetch apps of this kit use: in-process when it runs here, else the global fetch. */
  readonly fetch: typeof fetch;
  /** The emulator itself, when it runs in this process; null when reached by URL. */
  readonly emulator: Emulator | null;
  /** Emails sent to `to` (case-insensitive), or every email; oldest first. */
  emails(to?: string): Promise<EmailRecord[]>;
  /**
   * Moves the emulator's clock forward by `ms` (access tokens, codes, invitations and API keys
   * expire as the time passes; an SDK that gets a token issued at the new time adopts it).
   * In process the clock has moved when the call returns; an emulator reached by URL is told
   * through its clock route (`POST /emulator/api/clock/advance`, the clock the console's Time
   * page shows), and the returned promise settles once it has moved.
   */
  advanceTime(ms: number): Promise<void>;
  /**
   * Moves the clock past an access token's lifetime: every access token issued so far has
   * expired (refresh tokens, codes and keys live on). Like {@link advanceTime}, also on an
   * emulator reached by URL.
   */
  expireAccessTokens(): Promise<void>;
  /** The emulator's clock. @throws InProcessOnlyError on an emulator reached by URL (use `advanceTime`). */
  readonly clock: EmulatorClock;
  /**
   * The next OAuth sign-in with `provider` ("github", "google", ...) signs in as `email`,
   * without the mock provider's page. @throws InProcessOnlyError on an emulator reached by URL.
   */
  nextOAuthAccount(provider: string, email: string): void;
  /** Stops it (an emulator reached by URL keeps running; only this kit's projects on it go). */
  close(): Promise<void>;
  /** @internal Creates a project with a key set (used by `createTestProject`). */
  _createProject(options: NewProjectOptions): Promise<ProjectCredentials>;
  /** @internal Calls `listener` after every change (in-process), returns the unsubscribe; null when reached by URL. */
  _onChange: ((listener: () => void) => () => void) | null;
};

/** The origin in-process apps believe the emulator lives at; their requests never leave the process. */
export const IN_PROCESS_URL = "http://emulator.test";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Throws (synchronously, before anything moves) on a number of milliseconds the clock cannot move by. */
function checkAdvance(ms: number): void {
  if (!Number.isFinite(ms)) throw new TypeError(`advanceTime: ms must be a finite number of milliseconds, not ${ms}`);
}

/**
 * Starts an emulator in this process (a fresh state: the built-in projects only), or
 * connects to a running one with `{ url }`.
 *
 * @example
 * ```ts
 * const emulator = await startEmulator();
 * const project = await createTestProject(emulator);
 * ```
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<TestEmulator> {
  if (options.url !== undefined) return connect(options.url);
  const emulator = createEmulator(options.now === undefined ? {} : { now: options.now });
  const url = options.listen ? (await emulator.listen(0, "127.0.0.1")).url : IN_PROCESS_URL;
  return {
    url,
    inProcess: true,
    fetch: emulator.fetch as typeof fetch,
    emulator,
    emails: async (to) => emulator.outbox.list(to === undefined ? {} : { to }),
    advanceTime(ms) {
      checkAdvance(ms);
      emulator.clock.advance(ms);
      return Promise.resolve();
    },
    expireAccessTokens() {
      emulator.clock.advance(ACCESS_TOKEN_LIFETIME_MS + 1000);
      return Promise.resolve();
    },
    clock: emulator.clock,
    nextOAuthAccount(provider, email) {
      if (!EMAIL.test(email)) throw new TypeError(`nextOAuthAccount: ${JSON.stringify(email)} is not an email address`);
      emulator.queueMockOAuthAccount(provider, email);
    },
    close: () => emulator.close(),
    _createProject: async (projectOptions) => emulator.createProject(projectOptions),
    _onChange: (listener) => emulator.onChange(listener),
  };
}

async function connect(given: string): Promise<TestEmulator> {
  const url = given.replace(/\/+$/, "");
  const health = await fetch(`${url}/health`).catch((error: unknown) => {
    throw new TestingError(`No emulator answers at ${url}: ${(error as Error).message}. Start one with \`npx gatehouse emulator\`, or call startEmulator() without a url.`);
  });
  if (!health.ok) throw new TestingError(`${url}/health answered ${health.status}: is an emulator running there?`);
  const noClock = (): never => {
    throw new InProcessOnlyError("Moving the clock");
  };
  return {
    url,
    inProcess: false,
    fetch: globalThis.fetch,
    emulator: null,
    emails: (to) => remoteEmails(url, to),
    advanceTime(ms) {
      checkAdvance(ms);
      return remoteAdvance(url, Math.round(ms));
    },
    expireAccessTokens: () => remoteAdvance(url, ACCESS_TOKEN_LIFETIME_MS + 1000),
    get clock(): EmulatorClock {
      return noClock();
    },
    nextOAuthAccount() {
      throw new InProcessOnlyError("Scripting the mock OAuth provider");
    },
    close: async () => {},
    _createProject: (projectOptions) => createRemoteProject(url, projectOptions),
    _onChange: null,
  };
}
