/**
 * Shared pieces of the wire tests: interfaces pointed at a fake base URL, a fake
 * RequestSession, and the recorded exchanges of `test/fixtures/protocol/exchanges`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import nock from "nock";
import { AdminInterface } from "../../src/interface/admin-interface";
import { ClientInterface } from "../../src/interface/client-interface";
import type { InterfaceOptions } from "../../src/interface/options";
import { ServerInterface } from "../../src/interface/server-interface";
import type { RequestSession, TokenPair } from "../../src/interface/session";

export const BASE = "https://api.test";
export const PROJECT_ID = "537a3a1b-726d-4bea-b097-c1b507fa64d9";
export const PCK = "pck_test-publishable";
export const SSK = "ssk_test-secret";
export const SAK = "sak_test-admin";
/** The lowercase Crockford base32 nonce. */
export const NONCE = /^[0-9a-hjkmnp-tv-z]{45}$/;

/** How `src/lib` hands a client interface the call modules it loads on first use. */
export const loadCalls = () => import("../../src/interface/calls/later").then((m) => m.lazyCalls);
/** How `src/lib` hands every interface the known-error registry, loaded on the first known error. */
export const loadKnownErrors = () => import("../../src/errors/registry");

export function clientApi(extra: Partial<InterfaceOptions> = {}): ClientInterface {
  return new ClientInterface({ baseUrl: BASE, projectId: PROJECT_ID, publishableClientKey: PCK, loadCalls, loadKnownErrors, ...extra });
}

export function serverApi(extra: Partial<InterfaceOptions> = {}): ServerInterface {
  return new ServerInterface({ baseUrl: BASE, projectId: PROJECT_ID, publishableClientKey: PCK, secretServerKey: SSK, loadKnownErrors, ...extra });
}

export function adminApi(extra: Partial<InterfaceOptions> = {}): AdminInterface {
  return new AdminInterface({
    baseUrl: BASE,
    projectId: PROJECT_ID,
    publishableClientKey: PCK,
    secretServerKey: SSK,
    superSecretAdminKey: SAK,
    loadKnownErrors,
    ...extra,
  });
}

/** An admin interface in project-owner mode (no keys). */
export function ownerApi(owner: RequestSession): AdminInterface {
  return new AdminInterface({ baseUrl: BASE, projectId: PROJECT_ID, projectOwnerSession: owner, loadKnownErrors });
}

/**
 * A RequestSession that hands out a list of token pairs in turn: each
 * `markAccessTokenExpired` moves on to the next pair (as a refresh would).
 */
export class FakeSession implements RequestSession {
  readonly expired: string[] = [];
  getTokensCalls = 0;
  #index = 0;
  constructor(private readonly pairs: TokenPair[]) {}
  async getTokens(): Promise<TokenPair> {
    this.getTokensCalls++;
    return this.pairs[Math.min(this.#index, this.pairs.length - 1)]!;
  }
  markAccessTokenExpired(accessToken: string): void {
    this.expired.push(accessToken);
    this.#index++;
  }
}

export function userSession(accessToken = "access-1", refreshToken = "refresh-1"): FakeSession {
  return new FakeSession([{ accessToken, refreshToken }]);
}

export type Exchange = {
  title: string;
  request: { method: string; path: string; headers: Record<string, string>; body?: unknown };
  response: { status: number; headers: Record<string, string | string[]>; body: unknown };
};

const EXCHANGES_DIR = fileURLToPath(new URL("../fixtures/protocol/exchanges/", import.meta.url));
const cache = new Map<string, Exchange[]>();

/** Exchange `index` of `exchanges/<file>.json`. */
export function exchange(file: string, index: number): Exchange {
  let list = cache.get(file);
  if (!list) {
    list = JSON.parse(readFileSync(`${EXCHANGES_DIR}${file}.json`, "utf8")) as Exchange[];
    cache.set(file, list);
  }
  const found = list[index];
  if (!found) throw new Error(`no exchange ${file}#${index}`);
  return found;
}

/** Arguments for nock's `.reply()` that replay a recorded response. */
export function replay(ex: Exchange): [number, string, Record<string, string>] {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ex.response.headers)) {
    if (name !== "set-cookie" && typeof value === "string") headers[name] = value;
  }
  const body = typeof ex.response.body === "string" ? ex.response.body : JSON.stringify(ex.response.body);
  return [ex.response.status, body, headers];
}

/** A nock scope for the fake base URL. */
export function api(options?: nock.Options): nock.Scope {
  return nock(BASE, options);
}

/** A known-error answer as the service sends it with the status override. */
export function knownErrorReply(code: string, status: number, message: string, details?: unknown): [number, string, Record<string, string>] {
  const body = details === undefined ? { code, error: message } : { code, details, error: message };
  return [
    200,
    JSON.stringify(body),
    { "x-stack-actual-status": String(status), "x-stack-known-error": code, "content-type": "application/json; charset=utf-8" },
  ];
}

/** The recorded request body as a nock body matcher. */
export function recordedBody(ex: Exchange): nock.RequestBodyMatcher {
  return ex.request.body as nock.RequestBodyMatcher;
}
