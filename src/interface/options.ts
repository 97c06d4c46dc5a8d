import type { KnownError, KnownErrorJson } from "../errors";
import type { RequestSession } from "./session";

/**
 * The call modules the client interface loads on first use (see `lazy-calls.ts`). Empty
 * here: `calls/later.ts`, which holds them, fills it in with a module augmentation, so the
 * request layer's options name no call module (the call modules use the request layer).
 */
export interface LazyCalls {}

export type AccessType = "client" | "server" | "admin";

/** How an Interface reaches the service. Built once per app by `src/lib`. */
export type InterfaceOptions = {
  /** API base without `/api/v1`; the object form picks by environment (browser vs server). */
  baseUrl: string | { browser: string; server: string };
  projectId: string;
  publishableClientKey?: string | undefined;
  secretServerKey?: string | undefined;
  superSecretAdminKey?: string | undefined;
  /** Admin "project owner" mode: its access token is sent as X-Stack-Admin-Access-Token. */
  projectOwnerSession?: RequestSession | undefined;
  /** Added to every request. */
  extraRequestHeaders?: Record<string, string> | undefined;
  /** A custom fetch (tests pass the emulator's in-process handler). Default: globalThis.fetch. */
  fetch?: typeof fetch | undefined;
  /**
   * Deadline of each call in ms (default 30000): the whole call, every retry and wait
   * included. A call without a usable answer by then fails with TimeoutError, whatever
   * the fetch does. There is no separate per-attempt timeout.
   */
  timeoutMs?: number | undefined;
  /** Sent as X-Stack-Client-Version: `js gatehouse@<version>`. */
  clientVersion?: string | undefined;
  /**
   * Loads the call modules of the areas a first page does not use (see `lazy-calls.ts`);
   * the client interface needs it for those calls, the server interface passes its own.
   */
  loadCalls?: (() => Promise<LazyCalls>) | undefined;
  /**
   * Loads the known-error registry (every class of the catalogue), on the first answer that
   * carries a known error. `src/lib` hands it in (`lib/core/known-errors-entry.ts`, a chunk
   * of an app's bundle that loads on use); an interface without it cannot read known errors.
   */
  loadKnownErrors?: (() => Promise<KnownErrorRegistry>) | undefined;
};

/** What `InterfaceOptions.loadKnownErrors` resolves to: the registry's decoder. */
export type KnownErrorRegistry = { knownErrorFromJson(json: KnownErrorJson, status?: number): KnownError };

/** What one request sends. `path` is relative to `<base>/api/v1` and starts with `/`. */
export type RequestInit_ = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | undefined;
  /** JSON body; sent with Content-Type application/json. */
  body?: unknown | undefined;
  /** Query parameters; undefined values are dropped, booleans become "true"/"false". */
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Extra headers for this call only. */
  headers?: Record<string, string> | undefined;
  /** Cancels the call (see `CallOptions`). */
  signal?: AbortSignal | null | undefined;
};
