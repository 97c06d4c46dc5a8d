/**
 * Replays a recorded exchange through nock and checks that an Interface call sends
 * the same request: method, path and query, JSON body, and every recorded `x-stack-*`
 * header (placeholders such as `<access-token>` are used as the literal values).
 */
import nock from "nock";
import { expect } from "vitest";
import { AdminInterface } from "../../src/interface/admin-interface";
import type { InterfaceOptions } from "../../src/interface/options";
import { CLIENT_VERSION_HEADER } from "../../src/version";
import { BASE, FakeSession, NONCE, exchange, loadKnownErrors, replay } from "./helpers";
import type { Exchange } from "./helpers";

/** Interfaces configured with exactly what the recorded request carried. */
export type RecordedApis = {
  /** Admin interface: its client/server/admin methods send their own tiers. */
  api: AdminInterface;
  /** The user session of the recorded access/refresh tokens, or null. */
  session: FakeSession | null;
  ex: Exchange;
  /** The recorded request body, typed loosely for passing on. */
  body: any;
};

function apisFor(ex: Exchange): RecordedApis {
  const h = ex.request.headers;
  const options: InterfaceOptions = { baseUrl: BASE, projectId: h["x-stack-project-id"] ?? "missing", loadKnownErrors };
  if (h["x-stack-publishable-client-key"] !== undefined) options.publishableClientKey = h["x-stack-publishable-client-key"];
  if (h["x-stack-secret-server-key"] !== undefined) options.secretServerKey = h["x-stack-secret-server-key"];
  if (h["x-stack-super-secret-admin-key"] !== undefined) options.superSecretAdminKey = h["x-stack-super-secret-admin-key"];
  if (h["x-stack-admin-access-token"] !== undefined) {
    options.projectOwnerSession = new FakeSession([{ accessToken: h["x-stack-admin-access-token"], refreshToken: null }]);
    delete options.publishableClientKey;
  }
  const session =
    h["x-stack-access-token"] !== undefined || h["x-stack-refresh-token"] !== undefined
      ? new FakeSession([{ accessToken: h["x-stack-access-token"] ?? null, refreshToken: h["x-stack-refresh-token"] ?? null }])
      : null;
  return { api: new AdminInterface(options), session, ex, body: ex.request.body };
}

/**
 * Declares the recorded request on nock, runs `run`, and returns what it resolved to.
 * The call must hit the interceptor (setup.ts fails the test otherwise).
 */
export async function replayRecorded<T>(
  file: string,
  index: number,
  run: (apis: RecordedApis) => Promise<T>,
  /** Where gatehouse deliberately sends another body than the recorder (e.g. `{}` on a DELETE). */
  expectedBody?: unknown,
): Promise<{ result: T; ex: Exchange }> {
  const recorded = exchange(file, index);
  const ex: Exchange = expectedBody === undefined ? recorded : { ...recorded, request: { ...recorded.request, body: expectedBody } };
  const reqheaders: Record<string, nock.RequestHeaderMatcher> = {
    "x-stack-override-error-status": "true",
    "x-stack-client-version": CLIENT_VERSION_HEADER,
    "x-stack-random-nonce": NONCE,
  };
  for (const [name, value] of Object.entries(ex.request.headers)) {
    if (name !== "content-type") reqheaders[name] = value;
  }
  const hasBody = ex.request.body !== undefined;
  if (hasBody) reqheaders["content-type"] = "application/json";
  const scope = nock(BASE, { reqheaders, badheaders: hasBody ? [] : ["content-type"] });
  const method = ex.request.method.toLowerCase() as "get" | "post" | "patch" | "delete" | "put";
  const interceptor = hasBody ? scope[method](ex.request.path, ex.request.body as nock.RequestBodyMatcher) : scope[method](ex.request.path);
  interceptor.reply(...replay(ex));
  const result = await run(apisFor(ex));
  return { result, ex };
}

/** The data of an ok Result, or the value itself when it is not a Result. */
export function dataOf(value: unknown): unknown {
  if (typeof value === "object" && value !== null && "status" in value && (value as { status: unknown }).status === "ok" && "data" in value) {
    return (value as { data: unknown }).data;
  }
  return value;
}

/** Asserts the call resolved to the recorded body (a list call: to its items). */
export function expectRecordedBody(result: unknown, ex: Exchange): void {
  const body = ex.response.body as { items?: unknown[] };
  const data = dataOf(result);
  if (Array.isArray(data) && body && Array.isArray(body.items)) expect(data).toEqual(body.items);
  else expect(data).toEqual(body);
}

/** One recorded exchange replayed through an Interface method. */
export type RecordedCase = {
  file: string;
  index: number;
  run: (apis: RecordedApis) => Promise<unknown>;
  /** For a recorded known error: returned in a Result, or thrown. */
  error?: "result" | "throw";
  /** The body gatehouse sends where it deliberately differs from the recording. */
  body?: unknown;
};

/**
 * Replays the case and checks the outcome against the recording: the body for a
 * success, the known error's code and real status (returned or thrown as declared),
 * or an HttpStatusError with the text body.
 */
export async function checkRecorded(c: RecordedCase): Promise<void> {
  let thrown: unknown = undefined;
  let didThrow = false;
  const { result, ex } = await replayRecorded(c.file, c.index, async (apis) => {
    try {
      return await c.run(apis);
    } catch (error) {
      didThrow = true;
      thrown = error;
      return undefined;
    }
  }, c.body);
  const code = ex.response.headers["x-stack-known-error"];
  const status = Number(ex.response.headers["x-stack-actual-status"] ?? ex.response.status);
  if (typeof code === "string") {
    const error: any = c.error === "throw" ? thrown : (result as { error?: unknown } | undefined)?.error;
    expect(c.error === "throw" ? didThrow : (result as { status?: string } | undefined)?.status === "error").toBe(true);
    expect(error?.errorCode).toBe(code);
    expect(error?.statusCode).toBe(status);
    return;
  }
  if (status < 200 || status >= 300) {
    expect(didThrow).toBe(true);
    expect((thrown as { status?: number }).status).toBe(status);
    expect((thrown as { body?: unknown }).body).toBe(ex.response.body);
    return;
  }
  if (didThrow) throw thrown;
  expectRecordedBody(result, ex);
}

/** Path segment `n` of the recorded path, counted from the end (1 = last), query removed. */
export function segment(ex: Exchange, n: number): string {
  const parts = ex.request.path.split("?")[0]!.split("/");
  return decodeURIComponent(parts[parts.length - n]!);
}

/** A query parameter of the recorded path. */
export function queryParam(ex: Exchange, name: string): string {
  const value = new URL(ex.request.path, "http://recorded").searchParams.get(name);
  if (value === null) throw new Error(`recorded path has no ${name}`);
  return value;
}
