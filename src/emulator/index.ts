/**
 * `gatehouse/emulator`: a local, protocol-faithful stand-in for the hosted service.
 *
 * ```ts
 * const emulator = createEmulator();
 * const app = new ClientApp({ baseUrl: "http://localhost:8102", fetch: emulator.fetch });
 * ```
 */
import {
  DEFAULT_PROJECT_ID,
  DEFAULT_PUBLISHABLE_CLIENT_KEY,
  DEFAULT_SECRET_SERVER_KEY,
  DEFAULT_SUPER_SECRET_ADMIN_KEY,
  EMULATOR_DEFAULT_PORT,
  INTERNAL_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_SECRET_SERVER_KEY,
  INTERNAL_SUPER_SECRET_ADMIN_KEY,
} from "../interface/wire/defaults";
import { createClock, type EmulatorClock } from "./clock";
import { consoleAnswer, findConsoleDir, isConsoleDir } from "./console/files";
import type { Core } from "./core";
import { answerToResponse, callFromRequest } from "./http/call";
import { Router } from "./http/dispatch";
import { parseAllowedOrigins } from "./http/origins";
import { LiveEvents } from "./http/event-stream";
import { RequestLog } from "./http/request-log";
import { listen as listenHttp, type AnsweredRequest, type Listening } from "./http/listen";
import { createOutbox, type Outbox } from "./mail/outbox";
import { queueMockAccount } from "./oauth/mock-provider";
import { apiRoutes, rootRoutes } from "./routes";
import { parseState, readStateFile, writeStateFile } from "./state/persist";
import { buildProject, createInitialState, findProject, insertProject, type NewProjectOptions, type ProjectKeys } from "./state/projects";
import { indexesOf } from "./state/indexes";
import { persistState, type PersistOptions, type Persistence } from "./state/saver";
import type { EmulatorState } from "./state/types";

export { EmulatorDataError } from "./state/persist";
export type { EmulatorClock } from "./clock";
export type { AnsweredRequest } from "./http/listen";
export type { Outbox } from "./mail/outbox";
export type { EmailRecord, EmulatorState, ProjectConfig } from "./state/types";
export type { NewProjectOptions, ProjectKeys } from "./state/projects";
export type { PersistOptions, PersistStatus, Persistence } from "./state/saver";

/** Options of {@link createEmulator}. */
export type EmulatorOptions = {
  /** Public origin used as token issuer base and in links; default: each request's own origin. */
  baseUrl?: string;
  /** Start from this state (as returned by `getState()` or saved by `save()`); default: a fresh state. */
  state?: EmulatorState;
  /** Freeze the clock at this time (ms since epoch) until moved; default: the machine's clock. */
  now?: number;
  /**
   * Base URL of an OpenID provider (its discovery document is at
   * `<url>/.well-known/openid-configuration`) that `shared` OAuth providers sign in with, as
   * the service does with its development mock server: the emulator is the client named by
   * the provider id (`google`, ...) with the secret `MOCK-SERVER-SECRET`. Default: the
   * emulator's built-in mock provider page.
   */
  oauthProviderUrl?: string;
  /**
   * Send `standard` OAuth providers (the project's own client id and secret) to the built-in
   * mock provider instead of the real provider's endpoints, e.g. to test connected accounts
   * offline with made-up keys. Default false: they sign in at Google, GitHub, ... as on the service.
   */
  mockStandardOAuthProviders?: boolean;
  /** The fetch the emulator reaches OAuth providers with (token, userinfo, key set, discovery); default: the global fetch. */
  oauthFetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /**
   * Web origins (`https://app.example:3000`) whose pages may use the API from a browser,
   * besides pages on this machine (localhost, `*.localhost`, 127.0.0.0/8, `[::1]`, any port),
   * which always may. Default: none. A page of any other origin is refused (403).
   */
  allowOrigins?: readonly string[];
  /**
   * The bearer secret of the cron route `POST /api/v1/internal/failed-emails-digest`;
   * default: `mock_cron_secret`, the service's own local-development value.
   */
  cronSecret?: string;
  /**
   * The folder of the built console served at `/emulator` (its `index.html` and `assets/`,
   * as the package's build writes to `dist/console`). Default: the one built with the
   * package, next to the emulator's own files; running from the sources without a build,
   * `/emulator` says how to build it.
   */
  consoleDir?: string;
};

/** Options of {@link Emulator.listen} beyond port and host. */
export type ServeOptions = {
  /** Host names (as in the `Host` header, without port) answered besides the loopback names and the listening host. */
  allowedHosts?: readonly string[];
  /** Called after every answer over HTTP, e.g. for a request log. */
  onAnswer?: (answered: AnsweredRequest) => void;
};

/** A project's id and keys. */
export type ProjectCredentials = { id: string } & ProjectKeys;

/** A running emulator: an in-process `fetch`, an optional HTTP server, its state, outbox and clock. */
export type Emulator = {
  /** The in-process handler; pass it as an app's `fetch`. Never throws; never answers 500 for client input. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /**
   * Serves on node:http (default 127.0.0.1:8102); port 0 picks a free port. Requests must be
   * addressed to a loopback name, to `host`, or to one of `options.allowedHosts` (else 403).
   */
  listen(port?: number, host?: string, options?: ServeOptions): Promise<{ url: string; port: number }>;
  /** Stops the server started by `listen`, and ends the console's open event streams. */
  close(): Promise<void>;
  /** Back to a fresh state (built-in projects only, empty outbox). */
  reset(): void;
  /** Every email the service would have sent (verification, reset, magic link, invitations, test email). */
  outbox: Outbox;
  /** The time every expiry is measured against; move it to expire tokens and codes without waiting. */
  clock: EmulatorClock;
  /** The built-in default project (`DEFAULT_PROJECT_ID` and keys). */
  defaultProject: ProjectCredentials;
  /** The `internal` (dashboard) project. */
  internalProject: ProjectCredentials;
  /**
   * Test helper: the next sign-in at the mock OAuth provider `providerId` ("github", ...)
   * picks `email` without showing its page (the browser goes straight back to the app);
   * several calls queue several sign-ins, used in order.
   */
  queueMockOAuthAccount(providerId: string, email: string): void;
  /** Test helper: creates a project with a key set and returns its id and keys. */
  createProject(options?: NewProjectOptions): ProjectCredentials;
  /**
   * The live state, to read (records are read-only). Change it through requests: a record
   * changed here directly is seen by the emulator but not by its lookup indexes or by `persist`.
   */
  getState(): EmulatorState;
  /** Writes the state to `file` atomically. */
  save(file: string): void;
  /** Replaces the state with the one in `file`; throws `EmulatorDataError` if unusable. */
  load(file: string): void;
  /** Called after every request that may have changed state; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /**
   * Keeps `file` up to date with the state (what `gatehouse emulator --data` does): a save
   * starts at most `maxWaitMs` (default 1000) after the first unsaved change, however busy
   * the emulator is, and runs in slices between requests. `status()` reports a failing save.
   */
  persist(file: string, options?: PersistOptions): Persistence;
};

/** The provider URL without trailing slashes; throws when it is not an http(s) URL. */
function oauthProviderUrl(url: string | undefined): string | null {
  if (url === undefined) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) throw new TypeError(`oauthProviderUrl must be an http(s) URL, got ${JSON.stringify(url)}`);
  return url.replace(/\/+$/, "");
}

/**
 * Creates an emulator with the built-in default project and the `internal` project
 * (their ids and keys are `defaultProject` / `internalProject`). It serves nothing until
 * `listen` is called; `fetch` works in-process right away.
 *
 * @example
 * ```ts
 * const emulator = createEmulator({ now: Date.UTC(2030, 0, 1) });
 * const res = await emulator.fetch("http://localhost:8102/health");
 * emulator.clock.advance(11 * 60 * 1000); // access tokens have expired now
 * ```
 */
/** The cron secret of the service's local-development setup. */
const DEFAULT_CRON_SECRET = "mock_cron_secret";

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  if (options.consoleDir !== undefined && !isConsoleDir(options.consoleDir)) {
    throw new TypeError(`consoleDir must be the folder of a built console (with index.html and gatehouse-console.json), not ${JSON.stringify(options.consoleDir)}`);
  }
  const clock = createClock(options.now);
  const listeners = new Set<() => void>();
  const core: Core = {
    state: options.state ? parseState(structuredClone(options.state), "The given state") : createInitialState(clock.now()),
    clock,
    fixedBaseUrl: options.baseUrl ? options.baseUrl.replace(/\/+$/, "") : null,
    allowedOrigins: parseAllowedOrigins(options.allowOrigins ?? []),
    cronSecret: options.cronSecret ?? DEFAULT_CRON_SECRET,
    changed: () => {
      core.events.noticeEmails(core.state.emails);
      listeners.forEach((l) => l());
    },
    writes: 0,
    watchers: new Set(),
    requests: new RequestLog(),
    events: new LiveEvents(),
    consoleDir: options.consoleDir ?? findConsoleDir(),
    oauth: {
      providerUrl: oauthProviderUrl(options.oauthProviderUrl),
      mockStandardProviders: options.mockStandardOAuthProviders ?? false,
      fetch: options.oauthFetch ?? ((input, init) => globalThis.fetch(input, init)),
      discovered: new Map(),
    },
  };
  core.events.noticeEmails(core.state.emails);
  const router = new Router(apiRoutes, rootRoutes, (c, pathname) => consoleAnswer(c.consoleDir, pathname));
  const onChange = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  let listening: Listening | null = null;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let request: Request;
    try {
      request = input instanceof Request && init === undefined ? input : new Request(input, init);
    } catch (error) {
      return new Response(`Bad request: ${(error as Error).message}`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    return answerToResponse(await router.handle(core, callFromRequest(request)));
  };

  return {
    fetch,
    async listen(port = EMULATOR_DEFAULT_PORT, host = "127.0.0.1", serveOptions = {}) {
      if (listening) throw new Error(`The emulator is already listening on ${listening.url}`);
      listening = await listenHttp((call) => router.handle(core, call), { port, host, ...serveOptions });
      return { url: listening.url, port: listening.port };
    },
    async close() {
      // Open event streams (over HTTP or in-process) end now: nothing waits on them.
      core.events.closeAll();
      const current = listening;
      listening = null;
      if (!current) return;
      // One turn of the event loop: the ended streams' last chunks reach their sockets before these close.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await new Promise<void>((resolve) => {
        current.server.close(() => resolve());
        current.server.closeAllConnections();
      });
    },
    reset() {
      core.state = createInitialState(clock.now());
      core.writes++;
      core.changed();
    },
    outbox: createOutbox(core),
    clock,
    defaultProject: {
      id: DEFAULT_PROJECT_ID,
      publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY,
      secretServerKey: DEFAULT_SECRET_SERVER_KEY,
      superSecretAdminKey: DEFAULT_SUPER_SECRET_ADMIN_KEY,
    },
    internalProject: {
      id: INTERNAL_PROJECT_ID,
      publishableClientKey: INTERNAL_PUBLISHABLE_CLIENT_KEY,
      secretServerKey: INTERNAL_SECRET_SERVER_KEY,
      superSecretAdminKey: INTERNAL_SUPER_SECRET_ADMIN_KEY,
    },
    queueMockOAuthAccount(providerId, email) {
      queueMockAccount(core, providerId, email);
    },
    createProject(projectOptions = {}) {
      const { project, keys } = buildProject({ displayName: "Test Project", ...projectOptions, keys: projectOptions.keys ?? true }, clock.now());
      if (findProject(core, project.id)) throw new Error(`A project with id ${project.id} already exists`);
      insertProject(core, project);
      core.changed();
      return { id: project.id, ...keys! };
    },
    getState: () => core.state,
    save(file) {
      writeStateFile(file, core.state);
    },
    load(file) {
      core.state = readStateFile(file);
      indexesOf(core); // built now, not by the first request
      core.writes++;
      core.changed();
    },
    onChange,
    persist(file, persistOptions) {
      return persistState(core, onChange, file, persistOptions);
    },
  };
}
